import { RollscopeError } from '../http/errors.ts'
import type { MsgsResponse, StatusResponse } from '../router/schemas.ts'
import type { PendingTxRef } from '../wallet/types.ts'
import { hopsOf, overallState, releaseOf, routerMessageOf } from './status.ts'
import type { BridgeRequest, BridgeState, StoredError, TransferPhase, TransferRecord } from './types.ts'

// Pure state transitions: no I/O, no clock (times come in events), every case switched exhaustively.
// The effects runner (controller.ts) does the I/O and feeds the results back as events.

export type BridgeEvent =
  | { type: 'requestChanged'; request: BridgeRequest | null }
  | { type: 'quoteSucceeded'; request: BridgeRequest; route: Route; at: number; ttlMs: number }
  | { type: 'quoteFailed'; request: BridgeRequest; error: Error }
  | { type: 'quoteExpired' }
  /** A submitted or resumed transfer is shown, with its live error (if any). */
  | { type: 'transferChanged'; transfer: TransferRecord; error: Error | null }
  /** The submit ended before anything was broadcast: back to the quote, with why. */
  | { type: 'submitFailed'; error: Error }
  | { type: 'reset' }

type Route = Extract<BridgeState, { status: 'quoted' }>['route']

export function isComplete(request: BridgeRequest | null): request is BridgeRequest {
  return Boolean(
    request?.sourceChainId &&
      request.sourceDenom &&
      request.destChainId &&
      request.destDenom &&
      /^\d+$/.test(request.amountIn) &&
      BigInt(request.amountIn) > 0n,
  )
}

export const sameRequest = (a: BridgeRequest | null, b: BridgeRequest | null) =>
  JSON.stringify(a) === JSON.stringify(b)

export const initialBridgeState: BridgeState = { status: 'idle', request: null, route: null, error: null }

export function bridgeTransition(state: BridgeState, event: BridgeEvent): BridgeState {
  switch (event.type) {
    case 'requestChanged': {
      // a transfer in flight keeps the screen until it ends or is reset
      if ('transfer' in state && !isTerminal(state.status)) return state
      if (sameRequest(state.request, event.request) && state.status !== 'idle' && !('transfer' in state))
        return state
      if (!isComplete(event.request))
        return { status: 'idle', request: event.request, route: null, error: null }
      const previous = state.status === 'quoted' || state.status === 'quoting' ? state.route : null
      return { status: 'quoting', request: event.request, route: previous, error: null }
    }
    case 'quoteSucceeded':
      // an answer for an older request is stale
      if (state.status !== 'quoting' || !sameRequest(state.request, event.request)) return state
      return {
        status: 'quoted',
        request: event.request,
        route: event.route,
        quotedAt: event.at,
        expiresAt: event.at + event.ttlMs,
        // a wallet rejection stays on screen across re-quotes until the user changes something
        error: state.error,
      }
    case 'quoteFailed':
      if (state.status !== 'quoting' || !sameRequest(state.request, event.request)) return state
      return { status: 'idle', request: event.request, route: null, error: event.error }
    case 'quoteExpired':
      if (state.status !== 'quoted') return state
      return { status: 'quoting', request: state.request, route: state.route, error: state.error }
    case 'transferChanged':
      return transferState(event.transfer, event.error)
    case 'submitFailed':
      if (!('transfer' in state)) return state
      // the quote it came from may be stale by now: quote again, keeping the reason on screen
      return {
        status: 'quoted',
        request: state.request,
        route: state.route,
        quotedAt: state.transfer.createdAt,
        expiresAt: state.transfer.createdAt,
        error: event.error,
      }
    case 'reset':
      return initialBridgeState
  }
}

