// The one transition over every phase: each event, what it does to a stored record.
import { describe, expect, test } from 'vitest'
import { msgs, record, signing, status, tracking } from '../../../test/transferRecords.ts'
import { SignatureRequiredError } from '../../errors/transfer.ts'
import type { StatusResponse } from '../../router/schemas.ts'
import type { TransferRecord } from '../types.ts'
import { transferState } from './bridgeState.ts'
import { transition } from './transition.ts'

describe('transition', () => {
  test('behavior: preparing, the op-hook, then msgs make one tx per msgs entry', () => {
    expect(transition(record(), { type: 'opHookRequested' }, 2)?.phase).toBe('signingOpHook')
    expect(signing()).toMatchObject({
      phase: 'signing',
      currentTx: 0,
      msgs,
      txs: [
        { chainId: 'initiation-2', txHash: null, tracked: false, status: null },
        { chainId: 'noble-1', txHash: null, tracked: false, status: null },
      ],
    })
    expect(transition(tracking(), { type: 'msgsReceived', msgs, addressList: [] }, 4)).toEqual(tracking())
  })

  test('behavior: wallet steps move between approving, signing and broadcasting only', () => {
    const approving = transition(signing(), { type: 'walletStep', step: 'approving' }, 3)!
    expect(approving.phase).toBe('approving')
    expect(transition(approving, { type: 'walletStep', step: 'broadcasting' }, 4)?.phase).toBe('broadcasting')
    expect(transition(tracking(), { type: 'walletStep', step: 'signing' }, 4)).toEqual(tracking())
  })

  test('behavior: a simulation is kept on the tx about to be signed, and nowhere else', () => {
    const simulation = { gasUsed: '5', changes: [], at: 3 }
    expect(
      transition(signing(), { type: 'txSimulated', simulation }, 3)?.txs.map((tx) => tx.simulation),
    ).toEqual([simulation, undefined])
    expect(transition(tracking(), { type: 'txSimulated', simulation }, 4)).toEqual(tracking())
  })

  test('behavior: the broadcast hash is recorded with its chain and time', () => {
    expect(tracking()).toMatchObject({
      phase: 'tracking',
      broadcastAt: 10,
      txs: [{ txHash: 'H0', chainId: 'initiation-2' }, { txHash: null }],
    })
    expect(transferState(tracking(), null)).toMatchObject({ txHash: 'H0', chainId: 'initiation-2' })
  })

  test('behavior: a refusal before any broadcast discards the record; after one it waits for the user', () => {
    const error = { name: 'UserRejectedError', message: 'rejected' }
    expect(transition(signing(), { type: 'sendFailed', error }, 3)).toBeNull()
    const second = { ...tracking(1), phase: 'signing' as const }
    expect(transition(second, { type: 'sendFailed', error }, 5)).toMatchObject({
      phase: 'actionRequired',
      error,
    })
  })

  test('behavior: a router that never sees the tx hands it to the user, and resuming waits afresh', () => {
    const timedOut = transition(tracking(), { type: 'trackTimedOut' }, 700_000)!
    expect(timedOut).toMatchObject({ phase: 'actionRequired', error: { name: 'TrackTimeoutError' } })
    expect(transition(timedOut, { type: 'resumed' }, 800_000)).toMatchObject({
      phase: 'tracking',
      broadcastAt: 800_000,
    })
    expect(transition(signing(), { type: 'trackTimedOut' }, 5)).toEqual(signing())
  })

  test('behavior: tracked once', () => {
    expect(transition(tracking(), { type: 'tracked' }, 4)?.txs[0]?.tracked).toBe(true)
  })

  test('behavior: a pending status keeps tracking and keeps the status', () => {
    const pending = status('STATE_PENDING')
    const next = transition(
      tracking(),
      { type: 'statusReceived', unknownTimeoutMs: 60_000, status: pending, autoContinue: true },
      5,
    )
    expect(next).toMatchObject({ phase: 'tracking', txs: [{ status: pending }, {}] })
  })

  test('behavior: success moves to the next tx: signing when the user is here, else it waits for them', () => {
    const done = status('STATE_COMPLETED_SUCCESS')
    expect(
      transition(
        tracking(),
        { type: 'statusReceived', unknownTimeoutMs: 60_000, status: done, autoContinue: true },
        5,
      ),
    ).toMatchObject({ phase: 'signing', currentTx: 1, error: null })
    const waiting = transition(
      tracking(),
      { type: 'statusReceived', unknownTimeoutMs: 60_000, status: done, autoContinue: false },
      5,
    )
    expect(waiting).toMatchObject({
      phase: 'actionRequired',
      currentTx: 1,
      error: { name: 'SignatureRequiredError' },
    })
    // what the app is handed is an instance of the stored name's class
    expect(transferState(waiting!, null).error).toBeInstanceOf(SignatureRequiredError)
    expect(
      transition(
        tracking(1),
        { type: 'statusReceived', unknownTimeoutMs: 60_000, status: done, autoContinue: true },
        5,
      ),
    ).toMatchObject({ phase: 'completed', currentTx: 1 })
  })

  test('behavior: state only in transfers[0] counts too', () => {
    const legacy = { transfers: [{ state: 'STATE_COMPLETED_SUCCESS' }] } as StatusResponse
    expect(
      transition(
        tracking(1),
        { type: 'statusReceived', unknownTimeoutMs: 60_000, status: legacy, autoContinue: true },
        5,
      )?.phase,
    ).toBe('completed')
  })

  test('behavior: an error is a refund when the funds were released on the source chain, else a failure', () => {
    const failed = status('STATE_COMPLETED_ERROR', { error: { message: 'ack error' } })
    expect(
      transition(
        tracking(),
        { type: 'statusReceived', unknownTimeoutMs: 60_000, status: failed, autoContinue: true },
        5,
      ),
    ).toMatchObject({ phase: 'failed', error: { message: 'The transfer failed: ack error' } })
    const refunded = status('STATE_COMPLETED_ERROR', {
      transfer_asset_release: { chain_id: 'initiation-2', denom: 'uinit', released: true },
    })
    expect(
      transition(
        tracking(),
        { type: 'statusReceived', unknownTimeoutMs: 60_000, status: refunded, autoContinue: true },
        5,
      )?.phase,
    ).toBe('refunded')
  })

  test('behavior: abandoned, then resumed, tracks again', () => {
    const abandoned = transition(
      transition(tracking(), { type: 'tracked' }, 4)!,
      {
        type: 'statusReceived',
        unknownTimeoutMs: 60_000,
        status: status('STATE_ABANDONED'),
        autoContinue: true,
      },
      5,
    )!
    expect(abandoned.phase).toBe('abandoned')
    expect(transition(abandoned, { type: 'resumed' }, 6)).toMatchObject({
      phase: 'tracking',
      broadcastAt: 6,
      error: null,
      txs: [{ tracked: false }, {}],
    })
  })

  test('behavior: resuming waits for the next signature, or tracking when the hash is known', () => {
    const waiting = { ...tracking(1), phase: 'actionRequired' as const, txs: signing().txs }
    expect(transition({ ...waiting, currentTx: 1 }, { type: 'resumed' }, 6)?.phase).toBe('signing')
    expect(transition({ ...tracking(), phase: 'actionRequired' }, { type: 'resumed' }, 6)?.phase).toBe(
      'tracking',
    )
    expect(transition(tracking(), { type: 'resumed' }, 6)).toEqual(tracking())
  })

  test('behavior: after a reload, nothing signed is dropped, a lost signature asks the user, a hash tracks on', () => {
    expect(transition(record(), { type: 'reloaded' }, 9)).toBeNull()
    expect(transition(record({ phase: 'signingOpHook' }), { type: 'reloaded' }, 9)).toBeNull()
    expect(transition({ ...signing(), phase: 'broadcasting' }, { type: 'reloaded' }, 9)).toMatchObject({
      phase: 'actionRequired',
      error: { name: 'InterruptedSignatureError' },
    })
    expect(transition({ ...tracking(), phase: 'broadcasting' }, { type: 'reloaded' }, 9)?.phase).toBe(
      'tracking',
    )
    const done = { ...tracking(), phase: 'completed' as const }
    expect(transition(done, { type: 'reloaded' }, 9)).toBe(done)
  })
})

describe('transition: an OPinit withdrawal after its rollup tx', () => {
  const start = { l2ChainId: 'minievm-1', l1ChainId: 'initia-1', bridgeId: '1', to: 'init1to', amount: '5' }
  const opHop = (state: string, overall = 'STATE_PENDING'): StatusResponse => ({
    state: overall,
    transfer_sequence: [
      { op_init_transfer: { from_chain_id: 'minievm-1', to_chain_id: 'initia-1', state, txs: {} } },
    ],
  })
  const tracking: TransferRecord = {
    version: 4,
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
      {
        chainId: 'minievm-1',
        txHash: '0xL2',
        tracked: true,
        status: null,
        pending: null,
        unknownSince: null,
      },
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
  const apply = (record: TransferRecord, ...events: Parameters<typeof transition>[1][]) =>
    events.reduce((current, event) => transition(current, event, 5) ?? current, record)

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
    expect(apply(tracking, status(opHop('OPINIT_TRANSFER_SENT', 'STATE_COMPLETED_ERROR'))).phase).toBe(
      'failed',
    )
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
})
