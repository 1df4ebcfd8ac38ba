import { useVirtualizer } from '@tanstack/react-virtual'
import { type ReactNode, useEffect, useRef } from 'react'
import { ErrorAlert } from './ErrorAlert.tsx'

export type ViewState = 'loading' | 'empty' | 'error' | 'success'

export interface VirtualTableColumn<item> {
  header: string
  className?: string
  /** A fixed width (the table's layout is fixed); the others share what is left. */
  width?: number | string
  cell: (item: item) => ReactNode
}

export interface VirtualTableProps<item> {
  /** Names the scrolling region; unique on the page (axe: landmark-unique). */
  label: string
  columns: readonly VirtualTableColumn<item>[]
  items: readonly item[]
  rowKey: (item: item) => string
  state: ViewState
  /** Rows in all, when known: `aria-rowcount`. */
  total?: number | undefined
  height: number | string
  /** The list hook's result (or the parts of it the table drives). */
  list: VirtualTableList
  /** The loading (for screen readers), empty and retry texts. */
  labels: { loading: string; empty: string; retry: string }
}

export interface VirtualTableList {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  /** A failed next page stops the automatic loading until a retry. */
  isFetchNextPageError?: boolean
  fetchNextPage: () => unknown
  error: { shortMessage?: string; message: string } | null
  refetch: () => unknown
}

/** A scrolling region must be reachable by keyboard (WCAG 2.1.1): it takes focus itself. */
const scrollable = { tabIndex: 0 }

/** How far from the end of the loaded rows the next page is requested. */
const prefetchRows = 30

/**
 * A virtualized table over an infinite list: a few dozen rows in the DOM for any length, the next page
 * requested before the user reaches the end. Rows are `--rs-row-height` tall.
 */
export function VirtualTable<item>(props: VirtualTableProps<item>) {
  const { label, columns, items, rowKey, state, total, height, list, labels } = props
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list
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
    if (
      hasNextPage &&
      !isFetchingNextPage &&
      !isFetchNextPageError &&
      lastIndex >= items.length - prefetchRows
    )
      void fetchNextPage()
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, lastIndex, items.length, fetchNextPage])

  const paddingTop = rows[0]?.start ?? 0
  const paddingBottom = virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0)
  const spacer = (size: number) => (
    // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an empty spacer row of the virtualized table
    <tr role="presentation">
      <td colSpan={columns.length} style={{ height: size, padding: 0, border: 0 }} />
    </tr>
  )

  return (
    <section ref={scrollRef} className="rs-vtable" style={{ height }} aria-label={label} {...scrollable}>
      <table aria-rowcount={total === undefined ? -1 : total + 1}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={column.className}
                style={{ width: column.width }}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {state === 'loading' &&
            Array.from({ length: 8 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <tr key={index} className="rs-placeholder">
                {columns.map((column) => (
                  <td key={column.header}>
                    <span className="rs-skeleton" />
                  </td>
                ))}
              </tr>
            ))}
          {paddingTop > 0 && spacer(paddingTop)}
          {rows.map((row) => {
            const item = items[row.index]
            if (item === undefined) return null
            return (
              <tr key={rowKey(item)} aria-rowindex={row.index + 2} data-index={row.index}>
                {columns.map((column) => (
                  <td key={column.header} className={column.className}>
                    {column.cell(item)}
                  </td>
                ))}
              </tr>
            )
          })}
          {paddingBottom > 0 && spacer(paddingBottom)}
        </tbody>
      </table>
      {state === 'loading' && <p className="rs-visually-hidden">{labels.loading}</p>}
      {state === 'empty' && <p className="rs-message">{labels.empty}</p>}
      {state === 'error' && <ErrorAlert error={list.error} retry={labels.retry} onRetry={list.refetch} />}
    </section>
  )
}
