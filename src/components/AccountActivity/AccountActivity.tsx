import { useVirtualizer } from '@tanstack/react-virtual'
import {
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useRef,
  useState,
} from 'react'
import { useEvmTxsByAccount } from '../../hooks/useEvmTxsByAccount.ts'
import type { UseIndexerListReturnType } from '../../hooks/useIndexerQuery.ts'
import { useNftTokensByAccount } from '../../hooks/useNftTokensByAccount.ts'
import { type UseTxsByAccountParameters, useTxsByAccount } from '../../hooks/useTxsByAccount.ts'
import { HttpError } from '../../http/errors.ts'
import type { EvmTx } from '../../indexer/evmTxs.ts'
import type { Nft } from '../../indexer/nft.ts'
import type { Tx } from '../../indexer/txs.ts'
import { ErrorAlert } from '../shared/ErrorAlert.tsx'
import { formatInteger, shortHash } from '../shared/format.ts'
import { Hash } from '../shared/Hash.tsx'
import { rootProps } from '../shared/rootProps.ts'
import { revealInvisible } from '../shared/safeText.ts'
import { Timestamp } from '../shared/Timestamp.tsx'
import { useLoadMore } from '../shared/useLoadMore.ts'

export type AccountActivityTab = 'txs' | 'evm' | 'nfts'

export interface AccountActivityLabels {
  title: string
  txs: string
  evm: string
  nfts: string
  height: string
  block: string
  tokenId: string
  collection: string
  success: string
  failed: string
  contractCreation: string
  moreMessages: (count: number) => string
  loading: string
  emptyTxs: string
  emptyEvm: string
  emptyNfts: string
  retry: string
}

export const defaultAccountActivityLabels: AccountActivityLabels = {
  title: 'Account activity',
  txs: 'Transactions',
  evm: 'EVM transactions',
  nfts: 'NFTs',
  height: 'Height',
  block: 'Block',
  tokenId: 'Token ID',
  collection: 'Collection',
  success: 'Success',
  failed: 'Failed',
  contractCreation: 'contract creation',
  moreMessages: (count) => `+${count} more`,
  loading: 'Loading…',
  emptyTxs: 'No transactions for this account.',
  emptyEvm: 'No EVM transactions for this account.',
  emptyNfts: 'This account holds no NFTs.',
  retry: 'Retry',
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
}

type List<item> = UseIndexerListReturnType<unknown, item>

const decimal = (hex: string) => (hex === '0x' ? '0' : BigInt(hex).toString())
const rowHeight = 56
const prefetchRows = 15

/** On a chain without an EVM (Move, Wasm) the indexer answers every /evm- path with this 404. */
const noEvm = (error: unknown) =>
  error instanceof HttpError && error.status === 404 && error.body.includes('evm routes are not available')

/**
 * One account's Cosmos txs, EVM txs and NFTs in tabs, each a virtualized list loading more as the user
 * scrolls. The EVM tab hides itself on chains without an EVM.
 * Headless: `useTxsByAccount`, `useEvmTxsByAccount`, `useNftTokensByAccount`.
 */
