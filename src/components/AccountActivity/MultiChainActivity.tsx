'use client'

import { useId, useState } from 'react'
import { useAccountActivity } from '../../hooks/useAccountActivity.ts'
import { laterWords } from '../../i18n/laterWords.ts'
import { useLabels } from '../../i18n/useLabels.ts'
import type { AccountActivityChain, AccountActivityChainIds } from '../../query/accountActivity.ts'
import { evmTxColumns } from '../EvmTxList/EvmTxList.tsx'
import { AccountHash } from '../shared/AccountHash.tsx'
import { ChainNotes } from '../shared/ChainNotes.tsx'
import { listState } from '../shared/listState.ts'
import { rootProps } from '../shared/rootProps.ts'
import { useListUrlState } from '../shared/useUrlState.ts'
import { VirtualTable } from '../shared/VirtualTable.tsx'
import { txTableColumns } from '../TxList/TxTable.tsx'
import type { AccountActivityProps } from './AccountActivityProps.ts'
import { ActivityTabPanel, tabsOf } from './ActivityTabs.tsx'
import { changesColumn, withChanges } from './changesColumn.tsx'
import { chainRowColumns, nftColumns } from './columns.tsx'
import { activityTabs, defaultAccountActivityLabels } from './labels.ts'

const multiChainUrl = { tab: activityTabs } as const

/**
 * One account on several chains (AccountActivity with `chainIds`): each tab's rows merged newest first, each row
 * naming its chain and linking through that chain's explorer; a chain that fails says so beside the others' rows.
 * EVM receipts carry no time, so the EVM tab lists one minievm chain's, with a picker when there are several.
 */
export function MultiChainActivity({
  account,
  chainIds,
  defaultTab,
  tabs: offeredTabs,
  txHref,
  evmTxHref,
  nftHref,
  pageSize,
  height,
  labels: customLabels,
  urlState,
  locale,
  className,
  ...rest
}: Omit<AccountActivityProps, 'chainIds' | 'client' | 'chainId'> & {
  chainIds: AccountActivityChainIds
  pageSize: number
  height: number | string
}) {
  const [evmChainId, setEvmChainId] = useState<string>()
  const activity = useAccountActivity({ account, chainIds, pageSize, evmChainId, lists: offeredTabs })
  const { chains, evmChainIds } = activity
  const tabs = tabsOf(evmChainIds.length > 0 ? activityTabs : ['txs', 'nfts'], offeredTabs)
  const url = useListUrlState(urlState, multiChainUrl)
  const selected = url.state.tab ?? defaultTab ?? offeredTabs?.[0] ?? 'txs'
  const tab = tabs.includes(selected) ? selected : tabs[0]!
  const id = useId()
  const active = activity[tab]
  // the registry's error ends the wait: a list whose chains are unknown is not loading any more
  const state = listState(
    { isPending: active.isPending && !active.error, isError: active.error !== null },
    active.items.length,
  )
  const failed = active.chains.some((chain) => chain.error)
  // a chain's failure shows beside the others' rows while they load
  const labels = useLabels(
    defaultAccountActivityLabels,
    customLabels,
    locale,
    'activity',
    'accountActivityLabels',
    laterWords(state, failed),
  )

  const table = {
    label: labels[tab],
    state,
    height,
    total: active.total === null ? undefined : Number(active.total),
    list: active,
  } as const
  const tableLabels = (empty: string) => ({
    loading: labels.loading,
    empty: failed ? labels.emptyAnswered : empty,
    retry: labels.retry,
    errors: labels.errors,
  })
  const txLink = (chain: AccountActivityChain | undefined, own: typeof txHref) =>
    chain && (own ? (hash: string) => own(hash, chain.chainId) : chain.explorer?.txUrl)

  return (
    <section {...rootProps('rs-account-activity', state, className, active.isFetching)} {...rest}>
      <ActivityTabPanel
        id={id}
        tabs={tabs}
        tab={tab}
        totals={{ txs: activity.txs.total, evm: activity.evm.total, nfts: activity.nfts.total }}
        labels={labels}
        locale={locale}
        onSelect={(next) => url.set({ tab: next })}
      >
        {tab === 'evm' && evmChainIds.length > 1 && (
          <label className="rs-evm-chain">
            {labels.evmChain}{' '}
            <select value={activity.evmChainId} onChange={(event) => setEvmChainId(event.target.value)}>
              {chains
                .filter((chain) => chain.evm)
                .map((chain) => (
                  <option key={chain.chainId} value={chain.chainId}>
                    {chain.name}
                  </option>
                ))}
            </select>
          </label>
        )}
        {!active.error && (
          <ChainNotes
            chains={active.chains}
            labels={{
              ...labels,
              chainLacksList: (chain) => labels.chainLacksList(chain, tab),
              chainListUnreadable: (chain) => labels.chainListUnreadable(chain, tab),
            }}
          />
        )}
        {tab === 'txs' ? (
          <VirtualTable
            key="txs"
            {...table}
            columns={chainRowColumns(chains, labels.chain, (chain) =>
              withChanges(
                txTableColumns(labels, txLink(chain, txHref)),
                changesColumn(labels.changes, chain?.account, chain?.chainId, labels.changeWords, locale),
              ),
            )}
            items={activity.txs.items}
            rowKey={(row) => `${row.chainId}/${row.key}`}
            labels={tableLabels(labels.emptyTxs)}
            copyValue={(row) => row.key}
          />
        ) : tab === 'evm' ? (
          <VirtualTable
            key={`evm-${activity.evmChainId}`}
            {...table}
            // the gas column left out: six columns, which stack in a narrow container as the Cosmos rows do
            columns={chainRowColumns(chains, labels.chain, (chain) =>
              evmTxColumns(
                { ...labels, failed: labels.evmFailed },
                txLink(chain, evmTxHref),
                undefined,
                AccountHash,
                locale,
              ).slice(0, -1),
            )}
            items={activity.evm.items}
            rowKey={(row) => `${row.chainId}/${row.key}`}
            labels={tableLabels(labels.emptyEvm)}
            copyValue={(row) => row.key}
          />
        ) : (
          <VirtualTable
            key="nfts"
            {...table}
            columns={chainRowColumns(chains, labels.chain, (chain) =>
              nftColumns(labels, chain && nftHref && ((nft) => nftHref(nft, chain.chainId))),
            )}
            items={activity.nfts.items}
            rowKey={(row) => `${row.chainId}/${row.key}`}
            labels={tableLabels(labels.emptyNfts)}
            copyValue={(row) => row.item.collection_addr}
          />
        )}
      </ActivityTabPanel>
    </section>
  )
}
