'use client'

import { useEffect, useLayoutEffect, useReducer, useState } from 'react'
import type { RowVirtualizer } from './rowVirtualizer.ts'
import { firstRowWindow, type RowWindowOptions, type WindowRow } from './rowWindow.ts'

// react-virtual (about 5 KB) is not needed to draw a table's first screen of rows: they are drawn plainly
// (rowWindow.ts), and the virtualizer loads once they are shown, or at the first key that moves the focus.

type VirtualizerModule = typeof import('./rowVirtualizer.ts')
let loaded: VirtualizerModule | undefined
let loading: Promise<VirtualizerModule> | undefined
const loadVirtualizer = () => {
  loading ??= import('./rowVirtualizer.ts').then((module) => (loaded = module))
  // a chunk that failed to load is asked for again by the next table
  loading.catch(() => (loading = undefined))
  return loading
}

const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect

export interface RowWindow {
  rows: readonly WindowRow[]
  totalSize: number
  scrollToIndex: (index: number) => void
  /** A row's ref, for rows measured one by one (they are only once the virtualizer is in). */
  measureElement: ((element: Element | null) => void) | undefined
}

/**
 * react-virtual's `useVirtualizer` for a table's scrolling element, loaded lazily: until `load` is true and the
 * virtualizer's chunk is in, the rows of the first window (what the virtualizer draws before it measures anything).
 */
export function useRowWindow(options: RowWindowOptions, load: boolean): RowWindow {
  const rerender = useReducer(() => ({}), {})[1]
  const [virtualizer, setVirtualizer] = useState<RowVirtualizer | undefined>(() =>
    loaded?.createRowVirtualizer(options, rerender),
  )
  const [wanted, setWanted] = useState(false)
  if (virtualizer && loaded) virtualizer.setOptions(loaded.rowVirtualizerOptions(options, rerender))

  // biome-ignore lint/correctness/useExhaustiveDependencies: the options are read on every render once it is in
  useEffect(() => {
    if (virtualizer || !(load || wanted)) return
    let live = true
    loadVirtualizer().then(
      (module) => live && setVirtualizer(module.createRowVirtualizer(options, rerender)),
      () => {},
    )
    return () => {
      live = false
    }
  }, [virtualizer, load, wanted])
  useIsomorphicLayoutEffect(() => virtualizer?._didMount(), [virtualizer])
  useIsomorphicLayoutEffect(() => {
    virtualizer?._willUpdate()
  })

  if (virtualizer)
    return {
      rows: virtualizer.getVirtualItems(),
      totalSize: virtualizer.getTotalSize(),
      scrollToIndex: (index) => virtualizer.scrollToIndex(index),
      measureElement: virtualizer.measureElement,
    }
  const { rows, totalSize } = firstRowWindow(options)
  return {
    rows,
    totalSize,
    scrollToIndex: (index) => {
      setWanted(true)
      scrollRowIntoView(options, index)
    },
    measureElement: undefined,
  }
}

/** Before the virtualizer is in: scroll the least that shows the row below the sticky header. */
function scrollRowIntoView(
  { getScrollElement, estimateSize, scrollPaddingStart }: RowWindowOptions,
  index: number,
) {
  const element = getScrollElement()
  if (!element) return
  // the rows are of one estimated size until the virtualizer measures them
  const start = index * estimateSize(index)
  const end = start + estimateSize(index)
  if (start - scrollPaddingStart < element.scrollTop) element.scrollTop = start - scrollPaddingStart
  else if (end > element.scrollTop + element.clientHeight) element.scrollTop = end - element.clientHeight
}
