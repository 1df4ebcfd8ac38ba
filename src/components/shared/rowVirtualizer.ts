import { elementScroll, observeElementOffset, Virtualizer } from '@tanstack/react-virtual'
import { flushSync } from 'react-dom'
import { measureLaidOutElement, observeLaidOutRect } from './laidOut.ts'
import type { RowWindowOptions } from './rowWindow.ts'

// The virtualizer of VirtualTable, loaded after its first rows are drawn (useRowWindow.ts): what react-virtual's
// `useVirtualizer` builds, with the laid-out measurements of laidOut.ts.

export type RowVirtualizer = Virtualizer<HTMLElement, Element>

/** The options of `useVirtualizer` for a table's scrolling element; `rerender` redraws the table. */
export function rowVirtualizerOptions(options: RowWindowOptions, rerender: () => void) {
  return {
    ...options,
    observeElementRect: observeLaidOutRect,
    observeElementOffset,
    scrollToFn: elementScroll,
    measureElement: measureLaidOutElement,
    // as useVirtualizer: a change the virtualizer reports as synchronous is drawn before the browser paints
    onChange: (_: RowVirtualizer, sync: boolean) => (sync ? flushSync(rerender) : rerender()),
  }
}

export function createRowVirtualizer(options: RowWindowOptions, rerender: () => void): RowVirtualizer {
  return new Virtualizer<HTMLElement, Element>(rowVirtualizerOptions(options, rerender))
}
