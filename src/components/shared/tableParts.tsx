'use client'

import type { ReactNode } from 'react'

export interface VirtualTableColumn<item> {
  header: string
  className?: string
  /** A fixed width (the table's layout is fixed); the others share what is left. */
  width?: number | string
  /** `position`: the row's place in the whole list, from 0. */
  cell: (item: item, position: number) => ReactNode
  /** The cell of a row whose page is still loading (a rank); a skeleton without it. */
  pendingCell?: (position: number) => ReactNode
}

/** The header row: each column's name, and its fixed width where it has one. */
export function TableHead<item>({ columns }: { columns: readonly VirtualTableColumn<item>[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column.header} scope="col" className={column.className} style={{ width: column.width }}>
            {column.header}
          </th>
        ))}
      </tr>
    </thead>
  )
}

/**
 * A row's cells, each naming its column (`data-label`, what a narrow container shows beside the value); a row
 * whose page is still loading shows its `pendingCell` or a skeleton.
 */
export function RowCells<item>({
  columns,
  item,
  position,
}: {
  columns: readonly VirtualTableColumn<item>[]
  item: item | undefined
  position: number
}) {
  return columns.map((column, index) => (
    <td
      key={column.header}
      className={column.className}
      data-label={column.header}
      // the cell's place for the keyboard (useRovingFocus): row by row
      data-position={position * columns.length + index}
    >
      <span className="rs-cell">
        {item === undefined
          ? (column.pendingCell?.(position) ?? <span className="rs-skeleton" />)
          : column.cell(item, position)}
      </span>
    </td>
  ))
}
