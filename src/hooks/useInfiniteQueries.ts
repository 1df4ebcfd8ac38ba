'use client'

// Why not TanStack's useQueries: its QueriesObserver makes a plain `new QueryObserver` for every query
// (@tanstack/query-core src/queriesObserver.ts, v5.108), so an infinite query there has no fetchNextPage, no
// hasNextPage and no infinite behaviour; v5 has no `useInfiniteQueries`. The supported building blocks are
// InfiniteQueryObserver (one per chain, as useInfiniteQuery makes one) read through useSyncExternalStore, which is
// what this hook does.

import {
  hashKey,
  type InfiniteData,
  InfiniteQueryObserver,
  type InfiniteQueryObserverResult,
  notifyManager,
  useQueryClient,
} from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react'
import type { IndexerInfiniteQueryOptions, IndexerPageParam } from '../query/indexerQuery.ts'
import { type MultiChainQueryParameter, withMultiChainQuery } from './queryParameters.ts'

type AnyOptions = IndexerInfiniteQueryOptions<{ pagination: never }, unknown, readonly unknown[]>
export type AnyResult = InfiniteQueryObserverResult<InfiniteData<unknown, IndexerPageParam>, Error>
export type Observer = InfiniteQueryObserver<
  unknown,
  Error,
  InfiniteData<unknown, IndexerPageParam>,
  readonly unknown[],
  IndexerPageParam
>

/**
 * One InfiniteQueryObserver per query, kept while its key stays (a new observer would refetch every loaded page),
 * read together through one external store.
 */
export function useInfiniteQueries(
  queries: readonly { options: AnyOptions }[],
  /** TanStack options given to every query (`enabled` joins each query's own). */
  query: MultiChainQueryParameter,
) {
  const queryClient = useQueryClient()
  const options = queries.map(({ options: option }) => withMultiChainQuery(option, query))
  const hashes = options.map((option) => `${hashKey(option.queryKey)}:${option.enabled}`).join('\n')
  const kept = useRef(new Map<string, Observer>())
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys stand for the options
  const observers = useMemo(() => {
    const next = new Map<string, Observer>()
    const list = options.map((option) => {
      const hash = hashKey(option.queryKey)
      const observer =
        next.get(hash) ?? kept.current.get(hash) ?? new InfiniteQueryObserver(queryClient, option as never)
      next.set(hash, observer)
      return observer
    })
    kept.current = next
    return list
  }, [queryClient, hashes])
  // as useInfiniteQuery does: the latest options (enabled, staleTime, ...) after each render
  useEffect(() => {
    observers.forEach((observer, index) => {
      observer.setOptions(options[index] as never)
    })
  })
  const subscribe = useCallback(
    (onChange: () => void) => {
      const unsubscribes = observers.map((observer) => observer.subscribe(notifyManager.batchCalls(onChange)))
      return () => {
        for (const unsubscribe of unsubscribes) unsubscribe()
      }
    },
    [observers],
  )
  const snapshot = useRef<{ observers: unknown; state: AnyResult[] }>({ observers: [], state: [] })
  const getSnapshot = useCallback(() => {
    const state = observers.map((observer) => observer.getCurrentResult() as AnyResult)
    const previous = snapshot.current
    if (previous.observers === observers && state.every((result, index) => result === previous.state[index]))
      return previous
    snapshot.current = { observers, state }
    return snapshot.current
  }, [observers])
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
  return useMemo(() => ({ observers, state: current.state }), [observers, current])
}
