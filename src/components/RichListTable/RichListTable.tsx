import { useVirtualizer } from '@tanstack/react-virtual'
import { type ComponentPropsWithoutRef, useEffect, useRef, useState } from 'react'
import { formatAmount, formatAmountOrNull } from '../../bridge/amount.ts'
import { type UseRichListParameters, useRichList } from '../../hooks/useRichList.ts'
import type { RichListHolder } from '../../indexer/richList.ts'
import { ErrorAlert } from '../shared/ErrorAlert.tsx'

export interface RichListTableLabels {
  title: string
  rank: string
  account: string
  amount: string
  share: string
  holders: (count: string) => string
  loading: string
  empty: string
  retry: string
  exportCsv: string
  copy: string
  copied: string
}

export const defaultRichListTableLabels: RichListTableLabels = {
  title: 'Holders',
  rank: 'Rank',
  account: 'Account',
  amount: 'Amount',
  share: 'Share',
  holders: (count) => `${count} holders`,
  loading: 'Loading holders…',
  empty: 'No holders yet.',
  retry: 'Retry',
  exportCsv: 'Export CSV',
  copy: 'Copy address',
  copied: 'Copied',
}

export interface RichListTableProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  denom: string
  /** The denom's decimals, for exact display amounts. Without it amounts show in base units. */
  decimals?: number
  /** Shown after each amount, e.g. "INIT". */
  symbol?: string
  /** Total supply in base units: adds a share-of-supply column. */
  supply?: string | bigint
  /** A link for each account (an explorer page, your own route); no link without it. */
  accountHref?: (account: string) => string | undefined
  /** Holders per request (1 to 1000). Default 100. */
  pageSize?: number
  /**
   * Pages kept in memory; pages scrolled far away are dropped and fetched again when scrolled back to.
   * Default 10 (1,000 holders at the default page size).
   */
  maxPages?: number
  /** Height of the scrolling area. Default 480 px. */
  height?: number | string
  labels?: Partial<RichListTableLabels>
  /** Another indexer than the provider's. */
  client?: UseRichListParameters['client']
}

/** A scrolling region must be reachable by keyboard (WCAG 2.1.1): it takes focus itself. */
const scrollable = { tabIndex: 0 }

/**
 * The holders of a denom, largest first: virtualized (a few dozen rows in the DOM for any number of
 * holders), loading the next page before the user reaches the end. Headless: `useRichList`.
 */
