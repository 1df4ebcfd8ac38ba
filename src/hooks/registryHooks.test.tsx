import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, inject, test } from 'vitest'
import { countingFetch } from '../../test/render.tsx'
import { ChainNotFoundError } from '../errors/registry.ts'
import { registryKeys } from '../query/registry.ts'
import { createRegistryClient, type RegistryClient, type RegistryNetwork } from '../registry/client.ts'
import { RollscopeProvider } from './RollscopeProvider.tsx'
import { useAsset } from './useAsset.ts'
import { useAssets } from './useAssets.ts'
import { useChain } from './useChain.ts'
import { useChains } from './useChains.ts'

const url = `${inject('devnetUrl')}/registry`

function renderRegistryHook<result>(hook: () => result, network: RegistryNetwork | RegistryClient = { url }) {
  const queryClient = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <RollscopeProvider network={network}>{children}</RollscopeProvider>
    </QueryClientProvider>
  )
  return { ...renderHook(hook, { wrapper }), queryClient }
}

const settled = (result: { current: { isPending: boolean; fetchStatus: string } }) =>
  waitFor(() => expect(result.current.isPending || result.current.fetchStatus !== 'idle').toBe(false))

describe('registry hooks, over HTTP to the devnet registry', () => {
  test('default: useChains', async () => {
    const { result } = renderRegistryHook(() => useChains())
    await settled(result)
    expect(result.current.data?.map((chain) => chain.chain_id)).toEqual(['initiation-2', 'evm-1', 'move-1'])
  })

  test('default: useChain, useAssets and useAsset share one chains.json request', async () => {
    const { fetch, urls } = countingFetch()
    const registry = createRegistryClient({ network: { url }, fetch })
    const { result, queryClient } = renderRegistryHook(
      () => ({
        chain: useChain({ chainId: 'evm-1' }),
        assets: useAssets({ chainId: 'move-1' }),
        asset: useAsset({ chainId: 'evm-1', denom: '0x2ee7007df876084d4c74685e90bb7f4cd7c86e22' }),
      }),
      registry,
    )
    await waitFor(() => expect(result.current.asset.isSuccess && result.current.assets.isSuccess).toBe(true))
    expect(result.current.chain.data?.chain_name).toBe('evm')
    expect(result.current.assets.data?.chain_name).toBe('move')
    expect(result.current.asset.data).toMatchObject({ symbol: 'INIT', decimals: 18 })
    expect(urls.filter((requested) => requested.endsWith('/chains.json'))).toHaveLength(1)
    expect(queryClient.getQueryData(registryKeys.chains(url))).toHaveLength(3)
  })

  test('behavior: an unknown chain id is a ChainNotFoundError', async () => {
    const { result } = renderRegistryHook(() => useChain({ chainId: 'evm-2' }))
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ChainNotFoundError))
    const assets = renderRegistryHook(() => useAssets({ chainId: 'evm-2' })).result
    await waitFor(() => expect(assets.current.error).toBeInstanceOf(ChainNotFoundError))
  })

  test('behavior: without a chain id the hooks wait, even with chains.json cached', async () => {
    const { result } = renderRegistryHook(() => ({
      chains: useChains(),
      chain: useChain({}),
      asset: useAsset({ chainId: 'evm-1' }),
    }))
    await waitFor(() => expect(result.current.chains.isSuccess).toBe(true))
    expect(result.current.chain).toMatchObject({ data: undefined, error: null, fetchStatus: 'idle' })
    expect(result.current.asset).toMatchObject({ data: undefined, error: null, fetchStatus: 'idle' })
  })

  test('behavior: useAsset finds an l2/ denom through the L1, and is null for a denom the registry lacks', async () => {
    const { result } = renderRegistryHook(() => ({
      wrapped: useAsset({
        chainId: 'evm-1',
        denom: 'l2/771d639f30fbe45e3fbca954ffbe2fcc26f915f5513c67a4a2d0bc1d635bdefd',
      }),
      unknown: useAsset({ chainId: 'move-1', denom: 'umissing' }),
    }))
    await waitFor(() =>
      expect(result.current.unknown.isSuccess && result.current.wrapped.isSuccess).toBe(true),
    )
    expect(result.current.wrapped.data).toMatchObject({ symbol: 'INIT', decimals: 6 })
    expect(result.current.unknown.data).toBeNull()
  })

  test('parameters: query.select takes the chain the hook returns', async () => {
    const { result } = renderRegistryHook(() =>
      useChain({ chainId: 'move-1', query: { select: (chain) => chain?.chain_name.toUpperCase() } }),
    )
    await settled(result)
    expect(result.current.data).toBe('MOVE')
    const chains = renderRegistryHook(() => useChains({ query: { select: (all) => all.length } })).result
    await settled(chains)
    expect(chains.current.data).toBe(3)
  })

  test("parameters: `registry` overrides the provider's network", async () => {
    const { result } = renderRegistryHook(
      () => useChains({ registry: { url: `${inject('devnetUrl')}/registry-hostile` } }),
      'mainnet',
    )
    await settled(result)
    expect(result.current.data?.[0]?.chain_id).toBe('noindexer-1')
  })

  test('behavior: without a network the hooks say where to give one', () => {
    const queryClient = new QueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    )
    expect(() => renderHook(() => useChains(), { wrapper })).toThrow(/network="testnet"/)
  })
})
