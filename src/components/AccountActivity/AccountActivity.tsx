'use client'

import { type ComponentPropsWithoutRef, type KeyboardEvent, useId, useRef, useState } from 'react'
import { useEvmTxsByAccount } from '../../hooks/useEvmTxsByAccount.ts'
import { useNftTokensByAccount } from '../../hooks/useNftTokensByAccount.ts'
import { type UseTxsByAccountParameters, useTxsByAccount } from '../../hooks/useTxsByAccount.ts'
import { HttpError } from '../../http/errors.ts'
import type { Nft } from '../../indexer/nft.ts'
import { listPageSizes } from '../../query/listQueries.ts'
import { defaultEvmTxListLabels, type EvmTxColumnLabels, evmTxColumns } from '../EvmTxList/EvmTxList.tsx'
import { formatInteger, shortHash } from '../shared/format.ts'
import { Hash } from '../shared/Hash.tsx'
import { rootProps } from '../shared/rootProps.ts'
import { revealInvisible } from '../shared/safeText.ts'
import { useChainView } from '../shared/useChainView.ts'
import { VirtualTable, type VirtualTableColumn } from '../shared/VirtualTable.tsx'
import { defaultTxTableLabels, type TxColumnLabels, txTableColumns } from '../TxList/TxTable.tsx'

export type AccountActivityTab = 'txs' | 'evm' | 'nfts'

/** The tabs' names and empty texts, and the columns' names: a Cosmos tx's (TxList) and an EVM tx's (EvmTxList). */
export interface AccountActivityLabels
  extends TxColumnLabels,
    Omit<EvmTxColumnLabels, 'success' | 'failed' | 'hash' | 'status'> {
  title: string
  txs: string
  evm: string
  nfts: string
  loading: string
  retry: string
  /** The EVM status column's "Failed" (a receipt has no code). */
  evmFailed: string
  nft: string
  tokenId: string
  collection: string
  emptyTxs: string
  emptyEvm: string
  emptyNfts: string
}

export const defaultAccountActivityLabels: AccountActivityLabels = {
  ...defaultTxTableLabels,
  ...defaultEvmTxListLabels,
  title: 'Account activity',
  txs: 'Transactions',
  evm: 'EVM transactions',
  nfts: 'NFTs',
  evmFailed: defaultEvmTxListLabels.failed,
  failed: defaultTxTableLabels.failed,
  hash: defaultTxTableLabels.hash,
  loading: 'Loading…',
  nft: 'NFT',
  tokenId: 'Token ID',
  collection: 'Collection',
  emptyTxs: 'No transactions for this account.',
  emptyEvm: 'No EVM transactions for this account.',
  emptyNfts: 'This account holds no NFTs.',
}

export interface AccountActivityProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** bech32 or 0x hex. */
  account: string
  /** The tab shown first. Default 'txs'. */
  defaultTab?: AccountActivityTab
  /** Links for a Cosmos tx, an EVM tx and an NFT; no links without them. */
  txHref?: (txHash: string) => string | undefined
  evmTxHref?: (txHash: string) => string | undefined
  nftHref?: (nft: Nft) => string | undefined
  /** Records per request (1 to 1000). Default 50. */
  pageSize?: number
  /** Height of each tab's scrolling list. Default 400 px. */
  height?: number | string
  labels?: Partial<AccountActivityLabels>
  /** Another indexer than the provider's. */
  client?: UseTxsByAccountParameters['client']
  /** Another chain of the provider's `network`: its indexer, tokens and explorer come from the chain registry. */
  chainId?: string
}

/** On a chain without an EVM (Move, Wasm) the indexer answers every /evm- path with this 404. */
const noEvm = (error: unknown) =>
  error instanceof HttpError && error.status === 404 && error.body.includes('evm routes are not available')

/**
 * One account's Cosmos txs, EVM txs and NFTs in tabs, each a virtualized table (the rows of TxList and
 * EvmTxList) loading more as the user scrolls. The EVM tab hides itself on chains without an EVM.
 * Headless: `useTxsByAccount`, `useEvmTxsByAccount`, `useNftTokensByAccount`.
 */
