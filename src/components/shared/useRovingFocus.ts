'use client'

import { type FocusEvent, type KeyboardEvent, type RefObject, useLayoutEffect, useRef, useState } from 'react'
import { copyText } from './CopyButton.tsx'

export interface RovingFocusOptions {
  /** Holds the items: elements with `data-position`, numbered row by row (`row * columns + column`). */
  containerRef: RefObject<HTMLElement | null>
  /** Positions of the first and last items that exist (loaded); the keys never leave them. */
  first: number
  last: number
  columns: number
  /** Rows a Page Up or Page Down moves. */
  pageRows: number
  /** Brings a position into the virtualized window before it takes focus. */
  scrollTo: (position: number) => void
  /** What `c` copies from the focused item's row: its address or hash. */
  copyValue?: ((position: number) => string | undefined) | undefined
}

const interactive = 'a[href], button, input, select, textarea'

/**
 * One tab stop for a whole table or grid of cards (the ARIA grid pattern): the arrow keys move by a cell or a
 * row, Home and End to the row's ends (with Ctrl, the first and last item), Page Up and Page Down by
 * `pageRows`; Enter follows a link as usual and `c` copies the row's address or hash. The focused item's own
 * link or button takes the focus where it has one, else the item itself; nothing else in the container is in
 * the tab order, so Tab goes past it in one press.
 */
export function useRovingFocus(options: RovingFocusOptions) {
  const { containerRef, first, last, columns, pageRows, scrollTo, copyValue } = options
  const [active, setActive] = useState(first)
  const focusAfterRender = useRef(false)

  // after every render (a virtualized list's items come and go): exactly one tab stop among the items
  useLayoutEffect(() => {
    const container = containerRef.current
    if (!container) return
    for (const element of container.querySelectorAll<HTMLElement>(
      `[data-position], [data-position] :is(${interactive})`,
    ))
      element.tabIndex = -1
    const item =
      container.querySelector<HTMLElement>(`[data-position="${active}"]`) ??
      container.querySelector<HTMLElement>('[data-position]')
    if (!item) return
    const target = item.querySelector<HTMLElement>(interactive) ?? item
    target.tabIndex = 0
    if (focusAfterRender.current && item.dataset.position === String(active)) {
      focusAfterRender.current = false
      target.focus()
    }
  })

  const positionOf = (target: EventTarget) => {
    const position = (target as Element).closest?.<HTMLElement>('[data-position]')?.dataset.position
    return position === undefined ? null : Number(position)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const from = positionOf(event.target)
    if (from === null || event.altKey || event.metaKey) return
    const control = event.ctrlKey
    const column = from % columns
    const rowStart = from - column
    const moves: Record<string, number> = {
      ArrowRight: column < columns - 1 ? from + 1 : from,
      ArrowLeft: column > 0 ? from - 1 : from,
      ArrowDown: from + columns,
      ArrowUp: from - columns,
      PageDown: from + columns * pageRows,
      PageUp: from - columns * pageRows,
      Home: control ? first : rowStart,
      End: control ? last : rowStart + columns - 1,
    }
    const to = moves[event.key]
    if (to !== undefined) {
      event.preventDefault()
      const next = Math.max(first, Math.min(last, to))
      scrollTo(next)
      focusAfterRender.current = true
      setActive(next)
    } else if (event.key === 'c' && !control) {
      const value = copyValue?.(from)
      if (value === undefined) return
      event.preventDefault()
      void copyText(value)
    }
  }

  // a click or a screen reader's own navigation moves the tab stop to where the focus went
  const onFocus = (event: FocusEvent) => {
    const position = positionOf(event.target)
    if (position !== null && position !== active) setActive(position)
  }

  return { active, onKeyDown, onFocus }
}