export type TransferEvent =
  | { type: 'opHookRequested' }
  | { type: 'msgsReceived'; msgs: MsgsResponse; addressList: string[] }
  | { type: 'walletStep'; step: 'approving' | 'signing' | 'broadcasting' }
  /** Signed, hash known, not broadcast yet: saved first, so the tx can be looked for whatever happens next. */
  | { type: 'txSigned'; pending: PendingTxRef & { txHash: string } }
  | { type: 'txBroadcast'; txHash: string; chainId: string; at: number }
  /** The broadcast got no clear answer: look for the tx before anything else. */
  | { type: 'broadcastUncertain'; pending: PendingTxRef; at: number }
  /** The tx being confirmed is on the chain (or the router has seen it). */
  | { type: 'txFound' }
  /** The tx being confirmed never reached the chain: it may be signed again, by the user. */
  | { type: 'txAbsent'; error: StoredError }
  /** The wallet or the chain refused before the tx was broadcast. */
  | { type: 'sendFailed'; error: StoredError }
  /** The wallet answered without saying whether it sent the tx (e.g. no hash): the user checks. */
  | { type: 'sendUncertain'; error: StoredError }
  | { type: 'tracked' }
  /** The router still does not know the broadcast tx after the tracking timeout. */
  | { type: 'trackTimedOut' }
  /**
   * An answer about this tx (the caller checked it names it). `autoContinue`: the user is here, so the next tx
   * of a multi-tx route may ask for a signature at once. `unknownTimeoutMs`: how long `STATE_UNKNOWN` is
   * waited out before the user is asked.
   */
  | { type: 'statusReceived'; status: StatusResponse; autoContinue: boolean; unknownTimeoutMs: number }
  | { type: 'resumed' }
  /** Found in storage with nobody driving it (a reload, a closed tab). */
  | { type: 'reloaded' }

/**
 * The next record, or null when the record should be discarded: nothing was ever broadcast, so nothing is
 * lost (a rejected first signature, a reload before the first signature).
 */
export function transferTransition(
  record: TransferRecord,
  event: TransferEvent,
  now: number,
): TransferRecord | null {
  const next = (changes: Partial<TransferRecord>): TransferRecord => ({
    ...record,
    ...changes,
    updatedAt: now,
  })
  const broadcastAny = record.txs.some((tx) => tx.txHash)
  const current = record.txs[record.currentTx]
  const withCurrent = (changes: Partial<TransferRecord['txs'][number]>) =>
    record.txs.map((tx, index) => (index === record.currentTx ? { ...tx, ...changes } : tx))

  switch (event.type) {
    case 'opHookRequested':
      return record.phase === 'preparing' ? next({ phase: 'signingOpHook' }) : record
    case 'msgsReceived':
      if (record.phase !== 'preparing' && record.phase !== 'signingOpHook') return record
      return next({
        msgs: event.msgs,
        addressList: event.addressList,
        txs: event.msgs.txs.map((tx) => ({
          chainId: tx.cosmos_tx?.chain_id ?? tx.evm_tx?.chain_id ?? tx.svm_tx?.chain_id ?? '',
          txHash: null,
          tracked: false,
          status: null,
          pending: null,
          unknownSince: null,
        })),
        currentTx: 0,
        phase: 'signing',
      })
    case 'walletStep':
      if (!['signing', 'approving', 'broadcasting'].includes(record.phase)) return record
      return next({ phase: event.step })
    case 'txSigned':
      if (!current) return record
      return next({
        txs: withCurrent({
          txHash: event.pending.txHash,
          chainId: event.pending.chainId,
          pending: event.pending,
        }),
        phase: 'broadcasting',
      })
    case 'txBroadcast':
      if (!current) return record
      return next({
        txs: withCurrent({ txHash: event.txHash, chainId: event.chainId, pending: null }),
        phase: 'tracking',
        broadcastAt: event.at,
        error: null,
      })
    case 'broadcastUncertain':
      if (!current) return record
      return next({
        txs: withCurrent({
          txHash: event.pending.txHash ?? null,
          chainId: event.pending.chainId,
          pending: event.pending,
        }),
        phase: 'confirming',
        broadcastAt: event.at,
        error: null,
      })
    case 'txFound':
      if (record.phase !== 'confirming' || !current?.txHash) return record
      return next({ txs: withCurrent({ pending: null }), phase: 'tracking', error: null })
    case 'txAbsent': {
      if (record.phase !== 'confirming' || !current) return record
      const dropped = current.txHash ? [...record.droppedTxHashes, current.txHash] : record.droppedTxHashes
      return next({
        txs: withCurrent({ txHash: null, pending: null, tracked: false, status: null }),
        droppedTxHashes: dropped,
        phase: 'actionRequired',
        error: event.error,
      })
    }
    case 'sendFailed': {
      // a clear refusal: a hash saved before the broadcast belongs to a tx the chain never took
      const txs = current?.txHash ? withCurrent({ txHash: null, pending: null }) : record.txs
      if (!txs.some((tx) => tx.txHash)) return null
      return next({ txs, phase: 'actionRequired', error: event.error })
    }
    case 'sendUncertain':
      return next({ phase: 'actionRequired', error: event.error })
    case 'tracked':
      return current ? next({ txs: withCurrent({ tracked: true }) }) : record
    case 'trackTimedOut':
      if (record.phase !== 'tracking') return record
      return next({
        phase: 'actionRequired',
        error: {
          name: 'TrackTimeoutError',
          message: `The router has not seen transaction ${record.currentTx + 1} yet; the chain may have dropped it. Check it in an explorer, then continue or dismiss.`,
        },
      })
    case 'statusReceived': {
      if (record.phase !== 'tracking' || !current) return record
      const state = overallState(event.status)
      const unknownSince = state === 'unknown' ? (current.unknownSince ?? now) : null
      const txs = withCurrent({ status: event.status, unknownSince })
      if (state === 'success') {
        const nextTx = record.currentTx + 1
        if (nextTx >= record.txs.length) return next({ txs, phase: 'completed', error: null })
        return next({
          txs,
          currentTx: nextTx,
          phase: event.autoContinue ? 'signing' : 'actionRequired',
          error: event.autoContinue
            ? null
            : {
                name: 'SignatureRequiredError',
                message: `Transaction ${nextTx + 1} of ${record.txs.length} needs your signature to continue.`,
              },
        })
      }
      if (state === 'error') {
        const release = releaseOf(event.status)
        const refunded = release?.released === true && release.chainId === record.request.sourceChainId
        return next({ txs, phase: refunded ? 'refunded' : 'failed', error: statusError(event.status) })
      }
      if (state === 'unknown' && unknownSince !== null && now - unknownSince >= event.unknownTimeoutMs) {
        const words = routerMessageOf(event.status)
        return next({
          txs,
          phase: 'actionRequired',
          error: {
            name: 'TransferStateUnknownError',
            message: `The router cannot tell where this transfer is${words ? ` ("${words}")` : ''}. Check the transaction in an explorer, then continue tracking or dismiss.`,
          },
        })
      }
      if (state === 'abandoned')
        return next({
          txs,
          phase: 'abandoned',
          error: { name: 'TransferAbandonedError', message: 'The router stopped following this transfer.' },
        })
      return next({ txs })
    }
    case 'resumed':
      // tracking again gets a fresh wait for the router
      if (record.phase === 'abandoned')
        return next({
          phase: 'tracking',
          txs: withCurrent({ tracked: false }),
          broadcastAt: now,
          error: null,
        })
      if (record.phase !== 'actionRequired') return record
      if (current?.txHash)
        return next({
          phase: 'tracking',
          txs: withCurrent({ unknownSince: null }),
          broadcastAt: now,
          error: null,
        })
      return next({ phase: 'signing', error: null })
    case 'reloaded':
      if (
        isTerminal(record.phase) ||
        record.phase === 'actionRequired' ||
        record.phase === 'tracking' ||
        record.phase === 'confirming'
      )
        return record
      if (!broadcastAny && (record.phase === 'preparing' || record.phase === 'signingOpHook')) return null
      // signed and saved, then the page went away: the broadcast may or may not have happened
      if (current?.pending) return next({ phase: 'confirming', broadcastAt: now })
      if (current?.txHash) return next({ phase: 'tracking' })
      // the page went away while the wallet had the tx: it may or may not have been sent
      return next({
        phase: 'actionRequired',
        error: {
          name: 'InterruptedSignatureError',
          message: `The page closed while your wallet was signing transaction ${record.currentTx + 1}. Check your wallet's activity before signing it again.`,
        },
      })
  }
}

