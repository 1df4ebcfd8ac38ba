// An account's balances on several chains of a network: which chains (each sent the account in its own bech32
// form), and the queries each is asked: its bank balances (every page), its assetlist (the registry's, shared), and
// its USD prices. The portfolio is built from what they hold (balances/portfolio.ts).
import type { DataTag, QueryClient } from '@tanstack/react-query'
import {
  type GetBalancesReturnType,
  type GetPricesReturnType,
  getBalances,
  getPrices,
} from '../balances/actions.ts'
import type { PriceClient, RestClient } from '../balances/client.ts'
import type { ChainServiceMissingError } from '../errors/registry.ts'
import { accountChains } from '../registry/accountChains.ts'
import type { RegistryChain } from '../registry/schemas.ts'
import { shouldRetryIndexerQuery } from './indexerQuery.ts'
import type { RegistryError } from './registry.ts'

/** What one chain's balances can fail with: its REST's errors, the registry's, or no REST listed. */
export type BalancesError = RegistryError | ChainServiceMissingError

/** Chain ids, or `'all'`: every chain of the registry that lists a REST. */
export type BalancesChainIds = readonly string[] | 'all'

/** A chain whose balances are read, as the registry describes it. */
export interface BalancesChain {
  chainId: string
  /** The registry's `chain_name` (what assetlists' traces name); the chain id when it is not listed once. */
  chainName: string
  /** The registry's `pretty_name` (else `chain_name`). */
  name: string
  l1: boolean
  /** The account as this chain is sent it: the same 20 bytes in the chain's bech32 prefix. */
  account: string | undefined
}

/**
 * The chains `chainIds` names, in its order (for `'all'`, chains.json's: the L1 first). `'all'` leaves out chains
 * that list no REST; a chain named explicitly is kept, so that its query fails with the registry's typed error.
 * x/bank's address codec takes the chain's own bech32 only, which is what each is sent.
 */
export function balancesChains(
  chains: readonly RegistryChain[],
  parameters: { account?: string | undefined; chainIds: BalancesChainIds },
): BalancesChain[] {
  return accountChains(chains, { ...parameters, service: 'rest' }).map(({ chain, ...named }) => ({
    ...named,
    chainName: chain?.chain_name ?? named.chainId,
    l1: chain?.metadata?.is_l1 === true,
  }))
}

/** Balances and price query keys, from the widest to one query, for `invalidateQueries`. */
export const balancesKeys = {
  all: ['rollscope', 'balances'] as const,
  balances: (baseUrl: string, parameters: { address?: string | undefined; pageSize?: number | undefined }) =>
    [
      'rollscope',
      'balances',
      baseUrl,
      'balances',
      { address: parameters.address, pageSize: parameters.pageSize },
    ] as const,
  prices: (baseUrl: string, parameters: { chainId?: string | undefined }) =>
    ['rollscope', 'balances', baseUrl, 'prices', { chainId: parameters.chainId }] as const,
}

export interface BalancesQueryOptions<data, key> {
  queryKey: DataTag<key, data, BalancesError>
  queryFn: (context: { client: QueryClient; signal: AbortSignal }) => Promise<data>
  enabled: boolean
  staleTime: number
  retry: typeof shouldRetryIndexerQuery
}

// a balance moves with each tx the account sends; a wallet's own sends invalidate `balancesKeys.all`
const balancesStaleTime = 30_000
// Initia's price API is refreshed about each minute
const pricesStaleTime = 60_000

export interface BalancesQueryParameters {
  /** The account in the chain's own form (`balancesChains` gives it). */
  address?: string | undefined
  pageSize?: number | undefined
}

/** Every balance of `address` on the chain of `client` (every page, one query). Waits for `address`. */
export function balancesQueryOptions(client: RestClient, parameters: BalancesQueryParameters) {
  const { address, pageSize } = parameters
  return {
    queryKey: balancesKeys.balances(client.baseUrl, parameters) as never,
    queryFn: ({ signal }) => getBalances(client, { address: address!, pageSize }, { signal }),
    enabled: address !== undefined,
    staleTime: balancesStaleTime,
    // the http layer retried network errors and 5xx already
    retry: shouldRetryIndexerQuery,
  } satisfies BalancesQueryOptions<
    GetBalancesReturnType,
    ReturnType<typeof balancesKeys.balances>
  > as BalancesQueryOptions<GetBalancesReturnType, ReturnType<typeof balancesKeys.balances>>
}

/** The USD prices of the chain's assets from Initia's price API. Waits for `chainId`. */
export function pricesQueryOptions(client: PriceClient, parameters: { chainId?: string | undefined }) {
  const { chainId } = parameters
  return {
    queryKey: balancesKeys.prices(client.baseUrl, parameters) as never,
    queryFn: ({ signal }) => getPrices(client, { chainId: chainId! }, { signal }),
    enabled: chainId !== undefined,
    staleTime: pricesStaleTime,
    retry: shouldRetryIndexerQuery,
  } satisfies BalancesQueryOptions<
    GetPricesReturnType,
    ReturnType<typeof balancesKeys.prices>
  > as BalancesQueryOptions<GetPricesReturnType, ReturnType<typeof balancesKeys.prices>>
}
