// Loaded on first use (useRegistryAssetKey): reading the registry needs its schemas, which a bridge opened with
// `chainId/denom` keys never loads.
import type { QueryClient } from '@tanstack/react-query'
import type { RegistryAssetList } from '../../registry/assetSchemas.ts'
import { registryCache } from '../../registry/cache.ts'
import { type RegistryClient, type RegistryNetwork, registryClientOf } from '../../registry/client.ts'
import { denomKey } from '../../registry/denomKey.ts'
import type { RegistryChain } from '../../registry/schemas.ts'
import type { RegistryAssetRef, RouterAssetRef } from './registryAsset.ts'

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

/**
 * Where a router that routes a minievm rollup as an EVM chain keeps its token: the rollup's `evm_chain_id`, and the
 * token's ERC-20 contract. minievm names an ERC-20's bank denom `evm/<hex>` and reads the contract straight from it
 * (minievm x/evm/types/denom.go DenomToContractAddr); any other denom's contract is the keeper's, which the
 * registry's assetlist writes as the asset's `address`; a denom with neither is looked for as it is there (the
 * chain's native coin, as a router names an EVM chain's). Undefined for a chain without an EVM chain id.
 */
export function evmRouterRefOf(
  chain: Pick<RegistryChain, 'evm_chain_id'> | undefined,
  assetList: Pick<RegistryAssetList, 'assets'> | undefined,
  denom: string,
): RouterAssetRef | undefined {
  const evmChainId = chain?.evm_chain_id
  if (evmChainId === undefined || !Number.isSafeInteger(evmChainId) || evmChainId <= 0) return undefined
  const key = denomKey(denom)
  const listed = assetList?.assets.find((asset) => denomKey(asset.base) === key)?.address
  const contract = /^0x[0-9a-f]{40}$/i.test(listed ?? '')
    ? listed
    : /^evm\/[0-9a-f]{40}$/.test(key)
      ? `0x${key.slice(4)}`
      : undefined
  return { chainId: String(evmChainId), denom: contract ?? denom }
}
