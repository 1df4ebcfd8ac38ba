'use client'

import { type QueryObserverResult, useQueries, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import type { BankBalance, GetBalancesReturnType, GetPricesReturnType } from '../balances/actions.ts'
import { createPriceClient, type PriceClient, priceApiUrl } from '../balances/client.ts'
import { buildPortfolio, type PortfolioSummary } from '../balances/portfolio.ts'
import {
  type BalancesChain,
  type BalancesChainIds,
  type BalancesError,
  balancesChains,
  balancesQueryOptions,
  pricesQueryOptions,
} from '../query/balances.ts'
import { assetsQueryOptions, chainsQueryOptions, type RegistryError } from '../query/registry.ts'
import type { GetAssetsReturnType } from '../registry/actions.ts'
import { chainRestClient } from '../registry/chainClients.ts'
import type { RegistryClient, RegistryNetwork } from '../registry/client.ts'
import { registryUrls } from '../registry/networks.ts'
import { useStableConfig } from './RollscopeProvider.tsx'
import { useRegistryClient } from './useRegistryClient.ts'

export interface UseBalancesParameters {
  /** bech32 (`init1…`) or 0x hex: each chain is sent the same 20 bytes in its own bech32 form. */
  account?: string | undefined
  /** The chains, or `'all'`: every chain of the registry that lists a REST. */
  chainIds: BalancesChainIds
  /**
   * Where USD prices come from: Initia's price API (`priceApiUrl`, as InterwovenKit reads it) for Initia's mainnet
   * and testnet registries; for another registry (the devnet's) pass its `{ baseUrl }`. `false`: no prices.
   */
  prices?: PriceClient | { baseUrl: string } | false | undefined
  /** Balances per request; the node's default (100) when not given. */
  pageSize?: number | undefined
  /** Another registry than the provider's `network`. */
  registry?: RegistryClient | RegistryNetwork | undefined
  query?: { enabled?: boolean | undefined; refetchInterval?: number | false | undefined } | undefined
}

/** One chain's part: its own state, so a failing or slow chain holds back no other. */
export interface BalancesChainState extends BalancesChain {
  /** `done`: its balances and its assetlist have arrived. */
  state: 'loading' | 'error' | 'done'
  error: BalancesError | null
  /** What it holds, zero balances left out; undefined until it answers. */
  balances: readonly BankBalance[] | undefined
  /** The requests its balances took (one per page). */
  pages: number | undefined
  prices: { state: 'loading' | 'error' | 'done' | 'off'; error: BalancesError | null }
  /** Asks again for what failed (balances, assetlist, prices). */
  retry: () => void
}

export interface UseBalancesReturnType {
  chains: readonly BalancesChainState[]
  /** What the chains that answered hold, grouped by origin and priced. */
  portfolio: PortfolioSummary
  /** chains.json is loading, or no chain has answered yet. */
  isPending: boolean
  isFetching: boolean
  /** The registry's failure: without chains.json no chain can be found. */
  error: RegistryError | null
  refetch: () => void
}

const noPrices = createPriceClient({ baseUrl: 'about:blank' })

type Result = QueryObserverResult<unknown, BalancesError>

/** The default price API of a registry: InterwovenKit's for Initia's own networks, none for another. */
function defaultPrices(registry: RegistryClient): PriceClient | undefined {
  return Object.values(registryUrls).includes(registry.baseUrl as never)
    ? createPriceClient({ baseUrl: priceApiUrl })
    : undefined
}

/**
 * One account's balances on several chains of the provider's `network`: each chain's bank balances (every page)
 * from the REST the registry lists, named by its assetlist, priced by Initia's price API, and grouped across chains
 * by origin (`portfolio`). Each chain has its own state in `chains`.
 */
export function useBalances(parameters: UseBalancesParameters): UseBalancesReturnType {
  const { account, chainIds, pageSize, query = {} } = parameters
  const registry = useRegistryClient(parameters.registry)
  const queryClient = useQueryClient()
  const chainsQuery = useQuery(chainsQueryOptions(registry))
  const off = parameters.prices === false
  const pricesConfig = useStableConfig(parameters.prices === false ? undefined : parameters.prices)
  const priceClient = useMemo(
    () =>
      off
        ? undefined
        : pricesConfig === undefined
          ? defaultPrices(registry)
          : 'type' in pricesConfig
            ? pricesConfig
            : createPriceClient(pricesConfig),
    [off, pricesConfig, registry],
  )
  // an inline array is a new one on every render: the ids stand for it
  const idsKey = chainIds === 'all' ? chainIds : JSON.stringify(chainIds)
  // biome-ignore lint/correctness/useExhaustiveDependencies: idsKey stands for chainIds
  const chains = useMemo(
    () => (chainsQuery.data ? balancesChains(chainsQuery.data, { account, chainIds }) : []),
    [chainsQuery.data, account, idsKey],
  )
  const enabled = query.enabled ?? true
  const queries = useMemo(
    () =>
      chains.flatMap((chain) => {
        const rest = chainRestClient({ registry, chainId: chain.chainId, queryClient })
        const balances = balancesQueryOptions(rest, { address: chain.account, pageSize })
        const assets = assetsQueryOptions(registry, { chainId: chain.chainId })
        // without a price API, a query that never runs keeps each chain's three places
        const prices = priceClient
          ? pricesQueryOptions(priceClient, { chainId: chain.chainId })
          : { ...pricesQueryOptions(noPrices, { chainId: chain.chainId }), enabled: false }
        return [
          { ...balances, enabled: balances.enabled && enabled, refetchInterval: query.refetchInterval },
          { ...assets, enabled: assets.enabled && enabled },
          { ...prices, enabled: prices.enabled && enabled },
        ]
      }),
    [chains, registry, queryClient, pageSize, priceClient, enabled, query.refetchInterval],
  )
  const combine = useCallback(
    (results: Result[]) => combineChains(chains, results, priceClient !== undefined),
    [chains, priceClient],
  )
  const combined = useQueries({ queries: queries as never[], combine: combine as never }) as ReturnType<
    typeof combineChains
  >
  const refetchChains = chainsQuery.refetch
  return {
    chains: combined.states,
    portfolio: combined.portfolio,
    isPending:
      chainsQuery.isPending || (chains.length > 0 && combined.states.every((c) => c.state === 'loading')),
    isFetching: chainsQuery.isFetching || combined.fetching,
    error: chainsQuery.error as RegistryError | null,
    refetch: useCallback(() => {
      void refetchChains()
      combined.refetch()
    }, [refetchChains, combined.refetch]),
  }
}

const stateOf = (result: Result | undefined) =>
  !result ? 'loading' : result.isError ? 'error' : result.isSuccess ? 'done' : 'loading'

/** Each chain's state and the portfolio from the chains' three queries each (balances, assetlist, prices). */
function combineChains(chains: readonly BalancesChain[], results: Result[], priced: boolean) {
  const states = chains.map((chain, index): BalancesChainState => {
    const [balances, assets, prices] = results.slice(index * 3, index * 3 + 3)
    const failed = [balances, assets].find((result) => result?.isError)
    const data = balances?.data as GetBalancesReturnType | undefined
    const state = failed
      ? 'error'
      : stateOf(balances) === 'done' && stateOf(assets) === 'done'
        ? 'done'
        : 'loading'
    return {
      ...chain,
      state,
      error: failed?.error ?? null,
      balances: data?.balances,
      pages: data?.pages,
      prices: { state: priced ? stateOf(prices) : 'off', error: prices?.error ?? null },
      retry: () => {
        for (const result of [balances, assets, prices]) if (result?.isError) void result.refetch()
      },
    }
  })
  const portfolio = buildPortfolio(
    chains.map((chain, index) => {
      const [, assets, prices] = results.slice(index * 3, index * 3 + 3)
      const state = states[index]!
      return {
        chainId: chain.chainId,
        chainName: chain.chainName,
        name: chain.name,
        l1: chain.l1,
        balances: state.state === 'done' ? state.balances : undefined,
        assets: assets?.data as GetAssetsReturnType | undefined,
        prices: prices?.data as GetPricesReturnType | undefined,
      }
    }),
  )
  return {
    states,
    portfolio,
    fetching: results.some((result) => result.isFetching),
    refetch: () => {
      for (const result of results) void result.refetch()
    },
  }
}
