'use client'

import { type AssetsQueryParameters, assetsQueryOptions } from '../query/registry.ts'
import type { GetAssetsReturnType } from '../registry/actions.ts'
import { useRegistryClient } from './useRegistryClient.ts'
import {
  type RegistryHookParameters,
  type RegistryQueryParameter,
  type UseRegistryQueryReturnType,
  useRegistryQuery,
} from './useRegistryQuery.ts'

export type UseAssetsParameters = AssetsQueryParameters &
  RegistryHookParameters<RegistryQueryParameter<GetAssetsReturnType>>
export type UseAssetsReturnType = UseRegistryQueryReturnType<GetAssetsReturnType>

/** The assetlist.json of the chain with `chainId`, fetched once per app. */
export function useAssets(parameters: UseAssetsParameters = {}): UseAssetsReturnType {
  const { query, registry, ...rest } = parameters
  return useRegistryQuery(assetsQueryOptions(useRegistryClient(registry), rest), query)
}
