// One account on every chain of the devnet's registry, over HTTP: the merge by time, the two forms of one address,
// the chains left out or failing, and how many requests each chain gets.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { bypass, delay, HttpResponse, http, passthrough } from 'msw'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, inject, test, vi } from 'vitest'
import { createIndexerDevnet } from '../../packages/devnet/src/isomorphic.ts'
import { serveRegistryWithoutIndexer, serveTwoEvmRegistry, setupMswServer } from '../../test/msw.ts'
import { recordRequests } from '../../test/render.tsx'
import { HttpError, ResponseValidationError } from '../errors/http.ts'
import { ChainNotFoundError, ChainServiceMissingError } from '../errors/registry.ts'
import { activityTime } from '../query/accountActivity.ts'
import { RollscopeProvider } from './RollscopeProvider.tsx'
import {
  type AccountActivityListResult,
  type UseAccountActivityParameters,
  useAccountActivity,
} from './useAccountActivity.ts'

const origin = inject('devnetUrl')
const evm = createIndexerDevnet({ vm: 'evm', chainId: 'evm-1' }).fixtures
const move = createIndexerDevnet({ vm: 'move', chainId: 'move-1' }).fixtures
const account = evm.busyAccount
const server = setupMswServer()

beforeEach(() => {
  server.use(http.all(`${origin}/*`, () => passthrough()))
})
afterEach(() => {
  vi.restoreAllMocks()
})

function render(parameters: UseAccountActivityParameters, network = `${origin}/registry`) {
  const queryClient = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <RollscopeProvider network={{ url: network }} chainId="evm-1">
        {children}
      </RollscopeProvider>
    </QueryClientProvider>
  )
  return { ...renderHook(() => useAccountActivity(parameters), { wrapper }), queryClient }
}

const ids = (list: AccountActivityListResult<unknown>) => list.items.map((row) => `${row.chainId}/${row.key}`)
const settled = (list: AccountActivityListResult<unknown>) =>
  list.chains.length > 0 &&
  list.chains.every((chain) => chain.state !== 'loading' && !chain.isFetchingNextPage)
const txTimes = (list: AccountActivityListResult<{ timestamp: string }>) =>
  list.items.map((row) => activityTime(row.item.timestamp))

