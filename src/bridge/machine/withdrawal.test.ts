// The withdrawal phases as pure transitions: what each event does to a stored record.
import { expect, test } from 'vitest'
import type { StatusResponse } from '../../router/schemas.ts'
import type { TransferRecord } from '../types.ts'
import { transferTransition } from './transition.ts'

const start = { l2ChainId: 'minievm-1', l1ChainId: 'initia-1', bridgeId: '1', to: 'init1to', amount: '5' }
const opHop = (state: string, overall = 'STATE_PENDING'): StatusResponse => ({
  state: overall,
  transfer_sequence: [
    { op_init_transfer: { from_chain_id: 'minievm-1', to_chain_id: 'initia-1', state, txs: {} } },
  ],
})
const tracking: TransferRecord = {
  version: 3,
  id: 'w1',
  createdAt: 1,
  updatedAt: 1,
  request: {
    sourceChainId: 'minievm-1',
    sourceDenom: 'u',
    destChainId: 'initia-1',
    destDenom: 'u',
    amountIn: '5',
  },
  route: {
    source_asset_denom: 'u',
    source_asset_chain_id: 'minievm-1',
    dest_asset_denom: 'u',
    dest_asset_chain_id: 'initia-1',
    amount_in: '5',
    amount_out: '5',
    operations: [],
    chain_ids: ['minievm-1', 'initia-1'],
    required_chain_addresses: ['minievm-1', 'initia-1'],
    txs_required: 1,
  },
  addressList: ['0xfrom', 'init1to'],
  slippagePercent: '1',
  msgs: null,
  txs: [
    { chainId: 'minievm-1', txHash: '0xL2', tracked: true, status: null, pending: null, unknownSince: null },
  ],
  currentTx: 0,
  phase: 'tracking',
  error: null,
  broadcastAt: 2,
  droppedTxHashes: [],
  withdrawal: null,
}
const status = (s: StatusResponse, withdrawal = true) =>
  ({
    type: 'statusReceived',
    status: s,
    autoContinue: true,
    unknownTimeoutMs: 1000,
    ...(withdrawal && { withdrawal: start }),
  }) as const
const apply = (record: TransferRecord, ...events: Parameters<typeof transferTransition>[1][]) =>
  events.reduce((current, event) => transferTransition(current, event, 5) ?? current, record)

const finalizing = apply(tracking, status(opHop('OPINIT_TRANSFER_SENT')))
const claiming = apply(
  finalizing,
  { type: 'withdrawalFound', sequence: 7 },
  { type: 'withdrawalProven', claimableAt: 4 },
  { type: 'withdrawalClaimable' },
  { type: 'resumed' },
)

test('behavior: the op hop on its way starts finalizing; without an executor the router decides', () => {
  expect(finalizing.phase).toBe('finalizing')
  expect(finalizing.withdrawal).toMatchObject({
    ...start,
    sequence: null,
    claimableAt: null,
    claimTxHash: null,
  })
  expect(apply(tracking, status(opHop('OPINIT_TRANSFER_SENT'), false)).phase).toBe('tracking')
  // a failed rollup tx never waits for a claim
  expect(apply(tracking, status(opHop('OPINIT_TRANSFER_SENT', 'STATE_COMPLETED_ERROR'))).phase).toBe('failed')
})

test("behavior: found, proven, claimable, and the user's resume claims", () => {
  expect(claiming.phase).toBe('claiming')
  expect(claiming.withdrawal).toMatchObject({ sequence: 7, claimableAt: 4 })
  // claimable only once the claim time is known
  expect(apply(finalizing, { type: 'withdrawalClaimable' }).phase).toBe('finalizing')
})

test('behavior: a refused claim keeps the rollup tx; a reload mid-signature offers the claim again', () => {
  const refused = apply(
    claiming,
    { type: 'claimSigned', txHash: 'C1' },
    { type: 'claimFailed', error: { name: 'UserRejectedError', message: 'no' } },
  )
  expect(refused.phase).toBe('claimable')
  expect(refused.withdrawal?.claimTxHash).toBeNull()
  expect(refused.txs[0]?.txHash).toBe('0xL2')
  expect(apply(claiming, { type: 'reloaded' }).phase).toBe('claimable')
  const sent = apply(claiming, { type: 'claimSigned', txHash: 'C1' }, { type: 'claimBroadcast', at: 5 })
  expect(apply(sent, { type: 'reloaded' })).toMatchObject({
    phase: 'claiming',
    withdrawal: { claimTxHash: 'C1' },
  })
})

test("behavior: while claiming, only the funds' arrival completes it, and a reported failure ends it", () => {
  expect(apply(claiming, status(opHop('OPINIT_TRANSFER_SENT'))).phase).toBe('claiming')
  expect(apply(claiming, status(opHop('OPINIT_TRANSFER_RECEIVED', 'STATE_COMPLETED_SUCCESS'))).phase).toBe(
    'completed',
  )
  expect(apply(claiming, status(opHop('OPINIT_TRANSFER_UNKNOWN', 'STATE_COMPLETED_ERROR'))).phase).toBe(
    'failed',
  )
})

test("behavior: without the rollup's executor any more, the router follows the transfer again", () => {
  expect(apply(finalizing, { type: 'withdrawalUnfollowed' }).phase).toBe('tracking')
})

test('behavior: a transfer the router abandons while claiming, resumed, waits for its funds without a new claim', () => {
  const sent = apply(claiming, { type: 'claimSigned', txHash: 'C1' }, { type: 'claimBroadcast', at: 5 })
  const abandoned = apply(sent, status(opHop('OPINIT_TRANSFER_SENT', 'STATE_ABANDONED')))
  expect(abandoned.phase).toBe('abandoned')
  const resumed = apply(abandoned, { type: 'resumed' }, status(opHop('OPINIT_TRANSFER_SENT')))
  expect(resumed).toMatchObject({ phase: 'claiming', withdrawal: { claimTxHash: 'C1' } })
})
