'use client'

import { type AssetQueryParameters, assetQueryOptions } from '../query/registry.ts'
import type { AssetInfo } from '../registry/asset.ts'
import { useRegistryClient } from './useRegistryClient.ts'
import {
  type RegistryHookParameters,
  type RegistryQueryParameter,
  type UseRegistryQueryReturnType,
  useRegistryQuery,
} from './useRegistryQuery.ts'

export type UseAssetParameters = AssetQueryParameters &
  RegistryHookParameters<RegistryQueryParameter<AssetInfo | null>>
export type UseAssetReturnType = UseRegistryQueryReturnType<AssetInfo | null>

/**
 * `{ symbol, decimals, name, logo }` of `denom` on the chain with `chainId` (`assetOf` over its assetlist, and the
 * L1's for an `l2/` or `ibc/` denom it does not list); `null` when the registry does not know the denom.
 */
export function useAsset(parameters: UseAssetParameters = {}): UseAssetReturnType {
  const { query, registry, ...rest } = parameters
  return useRegistryQuery(assetQueryOptions(useRegistryClient(registry), rest), query)
}
