import { describe, expect, test } from 'vitest'
import { SignatureRequiredError } from '../../errors/transfer.ts'
import type { MsgsResponse, Route, StatusResponse } from '../../router/schemas.ts'
import { hopsOf } from '../../router/status.ts'
import type { BridgeRequest, BridgeState, TransferRecord } from '../types.ts'
import { bridgeTransition, initialBridgeState } from './bridgeState.ts'
import { transferState } from './transferState.ts'
import { transferTransition } from './transition.ts'

const request: BridgeRequest = {
  sourceChainId: 'initiation-2',
  sourceDenom: 'uinit',
  destChainId: 'noble-1',
  destDenom: 'uusdc',
  amountIn: '1000000',
}
const route = {
  source_asset_chain_id: 'initiation-2',
  source_asset_denom: 'uinit',
  dest_asset_chain_id: 'noble-1',
  dest_asset_denom: 'uusdc',
  amount_in: '1000000',
  amount_out: '990000',
  operations: [],
  chain_ids: ['initiation-2', 'noble-1'],
  required_chain_addresses: ['initiation-2', 'noble-1'],
  txs_required: 2,
  estimated_route_duration_seconds: 30,
} as Route
const msgs: MsgsResponse = {
  txs: [
    { cosmos_tx: { chain_id: 'initiation-2', signer_address: 'init1a', msgs: [] } },
    { cosmos_tx: { chain_id: 'noble-1', signer_address: 'noble1a', msgs: [] } },
  ],
}
const status = (state: string, extra: Partial<StatusResponse> = {}): StatusResponse => ({
  state,
  transfer_sequence: [],
  ...extra,
})
const record = (changes: Partial<TransferRecord> = {}): TransferRecord => ({
  version: 3,
  id: 't1',
  createdAt: 1,
  updatedAt: 1,
  request,
  route,
  addressList: [],
  slippagePercent: '1',
  msgs: null,
  txs: [],
  currentTx: 0,
  phase: 'preparing',
  error: null,
  broadcastAt: null,
  droppedTxHashes: [],
  withdrawal: null,
  ...changes,
})
const signing = () => transferTransition(record(), { type: 'msgsReceived', msgs, addressList: [] }, 2)!
const tracking = (at = 0) =>
  transferTransition(
    {
      ...signing(),
      currentTx: at,
      txs: signing().txs.map((tx, i) => (i < at ? { ...tx, txHash: `H${i}` } : tx)),
    },
    { type: 'txBroadcast', txHash: `H${at}`, chainId: msgs.txs[at]!.cosmos_tx!.chain_id, at: 10 },
    3,
  )!

describe('bridgeTransition', () => {
  const quoting: BridgeState = { status: 'quoting', request, route: null, error: null }
  const quoted = bridgeTransition(quoting, { type: 'quoteSucceeded', request, route, at: 100, ttlMs: 30_000 })

  test('behavior: a complete request is quoted; an incomplete one is idle', () => {
    expect(bridgeTransition(initialBridgeState, { type: 'requestChanged', request })).toEqual(quoting)
    const zero = { ...request, amountIn: '0' }
    expect(bridgeTransition(quoting, { type: 'requestChanged', request: zero })).toMatchObject({
      status: 'idle',
    })
    expect(bridgeTransition(quoting, { type: 'requestChanged', request: null })).toMatchObject({
      status: 'idle',
    })
  })

  test('behavior: the same request does not re-quote; a new one keeps the old route on screen', () => {
    expect(bridgeTransition(quoted, { type: 'requestChanged', request })).toBe(quoted)
    const more = { ...request, amountIn: '2000000' }
    expect(bridgeTransition(quoted, { type: 'requestChanged', request: more })).toEqual({
      status: 'quoting',
      request: more,
      route,
      error: null,
    })
  })

  test('behavior: a quote answers its own request only', () => {
    expect(quoted).toMatchObject({ status: 'quoted', route, quotedAt: 100, expiresAt: 30_100 })
    const stale = { ...request, amountIn: '5' }
    expect(
      bridgeTransition(quoting, { type: 'quoteSucceeded', request: stale, route, at: 1, ttlMs: 1 }),
    ).toBe(quoting)
    expect(bridgeTransition(quoting, { type: 'quoteFailed', request: stale, error: new Error('x') })).toBe(
      quoting,
    )
  })

  test('behavior: a failed quote is idle with the error', () => {
    const error = new Error('no route')
    expect(bridgeTransition(quoting, { type: 'quoteFailed', request, error })).toEqual({
      status: 'idle',
      request,
      route: null,
      error,
    })
  })

  test('behavior: an expired quote is quoted again', () => {
    expect(bridgeTransition(quoted, { type: 'quoteExpired' })).toMatchObject({ status: 'quoting', route })
    expect(bridgeTransition(quoting, { type: 'quoteExpired' })).toBe(quoting)
  })

  test('behavior: a submit shows the transfer; a failed submit returns to the quote with its reason, quoted afresh', () => {
    const shown = bridgeTransition(quoted, { type: 'transferChanged', transfer: record(), error: null })
    expect(shown).toMatchObject({ status: 'preparing', transfer: { id: 't1' } })
    const rejected = new Error('rejected')
    const back = bridgeTransition(shown, { type: 'submitFailed', error: rejected })
    expect(back).toMatchObject({ status: 'quoted', route, error: rejected })
    // expired at once, so the msgs of that quote are never reused
    expect(bridgeTransition(back, { type: 'quoteExpired' })).toMatchObject({
      status: 'quoting',
      error: rejected,
    })
    expect(bridgeTransition(quoted, { type: 'submitFailed', error: rejected })).toBe(quoted)
  })

  test('behavior: a transfer in flight ignores new requests; a finished one gives way', () => {
    const inFlight = transferState(tracking(), null)
    expect(
      bridgeTransition(inFlight, { type: 'requestChanged', request: { ...request, amountIn: '7' } }),
    ).toBe(inFlight)
    const done = transferState({ ...tracking(), phase: 'completed' }, null)
    expect(bridgeTransition(done, { type: 'requestChanged', request })).toMatchObject({ status: 'quoting' })
  })

  test('behavior: reset is idle from anywhere', () => {
    expect(bridgeTransition(transferState(tracking(), null), { type: 'reset' })).toBe(initialBridgeState)
  })
})

