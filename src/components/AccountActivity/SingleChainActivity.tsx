'use client'

import { useId } from 'react'
import { useEvmTxsByAccount } from '../../hooks/useEvmTxsByAccount.ts'
import { useNftTokensByAccount } from '../../hooks/useNftTokensByAccount.ts'
import { useTxsByAccount } from '../../hooks/useTxsByAccount.ts'
import { laterWords } from '../../i18n/laterWords.ts'
import { useLabels } from '../../i18n/useLabels.ts'
import { indexerLacksPath } from '../../indexer/unserved.ts'
import { evmTxColumns } from '../EvmTxList/EvmTxList.tsx'
import { AccountHash } from '../shared/AccountHash.tsx'
import { BackToStart } from '../shared/BackToStart.tsx'
import { listState } from '../shared/listState.ts'
import { rootProps } from '../shared/rootProps.ts'
import { useChainView } from '../shared/useChainView.ts'
import { useListUrlPosition, useListUrlState } from '../shared/useUrlState.ts'
import { VirtualTable } from '../shared/VirtualTable.tsx'
import { txTableColumns } from '../TxList/TxTable.tsx'
import type { AccountActivityProps } from './AccountActivityProps.ts'
import { ActivityTabPanel, tabsOf } from './ActivityTabs.tsx'
import { changesColumn, withChanges } from './changesColumn.tsx'
import { nftColumns } from './columns.tsx'
import { type AccountActivityTab, activityTabs, defaultAccountActivityLabels } from './labels.ts'

const singleChainUrl = { tab: activityTabs, cursor: 'cursor' } as const

/** One chain's activity (AccountActivity without `chainIds`); the EVM tab hides itself on chains without an EVM. */
export function SingleChainActivity({
  account,
  defaultTab,
  tabs: offeredTabs,
  txHref: ownTxHref,
  evmTxHref: ownEvmTxHref,
  nftHref: ownNftHref,
  pageSize,
  height,
  labels: customLabels,
  client,
  chainId,
  urlState,
  locale,
  className,
  ...rest
}: Omit<AccountActivityProps, 'chainIds'> & {
  pageSize: number
  height: number | string
}) {
  const view = useChainView({ chainId, txHref: ownTxHref && ((hash) => ownTxHref(hash, chainId)) })
  const txHref = view.txHref
  const evmTxHref = ownEvmTxHref ? (hash: string) => ownEvmTxHref(hash, chainId) : view.txHref
  const nftHref = ownNftHref && ((nft: Parameters<typeof ownNftHref>[0]) => ownNftHref(nft, chainId))
  const url = useListUrlState(urlState, singleChainUrl)
  const selected = url.state.tab ?? defaultTab ?? offeredTabs?.[0] ?? 'txs'
  // the URL's page is the page of its tab's list
  const from = (list: AccountActivityTab) => ({
    account,
    limit: pageSize,
    client,
    chainId,
    startKey: list === selected ? url.state.cursor : undefined,
    query: { enabled: !offeredTabs || offeredTabs.includes(list) },
  })
  const txs = useTxsByAccount(from('txs'))
  const evm = useEvmTxsByAccount(from('evm'))
  const nfts = useNftTokensByAccount(from('nfts'))
  const tabs = tabsOf(indexerLacksPath(evm.error) ? ['txs', 'nfts'] : activityTabs, offeredTabs)
  const tab = tabs.includes(selected) ? selected : tabs[0]!
  const id = useId()
  const lists = { txs, evm, nfts }
  const active = lists[tab]
  useListUrlPosition(url.options, active.data?.pageParams)
  // rows wait for the registry's explorer links, so none appears without its link and gains it later
  const state = listState(active, active.items.length, view.isPending && !ownTxHref)
  const labels = useLabels(
    defaultAccountActivityLabels,
    customLabels,
    locale,
    'activity',
    'accountActivityLabels',
    laterWords(state),
  )

  const table = {
    label: labels[tab],
    state,
    height,
    total: active.total === null ? undefined : Number(active.total),
  } as const
  const tableLabels = (empty: string) => ({
    loading: labels.loading,
    empty,
    retry: labels.retry,
    errors: labels.errors,
  })

  return (
    <section {...rootProps('rs-account-activity', state, className, active.isFetching)} {...rest}>
      <ActivityTabPanel
        id={id}
        tabs={tabs}
        tab={tab}
        totals={{ txs: txs.total, evm: evm.total, nfts: nfts.total }}
        labels={labels}
        locale={locale}
        onSelect={(next) => url.set({ tab: next, cursor: undefined })}
        toolbar={<BackToStart url={url} label={labels.toStart} toolbar />}
      >
        {tab === 'txs' ? (
          <VirtualTable
            key="txs"
            {...table}
            columns={withChanges(
              txTableColumns(labels, txHref),
              changesColumn(labels.changes, account, chainId, labels.changeWords, locale),
            )}
            items={txs.items}
            rowKey={(tx) => tx.txhash}
            list={txs}
            labels={tableLabels(labels.emptyTxs)}
            copyValue={(tx) => tx.txhash}
          />
        ) : tab === 'evm' ? (
          <VirtualTable
            key="evm"
            {...table}
            columns={evmTxColumns(
              { ...labels, failed: labels.evmFailed },
              evmTxHref,
              undefined,
              AccountHash,
              locale,
            )}
            items={evm.items}
            rowKey={(tx) => tx.transactionHash}
            list={evm}
            labels={tableLabels(labels.emptyEvm)}
            copyValue={(tx) => tx.transactionHash}
          />
        ) : (
          <VirtualTable
            key="nfts"
            {...table}
            columns={nftColumns(labels, nftHref)}
            items={nfts.items}
            rowKey={(nft) => `${nft.collection_addr}/${nft.nft.token_id}`}
            list={nfts}
            labels={tableLabels(labels.emptyNfts)}
            copyValue={(nft) => nft.collection_addr}
          />
        )}
      </ActivityTabPanel>
    </section>
  )
}
