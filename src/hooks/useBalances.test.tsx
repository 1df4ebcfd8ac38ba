// One account's balances on every chain of the devnet's registry, over HTTP: every page, the portfolio grouped by
// origin, a chain answering HTML held apart, hostile balances, and how many requests each chain gets.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import { HttpResponse, http, passthrough } from 'msw'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, inject, test, vi } from 'vitest'
import { bankFixtures, createIndexerDevnet } from '../../packages/devnet/src/isomorphic.ts'
import { setupMswServer } from '../../test/msw.ts'
import { recordRequests } from '../../test/render.tsx'
import { ResponseValidationError } from '../errors/http.ts'
import { RollscopeProvider } from './RollscopeProvider.tsx'
import { type UseBalancesParameters, useBalances } from './useBalances.ts'

const origin = inject('devnetUrl')
const account = createIndexerDevnet({ vm: 'evm', chainId: 'evm-1' }).fixtures.busyAccount
const server = setupMswServer()
const prices = { baseUrl: `${origin}/prices` }

beforeEach(() => {
  server.use(http.all(`${origin}/*`, () => passthrough()))
})
afterEach(() => {
  vi.restoreAllMocks()
})

function render(parameters: UseBalancesParameters, queryClient = new QueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <RollscopeProvider network={{ url: `${origin}/registry` }}>{children}</RollscopeProvider>
    </QueryClientProvider>
  )
  return { ...renderHook(() => useBalances(parameters), { wrapper }), queryClient }
}

const settled = (result: { current: ReturnType<typeof useBalances> }) =>
  result.current.chains.length > 0 &&
  result.current.chains.every((chain) => chain.state !== 'loading' && chain.prices.state !== 'loading')

describe('useBalances', () => {
  test("default: 'all' reads each chain once, groups INIT and USDC across chains, keeps unlisted apart", async () => {
    const urls = recordRequests()
    const { result } = render({ account: account.hex, chainIds: 'all', prices })
    await waitFor(() => expect(settled(result)).toBe(true), { timeout: 10_000 })
    const { chains, portfolio } = result.current
    expect(chains.map((chain) => [chain.chainId, chain.state, chain.account])).toEqual([
      ['initiation-2', 'done', account.bech32],
      ['evm-1', 'done', account.bech32],
      ['move-1', 'done', account.bech32],
    ])
    expect(portfolio.groups.map((group) => [group.symbol, group.balances.map((b) => b.chainId)])).toEqual([
      ['INIT', expect.arrayContaining(['initiation-2', 'evm-1', 'move-1'])],
      ['USDC', expect.arrayContaining(['initiation-2', 'evm-1', 'move-1'])],
      ['ATOM', ['initiation-2']],
    ])
    expect(portfolio.groups[0]!.id).toBe('initia/uinit')
    expect(portfolio.groups[1]!.id).toBe('noble/uusdc')
    // 6 and 18 decimals summed exactly, in 18
    expect(portfolio.groups[0]!.decimals).toBe(18)
    expect(portfolio.unlisted.map((balance) => balance.chainId)).toEqual(['initiation-2', 'evm-1'])
    expect(portfolio.total).toBeGreaterThan(0)
    expect(portfolio.unpriced).toBe(false)
    const bank = urls.filter((url) => url.includes('/cosmos/bank/'))
    const price = urls.filter((url) => url.includes('/prices/'))
    expect(bank).toHaveLength(3)
    expect(price).toHaveLength(3)
  })

  test('behavior: every page through next_key, one query', async () => {
    const urls = recordRequests()
    const { result } = render({ account: bankFixtures.manyDenoms, chainIds: ['initiation-2'], prices })
    await waitFor(() => expect(settled(result)).toBe(true), { timeout: 10_000 })
    const [l1] = result.current.chains
    expect(l1!.pages).toBe(3)
    expect(l1!.balances).toHaveLength(231)
    expect(result.current.portfolio.unlisted).toHaveLength(230)
    expect(urls.filter((url) => url.includes('/cosmos/bank/'))).toHaveLength(3)
    expect(urls.filter((url) => url.includes('pagination.key='))).toHaveLength(2)
  })

  test('behavior: a chain answering HTML fails alone, in its own state, and Retry asks it again', async () => {
    const { result } = render({ account: bankFixtures.failingOnMove, chainIds: 'all', prices })
    await waitFor(() => expect(settled(result)).toBe(true), { timeout: 10_000 })
    const states = Object.fromEntries(result.current.chains.map((chain) => [chain.chainId, chain.state]))
    expect(states).toEqual({ 'initiation-2': 'done', 'evm-1': 'done', 'move-1': 'error' })
    const move = result.current.chains.find((chain) => chain.chainId === 'move-1')!
    expect(move.error).toBeInstanceOf(ResponseValidationError)
    expect(result.current.portfolio.groups.length).toBeGreaterThan(0)
    const urls = recordRequests()
    move.retry()
    await waitFor(() => expect(urls.some((url) => url.includes('/move-1/rest/cosmos/bank/'))).toBe(true))
    expect(urls.filter((url) => url.includes('/cosmos/bank/'))).toHaveLength(1)
  })

  test('behavior: hostile balances are kept exact and apart, never thrown', async () => {
    const { result } = render({ account: bankFixtures.hostile, chainIds: ['initiation-2'], prices })
    await waitFor(() => expect(settled(result)).toBe(true), { timeout: 10_000 })
    const { portfolio } = result.current
    expect(portfolio.groups[0]!.amount).toBe(BigInt('9'.repeat(77)))
    expect(portfolio.unlisted.map((balance) => balance.denom)).toContain('<img src=x onerror=alert(1)>')
  })

  test('behavior: a negative amount or a next_key that repeats fails the chain, in words', async () => {
    server.use(
      http.get(`${origin}/chains/initiation-2/rest/cosmos/bank/v1beta1/balances/:address`, ({ request }) =>
        new URL(request.url).searchParams.has('pagination.key')
          ? HttpResponse.json({ balances: [], pagination: { next_key: 'AA==', total: '0' } })
          : HttpResponse.json({
              balances: [{ denom: 'uinit', amount: '1' }],
              pagination: { next_key: 'AA==' },
            }),
      ),
      http.get(`${origin}/chains/evm-1/rest/cosmos/bank/v1beta1/balances/:address`, () =>
        HttpResponse.json({ balances: [{ denom: 'uinit', amount: '-5' }], pagination: null }),
      ),
    )
    const { result } = render({ account: account.hex, chainIds: 'all', prices })
    await waitFor(() => expect(settled(result)).toBe(true), { timeout: 10_000 })
    const [l1, evm, move] = result.current.chains
    expect(l1!.error?.message).toMatch(/the pages do not end/)
    expect(evm!.error).toBeInstanceOf(ResponseValidationError)
    expect(move!.state).toBe('done')
  })

  test('behavior: no request again on a re-render or a second mount', async () => {
    const first = render({ account: account.hex, chainIds: 'all', prices })
    await waitFor(() => expect(settled(first.result)).toBe(true), { timeout: 10_000 })
    const urls = recordRequests()
    first.rerender()
    const second = render({ account: account.bech32, chainIds: 'all', prices }, first.queryClient)
    await waitFor(() => expect(settled(second.result)).toBe(true), { timeout: 10_000 })
    expect(urls).toEqual([])
  })
})