export function isTerminal(status: string): boolean {
  return status === 'completed' || status === 'failed' || status === 'refunded' || status === 'abandoned'
}

export const isActivePhase = (phase: TransferPhase) => !isTerminal(phase) && phase !== 'actionRequired'

function statusError(status: StatusResponse): StoredError {
  const words = routerMessageOf(status)
  return {
    name: 'TransferFailedError',
    message: words ? `The transfer failed: ${words}` : 'The transfer failed on the way.',
  }
}

export function errorOf(stored: StoredError | null): Error | null {
  if (!stored) return null
  const error = new RollscopeError(stored.message)
  error.name = stored.name
  return error
}

/** What a caller sees of a transfer. */
export function transferState(transfer: TransferRecord, error: Error | null): BridgeState {
  const hashed = transfer.txs.filter((tx) => tx.txHash)
  const last = hashed.at(-1)
  const current = transfer.txs[transfer.currentTx]
  return {
    status: transfer.phase,
    request: transfer.request,
    route: transfer.route,
    transfer,
    txHash: current?.txHash ?? last?.txHash ?? null,
    chainId: (current?.txHash ? current.chainId : last?.chainId) ?? null,
    lastStatus: current?.status ?? last?.status ?? null,
    hops: hopsOf(current?.status ?? last?.status ?? null),
    error: error ?? errorOf(transfer.error),
  }
}
