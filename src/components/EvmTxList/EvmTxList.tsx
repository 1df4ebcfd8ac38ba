import { useVirtualizer } from '@tanstack/react-virtual'
import { type ComponentPropsWithoutRef, useEffect, useRef } from 'react'
import { useEvmTxs } from '../../hooks/useEvmTxs.ts'
import { type UseEvmTxsByAccountParameters, useEvmTxsByAccount } from '../../hooks/useEvmTxsByAccount.ts'
import { ErrorAlert } from '../shared/ErrorAlert.tsx'

export interface EvmTxListLabels {
  title: string
  hash: string
  block: string
  from: string
  to: string
  status: string
  gasUsed: string
  success: string
  failed: string
  contractCreation: string
  loading: string
  empty: string
  retry: string
}

export const defaultEvmTxListLabels: EvmTxListLabels = {
  title: 'EVM transactions',
  hash: 'Tx hash',
  block: 'Block',
  from: 'From',
  to: 'To',
  status: 'Status',
  gasUsed: 'Gas used',
  success: 'Success',
  failed: 'Failed',
  contractCreation: 'Contract creation',
  loading: 'Loading transactions…',
  empty: 'No EVM transactions yet.',
  retry: 'Retry',
}

export interface EvmTxListProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** Only the receipts that involve this account (0x hex or bech32). Without it, every receipt. */
  account?: string
  /** With `account`: only the receipts it sent. */
  isSigner?: boolean
  /** A link for each tx hash; no link without it. */
  txHref?: (txHash: string) => string | undefined
  /** A link for each from/to/created address; no link without it. */
  accountHref?: (address: string) => string | undefined
  /** Receipts per request (1 to 1000). Default 50. */
  pageSize?: number
  /** Height of the scrolling area. Default 480 px. */
  height?: number | string
  labels?: Partial<EvmTxListLabels>
  /** Another indexer than the provider's. */
  client?: UseEvmTxsByAccountParameters['client']
}

/** A scrolling region must be reachable by keyboard (WCAG 2.1.1): it takes focus itself. */
const scrollable = { tabIndex: 0 }
const prefetchRows = 20
const columns = 6

/** 0x hex as a bigint; the indexer sends "0x" for empty. */
const int = (hex: string) => BigInt(hex === '0x' ? 0 : hex)
/** `0x1234…abcd`, the whole value in a title. */
const shortHex = (value: string) => (value.length > 16 ? `${value.slice(0, 8)}…${value.slice(-6)}` : value)

/**
 * EVM receipts, newest first (those of `account` when given): virtualized and loading the next page
 * before the user reaches the end. Headless: `useEvmTxsByAccount` with an account, else `useEvmTxs`.
 */
export function EvmTxList({
  account,
  isSigner,
  txHref,
  accountHref,
  pageSize = 50,
  height = 480,
  labels: customLabels,
  client,
  className,
  ...rest
}: EvmTxListProps) {
  const labels = { ...defaultEvmTxListLabels, ...customLabels }
  const all = useEvmTxs({ limit: pageSize, client, query: { enabled: account === undefined } })
  const mine = useEvmTxsByAccount({ account, isSigner, limit: pageSize, client })
  const list = account === undefined ? all : mine
  const { items, hasNextPage, isFetchingNextPage, fetchNextPage } = list
  const scrollRef = useRef<HTMLElement>(null)
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 40,
    overscan: 10,
  })
  const rows = virtualizer.getVirtualItems()
  const lastIndex = rows.at(-1)?.index ?? -1

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= items.length - prefetchRows) void fetchNextPage()
  }, [hasNextPage, isFetchingNextPage, lastIndex, items.length, fetchNextPage])

  const state = list.isPending ? 'loading' : list.isError ? 'error' : items.length === 0 ? 'empty' : 'success'
  const paddingTop = rows[0]?.start ?? 0
  const paddingBottom = virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0)
  const address = (value: string) => <Link href={accountHref?.(value)} value={value} />

  return (
    <section
      data-rollscope=""
      data-state={state}
      aria-busy={list.isFetching}
      className={['rs-evm-tx-list', className].filter(Boolean).join(' ')}
      {...rest}
    >
      <section
        ref={scrollRef}
        className="rs-scroll"
        style={{ height }}
        aria-label={labels.title}
        {...scrollable}
      >
        <table aria-rowcount={list.total === null ? -1 : Number(list.total) + 1}>
          <thead>
            <tr>
              <th scope="col" className="rs-hash">
                {labels.hash}
              </th>
              <th scope="col" className="rs-number rs-block">
                {labels.block}
              </th>
              <th scope="col">{labels.from}</th>
              <th scope="col">{labels.to}</th>
              <th scope="col" className="rs-status-column">
                {labels.status}
              </th>
              <th scope="col" className="rs-number rs-gas">
                {labels.gasUsed}
              </th>
            </tr>
          </thead>
          <tbody>
            {state === 'loading' &&
              Array.from({ length: 8 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <tr key={index} className="rs-placeholder">
                  {Array.from({ length: columns }, (_, cell) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                    <td key={cell}>
                      <span className="rs-skeleton" />
                    </td>
                  ))}
                </tr>
              ))}
            {paddingTop > 0 && (
              // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an empty spacer row of the virtualized table
              <tr role="presentation">
                <td colSpan={columns} style={{ height: paddingTop, padding: 0, border: 0 }} />
              </tr>
            )}
            {rows.map((row) => {
              const tx = items[row.index]
              if (!tx) return null
              const ok = tx.status === '0x1'
              return (
                <tr key={tx.transactionHash} aria-rowindex={row.index + 2} data-index={row.index}>
                  <td className="rs-mono">
                    <Link href={txHref?.(tx.transactionHash)} value={tx.transactionHash} />
                  </td>
                  <td className="rs-number">{int(tx.blockNumber).toString()}</td>
                  <td className="rs-mono">{address(tx.from)}</td>
                  <td className="rs-mono">
                    {tx.to ? (
                      address(tx.to)
                    ) : (
                      <>
                        <span className="rs-tag">{labels.contractCreation}</span>{' '}
                        {tx.contractAddress ? address(tx.contractAddress) : null}
                      </>
                    )}
                  </td>
                  <td>
                    <span className="rs-status" data-status={ok ? 'success' : 'failed'}>
                      {ok ? labels.success : labels.failed}
                    </span>
                  </td>
                  <td className="rs-number">{int(tx.gasUsed).toLocaleString()}</td>
                </tr>
              )
            })}
            {paddingBottom > 0 && (
              // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an empty spacer row of the virtualized table
              <tr role="presentation">
                <td colSpan={columns} style={{ height: paddingBottom, padding: 0, border: 0 }} />
              </tr>
            )}
          </tbody>
        </table>
        {state === 'loading' && <p className="rs-visually-hidden">{labels.loading}</p>}
        {state === 'empty' && <p className="rs-message">{labels.empty}</p>}
        {state === 'error' && <ErrorAlert error={list.error} retry={labels.retry} onRetry={list.refetch} />}
      </section>
    </section>
  )
}

function Link({ href, value }: { href: string | undefined; value: string }) {
  return href ? (
    <a href={href} title={value}>
      {shortHex(value)}
    </a>
  ) : (
    <span title={value}>{shortHex(value)}</span>
  )
}
