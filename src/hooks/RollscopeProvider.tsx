'use client'

import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { RollscopeError } from '../http/errors.ts'
import { createIndexerClient, type IndexerClient, type IndexerClientConfig } from '../indexer/client.ts'
import type { RouterClient, RouterClientConfig } from '../router/client.ts'

export interface RollscopeContextValue {
  indexer: IndexerClient | undefined
  /** Resolved by the bridge hooks, so that apps without a bridge do not bundle the router client. */
  router: RouterClient | RouterClientConfig | undefined
}

export const RollscopeContext = createContext<RollscopeContextValue | undefined>(undefined)

export interface RollscopeProviderProps {
  /** A client from `createIndexerClient`, or its config (`{ baseUrl }`). */
  indexer?: IndexerClient | IndexerClientConfig
  /** A client from `createRouterClient`, or its config (`{ baseUrl, apiKey }`), for `useBridgeTransfer`. */
  router?: RouterClient | RouterClientConfig
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
export function RollscopeProvider({ indexer, router, children }: RollscopeProviderProps) {
  const indexerConfig = useStableConfig(indexer)
  const routerConfig = useStableConfig(router)
  const value = useMemo(
    () => ({
      indexer: !indexerConfig || 'type' in indexerConfig ? indexerConfig : createIndexerClient(indexerConfig),
      router: routerConfig,
    }),
    [indexerConfig, routerConfig],
  )
  return <RollscopeContext.Provider value={value}>{children}</RollscopeContext.Provider>
}

/** An inline `{ baseUrl }` is a new object on every render: keep the first one while its settings stay the same. */
export function useStableConfig<config extends object | undefined>(config: config): config {
  const isConfig = config && !('type' in config)
  const settings = isConfig ? JSON.stringify(config) : config
  const customFetch = isConfig && 'fetch' in config ? config.fetch : undefined
  // biome-ignore lint/correctness/useExhaustiveDependencies: `settings` and `customFetch` stand for `config`
  return useMemo(() => config, [settings, customFetch])
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
