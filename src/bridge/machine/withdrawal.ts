// An OPinit withdrawal's way after its rollup tx: finalizing (its output, then the finalization period),
// claimable (the user signs the claim on L1), claiming (until the funds arrive). Pure, like transition.ts.
import type { StatusResponse } from '../../router/schemas.ts'
import { hopsOf, overallState } from '../../router/status.ts'
import type { StoredError, TransferRecord, WithdrawalProgress } from '../types.ts'

/** The withdrawal a tx starts: its rollup, L1, bridge, and the receiver and amount the quote names. */
export type WithdrawalStart = Pick<
  WithdrawalProgress,
  'l2ChainId' | 'l1ChainId' | 'bridgeId' | 'to' | 'amount'
>

export type WithdrawalEvent =
  /** The executor has the withdrawal under this sequence. */
  | { type: 'withdrawalFound'; sequence: number }
  /** Its output is proposed on L1: the claim opens at `claimableAt`. */
  | { type: 'withdrawalProven'; claimableAt: number }
  /** The finalization period is over. */
  | { type: 'withdrawalClaimable' }
  /** The claim is signed and its hash known, not broadcast yet: saved first. */
  | { type: 'claimSigned'; txHash: string }
  | { type: 'claimBroadcast'; at: number }
  /** The claim was refused before it was sent (declined, or the executor's record does not match). */
  | { type: 'claimFailed'; error: StoredError }
  /** The claim was sent but the funds did not arrive in time: the user may claim again (a repeat fails harmlessly). */
  | { type: 'claimUnconfirmed'; error: StoredError }
  /** The app no longer names this rollup's executor: the router alone follows the transfer again. */
  | { type: 'withdrawalUnfollowed' }

const received = (state: string | undefined) => /RECEIVED|SUCCESS/.test(state ?? '')

/** The op hop leaving the withdrawal's rollup, as the router reports it. */
const withdrawalHop = (status: StatusResponse, l2ChainId: string) =>
  hopsOf(status).find((hop) => hop.kind === 'op_init_transfer' && hop.fromChainId === l2ChainId)

/**
 * Whether a status answer about the rollup tx starts the wait for finalization: the router shows the op hop on
 * its way (or calls the whole transfer done without it having arrived), and nothing failed.
 */
export function startsFinalizing(status: StatusResponse, start: WithdrawalStart): boolean {
  const state = overallState(status)
  if (state === 'error' || state === 'abandoned') return false
  const hop = withdrawalHop(status, start.l2ChainId)
  return hop ? !received(hop.state) : state === 'success'
}

/** Whether a status answer while claiming says the funds arrived on L1. */
export function claimArrived(status: StatusResponse, withdrawal: WithdrawalProgress): boolean {
  const hop = withdrawalHop(status, withdrawal.l2ChainId)
  return hop ? received(hop.state) : overallState(status) === 'success'
}

export function newWithdrawal(start: WithdrawalStart): WithdrawalProgress {
  return { ...start, sequence: null, claimableAt: null, claimTxHash: null, claimedAt: null }
}

export function withdrawalTransition(
  record: TransferRecord,
  event: WithdrawalEvent,
  now: number,
): TransferRecord {
  const withdrawal = record.withdrawal
  if (!withdrawal) return record
  const next = (
    phase: TransferRecord['phase'],
    changes: Partial<WithdrawalProgress>,
    error: StoredError | null = null,
  ) => ({
    ...record,
    phase,
    withdrawal: { ...withdrawal, ...changes },
    error,
    updatedAt: now,
  })
  switch (event.type) {
    case 'withdrawalFound':
      return record.phase === 'finalizing' ? next('finalizing', { sequence: event.sequence }) : record
    case 'withdrawalProven':
      return record.phase === 'finalizing' ? next('finalizing', { claimableAt: event.claimableAt }) : record
    case 'withdrawalClaimable':
      return record.phase === 'finalizing' && withdrawal.claimableAt !== null ? next('claimable', {}) : record
    case 'claimSigned':
      return record.phase === 'claiming' ? next('claiming', { claimTxHash: event.txHash }) : record
    case 'claimBroadcast':
      return record.phase === 'claiming' ? next('claiming', { claimedAt: event.at }) : record
    case 'withdrawalUnfollowed':
      return record.phase === 'finalizing' ? { ...record, phase: 'tracking', updatedAt: now } : record
    case 'claimFailed':
    case 'claimUnconfirmed':
      return record.phase === 'claiming'
        ? next('claimable', { claimTxHash: null, claimedAt: null }, event.error)
        : record
  }
}
