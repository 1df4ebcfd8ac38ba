import type { InfiniteData, UseQueryResult } from '@tanstack/react-query'
import type { IndexerClient } from '../indexer/client.ts'
import type { IndexerError, IndexerPageParam } from '../query/indexerQuery.ts'
import type { RegistryError } from '../query/registry.ts'
import type { RegistryClient, RegistryNetwork } from '../registry/client.ts'
import type { RouterClient, RouterClientConfig } from '../router/client.ts'
import type { InfiniteQueryParameter, QueryParameter, UseInfiniteListReturnType } from './query.ts'

// The `query` and client parameters of each family of hooks, over the one runner's types (./query.ts).

/** An indexer list's pages, as TanStack keeps them. */
export type IndexerPages<page> = InfiniteData<page, IndexerPageParam>

/** TanStack options an indexer hook passes through; `select` takes the record. */
export type IndexerQueryParameter<data, selected = data> = QueryParameter<data, IndexerError, data, selected>

/** TanStack options an indexer list passes through; `select` takes its pages. */
export type IndexerInfiniteQueryParameter<page, selected = IndexerPages<page>> = InfiniteQueryParameter<
  page,
  IndexerError,
  IndexerPageParam,
  selected
>

/** What every indexer hook takes besides its own parameters. */
export interface HookParameters<query> {
  /** TanStack Query options, passed through. */
  query?: query | undefined
  /** Another indexer than the provider's, e.g. a second chain. */
  client?: IndexerClient | undefined
  /** Another chain of the provider's `network` (`'move-1'`): its indexer comes from the chain registry. */
  chainId?: string | undefined
}

export type UseIndexerQueryReturnType<data> = UseQueryResult<data, IndexerError>

export type UseIndexerListReturnType<page, item, selected = IndexerPages<page>> = UseInfiniteListReturnType<
  page,
  IndexerError,
  IndexerPageParam,
  item,
  selected
>

/**
 * TanStack options a registry hook passes through; `select` takes what the hook returns (`useChain`: the chain, not
 * chains.json).
 */
export type RegistryQueryParameter<queryFnData, data = queryFnData, selected = data> = QueryParameter<
  queryFnData,
  RegistryError,
  data,
  selected
>

/** What every registry hook takes besides its own parameters. */
export interface RegistryHookParameters<query> {
  /** TanStack Query options, passed through. */
  query?: query | undefined
  /** Another registry than the provider's `network`: `'mainnet'`, `'testnet'`, `{ url }` or a client. */
  registry?: RegistryClient | RegistryNetwork | undefined
}

export type UseRegistryQueryReturnType<data> = UseQueryResult<data, RegistryError>

/** TanStack options a router or OPinit hook passes through. */
export type RouterQueryParameter<data, selected = data, error = Error> = QueryParameter<
  data,
  error,
  data,
  selected
>

/** What every router hook takes besides its own parameters. */
export interface RouterHookParameters<data, selected = data> {
  /** TanStack Query options, passed through. */
  query?: RouterQueryParameter<data, selected> | undefined
  /** Another router than the provider's. */
  router?: RouterClient | RouterClientConfig | undefined
}

export type UseRouterQueryReturnType<data, error = Error> = UseQueryResult<data, error>

/** TanStack options a multi-chain hook (`useAccountActivity`, `useTransferHistory`) gives every chain's query. */
export interface MultiChainQueryParameter {
  enabled?: boolean | undefined
  staleTime?: number | undefined
  gcTime?: number | undefined
  refetchInterval?: number | false | undefined
  refetchOnWindowFocus?: boolean | undefined
}

/** A chain's options with the caller's: `enabled` and-ed, the rest given only where the caller set them. */
export function withMultiChainQuery<options extends { enabled: boolean }>(
  options: options,
  query: MultiChainQueryParameter,
): options {
  const given = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined))
  return { ...options, ...given, enabled: options.enabled && (query.enabled ?? true) }
}
