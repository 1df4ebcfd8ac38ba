// Loaded on first use (chainClients.ts): finding a chain's services needs chains.json, and so the registry's schemas,
// which an app that names its indexer itself never loads.
import type { QueryClient } from '@tanstack/react-query'
import { ChainServiceMissingError } from '../errors/registry.ts'
import { chainEndpoints, chainOf } from './chain.ts'
import { registryChains } from './chainsCache.ts'
import { type RegistryClient, type RegistryNetwork, registryClientOf } from './client.ts'

/**
 * The address of the chain's indexer, EVM JSON-RPC or REST, from the one chains.json request the query cache shares.
 * Throws ChainNotFoundError, DuplicateChainIdError or ChainServiceMissingError.
 */
export async function chainServiceUrl(
  queryClient: QueryClient,
  registry: RegistryClient | RegistryNetwork,
  chainId: string,
  service: 'indexer' | 'json-rpc' | 'rest',
): Promise<string> {
  const client = registryClientOf(registry)
  const chains = await registryChains(queryClient, client)
  const endpoints = chainEndpoints(chainOf(chains, chainId))
  const url =
    service === 'indexer' ? endpoints.indexer : service === 'rest' ? endpoints.rest : endpoints.jsonRpc
  if (!url) throw new ChainServiceMissingError(chainId, service)
  return url
}

/**
 * Initia's L1 in the registry (`metadata.is_l1`): its chain id and REST, from the same chains.json request; undefined
 * when the registry lists no L1.
 */
export async function l1OfRegistry(
  queryClient: QueryClient,
  registry: RegistryClient | RegistryNetwork,
): Promise<{ chainId: string; rest: string | undefined } | undefined> {
  const chains = await registryChains(queryClient, registryClientOf(registry))
  const l1 = chains.find((chain) => chain.metadata?.is_l1 === true)
  return l1 && { chainId: l1.chain_id, rest: chainEndpoints(l1).rest }
}
