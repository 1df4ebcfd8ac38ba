// useTransferHistory over HTTP: the devnet's registry (the L1, evm-1 and move-1 list indexers), their indexers
// answering with recorded tx bodies (msw), a router that knows some txs and not others.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import { delay, HttpResponse, http, passthrough } from 'msw'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, inject, test } from 'vitest'
import { setupMswServer } from '../../test/msw.ts'
import type { Tx } from '../indexer/txs.ts'
import { prefetchTransferHistory } from '../query/transferHistory.ts'
import { registryClientOf } from '../registry/client.ts'
import { createRouterClient } from '../router/client.ts'
import { RollscopeProvider } from './RollscopeProvider.tsx'
import { type UseTransferHistoryParameters, useTransferHistory } from './useTransferHistory.ts'

const origin = inject('devnetUrl')
const server = setupMswServer()
const sample = (path: string) =>
  JSON.parse(readFileSync(resolve(process.cwd(), `../shared/specs/samples/${path}.json`), 'utf8'))
const account = 'init1kw2unuhgfa6mz6r0ehrzlr9k9ftjk7pql8u5fm'
const withdrawal: Tx = sample('indexer/tx-record-evm-op-initiate-token-withdrawal')
const deposit: Tx = sample('indexer/tx-record-l1-op-initiate-token-deposit')
const bankSend: Tx = sample('indexer/txs-by-account-item-wasm-msgsend-kvindexer')
const page = (txs: Tx[]) =>
  HttpResponse.json({ txs, pagination: { previous_key: null, next_key: null, total: '0' } })
/** The L1's tx as Initia's core indexer lists it: without data, raw_log, logs or info. */
const { data, raw_log, logs, info, ...coreDeposit } = deposit
const notFound = () => HttpResponse.json({ code: 5, message: 'tx not found', details: [] }, { status: 404 })

let indexerRequests: Record<string, number>
beforeEach(() => {
  indexerRequests = {}
  server.use(
    http.get(`${origin}/:chain/indexer/tx/v1/txs/by_account/:account`, ({ params }) => {
      const chain = String(params.chain)
      indexerRequests[chain] = (indexerRequests[chain] ?? 0) + 1
      // evm-1 lists the same withdrawal twice, out of order with a bank send; the L1 its deposit
      return chain === 'evm-1'
        ? page([bankSend, withdrawal, withdrawal])
        : page(chain === 'initiation-2' ? [coreDeposit as Tx] : [])
    }),
    // the router knows the withdrawal and not the deposit (made by hand on another app)
    http.get('https://router.test/v2/tx/status', ({ request }) =>
      new URL(request.url).searchParams.get('tx_hash') === withdrawal.txhash
        ? HttpResponse.json(sample('router/status-pending-cctp-sent'))
        : notFound(),
    ),
    http.post('https://router.test/v2/tx/track', () =>
      HttpResponse.json(sample('router/track-error-404-chain-not-supported'), { status: 404 }),
    ),
    http.all(`${origin}/*`, () => passthrough()),
  )
})

function render(parameters: UseTransferHistoryParameters, queryClient = new QueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <RollscopeProvider network={{ url: `${origin}/registry` }}>{children}</RollscopeProvider>
    </QueryClientProvider>
  )
  return renderHook(() => useTransferHistory({ router: { baseUrl: 'https://router.test' }, ...parameters }), {
    wrapper,
  })
}

const done = (result: { current: ReturnType<typeof useTransferHistory> }) =>
  result.current.chains.length > 0 && result.current.chains.every((chain) => chain.state !== 'loading')

describe('useTransferHistory', () => {
  test('default: every chain with an indexer, each transfer once, the router-less one said in words', async () => {
    const { result } = render({ account })
    await waitFor(() => expect(done(result)).toBe(true), { timeout: 10_000 })
    const { transfers, chains } = result.current
    expect(chains.map((chain) => [chain.chainId, chain.state, chain.indexerRequests])).toEqual([
      ['initiation-2', 'done', 1],
      ['evm-1', 'done', 1],
      ['move-1', 'done', 1],
    ])
    expect(transfers.map((transfer) => [transfer.chainId, transfer.kind, transfer.state])).toEqual([
      ['evm-1', 'opWithdrawal', 'pending'],
      ['initiation-2', 'opDeposit', 'notFollowed'],
    ])
    expect(transfers[1]?.reason).toMatch(/^The router cannot follow this transfer/)
    expect(indexerRequests).toEqual({ 'initiation-2': 1, 'evm-1': 1, 'move-1': 1 })
  })

  test('parameters: transfers: one stored here is not shown again', async () => {
    const stored = {
      txs: [{ txHash: withdrawal.txhash.toLowerCase() }],
      droppedTxHashes: [],
      withdrawal: null,
    }
    const { result } = render({ account, transfers: [stored as never] })
    await waitFor(() => expect(done(result)).toBe(true))
    expect(result.current.transfers.map((transfer) => transfer.kind)).toEqual(['opDeposit'])
  })

  test('behavior: a chain whose indexer is down or slow holds back only its own rows', async () => {
    server.use(
      http.get(`${origin}/move-1/indexer/tx/v1/txs/by_account/:account`, () =>
        HttpResponse.text('upstream down', { status: 503, headers: { 'retry-after': '3600' } }),
      ),
    )
    const { result } = render({ account })
    await waitFor(() => expect(done(result)).toBe(true))
    const move = result.current.chains.find((chain) => chain.chainId === 'move-1')
    expect(move?.state).toBe('error')
    expect(move?.error?.message).toMatch(/^Indexer answered 503/)
    expect(result.current.transfers.map((transfer) => transfer.chainId)).toEqual(['evm-1', 'initiation-2'])

    server.use(
      http.get(`${origin}/move-1/indexer/tx/v1/txs/by_account/:account`, async () => {
        await delay('infinite')
        return page([])
      }),
    )
    const slow = render({ account })
    await waitFor(() =>
      expect(slow.result.current.transfers.map((transfer) => transfer.chainId)).toEqual([
        'evm-1',
        'initiation-2',
      ]),
    )
    expect(slow.result.current.chains.find((chain) => chain.chainId === 'move-1')?.state).toBe('loading')
  })

  test('behavior: prefetched on a server, the hook finds it without asking again', async () => {
    const queryClient = new QueryClient()
    await prefetchTransferHistory(queryClient, {
      registry: registryClientOf({ url: `${origin}/registry` }),
      router: createRouterClient({ baseUrl: 'https://router.test' }),
      account,
      chainIds: ['evm-1'],
    })
    expect(indexerRequests).toEqual({ 'evm-1': 1 })
    const { result } = render({ account, chainIds: ['evm-1'] }, queryClient)
    expect(result.current.transfers.map((transfer) => transfer.kind)).toEqual(['opWithdrawal'])
    expect(indexerRequests).toEqual({ 'evm-1': 1 })
  })
})
