'use client'

import { useEffect, useRef, useState } from 'react'
import type { IndexerPageParam } from '../../query/indexerQuery.ts'
import {
  type ListUrlSpec,
  type ListUrlStateOptions,
  type ListUrlStateProp,
  type ListUrlValues,
  readListUrlState,
  writeListUrlState,
} from './listUrlState.ts'

/** Every list keeps its start page under this name (renamable through `params`). */
export const cursorField = { cursor: 'cursor' } as const

export interface ListUrl<spec extends ListUrlSpec> {
  /** The list's filters and its start (`cursor`): from the URL when `urlState` is on, else only what was set. */
  state: ListUrlValues<spec>
  /** Changes the state and, with `urlState`, writes it: 'push' for a position, 'replace' for a filter. */
  set: (values: ListUrlValues<spec>, history?: 'push' | 'replace') => void
  /** `urlState` as options, or undefined when off. */
  options: ListUrlStateOptions | undefined
}

const search = (options: ListUrlStateOptions) =>
  typeof window === 'undefined' ? (options.search ?? '') : window.location.search

function write<spec extends ListUrlSpec>(
  spec: spec,
  options: ListUrlStateOptions,
  values: ListUrlValues<spec>,
  history: 'push' | 'replace',
) {
  const params = writeListUrlState(window.location.search, spec, values, options).toString()
  const url = `${window.location.pathname}${params ? `?${params}` : ''}${window.location.hash}`
  if (history === 'push') window.history.pushState(window.history.state, '', url)
  else window.history.replaceState(window.history.state, '', url)
}

/**
 * A list's filters and start page, kept in the URL when `urlState` is on (read on mount and on back/forward), else in
 * the component. `spec` must hold `cursor: 'cursor'` and be a module-level constant.
 */
export function useListUrlState<spec extends ListUrlSpec>(
  urlState: ListUrlStateProp | undefined,
  spec: spec,
): ListUrl<spec> {
  const options = urlState === true ? {} : urlState || undefined
  const [state, setState] = useState<ListUrlValues<spec>>(() =>
    options ? readListUrlState(search(options), spec, options) : {},
  )
  // the listener reads the latest options: an inline `urlState` object must not subscribe again on every render
  const latest = useRef(options)
  latest.current = options
  const on = options !== undefined
  useEffect(() => {
    if (!on) return
    const follow = () => setState(readListUrlState(window.location.search, spec, latest.current))
    window.addEventListener('popstate', follow)
    return () => window.removeEventListener('popstate', follow)
  }, [on, spec])
  return {
    state,
    options,
    set: (values, history = 'replace') => {
      setState((before) => ({ ...before, ...values }))
      if (options) write(spec, options, values, history)
    },
  }
}

/**
 * Writes the page the user has reached into the URL (`urlState`'s history, 'push' by default), so a link opens that
 * page and back returns to the one before. A list asks for a page before the user reaches its end: the page reached
 * is the one that was last when the next was appended. A new filter, a start page from the URL or a cached list
 * write nothing.
 */
export function useListUrlPosition(
  options: ListUrlStateOptions | undefined,
  pageParams: readonly IndexerPageParam[] | undefined,
) {
  const last = pageParams?.[pageParams.length - 1]
  const shown = useRef(last)
  useEffect(() => {
    const before = shown.current
    shown.current = last
    if (!options || !before?.key || last?.previous !== before) return
    const url = readListUrlState(window.location.search, cursorField, options)
    if (url.cursor !== before.key)
      write(cursorField, options, { cursor: before.key }, options.history ?? 'push')
  }, [last, options])
}
