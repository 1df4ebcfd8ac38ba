import { errorRecordOf } from '../../errors/record.ts'
import {
  InterruptedSignatureError,
  SignatureRequiredError,
  TrackTimeoutError,
  TransferAbandonedError,
  TransferFailedError,
  TransferStateUnknownError,
} from '../../errors/transfer.ts'
import type { MsgsResponse, StatusResponse } from '../../router/schemas.ts'
import { overallState, releaseOf, routerMessageOf } from '../../router/status.ts'
import type { PendingTxRef } from '../../wallet/types.ts'
import type { StoredError, TransferRecord } from '../types.ts'
import { isTerminal, isWaitingPhase } from './phases.ts'
import {
  claimArrived,
  newWithdrawal,
  startsFinalizing,
  type WithdrawalEvent,
  type WithdrawalStart,
  withdrawalTransition,
} from './withdrawal.ts'

// Pure state transitions: no I/O, no clock (times come in events), every case switched exhaustively.
// The effects runner (controller.ts) does the I/O and feeds the results back as events.

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
  | {
      type: 'statusReceived'
      status: StatusResponse
      autoContinue: boolean
      unknownTimeoutMs: number
      /** The OPinit withdrawal this tx starts, when the kit can follow it to its claim. */
      withdrawal?: WithdrawalStart | undefined
    }
  | { type: 'resumed' }
  /** Found in storage with nobody driving it (a reload, a closed tab). */
  | { type: 'reloaded' }
  | WithdrawalEvent

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
        error: errorRecordOf(new TrackTimeoutError(record.currentTx + 1)),
      })
    case 'statusReceived': {
      const claiming = record.phase === 'claiming' ? record.withdrawal : null
      if ((record.phase !== 'tracking' && !claiming) || !current) return record
      // while claiming, the funds' arrival on L1 moves the transfer on, and a failure the router reports ends it
      const arrived = claiming ? claimArrived(event.status, claiming) : false
      const state = arrived ? 'success' : overallState(event.status)
      if (claiming && !arrived && state !== 'error' && state !== 'abandoned')
        return next({ txs: withCurrent({ status: event.status }) })
      const unknownSince = state === 'unknown' ? (current.unknownSince ?? now) : null
      const txs = withCurrent({ status: event.status, unknownSince })
      if (!claiming && event.withdrawal && startsFinalizing(event.status, event.withdrawal))
        return next({
          txs,
          // tracked again after its claim went out (an abandoned transfer resumed): wait for the funds
          phase: record.withdrawal?.claimedAt != null ? 'claiming' : 'finalizing',
          withdrawal: record.withdrawal ?? newWithdrawal(event.withdrawal),
          error: null,
        })
      if (state === 'success') {
        const nextTx = record.currentTx + 1
        if (nextTx >= record.txs.length) return next({ txs, phase: 'completed', error: null })
        return next({
          txs,
          currentTx: nextTx,
          phase: event.autoContinue ? 'signing' : 'actionRequired',
          error: event.autoContinue
            ? null
            : errorRecordOf(new SignatureRequiredError(nextTx + 1, record.txs.length)),
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
          error: errorRecordOf(new TransferStateUnknownError(words)),
        })
      }
      if (state === 'abandoned')
        return next({
          txs,
          phase: 'abandoned',
          error: errorRecordOf(new TransferAbandonedError()),
        })
      return next({ txs })
    }
    case 'resumed':
      // the user asks for the claim
      if (record.phase === 'claimable') return next({ phase: 'claiming', error: null })
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
        isWaitingPhase(record.phase) ||
        record.phase === 'tracking' ||
        record.phase === 'confirming' ||
        record.phase === 'finalizing'
      )
        return record
      // the page went away while the wallet had the claim: claiming again is safe (a repeat fails on chain)
      if (record.phase === 'claiming')
        return record.withdrawal?.claimTxHash ? record : next({ phase: 'claimable' })
      if (!broadcastAny && (record.phase === 'preparing' || record.phase === 'signingOpHook')) return null
      // signed and saved, then the page went away: the broadcast may or may not have happened
      if (current?.pending) return next({ phase: 'confirming', broadcastAt: now })
      if (current?.txHash) return next({ phase: 'tracking' })
      // the page went away while the wallet had the tx: it may or may not have been sent
      return next({
        phase: 'actionRequired',
        error: errorRecordOf(new InterruptedSignatureError(record.currentTx + 1)),
      })
    default:
      return withdrawalTransition(record, event, now)
  }
}

function statusError(status: StatusResponse): StoredError {
  const words = routerMessageOf(status)
  return errorRecordOf(new TransferFailedError(words))
}
