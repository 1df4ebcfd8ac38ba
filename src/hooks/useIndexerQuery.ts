'use client'

import {
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseInfiniteQueryResult,
  type UseQueryOptions,
  type UseQueryResult,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query'
import { useMemo } from 'react'
import type { IndexerClient } from '../indexer/client.ts'
import type {
  IndexerError,
  IndexerInfiniteQueryOptions,
  IndexerPage,
  IndexerPageParam,
  IndexerQueryOptions,
} from '../query/indexerQuery.ts'

type Managed = 'queryKey' | 'queryFn' | 'enabled' | 'select'

/** TanStack options a hook passes through (`staleTime`, `refetchInterval`, `placeholderData`, ...). */
export type IndexerQueryParameter<data> = Omit<
  UseQueryOptions<data, IndexerError, data, QueryKey>,
  Managed
> & {
  enabled?: boolean
}

export type IndexerInfiniteQueryParameter<page> = Omit<
  UseInfiniteQueryOptions<
    page,
    IndexerError,
    InfiniteData<page, IndexerPageParam>,
    QueryKey,
    IndexerPageParam
  >,
  Managed | 'initialPageParam' | 'getNextPageParam' | 'getPreviousPageParam'
> & { enabled?: boolean }

/** What every hook takes besides its own parameters. */
export interface HookParameters<query> {
  /** TanStack Query options, passed through. */
  query?: query | undefined
  /** Another indexer than the provider's, e.g. a second chain. */
  client?: IndexerClient | undefined
  /** Another chain of the provider's `network` (`'move-1'`): its indexer comes from the chain registry. */
  chainId?: string | undefined
}

export type UseIndexerQueryReturnType<data> = UseQueryResult<data, IndexerError>

export function useIndexerQuery<data, key>(
  options: IndexerQueryOptions<data, key>,
  query: IndexerQueryParameter<data> = {},
): UseIndexerQueryReturnType<data> {
  return useQuery({
    ...options,
    ...query,
    enabled: options.enabled && (query.enabled ?? true),
  } as UseQueryOptions<data, IndexerError>)
}

export type UseIndexerListReturnType<page, item> = UseInfiniteQueryResult<
  InfiniteData<page, IndexerPageParam>,
  IndexerError
> & {
  /** The records of every loaded page, in order. */
  items: readonly item[]
  /** `pagination.total`; null while loading, with `countTotal: false`, or when the server's count timed out. */
  total: bigint | null
}

const noItems: readonly never[] = []

export function useIndexerList<page extends IndexerPage, item, key>(
  options: IndexerInfiniteQueryOptions<page, item, key>,
  query: IndexerInfiniteQueryParameter<page> = {},
): UseIndexerListReturnType<page, item> {
  const result = useInfiniteQuery({
    ...options,
    ...query,
    enabled: options.enabled && (query.enabled ?? true),
  } as UseInfiniteQueryOptions<
    page,
    IndexerError,
    InfiniteData<page, IndexerPageParam>,
    QueryKey,
    IndexerPageParam
  >)
  const pages = result.data?.pages
  const { items: itemsOf } = options
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
