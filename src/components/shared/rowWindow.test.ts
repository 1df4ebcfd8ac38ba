import { Virtualizer } from '@tanstack/react-virtual'
import { expect, test } from 'vitest'
import { firstRowWindow, type RowWindowOptions } from './rowWindow.ts'

// The rows drawn before the virtualizer loads must be the ones it draws itself before it measures anything, at the
// same offsets, or its taking over moves the table: checked against react-virtual's own Virtualizer.
function virtualizerWindow(options: RowWindowOptions) {
  const virtualizer = new Virtualizer<HTMLElement, Element>({
    ...options,
    observeElementRect: () => {},
    observeElementOffset: () => {},
    scrollToFn: () => {},
  })
  return {
    rows: virtualizer.getVirtualItems().map(({ index, start, end }) => ({ index, start, end })),
    totalSize: virtualizer.getTotalSize(),
  }
}

const cases = [
  { count: 0, height: 480, size: 40 },
  { count: 1, height: 480, size: 40 },
  { count: 5, height: 480, size: 40 },
  { count: 110, height: 480, size: 40 },
  { count: 110, height: 481, size: 40 },
  { count: 1000, height: 300, size: 91 },
  { count: 30, height: 0, size: 40 },
]

test.each(cases)(
  'default: $count rows of $size px in $height px: the virtualizer’s first window',
  ({ count, height, size }) => {
    const options: RowWindowOptions = {
      count,
      getScrollElement: () => null,
      estimateSize: () => size,
      scrollPaddingStart: 40,
      initialRect: { width: 0, height },
      overscan: 10,
    }
    expect(firstRowWindow(options)).toEqual(virtualizerWindow(options))
  },
)
