import type { QueryClient } from '@tanstack/react-query'
import type { RestClient } from '../balances/client.ts'
import type { HttpClientConfig } from '../http/request.ts'
import type { IndexerClient, IndexerClientConfig } from '../indexer/client.ts'
import type { RegistryClient } from './client.ts'
import { type RegistryNetwork, registryBaseUrl } from './networks.ts'

/** A chain of a registry, and the query cache that holds the registry's chains.json. */
export interface RegistryChainSource {
  /** `'mainnet'`, `'testnet'`, `{ url }` or a client from `createRegistryClient`. */
  registry: RegistryClient | RegistryNetwork
  chainId: string
  queryClient: QueryClient
}

/**
 * The indexer of the chain with `chainId`, found in the registry when the first request is sent (so a component can
 * render, and prefetch, before chains.json has arrived). Its `baseUrl` names the chain (`<registry>#<chainId>`) and
 * is what query keys hold; a chain that is missing or has no indexer fails the request with a typed error.
 *
 * @example
 * const client = chainIndexerClient({ registry: 'testnet', chainId: 'evm-1', queryClient })
 * await queryClient.prefetchInfiniteQuery(richListInfiniteQueryOptions(client, { denom }))
 */
export function chainIndexerClient(
  source: RegistryChainSource,
  config: Omit<IndexerClientConfig, 'baseUrl' | 'resolveBaseUrl'> = {},
): IndexerClient {
  const { registry, chainId, queryClient } = source
  return {
    ...config,
    type: 'indexer',
    baseUrl: `${registryBaseUrl(registry)}#${encodeURIComponent(chainId)}`,
    resolveBaseUrl: async () =>
      (await import('./resolve.ts')).chainServiceUrl(queryClient, registry, chainId, 'indexer'),
  }
}

/**
 * The EVM JSON-RPC the registry lists for the chain (minievm rollups only), looked up when first asked; undefined
 * when the registry lists none or cannot be read.
 */
export function chainJsonRpc(source: RegistryChainSource): () => Promise<string | undefined> {
  const { registry, chainId, queryClient } = source
  return async () =>
    (await import('./resolve.ts'))
      .chainServiceUrl(queryClient, registry, chainId, 'json-rpc')
      .catch(() => undefined)
}

/**
 * The chain's REST (LCD), found in the registry when the first request is sent, as `chainIndexerClient` finds its
 * indexer: its `baseUrl` names the chain (`<registry>#<chainId>`) for query keys; a chain that is missing or lists no
 * REST fails the request with a typed error.
 */
export function chainRestClient(
  source: RegistryChainSource,
  config: Omit<HttpClientConfig, 'baseUrl' | 'resolveBaseUrl'> = {},
): RestClient {
  const { registry, chainId, queryClient } = source
  return {
    ...config,
    type: 'rest',
    baseUrl: `${registryBaseUrl(registry)}#${encodeURIComponent(chainId)}`,
    resolveBaseUrl: async () =>
      (await import('./resolve.ts')).chainServiceUrl(queryClient, registry, chainId, 'rest'),
  }
}

/** The app's own chain and indexer (a RollscopeProvider's `chainId` and `indexer`), and its registry. */
export interface AppIndexers {
  chainId?: string | undefined
  indexer?: IndexerClient | undefined
  registry?: RegistryClient | RegistryNetwork | undefined
}

/**
 * The indexer that serves a chain: for the app's own chain (or no chain named), the app's `indexer` when it has
 * one; else the one the registry lists for the chain. Undefined when neither can say. Every hook, the multi-chain
 * ones included, reads a chain through this rule.
 */
export function indexerOfChain(
  chainId: string | undefined,
  app: AppIndexers,
  queryClient: QueryClient | undefined,
): IndexerClient | undefined {
  const own = chainId === undefined || chainId === app.chainId ? app.indexer : undefined
  const id = chainId ?? app.chainId
  return (
    own ??
    (app.registry && queryClient && id !== undefined
      ? chainIndexerClient({ registry: app.registry, chainId: id, queryClient })
      : undefined)
  )
}
