import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, inject, test, vi } from 'vitest'
import { createIndexerDevnet } from '../../packages/devnet/src/isomorphic.ts'
import { recordRequests } from '../../test/render.tsx'
import { ChainNotFoundError, ChainServiceMissingError, DuplicateChainIdError } from '../errors/registry.ts'
import { RollscopeProvider, type RollscopeProviderProps } from './RollscopeProvider.tsx'
import { useIndexerStatus } from './useIndexerStatus.ts'
import { useRichList } from './useRichList.ts'
import { useRouterClient } from './useRouterClient.ts'
import { useTxsByAccount } from './useTxsByAccount.ts'

// One network and one chain id: the provider finds each chain's indexer in the devnet's registry, over HTTP.

const origin = inject('devnetUrl')
const registry = { url: `${origin}/registry` }
const hostile = { url: `${origin}/registry-hostile` }
const evm = createIndexerDevnet({ vm: 'evm', chainId: 'evm-1' }).fixtures
const move = createIndexerDevnet({ vm: 'move', chainId: 'move-1' }).fixtures

afterEach(() => {
  vi.restoreAllMocks()
})

function render<result>(hook: () => result, props: Omit<RollscopeProviderProps, 'children'>) {
  const queryClient = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <RollscopeProvider {...props}>{children}</RollscopeProvider>
    </QueryClientProvider>
  )
  return { ...renderHook(hook, { wrapper }), queryClient }
}

