'use client'

import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { RollscopeError } from '../http/errors.ts'
import { createIndexerClient, type IndexerClient, type IndexerClientConfig } from '../indexer/client.ts'
import type { RegistryClient, RegistryNetwork } from '../registry/client.ts'
import type { RouterClient, RouterClientConfig } from '../router/client.ts'

export interface RollscopeContextValue {
  indexer: IndexerClient | undefined
  /** Resolved by the bridge hooks, so that apps without a bridge do not bundle the router client. */
  router: RouterClient | RouterClientConfig | undefined
  /** Resolved by the registry hooks (useRegistryClient), so that apps without them do not bundle its client. */
  registry: RegistryClient | RegistryNetwork | undefined
}

export const RollscopeContext = createContext<RollscopeContextValue | undefined>(undefined)

export interface RollscopeProviderProps {
  /** A client from `createIndexerClient`, or its config (`{ baseUrl }`). */
  indexer?: IndexerClient | IndexerClientConfig
  /** A client from `createRouterClient`, or its config (`{ baseUrl, apiKey }`), for `useBridgeTransfer`. */
  router?: RouterClient | RouterClientConfig
  /**
   * Initia's chain registry, for useChains, useChain, useAssets and useAsset: `'mainnet'`, `'testnet'`, `{ url }`
   * (the devnet's is `<devnet>/registry`), or a client from `createRegistryClient`.
   */
  network?: RegistryNetwork | RegistryClient
  children?: ReactNode
}

/**
 * Gives the hooks their indexer and router. Place it inside your `QueryClientProvider`.
 *
 * @example
 * <QueryClientProvider client={queryClient}>
 *   <RollscopeProvider indexer={{ baseUrl: 'http://127.0.0.1:4350/evm-1' }}>
 *     <App />
 *   </RollscopeProvider>
 * </QueryClientProvider>
 */
export function RollscopeProvider({ indexer, router, network, children }: RollscopeProviderProps) {
  const indexerConfig = useStableConfig(indexer)
  const routerConfig = useStableConfig(router)
  const registry = useStableConfig(network)
  const value = useMemo(
    () => ({
      indexer: !indexerConfig || 'type' in indexerConfig ? indexerConfig : createIndexerClient(indexerConfig),
      router: routerConfig,
      registry,
    }),
    [indexerConfig, routerConfig, registry],
  )
  return <RollscopeContext.Provider value={value}>{children}</RollscopeContext.Provider>
}

/** An inline `{ baseUrl }` is a new object on every render: keep the first one while its settings stay the same. */
export function useStableConfig<config extends object | string | undefined>(config: config): config {
  // a client has a `type` and is kept as it is; a config or a network name ('testnet', { url }) by its settings
  const settings = config as { type?: string; fetch?: unknown } | undefined
  const isConfig = settings && !settings.type
  // biome-ignore lint/correctness/useExhaustiveDependencies: the settings and the custom fetch stand for `config`
  return useMemo(() => config, [isConfig ? JSON.stringify(config) : config, isConfig && settings.fetch])
}

/** The indexer client of the nearest `RollscopeProvider`, unless `client` is given. */
export function useIndexerClient(client?: IndexerClient): IndexerClient {
  const context = useContext(RollscopeContext)
  const resolved = client ?? context?.indexer
  if (!resolved)
    throw new RollscopeError(
      'No indexer: wrap the app in <RollscopeProvider indexer={{ baseUrl }}>, or pass `client` to the hook.',
    )
  return resolved
}
