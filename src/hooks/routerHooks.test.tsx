import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, inject, test } from 'vitest'
import { countingFetch } from '../../test/render.tsx'
import { createRouterClient } from '../router/client.ts'
import { useRouterAssets } from './useRouterAssets.ts'
import { useRouterAssetsFromSource } from './useRouterAssetsFromSource.ts'
import { useRouterBalances } from './useRouterBalances.ts'
import { useRouterChains } from './useRouterChains.ts'

afterEach(cleanup)

function renderRouterHook<result>(hook: (router: ReturnType<typeof createRouterClient>) => result) {
  const { fetch, urls } = countingFetch()
  const router = createRouterClient({ baseUrl: inject('devnetRouter'), fetch })
  const queryClient = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  return { ...renderHook(() => hook(router), { wrapper }), urls }
}

describe('router hooks, over HTTP to the devnet router', () => {
  test('parameters: query.select narrows what the hook returns', async () => {
    const { result } = renderRouterHook((router) =>
      useRouterChains({ router, query: { select: (data) => data.chains.map((chain) => chain.chain_id) } }),
    )
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toContain('initiation-2')
  })

  test('parameters: query.enabled false sends no request', async () => {
    const { result, urls } = renderRouterHook((router) => ({
      assets: useRouterAssets({ router, query: { enabled: false } }),
      chains: useRouterChains({ router }),
    }))
    // by the time the enabled hook has its answer, the disabled one would have asked too
    await waitFor(() => expect(result.current.chains.isSuccess).toBe(true))
    expect(result.current.assets.fetchStatus).toBe('idle')
    expect(urls.some((url) => url.includes('/v2/fungible/assets'))).toBe(false)
    expect(urls.some((url) => url.includes('/v2/info/chains'))).toBe(true)
  })

  test('behavior: useRouterAssetsFromSource waits for a source, then lists where it goes', async () => {
    const { result, urls, rerender } = renderRouterHook((router) => {
      const chains = useRouterChains({ router })
      const assets = useRouterAssets({ router, query: { enabled: chains.isSuccess } })
      const source = Object.values(assets.data?.chain_to_assets_map ?? {})[0]?.assets[0]
      return useRouterAssetsFromSource({
        router,
        source_asset_chain_id: source?.chain_id,
        source_asset_denom: source?.denom,
        allow_multi_tx: true,
        query: { select: (data) => Object.keys(data.dest_assets ?? {}) },
      })
    })
    expect(result.current.fetchStatus).toBe('idle')
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    rerender()
    expect(result.current.data?.length).toBeGreaterThan(0)
    expect(urls.filter((url) => url.includes('/assets_from_source'))).toHaveLength(1)
  })

  test('behavior: useRouterBalances waits for an address', () => {
    const { result, urls } = renderRouterHook((router) =>
      useRouterBalances({ router, chains: { 'initiation-2': { address: '', denoms: ['uinit'] } } }),
    )
    expect(result.current.fetchStatus).toBe('idle')
    expect(urls).toEqual([])
  })
})
