import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { setupMswServer } from '../../test/msw.ts'
import type { TransferRecord } from '../bridge/types.ts'
import type { ExecutorWithdrawal } from '../opinit/schemas.ts'
import { withdrawalKey } from '../opinit/withdrawal.ts'
import type { WalletAdapter } from '../wallet/types.ts'
import { useOpBridge } from './useOpBridge.ts'
import { useOpClaimableAt } from './useOpClaimableAt.ts'
import { useOpOutput } from './useOpOutput.ts'
import { useOpWithdrawal } from './useOpWithdrawal.ts'
import { useOpWithdrawalClaimed } from './useOpWithdrawalClaimed.ts'
import { useOpWithdrawals } from './useOpWithdrawals.ts'
import { useOtherWithdrawals } from './useOtherWithdrawals.ts'

afterEach(cleanup)

const executorUrl = 'http://executor.test'
const l1RestUrl = 'http://l1.test'
const client = { executorUrl, l1RestUrl }
const user = 'init1user'

// shaped as opinit-bots' QueryWithdrawalResponse; sequence 1 is proven, 2 waits for its output
const withdrawal = (sequence: number, extra: Partial<ExecutorWithdrawal> = {}): ExecutorWithdrawal => ({
  sequence,
  to: user,
  from: 'init1from',
  amount: { denom: 'uinit', amount: String(sequence * 100) },
  output_index: 0,
  bridge_id: 7,
  withdrawal_proofs: null,
  version: 'AQ==',
  storage_root: null,
  last_block_hash: null,
  tx_hash: `HASH${sequence}`,
  ...extra,
})
const proven = (sequence: number) =>
  withdrawal(sequence, {
    output_index: 3,
    storage_root: 'AA==',
    last_block_hash: 'AA==',
    withdrawal_proofs: [],
  })
const proposedAt = '2026-01-01T00:00:00Z'

const server = setupMswServer()
function serve(list: ExecutorWithdrawal[], claimed: readonly string[] = []) {
  const requests: string[] = []
  server.use(
    http.all('*', ({ request }) => void requests.push(request.url)),
    http.get(`${executorUrl}/withdrawals/:address`, () =>
      HttpResponse.json({ withdrawals: list, next: null }),
    ),
    http.get(`${executorUrl}/withdrawal/:sequence`, ({ params }) =>
      HttpResponse.json(list.find((item) => String(item.sequence) === params.sequence)),
    ),
    http.get(`${l1RestUrl}/opinit/ophost/v1/bridges/7`, () =>
      HttpResponse.json({ bridge_id: '7', bridge_config: { finalization_period: '60s' } }),
    ),
    http.get(`${l1RestUrl}/opinit/ophost/v1/bridges/7/outputs/3`, () =>
      HttpResponse.json({ output_index: '3', output_proposal: { l1_block_time: proposedAt } }),
    ),
    http.get(`${l1RestUrl}/opinit/ophost/v1/bridges/7/withdrawals/claimed/by_hash`, ({ request }) =>
      HttpResponse.json({
        claimed: claimed.includes(new URL(request.url).searchParams.get('withdrawal_hash') ?? ''),
      }),
    ),
  )
  return requests
}

function render<result>(hook: () => result) {
  const queryClient = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  return renderHook(hook, { wrapper })
}

describe('OPinit hooks, over HTTP to an executor and an L1 REST', () => {
  test('default: each read', async () => {
    serve([proven(1), withdrawal(2)])
    const { result } = render(() => ({
      withdrawal: useOpWithdrawal({ client, sequence: 1 }),
      list: useOpWithdrawals({ client, address: user }),
      bridge: useOpBridge({ client, bridgeId: 7 }),
      output: useOpOutput({ client, bridgeId: 7, outputIndex: 3 }),
      claimableAt: useOpClaimableAt({ client, withdrawal: proven(1) }),
      notYet: useOpClaimableAt({ client, withdrawal: withdrawal(2) }),
    }))
    await waitFor(() => expect(Object.values(result.current).every((query) => query.isSuccess)).toBe(true))
    expect(result.current.withdrawal.data?.output_index).toBe(3)
    expect(result.current.list.data?.withdrawals?.map((item) => item.sequence)).toEqual([1, 2])
    expect(result.current.bridge.data?.bridge_config.finalization_period).toBe('60s')
    expect(result.current.output.data?.output_proposal.l1_block_time).toBe(proposedAt)
    expect(result.current.claimableAt.data).toBe(Date.parse(proposedAt) + 60_000)
    expect(result.current.notYet.data).toBeNull()
  })

  test('default: whether the L1 has a withdrawal claimed, asked by its key', async () => {
    serve([proven(1), proven(2)], [await withdrawalKey(proven(1))])
    const { result } = render(() => [
      useOpWithdrawalClaimed({ client, withdrawal: proven(1) }),
      useOpWithdrawalClaimed({ client, withdrawal: proven(2) }),
    ])
    await waitFor(() => expect(result.current.map((query) => query.data)).toEqual([true, false]))
  })

  test('parameters: query.select narrows, query.enabled false sends no request', async () => {
    const requests = serve([proven(1), withdrawal(2)])
    const { result } = render(() => ({
      sequences: useOpWithdrawals({
        client,
        address: user,
        query: { select: (data) => data.withdrawals?.map((item) => item.sequence) ?? [] },
      }),
      claimed: useOpWithdrawalClaimed({
        client,
        withdrawal: proven(1),
        query: { enabled: false },
      }),
    }))
    await waitFor(() => expect(result.current.sequences.data).toEqual([1, 2]))
    expect(result.current.claimed.fetchStatus).toBe('idle')
    expect(requests.some((url) => url.includes('/claimed/'))).toBe(false)
  })

  test('behavior: each read waits for its parameters', () => {
    const requests = serve([])
    const { result } = render(() => [
      useOpWithdrawal({ client, sequence: undefined }),
      useOpWithdrawals({ client, address: undefined }),
      useOpOutput({ client, bridgeId: 7, outputIndex: undefined }),
    ])
    for (const query of result.current) expect(query.fetchStatus).toBe('idle')
    expect(requests).toEqual([])
  })
})

