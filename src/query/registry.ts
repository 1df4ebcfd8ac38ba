import type { DataTag, QueryClient } from '@tanstack/react-query'
import type { HttpError, NetworkError, ResponseValidationError, TimeoutError } from '../errors/http.ts'
import type { ChainNotFoundError, DuplicateChainIdError } from '../errors/registry.ts'
import type { GetAssetsReturnType, GetChainsReturnType } from '../registry/actions.ts'
import { type AssetInfo, assetOf } from '../registry/asset.ts'
import { chainOf } from '../registry/chain.ts'
import type { RegistryClient } from '../registry/client.ts'
import type { RegistryChain } from '../registry/schemas.ts'
import { shouldRetryIndexerQuery } from './indexerQuery.ts'
import { type AssetQueryParameters, type AssetsQueryParameters, registryKeys } from './registryKeys.ts'

// The registry's schemas load with its first request: a page that shows no registry data never loads them.
const registryActions = () => import('../registry/actions.ts')

// The registry changes when a chain is added or retired (every few weeks), not while an app is open: chains.json
// and each assetlist are fetched once per app and shared by every hook that asks.

/** Everything a registry query can fail with. */
export type RegistryError =
  | HttpError
  | ResponseValidationError
  | TimeoutError
  | NetworkError
  | ChainNotFoundError
  | DuplicateChainIdError

export { type AssetQueryParameters, type AssetsQueryParameters, registryKeys }

export interface RegistryQueryOptions<queryFnData, data, key> {
  queryKey: DataTag<key, queryFnData, RegistryError>
  queryFn: (context: { client: QueryClient; signal: AbortSignal }) => Promise<queryFnData>
  select?: (data: queryFnData) => data
  enabled: boolean
  staleTime: number
  retry: typeof shouldRetryIndexerQuery
}

function registryQueryOptions<queryFnData, data, key>(
  queryKey: key,
  queryFn: RegistryQueryOptions<queryFnData, data, key>['queryFn'],
  enabled = true,
): RegistryQueryOptions<queryFnData, data, key> {
  return {
    queryKey: queryKey as never,
    queryFn,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    // the http layer retried network errors and 5xx already; an unknown chain id will not appear on a retry
    retry: shouldRetryIndexerQuery,
  }
}

/** `<base>/chains.json`: every chain of the network. */
export function chainsQueryOptions(client: RegistryClient) {
  return registryQueryOptions<
    GetChainsReturnType,
    GetChainsReturnType,
    ReturnType<typeof registryKeys.chains>
  >(registryKeys.chains(client.baseUrl), async ({ signal }) =>
    (await registryActions()).getChains(client, { signal }),
  )
}

export interface ChainQueryParameters {
  chainId?: string | undefined
}

/** One chain of chains.json (the same request and cache entry as `chainsQueryOptions`). Waits for `chainId`. */
export function chainQueryOptions(
  client: RegistryClient,
  parameters: ChainQueryParameters,
): RegistryQueryOptions<
  GetChainsReturnType,
  RegistryChain | undefined,
  ReturnType<typeof registryKeys.chains>
> & {
  select: (chains: GetChainsReturnType) => RegistryChain | undefined
} {
  const { chainId } = parameters
  return {
    ...chainsQueryOptions(client),
    // runs on cached chains even while disabled: without an id there is nothing to select, not an unknown chain
    select: (chains: GetChainsReturnType): RegistryChain | undefined =>
      chainId === undefined ? undefined : chainOf(chains, chainId),
    enabled: chainId !== undefined,
  }
}

/** The chain's assetlist.json, found through chains.json (fetched once for every chain). Waits for `chainId`. */
export function assetsQueryOptions(client: RegistryClient, parameters: AssetsQueryParameters) {
  const { chainId } = parameters
  return registryQueryOptions<
    GetAssetsReturnType,
    GetAssetsReturnType,
    ReturnType<typeof registryKeys.assets>
  >(
    registryKeys.assets(client.baseUrl, parameters),
    async (context) =>
      (await registryActions()).getAssets(
        client,
        { chainId: chainId!, chains: await context.client.ensureQueryData(chainsQueryOptions(client)) },
        context,
      ),
    chainId !== undefined,
  )
}

/**
 * What the registry says of one denom on one chain (`assetOf`), `null` when it does not know it. An `l2/` or `ibc/`
 * denom the chain does not list is looked up on the L1 through traces. Waits for `chainId` and `denom`.
 */
export function assetQueryOptions(client: RegistryClient, parameters: AssetQueryParameters) {
  const { chainId, denom } = parameters
  return registryQueryOptions<AssetInfo | null, AssetInfo | null, ReturnType<typeof registryKeys.asset>>(
    registryKeys.asset(client.baseUrl, parameters),
    async ({ client: queryClient }) => {
      const assetsOf = (id: string) =>
        queryClient.ensureQueryData(assetsQueryOptions(client, { chainId: id }))
      const assets = await assetsOf(chainId!)
      const direct = assetOf(assets, denom!)
      if (direct || !/^(l2|ibc)\//.test(denom!)) return direct ?? null
      const chains = await queryClient.ensureQueryData(chainsQueryOptions(client))
      const l1 = chains.find((chain) => chain.metadata?.is_l1)
      return (l1 && assetOf(assets, denom!, { l1: await assetsOf(l1.chain_id) })) ?? null
    },
    chainId !== undefined && denom !== undefined,
  )
}
