import type { DataTag, InfiniteData } from '@tanstack/react-query'
import type {
  HttpError,
  InvalidParameterError,
  NetworkError,
  ResponseValidationError,
} from '../errors/http.ts'
import { TimeoutError } from '../errors/http.ts'
import type { ModuleLoadError } from '../errors/moduleLoad.ts'
import type { RequestOptions } from '../http/request.ts'
import type { IndexerClient } from '../indexer/client.ts'
import { DEFAULT_LIMIT, type PaginationParameters } from '../indexer/parameters.ts'
import type { Pagination } from '../indexer/schemas.ts'

/** Everything an indexer query can fail with. */
export type IndexerError =
  | HttpError
  | ResponseValidationError
  | TimeoutError
  | NetworkError
  | InvalidParameterError
  /** The code that checks the answers (zod) could not be loaded: offline, or a deploy replaced it. */
  | ModuleLoadError

/** The root of every key the kit writes: `queryClient.invalidateQueries({ queryKey: rollscopeQueryKey })`. */
export const rollscopeQueryKey = ['rollscope'] as const

export type IndexerQueryKey<scope extends string, parameters> = readonly [
  'rollscope',
  'indexer',
  baseUrl: string,
  scope: scope,
  parameters: parameters,
]

/**
 * One query's key: `['rollscope', 'indexer', baseUrl, scope, parameters]`, where scope names the endpoint
 * (`'richList'`, `'txsByAccount'`, ...). Only serialisable values go in: undefined fields are dropped and
 * bigints become strings, so keys hash, dehydrate and compare by value.
 */
export function indexerQueryKey<scope extends string, parameters extends object>(
  baseUrl: string,
  scope: scope,
  parameters: parameters,
): IndexerQueryKey<scope, parameters> {
  const serialisable: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(parameters))
    if (value !== undefined) serialisable[name] = typeof value === 'bigint' ? value.toString() : value
  return ['rollscope', 'indexer', baseUrl, scope, serialisable as parameters]
}

/** Indexer query keys, from the widest to one query, for `invalidateQueries`, `removeQueries`, ... */
export const indexerKeys = {
  all: ['rollscope', 'indexer'] as const,
  indexer: (baseUrl: string) => ['rollscope', 'indexer', baseUrl] as const,
  endpoint: <scope extends string>(baseUrl: string, scope: scope) =>
    ['rollscope', 'indexer', baseUrl, scope] as const,
  query: indexerQueryKey,
}

/**
 * The http layer already retried network errors, 5xx and 429 with backoff, and 4xx or a bad body will not
 * change on a retry: so only a timeout is worth another try here (TanStack's default of 3 would multiply).
 */
export function shouldRetryIndexerQuery(failureCount: number, error: unknown): boolean {
  return error instanceof TimeoutError && failureCount < 2
}

type Fetcher<parameters, data> = (
  client: IndexerClient,
  parameters: parameters,
  options: RequestOptions,
) => Promise<data>

/** Parameters a factory takes: the fetcher's, with the required ones allowed to be missing (the query then waits). */
export type QueryParameters<parameters> = { [name in keyof parameters]?: parameters[name] | undefined }

export interface IndexerQueryOptions<data, key> {
  queryKey: DataTag<key, data, IndexerError>
  queryFn: (context: { signal: AbortSignal }) => Promise<data>
  enabled: boolean
  retry: typeof shouldRetryIndexerQuery
  staleTime?: number
}

export function indexerQueryOptions<scope extends string, parameters extends object, data>(config: {
  client: IndexerClient
  scope: scope
  parameters: NoInfer<QueryParameters<parameters>>
  required: readonly NoInfer<keyof parameters>[]
  fetch: Fetcher<parameters, data>
  /** For records that never change once indexed. */
  immutable?: boolean
}): IndexerQueryOptions<data, IndexerQueryKey<scope, QueryParameters<parameters>>> {
  const { client, parameters } = config
  return {
    queryKey: indexerQueryKey(client.baseUrl, config.scope, parameters) as never,
    // with a required parameter missing the query is disabled; were it forced, the fetcher throws a typed error
    queryFn: ({ signal }) => config.fetch(client, parameters as parameters, { signal }),
    enabled: config.required.every((name) => parameters[name] !== undefined),
    retry: shouldRetryIndexerQuery,
    ...(config.immutable ? { staleTime: Number.POSITIVE_INFINITY } : {}),
  }
}

/**
 * Where a page starts: the server's key (null for the first page), how many records come before it, and the
 * page before it, so that with `maxPages` dropped pages can be fetched again (cursor lists have no
 * `previous_key`).
 */
export interface IndexerPageParam {
  key: string | null
  position: number
  previous: IndexerPageParam | null
}

