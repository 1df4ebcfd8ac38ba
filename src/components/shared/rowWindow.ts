// The rows a table draws before its virtualizer is loaded: what react-virtual draws with no element measured yet (on
// a server, and on a first render): the rows of its `initialRect` from the top, plus `overscan`, each at its
// estimated size. The same rows, at the same offsets, so that the virtualizer taking over moves nothing.

export interface RowWindowOptions {
  count: number
  getScrollElement: () => HTMLElement | null
  estimateSize: (index: number) => number
  /** Space kept above a row scrolled to (a sticky header's height). */
  scrollPaddingStart: number
  initialRect: { width: number; height: number }
  overscan: number
}

export interface WindowRow {
  index: number
  start: number
  end: number
}

/** The first window's rows and the height of all the rows. */
export function firstRowWindow({ count, estimateSize, initialRect, overscan }: RowWindowOptions) {
  const rows: WindowRow[] = []
  let end = 0
  let lastShown = -1
  for (let index = 0; index < count; index++) {
    const start = end
    end = start + estimateSize(index)
    // the rows reaching into the window, then `overscan` more (react-virtual's `calculateRange` and range extractor)
    if (lastShown < 0 && (end >= initialRect.height || index === count - 1)) lastShown = index
    if (lastShown < 0 || index <= lastShown + overscan) rows.push({ index, start, end })
  }
  return { rows: initialRect.height > 0 ? rows : [], totalSize: end }
}
