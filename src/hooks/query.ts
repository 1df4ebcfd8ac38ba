'use client'

import {
  type DataTag,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseInfiniteQueryResult,
  type UseQueryOptions,
  type UseQueryResult,
  useInfiniteQuery,
  useQuery as useTanStackQuery,
} from '@tanstack/react-query'
import { useMemo, useRef } from 'react'

// The kit's one query runner: every query hook is `factory(client, parameters)` run here, on the QueryClient of the
// app's QueryClientProvider (TanStack's own context, as wagmi's hooks read it). The factory's own `enabled` is and-ed
// with the caller's; the factory's own `select` (a chain out of chains.json, a list without its empty last page)
// runs first and the caller's `select` gets its result.

/** What the hook decides itself: the caller's `select` and `enabled` are joined to the factory's. */
type Owned = 'queryKey' | 'queryFn' | 'queryHash' | 'queryKeyHashFn' | 'select' | 'enabled'

/**
 * TanStack Query options a hook passes through (`staleTime`, `refetchInterval`, `placeholderData`, ...). `select`
 * takes what the hook would return as `data`, and `data` then has its result's type. `enabled` is and-ed with the
 * hook's own (a hook waits for its required parameters).
 */
export type QueryParameter<queryFnData, error, data = queryFnData, selected = data> = Omit<
  UseQueryOptions<queryFnData, error, selected, QueryKey>,
  Owned
> & {
  enabled?: boolean | undefined
  select?: ((data: data) => selected) | undefined
}

/** The same for a list: `select` takes its pages. */
export type InfiniteQueryParameter<page, error, pageParam, selected = InfiniteData<page, pageParam>> = Omit<
  UseInfiniteQueryOptions<page, error, selected, QueryKey, pageParam>,
  Owned | 'initialPageParam' | 'getNextPageParam' | 'getPreviousPageParam'
> & {
  enabled?: boolean | undefined
  select?: ((data: InfiniteData<page, pageParam>) => selected) | undefined
}

/** What a query-options factory returns (`txQueryOptions`, `chainQueryOptions`, `routerAssetsQueryOptions`, ...). */
export interface QueryFactoryOptions<queryFnData, error, data = queryFnData> {
  queryKey: DataTag<QueryKey, queryFnData, error>
  // biome-ignore lint/suspicious/noExplicitAny: factories read what they need of TanStack's context (signal, client)
  queryFn: (context: any) => Promise<queryFnData>
  enabled?: boolean
  select?: (data: queryFnData) => data
}

/** What a list factory returns (`richListInfiniteQueryOptions`, ...): TanStack's options, and how to read a page. */
export interface InfiniteQueryFactoryOptions<page, error, pageParam, item> {
  queryKey: DataTag<QueryKey, InfiniteData<page, pageParam>, error>
  // biome-ignore lint/suspicious/noExplicitAny: the page's context (pageParam, signal)
  queryFn: (context: any) => Promise<page>
  initialPageParam: pageParam
  enabled: boolean
  select: (data: InfiniteData<page, pageParam>) => InfiniteData<page, pageParam>
  /** The records of one page, flattened into `items`. */
  items: (page: page) => readonly item[]
  /** The list's count from its first page; null when it has none. */
  total: (page: page) => bigint | null
}

type Select = ((data: never) => unknown) | undefined

/** The factory's options with the caller's: `enabled` and-ed, the factory's `select` first, then the caller's. */
function joined(
  options: { enabled?: boolean; select?: Select },
  query: { enabled?: boolean | undefined; select?: Select },
  own = options.select as ((data: unknown) => unknown) | undefined,
) {
  const theirs = query.select as ((data: unknown) => unknown) | undefined
  return {
    ...options,
    ...query,
    enabled: options.enabled !== false && query.enabled !== false,
    select: own && theirs ? (data: unknown) => theirs(own(data)) : own || theirs,
  }
}

/** `useQuery` over a factory's options and the caller's `query`. */
export function useQuery<queryFnData, error, data = queryFnData, selected = data>(
  options: QueryFactoryOptions<queryFnData, error, data>,
  query: QueryParameter<queryFnData, NoInfer<error>, NoInfer<data>, selected> = {},
): UseQueryResult<selected, error> {
  return useTanStackQuery(joined(options, query) as UseQueryOptions<queryFnData, error, selected>)
}

export type UseInfiniteListReturnType<
  page,
  error,
  pageParam,
  item,
  selected = InfiniteData<page, pageParam>,
> = UseInfiniteQueryResult<selected, error> & {
  /** The records of every loaded page, in order. */
  items: readonly item[]
  /** The list's count (`pagination.total`); null while loading, when not asked for, or when the server has none. */
  total: bigint | null
}

const noItems: readonly never[] = []

/** `useInfiniteQuery` over a list factory's options, with the records of its pages as `items`. */
export function useInfiniteList<page, error, pageParam, item, selected = InfiniteData<page, pageParam>>(
  options: InfiniteQueryFactoryOptions<page, error, pageParam, item>,
  query: InfiniteQueryParameter<page, NoInfer<error>, NoInfer<pageParam>, selected> = {},
): UseInfiniteListReturnType<page, error, pageParam, item, selected> {
  // `items` and `total` come from the pages, whatever the caller's `select` makes of `data`
  const seen = useRef<InfiniteData<page, pageParam>>(undefined)
  const { items: itemsOf } = options
  const result = useInfiniteQuery(
    joined(options, query, (data) => {
      seen.current = options.select(data as InfiniteData<page, pageParam>)
      return seen.current
    }) as unknown as UseInfiniteQueryOptions<page, error, selected, QueryKey, pageParam>,
  )
  // without the caller's `select`, `data` is the pages, kept by TanStack's structural sharing
  const pages = query.select
    ? result.data && seen.current?.pages
    : (result.data as InfiniteData<page, pageParam> | undefined)?.pages
  // a record a later page repeats (the list moved between requests, or a server answered a page twice) shows once
  const items = useMemo(
    () =>
      pages
        ? [...new Map(pages.flatMap(itemsOf).map((item) => [JSON.stringify(item), item])).values()]
        : noItems,
    [pages, itemsOf],
  )
  const total = pages?.[0] ? options.total(pages[0]) : null
  return Object.assign(result, { items, total })
}
