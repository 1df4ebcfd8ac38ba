'use client'

import { type AssetsQueryParameters, assetsQueryOptions } from '../query/registry.ts'
import type { GetAssetsReturnType } from '../registry/actions.ts'
import { useQuery } from './query.ts'
import type {
  RegistryHookParameters,
  RegistryQueryParameter,
  UseRegistryQueryReturnType,
} from './queryParameters.ts'
import { useRegistryClient } from './useRegistryClient.ts'

export type UseAssetsParameters<selected = GetAssetsReturnType> = AssetsQueryParameters &
  RegistryHookParameters<RegistryQueryParameter<GetAssetsReturnType, GetAssetsReturnType, selected>>
export type UseAssetsReturnType<selected = GetAssetsReturnType> = UseRegistryQueryReturnType<selected>

/** The assetlist.json of the chain with `chainId`, fetched once per app. */
export function useAssets<selected = GetAssetsReturnType>(
  parameters: UseAssetsParameters<selected> = {},
): UseAssetsReturnType<selected> {
  const { query, registry, ...rest } = parameters
  return useQuery(assetsQueryOptions(useRegistryClient(registry), rest), query)
}
