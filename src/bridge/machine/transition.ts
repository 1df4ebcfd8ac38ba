import { errorRecordOf } from '../../errors/record.ts'
import {
  InterruptedSignatureError,
  SignatureRequiredError,
  TrackTimeoutError,
  TransferAbandonedError,
  TransferFailedError,
  TransferStateUnknownError,
} from '../../errors/transfer.ts'
import type { StatusResponse } from '../../router/schemas.ts'
import { overallState, releaseOf, routerMessageOf } from '../../router/status.ts'
import type { StoredError, TransferRecord, WithdrawalProgress } from '../types.ts'
import type { TransferEvent } from './events.ts'
import { isTerminal, isWaitingPhase } from './phases.ts'
import { claimArrived, newWithdrawal, startsFinalizing } from './withdrawal.ts'

// The transfer machine: one pure transition over every phase, withdrawals included. No I/O, no clock (the time
// comes in as `now`), every event switched exhaustively. The driver (driver/) does the I/O and reports what
// happened as events; the store (store/transferStore.ts) applies them here and saves the result.

export type { TransferEvent } from './events.ts'

/**
 * The next record, or null when the record should be discarded: nothing was ever broadcast, so nothing is
 * lost (a rejected first signature, a reload before the first signature).
 */
export function transition(record: TransferRecord, event: TransferEvent, now: number): TransferRecord | null {
  const next = (changes: Partial<TransferRecord>): TransferRecord => ({
    ...record,
    ...changes,
    updatedAt: now,
  })
  const broadcastAny = record.txs.some((tx) => tx.txHash)
  const current = record.txs[record.currentTx]
  const withCurrent = (changes: Partial<TransferRecord['txs'][number]>) =>
    record.txs.map((tx, index) => (index === record.currentTx ? { ...tx, ...changes } : tx))
  const withdrawal = record.withdrawal
  const withWithdrawal = (
    phase: TransferRecord['phase'],
    changes: Partial<WithdrawalProgress>,
    error: StoredError | null = null,
  ) => next({ phase, withdrawal: { ...withdrawal!, ...changes }, error })

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
    case 'txSimulated':
      if (record.phase !== 'signing' || !current || current.txHash) return record
      return next({ txs: withCurrent({ simulation: event.simulation, notSimulated: undefined }) })
    case 'txNotSimulated':
      if (record.phase !== 'signing' || !current || current.txHash) return record
      return next({ txs: withCurrent({ simulation: undefined, notSimulated: event.reason }) })
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
    // gas on the destination: noted on the transfer, which goes on whatever happens to its gas route
    case 'gasStarted':
      return record.gas && record.gas.transferId === null
        ? { ...record, gas: { ...record.gas, transferId: event.transferId }, updatedAt: now }
        : record
    case 'gasFailed':
      return record.gas && record.gas.error === null
        ? { ...record, gas: { ...record.gas, error: event.error }, updatedAt: now }
        : record
    case 'gasRetried':
      return record.gas
        ? {
            ...record,
            gas: { request: event.request, route: event.route, transferId: event.transferId, error: null },
            updatedAt: now,
          }
        : record
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
    // an OPinit withdrawal after its rollup tx
    case 'withdrawalFound':
      return record.phase === 'finalizing' && withdrawal
        ? withWithdrawal('finalizing', { sequence: event.sequence })
        : record
    case 'withdrawalProven':
      return record.phase === 'finalizing' && withdrawal
        ? withWithdrawal('finalizing', { claimableAt: event.claimableAt })
        : record
    case 'withdrawalClaimable':
      return record.phase === 'finalizing' && withdrawal?.claimableAt != null
        ? withWithdrawal('claimable', {})
        : record
    case 'claimSigned':
      return record.phase === 'claiming' && withdrawal
        ? withWithdrawal('claiming', { claimTxHash: event.txHash })
        : record
    case 'claimBroadcast':
      return record.phase === 'claiming' && withdrawal
        ? withWithdrawal('claiming', { claimedAt: event.at })
        : record
    case 'withdrawalUnfollowed':
      return record.phase === 'finalizing' && withdrawal ? next({ phase: 'tracking' }) : record
    case 'claimFailed':
    case 'claimUnconfirmed':
      return record.phase === 'claiming' && withdrawal
        ? withWithdrawal('claimable', { claimTxHash: null, claimedAt: null }, event.error)
        : record
  }
}

function statusError(status: StatusResponse): StoredError {
  const words = routerMessageOf(status)
  return errorRecordOf(new TransferFailedError(words))
}
