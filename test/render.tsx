import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { inject, vi } from 'vitest'
import { createIndexerDevnet } from '../packages/devnet/src/isomorphic.ts'
import { RollscopeProvider } from '../src/hooks/RollscopeProvider.tsx'
import { createIndexerClient, type IndexerClientConfig } from '../src/indexer/client.ts'

/** The devnet the global setup serves over HTTP; same seed, so the same data as these fixtures. */
export const devnetUrl = (chainId: 'evm-1' | 'move-1' = 'evm-1') => inject('devnetIndexers')[chainId]!
export const fixtures = createIndexerDevnet().fixtures

/** An app's default QueryClient: TanStack's own retry defaults, so the kit's retry policy is what is tested. */
export function renderIndexerHook<result>(
  hook: () => result,
  indexer: IndexerClientConfig = { baseUrl: devnetUrl() },
) {
  const queryClient = new QueryClient()
  const client = createIndexerClient(indexer)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <RollscopeProvider indexer={client}>{children}</RollscopeProvider>
    </QueryClientProvider>
  )
  return { ...renderHook(hook, { wrapper }), queryClient }
}

/** A fetch that counts the requests it sends, for "how many requests" assertions. */
export function countingFetch() {
  const urls: string[] = []
  const fetch: typeof globalThis.fetch = (input, init) => {
    urls.push(String(input))
    return globalThis.fetch(input, init)
  }
  return { fetch, urls }
}

/**
 * Every URL the page requests through the global fetch (the registry-resolved indexers use it), until
 * `vi.restoreAllMocks()`.
 */
export function recordRequests() {
  const urls: string[] = []
  const original = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    urls.push(String(input instanceof Request ? input.url : input))
    return original(input, init)
  })
  return urls
}
