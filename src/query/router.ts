import type { DataTag } from '@tanstack/react-query'
import type { RouterError } from '../errors/router.ts'
import type {
  AssetsFromSourceRequest,
  AssetsRequest,
  BalancesRequest,
  ChainsRequest,
  RouterClient,
} from '../router/client.ts'
import type {
  AssetsFromSourceResponse,
  AssetsResponse,
  BalancesResponse,
  ChainsResponse,
} from '../router/schemas.ts'
import { shouldRetryIndexerQuery } from './indexerQuery.ts'

// The router's catalogue (chains, assets) changes with deployments, not by the minute: it is cached for an hour
// and shared by every component and hook that asks with the same parameters. Balances go stale in seconds.

/** Router query keys, for `invalidateQueries`: `routerKeys.router(baseUrl)` covers one router. */
export const routerKeys = {
  all: ['rollscope', 'router'] as const,
  router: (baseUrl: string) => ['rollscope', 'router', baseUrl] as const,
  query: <scope extends string, parameters extends object>(
    baseUrl: string,
    scope: scope,
    parameters: parameters,
  ) => ['rollscope', 'router', baseUrl, scope, parameters] as const,
}

const catalogueStaleTime = 60 * 60_000

interface RouterQueryOptions<data, key extends readonly unknown[]> {
  queryKey: DataTag<key, data, RouterError | Error>
  queryFn: (context: { signal: AbortSignal }) => Promise<data>
  enabled: boolean
  staleTime: number
  retry: typeof shouldRetryIndexerQuery
}

function routerQueryOptions<scope extends string, parameters extends object, data>(
  router: RouterClient,
  scope: scope,
  parameters: parameters,
  fetch: (signal: AbortSignal) => Promise<data>,
  { enabled = true, staleTime = catalogueStaleTime } = {},
): RouterQueryOptions<data, ReturnType<typeof routerKeys.query<scope, parameters>>> {
  return {
    queryKey: routerKeys.query(router.baseUrl, scope, parameters) as never,
    queryFn: ({ signal }) => fetch(signal),
    enabled,
    staleTime,
    // the http layer retried network errors and 5xx already
    retry: shouldRetryIndexerQuery,
  }
}

/** `/v2/info/chains`: names, logos, bech32 prefixes and types of the router's chains. */
export function routerChainsQueryOptions(router: RouterClient, parameters: ChainsRequest = {}) {
  return routerQueryOptions<'chains', ChainsRequest, ChainsResponse>(router, 'chains', parameters, (signal) =>
    router.chains(parameters, { signal }),
  )
}

/** `/v2/fungible/assets`: the assets of every chain the router routes. */
export function routerAssetsQueryOptions(router: RouterClient, parameters: AssetsRequest = {}) {
  return routerQueryOptions<'assets', AssetsRequest, AssetsResponse>(router, 'assets', parameters, (signal) =>
    router.assets(parameters, { signal }),
  )
}

/** `/v2/fungible/assets_from_source`: where a source asset can go. Waits for a source. */
export function routerAssetsFromSourceQueryOptions(
  router: RouterClient,
  parameters: Partial<AssetsFromSourceRequest>,
) {
  return routerQueryOptions<'assetsFromSource', Partial<AssetsFromSourceRequest>, AssetsFromSourceResponse>(
    router,
    'assetsFromSource',
    parameters,
    (signal) => router.assetsFromSource(parameters as AssetsFromSourceRequest, { signal }),
    { enabled: Boolean(parameters.source_asset_chain_id && parameters.source_asset_denom) },
  )
}

/** `/v2/info/balances`: waits until at least one chain has an address; fresh for 15 s. */
export function routerBalancesQueryOptions(router: RouterClient, parameters: BalancesRequest) {
  return routerQueryOptions<'balances', BalancesRequest, BalancesResponse>(
    router,
    'balances',
    parameters,
    (signal) => router.balances(parameters, { signal }),
    {
      enabled: Object.values(parameters.chains).some((chain) => chain.address),
      staleTime: 15_000,
    },
  )
}
