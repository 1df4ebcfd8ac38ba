import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { RollscopeError } from '../http/errors.ts'
import { createIndexerClient, type IndexerClient, type IndexerClientConfig } from '../indexer/client.ts'

export interface RollscopeContextValue {
  indexer: IndexerClient | undefined
}

export const RollscopeContext = createContext<RollscopeContextValue | undefined>(undefined)

export interface RollscopeProviderProps {
  /** A client from `createIndexerClient`, or its config (`{ baseUrl }`). */
  indexer?: IndexerClient | IndexerClientConfig
  children?: ReactNode
}

/**
 * Gives the hooks their indexer. Place it inside your `QueryClientProvider`.
 *
 * @example
 * <QueryClientProvider client={queryClient}>
 *   <RollscopeProvider indexer={{ baseUrl: 'http://127.0.0.1:4350/evm-1' }}>
 *     <App />
 *   </RollscopeProvider>
 * </QueryClientProvider>
 */
export function RollscopeProvider({ indexer, children }: RollscopeProviderProps) {
  // an inline `{ baseUrl }` is a new object on every render: keep the client while its settings stay the same
  const settings = indexer && !isIndexerClient(indexer) ? JSON.stringify(indexer) : indexer
  const customFetch = indexer?.fetch
  // biome-ignore lint/correctness/useExhaustiveDependencies: `settings` and `customFetch` stand for `indexer`
  const value = useMemo(
    () => ({ indexer: !indexer || isIndexerClient(indexer) ? indexer : createIndexerClient(indexer) }),
    [settings, customFetch],
  )
  return <RollscopeContext.Provider value={value}>{children}</RollscopeContext.Provider>
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

function isIndexerClient(value: IndexerClient | IndexerClientConfig): value is IndexerClient {
  return 'type' in value && value.type === 'indexer'
}
