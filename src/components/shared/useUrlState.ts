'use client'

import { useEffect, useRef, useState } from 'react'
import type { IndexerPageParam } from '../../query/indexerQuery.ts'
import {
  type ListUrlSpec,
  type ListUrlStateOptions,
  type ListUrlStateProp,
  type ListUrlValues,
  listUrlParam,
  readListUrlState,
  writeListUrlState,
} from './listUrlState.ts'
import { userInputs } from './userInput.ts'

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

function write(spec: ListUrlSpec, options: ListUrlStateOptions, values: object, how: 'push' | 'replace') {
  const params = `${writeListUrlState(location.search, spec, values, options)}`
  history[`${how}State`](history.state, '', location.pathname + (params && `?${params}`) + location.hash)
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
  // the latest options: an inline `urlState` object must not subscribe again on every render
  const read = useRef<() => ListUrlValues<spec>>(null!)
  read.current = () =>
    options
      ? readListUrlState(
          typeof window === 'undefined' ? (options.search ?? '') : location.search,
          spec,
          options,
        )
      : {}
  const [state, setState] = useState(read.current)
  const on = !!options
  useEffect(() => {
    if (!on) return
    const follow = () => setState(read.current())
    addEventListener('popstate', follow)
    return () => removeEventListener('popstate', follow)
  }, [on])
  return {
    state,
    options,
    set: (values, how = 'replace') => {
      setState((before) => ({ ...before, ...values }))
      if (options) write(spec, options, values, how)
    },
  }
}

const samePage = (a: IndexerPageParam | null | undefined, b: IndexerPageParam | null | undefined) =>
  !!a && !!b && a.key === b.key && a.position === b.position

/**
 * Writes the page the user has reached into the URL (`urlState`'s history, 'push' by default), so a link opens that
 * page and back returns to the one before. A list asks for a page before the user reaches its end: the page reached
 * is the one that was last when the next was appended. A new filter, a start page from the URL or a cached list
 * write nothing, and neither do the pages a list loads ahead before the user moves through it (a tall screen or a
 * small page size loads several at once): back to such a list would load ahead again and push an entry, and the user
 * could never go further back.
 */
export function useListUrlPosition(
  options: ListUrlStateOptions | undefined,
  pageParams: readonly IndexerPageParam[] | undefined,
) {
  const last = pageParams?.at(-1)
  const start = pageParams?.[0]
  const shown = useRef(last)
  // the list's first page and the user's inputs when it started
  const started = useRef<[IndexerPageParam | undefined, number]>(null)
  useEffect(() => {
    // the list starts anew (mounted, filtered, Show newest, back or forward): the user has not moved through it yet.
    // Its first page arriving is no new start (a wheel while it loads counts), nor a window of pages that moved on
    // (`maxPages` drops the first page as the next comes, or the last as an earlier one does)
    // (compared by where they start: structural sharing copies the page params when the window moves)
    const [was, inputs] = started.current ?? [start, userInputs()]
    const anew = was && start !== was && !samePage(start?.previous, was) && !samePage(was.previous, start)
    started.current = [start, anew ? userInputs() : inputs]
    const before = shown.current
    shown.current = last
    const key = before?.key
    const moved = userInputs() > started.current[1]
    if (options && moved && key && samePage(last?.previous, before))
      if (new URLSearchParams(location.search).get(listUrlParam(options, 'cursor')) !== key)
        write(cursorField, options, { cursor: key }, options.history ?? 'push')
  }, [last, start, options])
}