describe('transferTransition', () => {
  test('behavior: preparing, the op-hook, then msgs make one tx per msgs entry', () => {
    expect(transferTransition(record(), { type: 'opHookRequested' }, 2)?.phase).toBe('signingOpHook')
    expect(signing()).toMatchObject({
      phase: 'signing',
      currentTx: 0,
      msgs,
      txs: [
        { chainId: 'initiation-2', txHash: null, tracked: false, status: null },
        { chainId: 'noble-1', txHash: null, tracked: false, status: null },
      ],
    })
    expect(transferTransition(tracking(), { type: 'msgsReceived', msgs, addressList: [] }, 4)).toEqual(
      tracking(),
    )
  })

  test('behavior: wallet steps move between approving, signing and broadcasting only', () => {
    const approving = transferTransition(signing(), { type: 'walletStep', step: 'approving' }, 3)!
    expect(approving.phase).toBe('approving')
    expect(transferTransition(approving, { type: 'walletStep', step: 'broadcasting' }, 4)?.phase).toBe(
      'broadcasting',
    )
    expect(transferTransition(tracking(), { type: 'walletStep', step: 'signing' }, 4)).toEqual(tracking())
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
    expect(transferTransition(signing(), { type: 'sendFailed', error }, 3)).toBeNull()
    const second = { ...tracking(1), phase: 'signing' as const }
    expect(transferTransition(second, { type: 'sendFailed', error }, 5)).toMatchObject({
      phase: 'actionRequired',
      error,
    })
  })

  test('behavior: a router that never sees the tx hands it to the user, and resuming waits afresh', () => {
    const timedOut = transferTransition(tracking(), { type: 'trackTimedOut' }, 700_000)!
    expect(timedOut).toMatchObject({ phase: 'actionRequired', error: { name: 'TrackTimeoutError' } })
    expect(transferTransition(timedOut, { type: 'resumed' }, 800_000)).toMatchObject({
      phase: 'tracking',
      broadcastAt: 800_000,
    })
    expect(transferTransition(signing(), { type: 'trackTimedOut' }, 5)).toEqual(signing())
  })

  test('behavior: tracked once', () => {
    expect(transferTransition(tracking(), { type: 'tracked' }, 4)?.txs[0]?.tracked).toBe(true)
  })

  test('behavior: a pending status keeps tracking and keeps the status', () => {
    const pending = status('STATE_PENDING')
    const next = transferTransition(
      tracking(),
      { type: 'statusReceived', unknownTimeoutMs: 60_000, status: pending, autoContinue: true },
      5,
    )
    expect(next).toMatchObject({ phase: 'tracking', txs: [{ status: pending }, {}] })
  })

  test('behavior: success moves to the next tx: signing when the user is here, else it waits for them', () => {
    const done = status('STATE_COMPLETED_SUCCESS')
    expect(
      transferTransition(
        tracking(),
        { type: 'statusReceived', unknownTimeoutMs: 60_000, status: done, autoContinue: true },
        5,
      ),
    ).toMatchObject({ phase: 'signing', currentTx: 1, error: null })
    const waiting = transferTransition(
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
      transferTransition(
        tracking(1),
        { type: 'statusReceived', unknownTimeoutMs: 60_000, status: done, autoContinue: true },
        5,
      ),
    ).toMatchObject({ phase: 'completed', currentTx: 1 })
  })

  test('behavior: state only in transfers[0] counts too', () => {
    const legacy = { transfers: [{ state: 'STATE_COMPLETED_SUCCESS' }] } as StatusResponse
    expect(
      transferTransition(
        tracking(1),
        { type: 'statusReceived', unknownTimeoutMs: 60_000, status: legacy, autoContinue: true },
        5,
      )?.phase,
    ).toBe('completed')
  })

  test('behavior: an error is a refund when the funds were released on the source chain, else a failure', () => {
    const failed = status('STATE_COMPLETED_ERROR', { error: { message: 'ack error' } })
    expect(
      transferTransition(
        tracking(),
        { type: 'statusReceived', unknownTimeoutMs: 60_000, status: failed, autoContinue: true },
        5,
      ),
    ).toMatchObject({ phase: 'failed', error: { message: 'The transfer failed: ack error' } })
    const refunded = status('STATE_COMPLETED_ERROR', {
      transfer_asset_release: { chain_id: 'initiation-2', denom: 'uinit', released: true },
    })
    expect(
      transferTransition(
        tracking(),
        { type: 'statusReceived', unknownTimeoutMs: 60_000, status: refunded, autoContinue: true },
        5,
      )?.phase,
    ).toBe('refunded')
  })

  test('behavior: abandoned, then resumed, tracks again', () => {
    const abandoned = transferTransition(
      transferTransition(tracking(), { type: 'tracked' }, 4)!,
      {
        type: 'statusReceived',
        unknownTimeoutMs: 60_000,
        status: status('STATE_ABANDONED'),
        autoContinue: true,
      },
      5,
    )!
    expect(abandoned.phase).toBe('abandoned')
    expect(transferTransition(abandoned, { type: 'resumed' }, 6)).toMatchObject({
      phase: 'tracking',
      broadcastAt: 6,
      error: null,
      txs: [{ tracked: false }, {}],
    })
  })

  test('behavior: resuming waits for the next signature, or tracking when the hash is known', () => {
    const waiting = { ...tracking(1), phase: 'actionRequired' as const, txs: signing().txs }
    expect(transferTransition({ ...waiting, currentTx: 1 }, { type: 'resumed' }, 6)?.phase).toBe('signing')
    expect(
      transferTransition({ ...tracking(), phase: 'actionRequired' }, { type: 'resumed' }, 6)?.phase,
    ).toBe('tracking')
    expect(transferTransition(tracking(), { type: 'resumed' }, 6)).toEqual(tracking())
  })

  test('behavior: after a reload, nothing signed is dropped, a lost signature asks the user, a hash tracks on', () => {
    expect(transferTransition(record(), { type: 'reloaded' }, 9)).toBeNull()
    expect(transferTransition(record({ phase: 'signingOpHook' }), { type: 'reloaded' }, 9)).toBeNull()
    expect(
      transferTransition({ ...signing(), phase: 'broadcasting' }, { type: 'reloaded' }, 9),
    ).toMatchObject({
      phase: 'actionRequired',
      error: { name: 'InterruptedSignatureError' },
    })
    expect(transferTransition({ ...tracking(), phase: 'broadcasting' }, { type: 'reloaded' }, 9)?.phase).toBe(
      'tracking',
    )
    const done = { ...tracking(), phase: 'completed' as const }
    expect(transferTransition(done, { type: 'reloaded' }, 9)).toBe(done)
  })
})

test('hopsOf: one hop per transfer_sequence entry, unknown kinds kept, txs with their links', () => {
  const hops = hopsOf({
    state: 'STATE_PENDING',
    transfer_sequence: [
      {
        ibc_transfer: {
          from_chain_id: 'initiation-2',
          to_chain_id: 'noble-1',
          state: 'TRANSFER_RECEIVED',
          packet_txs: {
            send_tx: { chain_id: 'initiation-2', tx_hash: 'A', explorer_link: 'https://x/A' },
            receive_tx: null,
          },
        },
      },
      { future_transfer: { src_chain_id: 'a', dst_chain_id: 'b', state: 'FUTURE_SENT', txs: {} } },
    ],
  })
  expect(hops).toEqual([
    {
      kind: 'ibc_transfer',
      fromChainId: 'initiation-2',
      toChainId: 'noble-1',
      state: 'TRANSFER_RECEIVED',
      txs: [{ chainId: 'initiation-2', txHash: 'A', explorerLink: 'https://x/A', role: 'send' }],
    },
    { kind: 'future_transfer', fromChainId: 'a', toChainId: 'b', state: 'FUTURE_SENT', txs: [] },
  ])
})