export function RichListTable({
  denom,
  decimals,
  symbol,
  supply,
  accountHref,
  pageSize = 100,
  maxPages = 10,
  height = 480,
  labels: customLabels,
  client,
  className,
  ...rest
}: RichListTableProps) {
  const labels = { ...defaultRichListTableLabels, ...customLabels }
  const list = useRichList({ denom, limit: pageSize, client, query: { maxPages } })
  const { items, total, hasNextPage, hasPreviousPage, isFetchingNextPage, isFetchingPreviousPage } = list
  // a failed page stops the automatic loading until Retry (else the effect would ask again at once)
  const stalled = list.isFetchNextPageError || list.isFetchPreviousPageError
  const { fetchNextPage, fetchPreviousPage } = list
  // with maxPages the loaded window moves: `first` is the rank (0-based) of its first holder
  const first = list.data?.pageParams[0]?.position ?? 0
  const count = first + items.length + (hasNextPage ? 10 : 0)
  const scrollRef = useRef<HTMLElement>(null)
  const rowHeight = 40
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 10,
  })
  const rows = virtualizer.getVirtualItems()
  // how far from the end of the loaded rows the next page is requested: half a page ahead
  const prefetchRows = Math.max(40, Math.floor(pageSize / 2))
  const firstIndex = rows[0]?.index ?? 0
  const lastIndex = rows.at(-1)?.index ?? -1

  // the next page is asked for well before the user reaches the end of what is loaded, the previous one
  // (dropped by maxPages) before they scroll back into it
  useEffect(() => {
    if (stalled) return
    if (hasNextPage && !isFetchingNextPage && lastIndex >= first + items.length - prefetchRows)
      void fetchNextPage()
    else if (hasPreviousPage && !isFetchingPreviousPage && firstIndex < first + prefetchRows)
      void fetchPreviousPage()
  }, [
    stalled,
    hasNextPage,
    hasPreviousPage,
    isFetchingNextPage,
    isFetchingPreviousPage,
    firstIndex,
    lastIndex,
    first,
    prefetchRows,
    items.length,
    fetchNextPage,
    fetchPreviousPage,
  ])

  const state = list.isPending ? 'loading' : list.isError ? 'error' : items.length === 0 ? 'empty' : 'success'
  const supplyUnits = supply === undefined ? undefined : BigInt(supply)
  const paddingTop = rows[0]?.start ?? 0
  const paddingBottom = virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0)
  const columns = supplyUnits ? 4 : 3

  return (
    <section
      data-rollscope=""
      data-state={state}
      aria-busy={list.isFetching}
      className={['rs-rich-list', className].filter(Boolean).join(' ')}
      {...rest}
    >
      <div className="rs-toolbar">
        <span aria-live="polite">{total === null ? '' : labels.holders(total.toLocaleString('en-US'))}</span>
        <button
          type="button"
          className="rs-button"
          data-variant="quiet"
          disabled={items.length === 0}
          onClick={() => downloadCsv(`${denom.replaceAll('/', '-')}-holders.csv`, items, first, decimals)}
        >
          {labels.exportCsv}
        </button>
      </div>
      <section
        ref={scrollRef}
        className="rs-scroll"
        style={{ height }}
        aria-label={labels.title}
        {...scrollable}
      >
        <table aria-rowcount={total === null ? -1 : Number(total) + 1}>
          <thead>
            <tr>
              <th scope="col" className="rs-rank">
                {labels.rank}
              </th>
              <th scope="col">{labels.account}</th>
              <th scope="col" className="rs-number">
                {labels.amount}
              </th>
              {supplyUnits ? (
                <th scope="col" className="rs-number">
                  {labels.share}
                </th>
              ) : null}
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
              const holder = items[row.index - first]
              if (!holder)
                return (
                  <tr key={`pending-${row.index}`} aria-rowindex={row.index + 2} data-index={row.index}>
                    <td className="rs-rank">{row.index + 1}</td>
                    {Array.from({ length: columns - 1 }, (_, cell) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                      <td key={cell}>
                        <span className="rs-skeleton" />
                      </td>
                    ))}
                  </tr>
                )
              return (
                <tr key={holder.account} aria-rowindex={row.index + 2} data-index={row.index}>
                  <td className="rs-rank">{row.index + 1}</td>
                  <td className="rs-account">
                    <Account account={holder.account} href={accountHref?.(holder.account)} labels={labels} />
                  </td>
                  <td className="rs-number">
                    {(decimals !== undefined && formatAmountOrNull(holder.amount, decimals)) || holder.amount}
                    {symbol ? ` ${symbol}` : ''}
                  </td>
                  {supplyUnits ? <td className="rs-number">{share(holder.amount, supplyUnits)}</td> : null}
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

function Account({
  account,
  href,
  labels,
}: {
  account: string
  href: string | undefined
  labels: RichListTableLabels
}) {
  const [copied, setCopied] = useState(false)
  const short = account.length > 20 ? `${account.slice(0, 10)}…${account.slice(-6)}` : account
  return (
    <>
      {href ? (
        <a href={href} title={account}>
          {short}
        </a>
      ) : (
        <span title={account}>{short}</span>
      )}
      <button
        type="button"
        className="rs-copy"
        aria-label={`${copied ? labels.copied : labels.copy} ${account}`}
        onClick={() =>
          navigator.clipboard?.writeText(account).then(
            () => {
              setCopied(true)
              setTimeout(() => setCopied(false), 2000)
            },
            () => setCopied(false),
          )
        }
      >
        <CopyIcon done={copied} />
      </button>
    </>
  )
}

/** The holder's share of the supply, as a percentage with 4 decimals, computed exactly. */
function share(amount: string, supply: bigint): string {
  if (supply === 0n) return '–'
  const basisPoints = (BigInt(amount) * 1_000_000n) / supply
  return `${formatAmount(basisPoints.toString(), 4)}%`
}

function downloadCsv(
  name: string,
  holders: readonly RichListHolder[],
  first: number,
  decimals: number | undefined,
) {
  const lines = holders.map(
    (holder, index) =>
      `${first + index + 1},${holder.account},${(decimals !== undefined && formatAmountOrNull(holder.amount, decimals)) || holder.amount}`,
  )
  const blob = new Blob([['rank,account,amount', ...lines].join('\n')], { type: 'text/csv' })
  const link = document.createElement('a')
  link.href = URL.createObjectURL(blob)
  link.download = name
  link.click()
  // the download starts asynchronously: release the blob URL once it has
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000)
}

function CopyIcon({ done }: { done: boolean }) {
  return (
    <svg
      aria-hidden="true"
      width="14"
      height="14"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      {done ? <path d="M3 8.5l3 3 7-7" /> : <path d="M5 5V2.5h8.5V11H11M2.5 5H11v8.5H2.5z" />}
    </svg>
  )
}