describe('a provider with a network and a chain id', () => {
  test('default: the hooks read the indexer the registry lists for the chain', async () => {
    const urls = recordRequests()
    const { result } = render(() => useRichList({ denom: evm.denoms.small }), {
      network: registry,
      chainId: 'evm-1',
    })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.total).toBe(BigInt(evm.holders.small))
    expect(urls.filter((url) => url.includes('/indexer/richlist/'))).toEqual([
      expect.stringMatching(new RegExp(`^${origin}/evm-1/indexer/richlist/v1/`)),
    ])
  })

  test('default: hooks given other chain ids read those chains, with one chains.json for all', async () => {
    const urls = recordRequests()
    const { result } = render(
      () => ({
        own: useRichList({ denom: evm.denoms.small }),
        move: useRichList({ denom: move.denoms.small, chainId: 'move-1' }),
        moveStatus: useIndexerStatus({ chainId: 'move-1' }),
        moveTxs: useTxsByAccount({ account: move.busyAccount.bech32, chainId: 'move-1' }),
      }),
      { network: registry, chainId: 'evm-1' },
    )
    await waitFor(() => expect(Object.values(result.current).every((query) => query.isSuccess)).toBe(true))
    expect(result.current.move.total).toBe(BigInt(move.holders.small))
    expect(result.current.moveTxs.items.length).toBeGreaterThan(0)
    expect(urls.filter((url) => url.endsWith('/registry/chains.json'))).toHaveLength(1)
    expect(urls.filter((url) => url.startsWith(`${origin}/move-1/`))).toHaveLength(3)
  })

  test("parameters: the provider's explicit indexer wins for its chain; other chains still use the registry", async () => {
    const urls = recordRequests()
    const { result } = render(
      () => ({
        own: useRichList({ denom: move.denoms.small }),
        evm: useRichList({ denom: evm.denoms.small, chainId: 'evm-1' }),
      }),
      { network: registry, chainId: 'move-1', indexer: { baseUrl: `${origin}/move-1` } },
    )
    await waitFor(() => expect(result.current.own.isSuccess && result.current.evm.isSuccess).toBe(true))
    expect(result.current.own.total).toBe(BigInt(move.holders.small))
    expect(result.current.evm.total).toBe(BigInt(evm.holders.small))
    expect(urls.filter((url) => url.startsWith(`${origin}/evm-1/`))).toHaveLength(1)
    // the provider's own chain never waited for chains.json: one request, to the registry, for evm-1's indexer
    expect(urls.filter((url) => url.includes('/registry/'))).toEqual([`${origin}/registry/chains.json`])
  })

  test('parameters: an explicit indexer works with no registry at all, and never asks for one', async () => {
    const urls = recordRequests()
    const { result } = render(() => useRichList({ denom: evm.denoms.small }), {
      indexer: { baseUrl: `${origin}/evm-1` },
      chainId: 'evm-1',
    })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(urls.some((url) => url.includes('registry'))).toBe(false)
  })

  test('behavior: a chain the registry lists without an indexer fails its own queries with ChainServiceMissingError', async () => {
    const { result } = render(() => useIndexerStatus({ chainId: 'noindexer-1' }), {
      network: hostile,
      chainId: 'noindexer-1',
    })
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ChainServiceMissingError))
    expect(result.current.error).toMatchObject({ chainId: 'noindexer-1', service: 'indexer' })
  })

  test("behavior: the L1's indexer is Initia's core indexer, without rollytics' status: only its query fails", async () => {
    const { result } = render(
      () => ({
        l1: useIndexerStatus({ chainId: 'initiation-2' }),
        evm: useIndexerStatus(),
      }),
      { network: registry, chainId: 'evm-1' },
    )
    await waitFor(() =>
      expect(result.current.l1.error).toMatchObject({
        name: 'HttpError',
        status: 404,
        body: 'Cannot GET /status',
      }),
    )
    await waitFor(() => expect(result.current.evm.isSuccess).toBe(true))
  })

  test('behavior: unknown, duplicated and unsafe chains are typed errors, and no unsafe URL is requested', async () => {
    const urls = recordRequests()
    const { result } = render(
      () => ({
        unknown: useIndexerStatus({ chainId: 'evm-2' }),
        twin: useIndexerStatus({ chainId: 'twin-1' }),
        plainHttp: useIndexerStatus({ chainId: 'plainhttp-1' }),
        missing: useIndexerStatus({ chainId: 'noindexer-1' }),
      }),
      { network: hostile },
    )
    await waitFor(() => expect(Object.values(result.current).every((query) => query.isError)).toBe(true))
    expect(result.current.unknown.error).toBeInstanceOf(ChainNotFoundError)
    expect(result.current.twin.error).toBeInstanceOf(DuplicateChainIdError)
    expect(result.current.plainHttp.error).toBeInstanceOf(ChainServiceMissingError)
    expect(result.current.missing.error).toBeInstanceOf(ChainServiceMissingError)
    expect(urls.every((url) => url.startsWith(`${origin}/registry-hostile/`))).toBe(true)
  })

  test('behavior: a registry that is down fails the queries with a Registry error, and the app keeps running', async () => {
    const { result } = render(() => useIndexerStatus(), {
      network: { url: `${origin}/no-registry-here` },
      chainId: 'evm-1',
    })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toMatchObject({ name: 'HttpError', status: 404, service: 'Registry' })
  })

  test('behavior: a hook given a chain id without a network says where to give one', () => {
    const queryClient = new QueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <RollscopeProvider indexer={{ baseUrl: `${origin}/evm-1` }}>{children}</RollscopeProvider>
      </QueryClientProvider>
    )
    expect(() => renderHook(() => useIndexerStatus({ chainId: 'move-1' }), { wrapper })).toThrow(
      /No indexer for chain "move-1": give the provider a network/,
    )
  })

  test("default: the router is the network's, as InterwovenKit's constants name it; an explicit one wins", () => {
    const baseUrl = (props: Omit<RollscopeProviderProps, 'children'>) =>
      render(() => useRouterClient(), props).result.current.baseUrl
    expect(baseUrl({ network: 'testnet' })).toBe('https://router-api.initiation-2.initia.xyz')
    expect(baseUrl({ network: 'mainnet' })).toBe('https://router-api.initia.xyz')
    expect(baseUrl({ network: 'testnet', router: { baseUrl: `${origin}/router` } })).toBe(`${origin}/router`)
  })
})
