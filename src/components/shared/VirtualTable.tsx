'use client'

import { type RefObject, useEffect, useRef, useState } from 'react'
import { canObserveResize } from './canObserveResize.ts'
import { ErrorAlert, type ErrorLabels } from './ErrorAlert.tsx'
import { RowCells, TableHead, type VirtualTableColumn } from './tableParts.tsx'
import { type PagedList, useLoadMore } from './useLoadMore.ts'
import { useRovingFocus } from './useRovingFocus.ts'
import { useRowWindow } from './useRowWindow.ts'

export type ViewState = 'loading' | 'empty' | 'error' | 'success'

export type { VirtualTableColumn } from './tableParts.tsx'

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
  labels: { loading: string; empty: string; retry: string; errors: ErrorLabels }
  /** Position in the whole list of `items[0]`, when pages were dropped from the start (`maxPages`). */
  offset?: number
  /** How many rows before either end of the loaded ones the next page is asked for. Default 30. */
  prefetchRows?: number
  /** What the `c` key copies from the focused row (its address or hash). */
  copyValue?: (item: item) => string
}

export interface VirtualTableList extends PagedList {
  error: { name?: string; shortMessage?: string; message: string } | null
  refetch: () => unknown
}

/** Rows past the loaded ones, drawn as placeholders while the next page loads. */
const pendingRows = 10
const rowHeight = 40
/** The window drawn on a server when `height` is not in pixels. */
const serverHeight = 480

/**
 * A virtualized table over an infinite list: a few dozen rows in the DOM for any length, the next page
 * requested before the user reaches the end. One tab stop, arrow keys inside (`useRovingGrid`); in a container
 * narrower than the columns need, each row stacks its cells under their headers (VirtualTable.css).
 */
export function VirtualTable<item>(props: VirtualTableProps<item>) {
  const { label, columns, items, rowKey, state, total, height, list, labels, copyValue } = props
  const { offset = 0, prefetchRows = 30 } = props
  const scrollRef = useRef<HTMLElement>(null)
  // in a narrow container the rows stack (VirtualTable.css): only then are they taller and measured one by one
  const stacked = useStackedRows(scrollRef, state === 'success')
  const tableRef = useRef<HTMLTableElement>(null)
  const count = offset + items.length + (list.hasNextPage && items.length > 0 ? pendingRows : 0)
  const hasRows = state === 'success'
  const virtualizer = useRowWindow(
    {
      count,
      getScrollElement: () => scrollRef.current,
      estimateSize: () => (stacked ? columns.length * 26 + 13 : rowHeight),
      // keyboard scrolling keeps the focused row below the sticky header
      scrollPaddingStart: rowHeight,
      // with no element to measure (a server, the first render) the rows of this window are drawn: a prefetched
      // list is in the server's HTML, and the first client render matches it
      initialRect: { width: 0, height: typeof height === 'number' ? height : serverHeight },
      overscan: 10,
    },
    // the virtualizer loads once the first rows are drawn
    hasRows,
  )
  const { rows } = virtualizer
  useLoadMore(list, {
    first: offset,
    loaded: items.length,
    firstShown: rows[0]?.index ?? 0,
    lastShown: rows.at(-1)?.index ?? -1,
    ahead: prefetchRows,
  })
  const width = columns.length
  const grid = useRovingFocus({
    containerRef: tableRef,
    first: offset * width,
    last: (offset + items.length) * width - 1,
    columns: width,
    pageRows: 10,
    scrollTo: (position) => virtualizer.scrollToIndex(Math.floor(position / width)),
    copyValue:
      copyValue &&
      ((position) => {
        const item = items[Math.floor(position / width) - offset]
        return item === undefined ? undefined : copyValue(item)
      }),
  })

  const paddingTop = rows[0]?.start ?? 0
  const paddingBottom = virtualizer.totalSize - (rows.at(-1)?.end ?? 0)
  const spacer = (size: number) => (
    // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an empty spacer row of the virtualized table
    <tr role="presentation" className="rs-spacer">
      <td colSpan={columns.length} style={{ height: size }} />
    </tr>
  )
  const skeleton = <span className="rs-skeleton" />

  return (
    <section
      ref={scrollRef}
      className="rs-vtable"
      style={{ height }}
      aria-label={label}
      data-columns={columns.length}
      // a scrolling region is reachable by keyboard (WCAG 2.1.1): through its rows' tab stop, else itself
      tabIndex={hasRows ? undefined : 0}
    >
      <table
        ref={tableRef}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA data grid pattern (arrow keys inside one tab stop) is a table with role="grid"
        role="grid"
        aria-readonly="true"
        aria-label={label}
        aria-rowcount={total === undefined ? -1 : total + 1}
        onKeyDown={grid.onKeyDown}
        onFocus={grid.onFocus}
      >
        <TableHead columns={columns} />
        <tbody>
          {state === 'loading' &&
            Array.from({ length: 8 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <tr key={index} className="rs-placeholder">
                {columns.map((column) => (
                  <td key={column.header} data-label={column.header}>
                    {skeleton}
                  </td>
                ))}
              </tr>
            ))}
          {paddingTop > 0 && spacer(paddingTop)}
          {hasRows &&
            rows.map((row) => {
              const item = items[row.index - offset]
              return (
                <tr
                  key={item === undefined ? `pending-${row.index}` : rowKey(item)}
                  ref={stacked ? virtualizer.measureElement : undefined}
                  aria-rowindex={row.index + 2}
                  data-index={row.index}
                >
                  <RowCells columns={columns} item={item} position={row.index} />
                </tr>
              )
            })}
          {paddingBottom > 0 && spacer(paddingBottom)}
        </tbody>
      </table>
      {state === 'loading' && <p className="rs-visually-hidden">{labels.loading}</p>}
      {state === 'empty' && <p className="rs-message">{labels.empty}</p>}
      {state === 'error' && (
        <ErrorAlert error={list.error} retry={labels.retry} onRetry={list.refetch} labels={labels.errors} />
      )}
    </section>
  )
}

/** Whether the table's rows are stacked: the container query in VirtualTable.css made them blocks. */
function useStackedRows(scrollRef: RefObject<HTMLElement | null>, hasRows: boolean) {
  const [stacked, setStacked] = useState(false)
  useEffect(() => {
    const element = scrollRef.current
    if (!element || !hasRows) return
    const check = () => {
      const row = element.querySelector('tbody tr')
      setStacked(row !== null && getComputedStyle(row).display === 'block')
    }
    // checked when rows first appear, then on every resize (where a resize can be observed)
    check()
    if (!canObserveResize()) return
    const observer = new ResizeObserver(check)
    observer.observe(element)
    return () => observer.disconnect()
  }, [scrollRef, hasRows])
  return stacked
}
