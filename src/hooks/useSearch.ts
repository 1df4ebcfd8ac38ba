'use client'

import { type QueryObserverResult, useQueries, useQueryClient } from '@tanstack/react-query'
import { useCallback, useContext, useMemo } from 'react'
import type { ChainServiceMissingError } from '../errors/registry.ts'
import type { IndexerError } from '../query/indexerQuery.ts'
import { assetsQueryOptions, chainsQueryOptions, type RegistryError } from '../query/registry.ts'
import { searchQueryOptions } from '../query/search.ts'
import type { RegistryAssetList } from '../registry/assetSchemas.ts'
import { chainJsonRpc, indexerOfChain } from '../registry/chainClients.ts'
import type { RegistryClient, RegistryNetwork } from '../registry/client.ts'
import { classifySearch } from '../search/classifySearch.ts'
import { registryMatches } from '../search/registryMatches.ts'
import { type SearchChain, searchChainOf } from '../search/searchChain.ts'
import { newestFirst, type SearchFound, type SearchMatch } from '../search/searchMatch.ts'
import { type IndexerSearchTerm, isIndexerTerm, type SearchTerm } from '../search/searchTerm.ts'
import { useQuery } from './query.ts'
import { type MultiChainQueryParameter, withMultiChainQuery } from './queryParameters.ts'
import { RollscopeContext } from './RollscopeProvider.tsx'
import { useRegistryClient } from './useRegistryClient.ts'
import { type SearchUsernameState, useSearchUsername } from './useSearchUsername.ts'

export type { SearchUsernameState }

/** What one chain's search can fail with: its indexer's errors, the registry's, or no indexer listed. */
export type SearchError = IndexerError | RegistryError | ChainServiceMissingError

export interface UseSearchParameters {
  /** What the person typed. Text that is no search (`classifySearch`) sends nothing. */
  text?: string | undefined
  /** The chains to search, or `'all'`: every chain of the registry. Default `'all'`. */
  chainIds?: readonly string[] | 'all' | undefined
  /** Another registry than the provider's `network` (a name, `alice.init`, is still read on the provider's L1). */
  registry?: RegistryClient | RegistryNetwork | undefined
  /** TanStack options every chain's query takes (`enabled` also holds back chains.json and the asset lists). */
  query?: MultiChainQueryParameter | undefined
}

/** One chain's part of a search. */
export interface SearchChainState {
  chainId: string
  /** The registry's name of the chain. */
  name: string
  /** The registry's explorer links for the chain. */
  explorer: SearchChain['explorer']
  /**
   * `done`: every request answered; `matches` may be empty ("not here"; also where its indexer does not serve what a
   * kind needs, as the L1's core indexer serves no blocks by height and no collections).
   */
  state: 'loading' | 'error' | 'done'
  /** The first of its requests' errors. */
  error: SearchError | null
  matches: readonly SearchMatch[]
  /** Asks again what failed. */
  retry: () => void
}

export interface UseSearchReturnType {
  /** What the text can be; empty when it is no search. */
  terms: readonly SearchTerm[]
  /** Every chain's matches, newest first. */
  matches: readonly SearchMatch[]
  /** The chains asked (those an indexer kind was asked of, and those the registry matched), in registry order. */
  chains: readonly SearchChainState[]
  /** chains.json is loading, or a chain has not answered. */
  isPending: boolean
  /** The registry's failure: without chains.json nothing can be searched. */
  error: RegistryError | null
  /** A username's part (`alice.init`): the L1's answer, before its account is searched; undefined for other text. */
  username: SearchUsernameState | undefined
  refetch: () => void
}

interface Entry {
  chainId: string
  term: IndexerSearchTerm
}

const noMatches: readonly SearchMatch[] = []

/**
 * Finds `text` on the chains of the network: each chain's indexer is asked what the text's kinds need (one request
 * per chain and kind at most), and each chain's answer shows as it arrives. New text drops (and aborts) what the
 * old text still waited for. Chains, denoms and tokens are found in the registry, with no request.
 */
