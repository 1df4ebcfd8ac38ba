import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { type ReactNode, StrictMode } from 'react'
import { expect, inject, test } from 'vitest'
import { nobleToL1 } from '../../test/bridgeRequests.ts'
import { cosmosTestWallet } from '../../test/wallets.ts'
import { createRouteTxSimulator } from '../bridge/routeTxSimulator.ts'
import { createMemoryStorage } from '../bridge/store/storage.ts'
import { createRouterClient } from '../router/client.ts'
import { RollscopeProvider } from './RollscopeProvider.tsx'
import { useBridgeTransfer } from './useBridgeTransfer.ts'
import { useRouterClient } from './useRouterClient.ts'

const request = nobleToL1

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <RollscopeProvider router={{ baseUrl: inject('devnetRouter') }}>{children}</RollscopeProvider>
    </QueryClientProvider>
  )
}

// rollscope/cosmjs's simulator (the kit has no default: it encodes with cosmjs, an optional peer)
const simulator = createRouteTxSimulator({ router: createRouterClient({ baseUrl: inject('devnetRouter') }) })

test('default: the hook takes the provider router through a transfer, and keeps it in history', async () => {
  const wallet = await cosmosTestWallet(inject('devnetChains'))
  const storage = createMemoryStorage()
  const completed: string[] = []
  const { result, unmount } = renderHook(
    () =>
      useBridgeTransfer({
        wallet,
        storage,
        simulate: simulator,
        quoteDebounceMs: 0,
        polling: { minIntervalMs: 20, maxIntervalMs: 300 },
        onCompleted: (transfer) => completed.push(transfer.id),
      }),
    { wrapper },
  )
  expect(result.current.state.status).toBe('idle')
  act(() => result.current.setRequest(request))
  await waitFor(() => expect(result.current.state.status).toBe('quoted'))
  act(() => result.current.submit())
  await waitFor(() => expect(result.current.state.status).toBe('completed'), { timeout: 10_000 })

  const { state, transfers } = result.current
  expect(state.status === 'completed' && state.txHash).toMatch(/^[0-9A-F]{64}$/)
  expect(transfers).toHaveLength(1)
  expect(completed).toEqual([transfers[0]!.id])
  // simulated on the REST the router names for Noble: the escrow ibc-go makes, the amount quoted
  expect(transfers[0]!.txs[0]?.simulation?.changes).toContainEqual({
    denom: request.sourceDenom,
    amount: request.amountIn,
    direction: 'out',
    isFee: false,
  })

  act(() => result.current.dismiss(transfers[0]!.id))
  expect(result.current.transfers).toEqual([])
  expect(result.current.state.status).toBe('idle')
  unmount()
}, 30_000)

test('behavior: under StrictMode (effects run twice) the wallet is asked once', async () => {
  const inner = await cosmosTestWallet(inject('devnetChains'))
  let sends = 0
  const wallet = {
    ...inner,
    sendTx: (...args: Parameters<typeof inner.sendTx>) => {
      sends++
      return inner.sendTx(...args)
    },
  }
  const { result, unmount } = renderHook(
    () =>
      useBridgeTransfer({
        wallet,
        storage: createMemoryStorage(),
        quoteDebounceMs: 0,
        polling: { minIntervalMs: 20, maxIntervalMs: 300 },
      }),
    { wrapper: ({ children }) => <StrictMode>{wrapper({ children })}</StrictMode> },
  )
  act(() => result.current.setRequest(request))
  await waitFor(() => expect(result.current.state.status).toBe('quoted'))
  act(() => result.current.submit())
  await waitFor(() => expect(result.current.state.status).toBe('completed'), { timeout: 10_000 })
  unmount()
  expect(sends).toBe(1)
})

test("behavior: without a router anywhere, Initia's mainnet router", () => {
  const { result } = renderHook(() => useRouterClient())
  expect(result.current.baseUrl).toBe('https://router-api.initia.xyz')
})

test('behavior: simulate false signs with the msgs check only, nothing simulated', async () => {
  const wallet = await cosmosTestWallet(inject('devnetChains'))
  const { result, unmount } = renderHook(
    () =>
      useBridgeTransfer({
        wallet,
        storage: createMemoryStorage(),
        simulate: false,
        quoteDebounceMs: 0,
        polling: { minIntervalMs: 20, maxIntervalMs: 300 },
      }),
    { wrapper },
  )
  act(() => result.current.setRequest(request))
  await waitFor(() => expect(result.current.state.status).toBe('quoted'))
  act(() => result.current.submit())
  await waitFor(() => expect(result.current.state.status).toBe('completed'), { timeout: 10_000 })
  const [tx] = result.current.transfers[0]!.txs
  expect([tx?.simulation, tx?.notSimulated]).toEqual([undefined, undefined])
  unmount()
}, 30_000)
