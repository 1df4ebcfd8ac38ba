// Loaded on first use (useRegistryAssetKey): reading the registry needs its schemas, which a bridge opened with
// `chainId/denom` keys never loads.
import type { QueryClient } from '@tanstack/react-query'
import { registryCache } from '../../registry/cache.ts'
import { type RegistryClient, type RegistryNetwork, registryClientOf } from '../../registry/client.ts'
import { evmRouterRefOf, type RegistryAssetRef, type RouterAssetRef } from './registryAsset.ts'

/**
 * Where a router that routes EVM rollups by their EVM chain id keeps the registry's token `ref`, from the registry's
 * chains.json and the chain's assetlist (each read once per app, shared with the registry hooks). Null for a chain
 * the registry lists without an `evm_chain_id`.
 */
export async function routerRefOfRegistryAsset(
  queryClient: QueryClient,
  registry: RegistryClient | RegistryNetwork,
  ref: RegistryAssetRef,
): Promise<RouterAssetRef | null> {
  const cache = registryCache(queryClient, registryClientOf(registry))
  const chains = await cache.chains()
  const chain = chains.find((each) => each.chain_id === ref.chainId)
  if (chain?.evm_chain_id === undefined) return null
  // an `evm/<hex>` denom names its contract; only another denom needs the assetlist's `address`
  const assetList = /^evm\//i.test(ref.denom) ? undefined : await cache.assets(ref.chainId, chains)
  return evmRouterRefOf(chain, assetList, ref.denom) ?? null
}