export function useSearch(parameters: UseSearchParameters = {}): UseSearchReturnType {
  const { text = '', chainIds = 'all', query = {} } = parameters
  const registry = useRegistryClient(parameters.registry)
  const context = useContext(RollscopeContext)
  const queryClient = useQueryClient()
  const enabled = query.enabled ?? true
  const chainsQuery = useQuery(chainsQueryOptions(registry), { enabled })
  const registryChains = chainsQuery.data
  // assetlists (for symbols and denoms) load once the person types, each once per app; not for a name (`.init`)
  const typing = enabled && text.trim().length > 0
  const symbols = typing && !/\.init$/i.test(text.trim())
  const assetLists = useQueries({
    queries: (registryChains ?? []).map((chain) => ({
      ...assetsQueryOptions(registry, { chainId: chain.chain_id }),
      enabled: symbols,
    })),
    combine: useCallback(
      (results: QueryObserverResult<RegistryAssetList>[]) => results.map((result) => result.data),
      [],
    ),
  })
  const assetsKey = assetLists.map((list) => (list ? 1 : 0)).join()
  // biome-ignore lint/correctness/useExhaustiveDependencies: assetsKey stands for the lists that arrived
  const chains = useMemo<SearchChain[]>(
    () => (registryChains ?? []).map((chain, index) => searchChainOf(chain, assetLists[index])),
    [registryChains, assetsKey],
  )
  const idsKey = chainIds === 'all' ? chainIds : JSON.stringify(chainIds)
  // biome-ignore lint/correctness/useExhaustiveDependencies: idsKey stands for chainIds
  const selected = useMemo(() => (chainIds === 'all' ? 'all' : new Set(chainIds)), [idsKey])
  const terms = useMemo(() => (enabled ? classifySearch(text, chains) : []), [text, chains, enabled])
  const named = useSearchUsername(terms, chains)
  const username = named.username

  const entries = useMemo(
    () =>
      [...terms.filter(isIndexerTerm), ...(named.account ? [named.account] : [])].flatMap((term) =>
        term.chainIds
          .filter((chainId) => selected === 'all' || selected.has(chainId))
          .map((chainId): Entry => ({ chainId, term })),
      ),
    [terms, named.account, selected],
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fields stand for query
  const queries = useMemo(
    () =>
      entries.map(({ chainId, term }) => {
        // a chain listed in chains.json always has an indexer: the app's own for its chain, else the registry's
        const client = indexerOfChain(chainId, { ...context, registry }, queryClient)!
        const jsonRpc = term.kind === 'evmTx' ? chainJsonRpc({ registry, chainId, queryClient }) : undefined
        return withMultiChainQuery(
          { ...searchQueryOptions(client, { chainId, term, jsonRpc }), enabled: true },
          query,
        )
      }),
    [
      entries,
      context,
      registry,
      queryClient,
      query.enabled,
      query.staleTime,
      query.gcTime,
      query.refetchInterval,
      query.refetchOnWindowFocus,
    ],
  )

  const fromRegistry = useMemo(() => registryMatches(terms, chains, selected), [terms, chains, selected])
  const registryError = chainsQuery.error as RegistryError | null
  const refetchChains = chainsQuery.refetch
  const combine = useCallback(
    (results: QueryObserverResult<SearchFound | null>[]) => {
      const nameOf = (chainId: string) => chains.find((chain) => chain.chainId === chainId)?.name ?? chainId
      const ids = [
        ...new Set([...entries.map((entry) => entry.chainId), ...fromRegistry.map((match) => match.chainId)]),
      ]
      const order = chains.map((chain) => chain.chainId)
      ids.sort((a, b) => order.indexOf(a) - order.indexOf(b))
      const states = ids.map((chainId): SearchChainState => {
        const own = results.filter((_, index) => entries[index]!.chainId === chainId)
        const found = own.flatMap((result, index): SearchMatch[] => {
          if (!result.data) return []
          const term = entries[results.indexOf(own[index]!)]!.term
          const username = term.kind === 'account' ? term.username : undefined
          return [{ ...result.data, chainName: nameOf(chainId), ...(username ? { username } : {}) }]
        })
        const failed = own.filter((result) => result.isError)
        return {
          chainId,
          name: nameOf(chainId),
          explorer: chains.find((chain) => chain.chainId === chainId)?.explorer,
          state: failed.length > 0 ? 'error' : own.some((result) => result.isPending) ? 'loading' : 'done',
          error: (failed[0]?.error as SearchError | undefined) ?? null,
          matches: [...fromRegistry.filter((match) => match.chainId === chainId), ...found],
          retry: () => {
            for (const result of failed) void result.refetch()
          },
        }
      })
      const matches = newestFirst(states.flatMap((chain) => chain.matches))
      return {
        terms,
        matches: matches.length > 0 ? matches : noMatches,
        chains: states,
        isPending:
          (typing && chainsQuery.isPending) ||
          username?.state === 'loading' ||
          states.some((chain) => chain.state === 'loading'),
        error: registryError,
        username,
        refetch: () => {
          if (registryError) void refetchChains()
          if (username?.state === 'error') username.retry()
          for (const result of results) if (result.isError) void result.refetch()
        },
      }
    },
    [
      entries,
      fromRegistry,
      chains,
      terms,
      registryError,
      refetchChains,
      typing,
      chainsQuery.isPending,
      username,
    ],
  )
  return useQueries({ queries, combine })
}
