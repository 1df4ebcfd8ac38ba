'use client'

import { type ChainQueryParameters, chainQueryOptions } from '../query/registry.ts'
import type { GetChainsReturnType } from '../registry/actions.ts'
import type { RegistryChain } from '../registry/schemas.ts'
import { useRegistryClient } from './useRegistryClient.ts'
import {
  type RegistryHookParameters,
  type RegistryQueryParameter,
  type UseRegistryQueryReturnType,
  useRegistryQuery,
} from './useRegistryQuery.ts'

export type UseChainParameters = ChainQueryParameters &
  RegistryHookParameters<RegistryQueryParameter<GetChainsReturnType, RegistryChain | undefined>>
export type UseChainReturnType = UseRegistryQueryReturnType<RegistryChain | undefined>

/**
 * The registry's chain with `chainId` (from the one chains.json request); `error` is a ChainNotFoundError for an
 * id the registry does not list. `chainEndpoints(data)` gives its indexer, RPC, REST and explorer links.
 */
export function useChain(parameters: UseChainParameters = {}): UseChainReturnType {
  const { query, registry, ...rest } = parameters
  return useRegistryQuery(chainQueryOptions(useRegistryClient(registry), rest), query)
}
