'use client'

import { type AssetQueryParameters, assetQueryOptions } from '../query/registry.ts'
import type { AssetInfo } from '../registry/asset.ts'
import { useQuery } from './query.ts'
import type {
  RegistryHookParameters,
  RegistryQueryParameter,
  UseRegistryQueryReturnType,
} from './queryParameters.ts'
import { useRegistryClient } from './useRegistryClient.ts'

export type UseAssetParameters<selected = AssetInfo | null> = AssetQueryParameters &
  RegistryHookParameters<RegistryQueryParameter<AssetInfo | null, AssetInfo | null, selected>>
export type UseAssetReturnType<selected = AssetInfo | null> = UseRegistryQueryReturnType<selected>

/**
 * `{ symbol, decimals, name, logo }` of `denom` on the chain with `chainId` (`assetOf` over its assetlist, and the
 * L1's for an `l2/` or `ibc/` denom it does not list); `null` when the registry does not know the denom.
 */
export function useAsset<selected = AssetInfo | null>(
  parameters: UseAssetParameters<selected> = {},
): UseAssetReturnType<selected> {
  const { query, registry, ...rest } = parameters
  return useQuery(assetQueryOptions(useRegistryClient(registry), rest), query)
}
