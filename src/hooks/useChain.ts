'use client'

import { type ChainQueryParameters, chainQueryOptions } from '../query/registry.ts'
import type { GetChainsReturnType } from '../registry/actions.ts'
import type { RegistryChain } from '../registry/schemas.ts'
import { useQuery } from './query.ts'
import type {
  RegistryHookParameters,
  RegistryQueryParameter,
  UseRegistryQueryReturnType,
} from './queryParameters.ts'
import { useRegistryClient } from './useRegistryClient.ts'

export type UseChainParameters<selected = RegistryChain | undefined> = ChainQueryParameters &
  RegistryHookParameters<RegistryQueryParameter<GetChainsReturnType, RegistryChain | undefined, selected>>
export type UseChainReturnType<selected = RegistryChain | undefined> = UseRegistryQueryReturnType<selected>

/**
 * The registry's chain with `chainId` (from the one chains.json request); `error` is a ChainNotFoundError for an
 * id the registry does not list. `chainEndpoints(data)` gives its indexer, RPC, REST and explorer links.
 */
export function useChain<selected = RegistryChain | undefined>(
  parameters: UseChainParameters<selected> = {},
): UseChainReturnType<selected> {
  const { query, registry, ...rest } = parameters
  return useQuery(chainQueryOptions(useRegistryClient(registry), rest), query)
}