export function AccountActivity({
  account,
  defaultTab = 'txs',
  txHref: ownTxHref,
  evmTxHref: ownEvmTxHref,
  nftHref,
  pageSize = listPageSizes.accountActivity,
  height = 400,
  labels: customLabels,
  client,
  chainId,
  className,
  ...rest
}: AccountActivityProps) {
  const labels = { ...defaultAccountActivityLabels, ...customLabels }
  const view = useChainView({ chainId, txHref: ownTxHref })
  const txHref = view.txHref
  const evmTxHref = ownEvmTxHref ?? view.txHref
  const txs = useTxsByAccount({ account, limit: pageSize, client, chainId })
  const evm = useEvmTxsByAccount({ account, limit: pageSize, client, chainId })
  const nfts = useNftTokensByAccount({ account, limit: pageSize, client, chainId })
  const tabs: AccountActivityTab[] = noEvm(evm.error) ? ['txs', 'nfts'] : ['txs', 'evm', 'nfts']
  const [selected, setSelected] = useState(defaultTab)
  const tab = tabs.includes(selected) ? selected : 'txs'
  const id = useId()
  const tabRefs = useRef(new Map<AccountActivityTab, HTMLButtonElement>())
  const lists = { txs, evm, nfts }
  const active = lists[tab]
  const state = active.isPending
    ? 'loading'
    : active.isError
      ? 'error'
      : active.items.length === 0
        ? 'empty'
        : 'success'

  const onKeyDown = (event: KeyboardEvent) => {
    const position = tabs.indexOf(tab)
    const next = {
      ArrowRight: tabs[(position + 1) % tabs.length],
      ArrowLeft: tabs[(position - 1 + tabs.length) % tabs.length],
      Home: tabs[0],
      End: tabs.at(-1),
    }[event.key]
    if (!next) return
    event.preventDefault()
    setSelected(next)
    tabRefs.current.get(next)?.focus()
  }

  const table = {
    label: labels[tab],
    state,
    height,
    total: active.total === null ? undefined : Number(active.total),
  } as const
  const tableLabels = (empty: string) => ({ loading: labels.loading, empty, retry: labels.retry })

  return (
    <section {...rootProps('rs-account-activity', state, className, active.isFetching)} {...rest}>
      <div role="tablist" aria-label={labels.title} className="rs-tabs" onKeyDown={onKeyDown}>
        {tabs.map((name) => {
          const total = lists[name].total
          return (
            <button
              key={name}
              ref={(element) => {
                if (element) tabRefs.current.set(name, element)
                else tabRefs.current.delete(name)
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${name}`}
              aria-selected={name === tab}
              aria-controls={`${id}-panel`}
              tabIndex={name === tab ? 0 : -1}
              onClick={() => setSelected(name)}
            >
              {labels[name]}
              {total !== null && total >= 0n ? (
                <span className="rs-count"> {formatInteger(total)}</span>
              ) : null}
            </button>
          )
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`}>
        {tab === 'txs' ? (
          <VirtualTable
            key="txs"
            {...table}
            columns={txTableColumns(labels, txHref)}
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
            columns={evmTxColumns({ ...labels, failed: labels.evmFailed }, evmTxHref)}
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
      </div>
    </section>
  )
}

/** An NFT row: its name and token id (linked), the token id alone, its collection. */
function nftColumns(
  labels: AccountActivityLabels,
  nftHref: AccountActivityProps['nftHref'],
): VirtualTableColumn<Nft>[] {
  return [
    {
      header: labels.nft,
      cell: (nft) => {
        const name = revealInvisible(
          `${nft.collection_name || shortHash(nft.collection_addr, 6)} #${nft.nft.token_id}`,
        )
        const href = nftHref?.(nft)
        return href ? <a href={href}>{name}</a> : name
      },
    },
    {
      header: labels.tokenId,
      className: 'rs-number',
      width: '9em',
      cell: (nft) => revealInvisible(nft.nft.token_id),
    },
    {
      header: labels.collection,
      className: 'rs-mono',
      width: '13em',
      cell: (nft) => <Hash value={nft.collection_addr} keep={6} />,
    },
  ]
}
