'use client'

import { chainsQueryOptions } from '../query/registry.ts'
import type { GetChainsReturnType } from '../registry/actions.ts'
import { useQuery } from './query.ts'
import type {
  RegistryHookParameters,
  RegistryQueryParameter,
  UseRegistryQueryReturnType,
} from './queryParameters.ts'
import { useRegistryClient } from './useRegistryClient.ts'

export type UseChainsParameters<selected = GetChainsReturnType> = RegistryHookParameters<
  RegistryQueryParameter<GetChainsReturnType, GetChainsReturnType, selected>
>
export type UseChainsReturnType<selected = GetChainsReturnType> = UseRegistryQueryReturnType<selected>

/** Every chain of the network (`<registry>/chains.json`), the L1 first: fetched once per app. */
export function useChains<selected = GetChainsReturnType>(
  parameters: UseChainsParameters<selected> = {},
): UseChainsReturnType<selected> {
  const { query, registry } = parameters
  return useQuery(chainsQueryOptions(useRegistryClient(registry)), query)
}
