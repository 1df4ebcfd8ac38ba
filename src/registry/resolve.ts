// Loaded on first use (chainClients.ts): finding a chain's services needs chains.json, and so the registry's schemas,
// which an app that names its indexer itself never loads.
import type { QueryClient } from '@tanstack/react-query'
import { ChainServiceMissingError } from '../errors/registry.ts'
import { registryCache } from './cache.ts'
import { chainEndpoints, chainOf } from './chain.ts'
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
  const chains = await registryCache(queryClient, client).chains()
  const endpoints = chainEndpoints(chainOf(chains, chainId))
  const url =
    service === 'indexer' ? endpoints.indexer : service === 'rest' ? endpoints.rest : endpoints.jsonRpc
  if (!url) throw new ChainServiceMissingError(chainId, service)
  return url
}