describe('useOtherWithdrawals', () => {
  const wallet = {
    getAddress: async () => user,
    sendTx: async () => ({ txHash: 'CLAIM' }),
  } as unknown as WalletAdapter
  const opWithdrawals = { executors: { 'rollup-1': executorUrl }, l1RestUrl, l1ChainId: 'initiation-2' }

  test('default: the unclaimed ones to the user, with when each can be claimed', async () => {
    serve(
      [proven(1), withdrawal(2), proven(3), withdrawal(4, { to: 'init1else' })],
      [await withdrawalKey(proven(3))],
    )
    const { result } = render(() => useOtherWithdrawals({ wallet, opWithdrawals }))
    await waitFor(() => expect(result.current.query.isSuccess).toBe(true))
    expect(result.current.withdrawals).toEqual([
      { l2ChainId: 'rollup-1', withdrawal: proven(1), claimableAt: Date.parse(proposedAt) + 60_000 },
      { l2ChainId: 'rollup-1', withdrawal: withdrawal(2), claimableAt: null },
    ])
  })

  test('behavior: the withdrawals of transfers the page follows are left out', async () => {
    serve([proven(1), withdrawal(2)])
    const followed = {
      withdrawal: { l2ChainId: 'rollup-1', sequence: 1, to: user, amount: '100' },
      txs: [],
    } as unknown as TransferRecord
    const { result } = render(() => useOtherWithdrawals({ wallet, opWithdrawals, transfers: [followed] }))
    await waitFor(() => expect(result.current.query.isSuccess).toBe(true))
    expect(result.current.withdrawals.map((found) => found.withdrawal.sequence)).toEqual([2])
  })

  test('behavior: a claim whose fresh record at the executor pays someone else is never signed', async () => {
    serve([proven(1)])
    const sent: unknown[] = []
    const counting = {
      ...wallet,
      sendTx: async (tx: unknown) => {
        sent.push(tx)
        return { txHash: 'CLAIM', chainId: 'initiation-2' }
      },
    }
    const { result } = render(() => useOtherWithdrawals({ wallet: counting as WalletAdapter, opWithdrawals }))
    await waitFor(() => expect(result.current.withdrawals).toHaveLength(1))
    // the executor's record changed since the listing
    server.use(
      http.get(`${executorUrl}/withdrawal/1`, () => HttpResponse.json({ ...proven(1), to: 'init1attacker' })),
    )
    await act(() => result.current.claim(result.current.withdrawals[0]!))
    // the claim is a mutation: its state reaches the hook in TanStack's next batch
    await waitFor(() => expect(result.current.claiming?.error?.name).toBe('WithdrawalMismatchError'))
    expect(sent).toEqual([])

    // the record pays the user again: the claim is signed
    server.use(http.get(`${executorUrl}/withdrawal/1`, () => HttpResponse.json(proven(1))))
    await act(() => result.current.claim(result.current.withdrawals[0]!))
    await waitFor(() => expect(result.current.claiming).toBeNull())
    expect(sent).toHaveLength(1)
  })

  test('parameters: query.enabled false sends no request', async () => {
    const requests = serve([proven(1)])
    const { result } = render(() => ({
      others: useOtherWithdrawals({ wallet, opWithdrawals, query: { enabled: false } }),
      list: useOpWithdrawals({ client, address: user }),
    }))
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true))
    expect(result.current.others.query.fetchStatus).toBe('idle')
    expect(requests.filter((url) => url.includes('/withdrawals/'))).toHaveLength(1)
  })
})