describe('useAccountActivity', () => {
  test("default: 'all' merges the L1's, evm-1's and move-1's txs newest first; the L1's NFTs in words", async () => {
    const urls = recordRequests()
    const { result } = render({ account: account.bech32, chainIds: 'all', pageSize: 20 })
    await waitFor(() => expect(settled(result.current.txs) && settled(result.current.nfts)).toBe(true), {
      timeout: 20_000,
    })
    const { txs, nfts, chains } = result.current
    expect(chains.map((chain) => [chain.chainId, chain.name, chain.evm])).toEqual([
      ['initiation-2', 'Initia', false],
      ['evm-1', 'Evm', true],
      ['move-1', 'Move', false],
    ])
    // the L1's indexer is Initia's core indexer: its txs (without data, raw_log, logs or info) merge with the rest
    expect(txs.chains.map((chain) => chain.state)).toEqual(['done', 'done', 'done'])
    expect(new Set(txs.items.map((row) => row.chainId))).toEqual(new Set(['initiation-2', 'evm-1', 'move-1']))
    const times = txTimes(txs)
    expect(times).toEqual([...times].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)))
    // down to the newest of the chains' oldest loaded rows: each chain's next page starts below the last row shown
    expect(txs.items.length).toBeGreaterThan(20)
    expect(txs.items.length).toBeLessThan(60)
    expect(txs.total).toBe(txs.chains.reduce((sum, chain) => sum + chain.total!, 0n))
    // its NFTs come without height or time, a shape the kit does not read: that chain fails alone
    expect(nfts.chains.map((chain) => chain.state)).toEqual(['error', 'done', 'done'])
    expect(nfts.chains[0]!.error).toBeInstanceOf(ResponseValidationError)
    expect(nfts.items.some((row) => row.chainId === 'move-1')).toBe(true)
    // one chains.json; per chain one page of each list, EVM receipts only from the minievm chain
    const count = (part: string) => urls.filter((url) => url.includes(part)).length
    expect(count('/registry/chains.json')).toBe(1)
    for (const chainId of ['initiation-2', 'evm-1', 'move-1']) {
      expect(count(`/${chainId}/indexer/tx/v1/txs/by_account/`)).toBe(1)
      expect(count(`/${chainId}/indexer/nft/v1/tokens/by_account/`)).toBe(1)
    }
    expect(count('/evm-1/indexer/tx/v1/evm-txs/by_account/')).toBe(1)
    expect(count('/evm-txs/')).toBe(1)
    expect(urls).toHaveLength(8)
  }, 20_000)

  test('behavior: loading more fetches the chains that hold the merge back, each page once, rows never move', async () => {
    const urls = recordRequests()
    const { result } = render({
      account: account.bech32,
      chainIds: ['evm-1', 'move-1'],
      pageSize: 20,
      lists: ['txs'],
    })
    await waitFor(() => expect(settled(result.current.txs)).toBe(true))
    for (let round = 0; round < 6; round++) {
      const before = ids(result.current.txs)
      act(() => result.current.txs.fetchNextPage())
      await waitFor(() => expect(result.current.txs.items.length).toBeGreaterThan(before.length))
      await waitFor(() => expect(settled(result.current.txs)).toBe(true))
      const after = ids(result.current.txs)
      expect(after.slice(0, before.length)).toEqual(before)
    }
    const all = ids(result.current.txs)
    expect(new Set(all).size).toBe(all.length)
    const times = txTimes(result.current.txs)
    expect(times).toEqual([...times].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)))
    const pages = urls.filter((url) => url.includes('/txs/by_account/'))
    // no page asked for twice; about as many pages from each chain (their txs interleave in time)
    expect(new Set(pages).size).toBe(pages.length)
    const perChain = (chainId: string) => pages.filter((url) => url.includes(`/${chainId}/`)).length
    expect(perChain('evm-1') + perChain('move-1')).toBeLessThanOrEqual(2 + 6 * 2)
    expect(Math.abs(perChain('evm-1') - perChain('move-1'))).toBeLessThanOrEqual(2)
  })

  test('parameters: account as init1… or 0x…: the same rows, sent as init1… to every chain', async () => {
    const urls = recordRequests()
    const bech32 = render({ account: account.bech32, chainIds: 'all', pageSize: 10 })
    const hex = render({ account: account.hex, chainIds: 'all', pageSize: 10 })
    for (const { result } of [bech32, hex])
      await waitFor(() => expect(settled(result.current.txs) && settled(result.current.nfts)).toBe(true))
    expect(ids(hex.result.current.txs)).toEqual(ids(bech32.result.current.txs))
    expect(ids(hex.result.current.nfts)).toEqual(ids(bech32.result.current.nfts))
    expect(ids(hex.result.current.evm)).toEqual(ids(bech32.result.current.evm))
    expect(hex.result.current.txs.items.length).toBeGreaterThanOrEqual(10)
    const accounts = urls.flatMap((url) => /by_account\/([^/?]+)/.exec(url)?.[1] ?? [])
    expect(new Set(accounts)).toEqual(new Set([account.bech32]))
  })

  test("parameters: a named chain without an indexer fails with its typed error beside evm-1's rows", async () => {
    // a registry whose L1 lists no indexer, as some chains of the real registry list none
    const network = await serveRegistryWithoutIndexer(server, origin, 'initiation-2')
    const { result } = render(
      { account: account.bech32, chainIds: ['initiation-2', 'evm-1', 'nowhere-1'] },
      network,
    )
    await waitFor(() => expect(settled(result.current.txs)).toBe(true))
    const [l1, rollup, unknown] = result.current.txs.chains
    expect(l1).toMatchObject({ chainId: 'initiation-2', name: 'Initia', state: 'error' })
    expect(l1!.error).toBeInstanceOf(ChainServiceMissingError)
    expect(unknown).toMatchObject({ chainId: 'nowhere-1', name: 'nowhere-1', state: 'error' })
    expect(unknown!.error).toBeInstanceOf(ChainNotFoundError)
    expect(rollup).toMatchObject({ chainId: 'evm-1', state: 'done', error: null })
    expect(result.current.txs.items.length).toBe(50)
    expect(result.current.txs.items.every((row) => row.chainId === 'evm-1')).toBe(true)
    expect(result.current.txs.isPending).toBe(false)
  })

  test('behavior: a chain that is down says so, and never holds back the others’ rows', async () => {
    server.use(http.get(`${origin}/move-1/*`, () => new HttpResponse('Bad Gateway', { status: 502 })))
    const { result } = render({
      account: account.bech32,
      chainIds: ['evm-1', 'move-1'],
      pageSize: 20,
      lists: ['txs'],
    })
    await waitFor(() => expect(settled(result.current.txs)).toBe(true), { timeout: 10_000 })
    const [evmChain, moveChain] = result.current.txs.chains
    expect(moveChain!.state).toBe('error')
    expect(moveChain!.error).toBeInstanceOf(HttpError)
    expect((moveChain!.error as HttpError).status).toBe(502)
    // evm-1's whole first page, and loading more goes on from evm-1 alone
    expect(evmChain!.state).toBe('done')
    expect(result.current.txs.items).toHaveLength(20)
    act(() => result.current.txs.fetchNextPage())
    await waitFor(() => expect(result.current.txs.items).toHaveLength(40))

    // the chain is back: Retry brings its rows in among evm-1's
    server.resetHandlers()
    server.use(http.all(`${origin}/*`, () => passthrough()))
    act(() => moveChain!.retry())
    await waitFor(() => expect(result.current.txs.chains[1]!.state).toBe('done'))
    expect(result.current.txs.items.some((row) => row.chainId === 'move-1')).toBe(true)
  }, 20_000)

  test('behavior: a slow chain shows as loading, the others’ rows are there meanwhile', async () => {
    server.use(
      http.get(`${origin}/move-1/*`, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    const { result } = render({
      account: account.bech32,
      chainIds: ['evm-1', 'move-1'],
      pageSize: 20,
      lists: ['txs'],
    })
    await waitFor(() => expect(result.current.txs.items).toHaveLength(20))
    expect(result.current.txs.isPending).toBe(false)
    expect(result.current.txs.chains.map((chain) => chain.state)).toEqual(['done', 'loading'])
  })

  test('behavior: pages that overlap or come reordered show no row twice', async () => {
    // move-1's second page repeats two rows of its first, and serves them out of order
    let served = 0
    let firstPage: unknown[] = []
    server.use(
      http.get(`${origin}/move-1/indexer/tx/v1/txs/by_account/:account`, async ({ request }) => {
        const url = new URL(request.url)
        const response = await fetch(bypass(request))
        const body = await response.json()
        if (url.searchParams.has('pagination.key')) {
          const repeated = firstPage.slice(-2).reverse()
          body.txs = [...repeated, ...body.txs.slice(2)]
        } else firstPage = body.txs
        served++
        return HttpResponse.json(body)
      }),
    )
    const { result } = render({ account: move.busyAccount.bech32, chainIds: ['move-1'], pageSize: 10 })
    await waitFor(() => expect(settled(result.current.txs)).toBe(true))
    act(() => result.current.txs.fetchNextPage())
    await waitFor(() => expect(served).toBe(2))
    await waitFor(() => expect(result.current.txs.items.length).toBeGreaterThan(10))
    await waitFor(() => expect(settled(result.current.txs)).toBe(true))
    const all = ids(result.current.txs)
    expect(all.length).toBe(18)
    expect(new Set(all).size).toBe(all.length)
  })

  test('behavior: the registry down: one error in words for the list, each named chain failed with it', async () => {
    const { result } = render(
      { account: account.bech32, chainIds: ['evm-1', 'move-1'] },
      `${origin}/no-registry-here`,
    )
    await waitFor(() => expect(result.current.txs.error).not.toBeNull(), { timeout: 10_000 })
    expect(result.current.txs.error).toMatchObject({ service: 'Registry' })
    expect(result.current.txs.chains.map((chain) => [chain.chainId, chain.state])).toEqual([
      ['evm-1', 'error'],
      ['move-1', 'error'],
    ])
    expect(result.current.txs.isPending).toBe(false)
  }, 15_000)

  test('parameters: evmChainId picks which minievm chain the EVM list shows', async () => {
    // a second minievm rollup, served by the same devnet indexer
    await serveTwoEvmRegistry(server, origin)
    const { result } = render(
      { account: account.bech32, chainIds: 'all', evmChainId: 'evm-2', lists: ['evm'] },
      `${origin}/two-evm`,
    )
    await waitFor(() => expect(settled(result.current.evm)).toBe(true))
    expect(result.current.evmChainIds).toEqual(['evm-1', 'evm-2'])
    expect(result.current.evmChainId).toBe('evm-2')
    expect(result.current.evm.chains.map((chain) => chain.chainId)).toEqual(['evm-2'])
    expect(result.current.evm.items.length).toBeGreaterThan(0)
    expect(result.current.evm.items.every((row) => row.chainId === 'evm-2')).toBe(true)
  })
})
