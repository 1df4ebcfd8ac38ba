'use client'

import { chainsQueryOptions } from '../query/registry.ts'
import type { GetChainsReturnType } from '../registry/actions.ts'
import { useRegistryClient } from './useRegistryClient.ts'
import {
  type RegistryHookParameters,
  type RegistryQueryParameter,
  type UseRegistryQueryReturnType,
  useRegistryQuery,
} from './useRegistryQuery.ts'

export type UseChainsParameters = RegistryHookParameters<RegistryQueryParameter<GetChainsReturnType>>
export type UseChainsReturnType = UseRegistryQueryReturnType<GetChainsReturnType>

/** Every chain of the network (`<registry>/chains.json`), the L1 first: fetched once per app. */
export function useChains(parameters: UseChainsParameters = {}): UseChainsReturnType {
  const { query, registry } = parameters
  return useRegistryQuery(chainsQueryOptions(useRegistryClient(registry)), query)
}