export interface IndexerPage {
  pagination: Pagination
}

/** A list's parameters: the pages' `key` is the list's own; `startKey` (an earlier page's `next_key`) starts it there. */
export type ListQueryParameters<parameters> = QueryParameters<Omit<parameters, 'key'>> & {
  startKey?: string | undefined
}

export interface IndexerInfiniteQueryOptions<page, item, key> {
  queryKey: DataTag<key, InfiniteData<page, IndexerPageParam>, IndexerError>
  queryFn: (context: { pageParam: IndexerPageParam; signal: AbortSignal }) => Promise<page>
  initialPageParam: IndexerPageParam
  getNextPageParam: (
    lastPage: page,
    allPages: page[],
    lastPageParam: IndexerPageParam,
  ) => IndexerPageParam | undefined
  getPreviousPageParam: (
    firstPage: page,
    allPages: page[],
    firstPageParam: IndexerPageParam,
  ) => IndexerPageParam | undefined
  select: (data: InfiniteData<page, IndexerPageParam>) => InfiniteData<page, IndexerPageParam>
  enabled: boolean
  retry: typeof shouldRetryIndexerQuery
  // Not TanStack options: what the list hooks derive from the pages.
  /** The records of one page, flattened into `items`. */
  items: (page: page) => readonly item[]
  /** `pagination.total` as a bigint; null when not asked for, or when the server's count timed out ("-1"). */
  total: (page: page) => bigint | null
}

/** Where a page that starts at `key` is: an offset list's key is base64 of its offset; a cursor's is not a count. */
function startPosition(key: string): number {
  try {
    const text = atob(key)
    return /^\d{1,9}$/.test(text) ? Number(text) : 0
  } catch {
    return 0
  }
}

/**
 * Infinite options for both pagination families of the indexer:
 * - `cursor` lists send `next_key` on their last page too; a short or empty page ends the list.
 * - `offset` lists send `next_key` only while pages are full.
 * Where the server counts exactly (`exactTotal`), the list ends when the records reach `total`. Elsewhere a
 * full last page costs one more request, whose empty page `select` leaves out.
 */
export function indexerInfiniteQueryOptions<
  scope extends string,
  parameters extends PaginationParameters,
  page extends IndexerPage,
  item,
>(config: {
  client: IndexerClient
  scope: scope
  parameters: NoInfer<ListQueryParameters<parameters>>
  required: readonly NoInfer<keyof parameters>[]
  family: 'cursor' | 'offset'
  /** The endpoint's `total` is a real count (INDEXER.md), not an estimate or a maximum sequence. */
  exactTotal: boolean
  items: (page: page) => readonly item[]
  fetch: Fetcher<parameters, page>
}): IndexerInfiniteQueryOptions<page, item, IndexerQueryKey<scope, ListQueryParameters<parameters>>> {
  const { client, parameters, items } = config
  const limit = (parameters.limit as number | undefined) ?? DEFAULT_LIMIT
  const offset = (parameters.offset as number | undefined) ?? 0
  const { startKey: start, ...request } = parameters
  const total = (page: page) => {
    const text = page.pagination.total
    return parameters.countTotal === false || text.startsWith('-') ? null : BigInt(text)
  }
  return {
    queryKey: indexerQueryKey(client.baseUrl, config.scope, parameters) as never,
    queryFn: ({ pageParam, signal }) =>
      config.fetch(client, { ...request, key: pageParam.key ?? undefined } as parameters, { signal }),
    initialPageParam: { key: start ?? null, position: start ? startPosition(start) : 0, previous: null },
    getNextPageParam: (lastPage, _allPages, lastPageParam) => {
      const count = items(lastPage).length
      const next = lastPage.pagination.next_key
      const position = lastPageParam.position + count
      const counted = config.exactTotal ? total(lastPage) : null
      if (!next || count === 0 || (config.family === 'cursor' && count < limit)) return undefined
      // a key the list has already been at would load its pages again, without end
      for (let param: IndexerPageParam | null = lastPageParam; param; param = param.previous)
        if (param.key === next) return undefined
      if (counted !== null && BigInt(offset + position) >= counted) return undefined
      return { key: next, position, previous: lastPageParam }
    },
    getPreviousPageParam: (_firstPage, _allPages, firstPageParam) => firstPageParam.previous ?? undefined,
    select: (data) => {
      const last = data.pages.length - 1
      const lastPage = data.pages[last]
      if (last < 1 || !lastPage || items(lastPage).length > 0) return data
      return { pages: data.pages.slice(0, last), pageParams: data.pageParams.slice(0, last) }
    },
    enabled: config.required.every((name) => parameters[name as keyof typeof parameters] !== undefined),
    retry: shouldRetryIndexerQuery,
    items,
    total,
  }
}
