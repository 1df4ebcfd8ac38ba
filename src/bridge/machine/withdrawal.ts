// An OPinit withdrawal's way after its rollup tx: finalizing (its output, then the finalization period),
// claimable (the user signs the claim on L1), claiming (until the funds arrive). What an answer about it means;
// transition.ts applies it.
import type { StatusResponse } from '../../router/schemas.ts'
import { hopsOf, overallState } from '../../router/status.ts'
import type { WithdrawalProgress } from '../types.ts'

/** The withdrawal a tx starts: its rollup, L1, bridge, and the receiver and amount the quote names. */
export type WithdrawalStart = Pick<
  WithdrawalProgress,
  'l2ChainId' | 'l1ChainId' | 'bridgeId' | 'to' | 'amount'
>

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
