import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { type ReactNode, StrictMode } from 'react'
import { expect, inject, test } from 'vitest'
import { nobleToL1, usdcL1 } from '../../test/bridgeRequests.ts'
import { cosmosTestWallet } from '../../test/wallets.ts'
import { createMemoryStorage } from '../bridge/store/storage.ts'
import { createRegistryClient } from '../registry/client.ts'
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

test('default: the hook takes the provider router through a transfer, and keeps it in history', async () => {
  const wallet = await cosmosTestWallet(inject('devnetChains'))
  const storage = createMemoryStorage()
  const completed: string[] = []
  const { result, unmount } = renderHook(
    () =>
      useBridgeTransfer({
        wallet,
        storage,
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
  // simulated by default, on the REST the router names for Noble: the escrow ibc-go makes, the amount quoted
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

test('default: a chain the provider’s registry lists is simulated on the registry’s REST, not looked up at the router', async () => {
  const wallet = await cosmosTestWallet(inject('devnetChains'), undefined, 1)
  const asked: string[] = []
  const recording: typeof fetch = (input, init) => {
    asked.push(new Request(input, init).url)
    return fetch(input, init)
  }
  const registry = createRegistryClient({
    network: { url: `${inject('devnetUrl')}/registry` },
    fetch: recording,
  })
  const { result, unmount } = renderHook(
    () =>
      useBridgeTransfer({
        wallet,
        storage: createMemoryStorage(),
        quoteDebounceMs: 0,
        polling: { minIntervalMs: 20, maxIntervalMs: 300 },
      }),
    {
      wrapper: ({ children }) => (
        <QueryClientProvider client={new QueryClient()}>
          <RollscopeProvider
            network={registry}
            router={{ baseUrl: inject('devnetRouter'), fetch: recording }}
          >
            {children}
          </RollscopeProvider>
        </QueryClientProvider>
      ),
    },
  )
  // the L1's USDC back to Noble: a MsgTransfer on initiation-2, which the devnet's registry lists
  act(() =>
    result.current.setRequest({
      sourceChainId: 'initiation-2',
      sourceDenom: usdcL1,
      destChainId: 'noble-1',
      destDenom: 'uusdc',
      amountIn: '1500000',
    }),
  )
  await waitFor(() => expect(result.current.state.status).toBe('quoted'))
  act(() => result.current.submit())
  await waitFor(() => expect(result.current.state.status).toBe('completed'), { timeout: 10_000 })
  const [tx] = result.current.transfers[0]!.txs
  // the voucher burned by ibc-go on its way back (the signer's outflow), as simulated
  expect(tx?.simulation?.changes).toContainEqual({
    denom: usdcL1,
    amount: '1500000',
    direction: 'out',
    isFee: false,
  })
  expect(asked.some((url) => url.endsWith('/registry/chains.json'))).toBe(true)
  // the router was not asked for the L1's REST: the registry named it
  expect(asked.filter((url) => url.includes('/v2/info/chains'))).toEqual([])
  unmount()
}, 30_000)