export function AccountActivity({
  account,
  defaultTab = 'txs',
  txHref,
  evmTxHref,
  nftHref,
  pageSize = 50,
  height = 400,
  labels: customLabels,
  client,
  className,
  ...rest
}: AccountActivityProps) {
  const labels = { ...defaultAccountActivityLabels, ...customLabels }
  const txs = useTxsByAccount({ account, limit: pageSize, client })
  const evm = useEvmTxsByAccount({ account, limit: pageSize, client })
  const nfts = useNftTokensByAccount({ account, limit: pageSize, client })
  const tabs: AccountActivityTab[] = noEvm(evm.error) ? ['txs', 'nfts'] : ['txs', 'evm', 'nfts']
  const [selected, setSelected] = useState(defaultTab)
  const tab = tabs.includes(selected) ? selected : 'txs'
  const id = useId()
  const tabRefs = useRef(new Map<AccountActivityTab, HTMLButtonElement>())
  const lists = { txs, evm, nfts } as Record<AccountActivityTab, List<unknown>>
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

  const status = (ok: boolean) => (
    <span className="rs-status" data-status={ok ? 'success' : 'failed'}>
      {ok ? labels.success : labels.failed}
    </span>
  )
  const link = (href: string | undefined, text: string, title?: string) =>
    href ? (
      <a href={href} title={title}>
        {text}
      </a>
    ) : (
      <span title={title}>{text}</span>
    )

  const panels: Record<
    AccountActivityTab,
    { empty: string; row: (item: never) => ReactNode; key: (item: never) => string }
  > = {
    txs: {
      empty: labels.emptyTxs,
      key: (tx: Tx) => tx.txhash,
      row: (tx: Tx) => {
        const [first, ...others] = tx.tx.body.messages
        return (
          <>
            <span className="rs-primary">
              <Hash value={tx.txhash} href={txHref?.(tx.txhash)} keep={6} />
              <span>
                {first?.['@type'].split('.').at(-1) ?? ''}
                {others.length > 0 ? ` ${labels.moreMessages(others.length)}` : ''}
              </span>
            </span>
            <span className="rs-secondary">
              {status(tx.code === 0)}
              <span>
                {labels.height} {tx.height}
              </span>
              <Timestamp value={tx.timestamp} />
            </span>
          </>
        )
      },
    },
    evm: {
      empty: labels.emptyEvm,
      key: (tx: EvmTx) => tx.transactionHash,
      row: (tx: EvmTx) => (
        <>
          <span className="rs-primary">
            <Hash value={tx.transactionHash} href={evmTxHref?.(tx.transactionHash)} keep={6} />
            <span>
              <Hash value={tx.from} keep={6} /> →{' '}
              {tx.to ? (
                <Hash value={tx.to} keep={6} />
              ) : (
                <span title={tx.contractAddress ?? undefined}>{labels.contractCreation}</span>
              )}
            </span>
          </span>
          <span className="rs-secondary">
            {status(tx.status === '0x1')}
            <span>
              {labels.block} {decimal(tx.blockNumber)}
            </span>
          </span>
        </>
      ),
    },
    nfts: {
      empty: labels.emptyNfts,
      key: (nft: Nft) => `${nft.collection_addr}/${nft.nft.token_id}`,
      row: (nft: Nft) => (
        <>
          <span className="rs-primary">
            {link(
              nftHref?.(nft),
              revealInvisible(
                `${nft.collection_name || shortHash(nft.collection_addr, 6)} #${nft.nft.token_id}`,
              ),
            )}
          </span>
          <span className="rs-secondary">
            <span>
              {labels.tokenId} {revealInvisible(nft.nft.token_id)}
            </span>
            <span>
              {labels.collection} <Hash value={nft.collection_addr} keep={6} />
            </span>
          </span>
        </>
      ),
    },
  }

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
      <Panel
        key={tab}
        id={`${id}-panel`}
        labelledBy={`${id}-tab-${tab}`}
        list={active}
        state={state}
        height={height}
        labels={labels}
        empty={panels[tab].empty}
        itemKey={panels[tab].key as (item: unknown) => string}
        row={panels[tab].row as (item: unknown) => ReactNode}
      />
    </section>
  )
}

function Panel({
  id,
  labelledBy,
  list,
  state,
  height,
  labels,
  empty,
  itemKey,
  row,
}: {
  id: string
  labelledBy: string
  list: List<unknown>
  state: string
  height: number | string
  labels: AccountActivityLabels
  empty: string
  itemKey: (item: unknown) => string
  row: (item: unknown) => ReactNode
}) {
  const { items } = list
  const scrollRef = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
  })
  const rows = virtualizer.getVirtualItems()
  useLoadMore(list, {
    loaded: items.length,
    firstShown: rows[0]?.index ?? 0,
    lastShown: rows.at(-1)?.index ?? -1,
    ahead: prefetchRows,
  })

  return (
    <div
      ref={scrollRef}
      role="tabpanel"
      id={id}
      aria-labelledby={labelledBy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the panel scrolls, so it takes focus (WCAG 2.1.1)
      tabIndex={0}
      className="rs-panel"
      style={{ height }}
    >
      {state === 'loading' && (
        <>
          {Array.from({ length: 5 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <div key={index} className="rs-row">
              <span className="rs-skeleton" />
              <span className="rs-skeleton" />
            </div>
          ))}
          <p className="rs-visually-hidden">{labels.loading}</p>
        </>
      )}
      {state === 'empty' && <p className="rs-message">{empty}</p>}
      {state === 'error' && <ErrorAlert error={list.error} retry={labels.retry} onRetry={list.refetch} />}
      {state === 'success' && (
        <ul style={{ height: virtualizer.getTotalSize() }}>
          {rows.map((virtual) => {
            const item = items[virtual.index]
            if (item === undefined) return null
            return (
              <li
                key={itemKey(item)}
                className="rs-row"
                data-index={virtual.index}
                style={{ transform: `translateY(${virtual.start}px)` }}
              >
                {row(item)}
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
