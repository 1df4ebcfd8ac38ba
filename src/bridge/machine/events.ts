// Everything that can happen to a stored transfer, withdrawals included: the driver (and the controller, for
// `resumed` and `reloaded`) reports each as an event, and `transition` alone says what it does to the record.
import type { MsgsResponse, StatusResponse } from '../../router/schemas.ts'
import type { PendingTxRef } from '../../wallet/types.ts'
import type { BridgeRequest, Route, StoredError, TxSimulationSummary } from '../types.ts'
import type { WithdrawalStart } from './withdrawal.ts'

export type TransferEvent =
  | { type: 'opHookRequested' }
  | { type: 'msgsReceived'; msgs: MsgsResponse; addressList: string[] }
  /** The chain simulated the current tx and it takes no more than the quote: what it showed, before the signature. */
  | { type: 'txSimulated'; simulation: TxSimulationSummary }
  /** The current tx could not be simulated (no REST known for its chain): signed as checked statically. */
  | { type: 'txNotSimulated'; reason: string }
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
  /** The gas route's own transfer was created, with this id (gas on the destination). */
  | { type: 'gasStarted'; transferId: string }
  /** The gas route did not go (its signature refused, its msgs not given): the transfer itself goes on. */
  | { type: 'gasFailed'; error: StoredError }
  /**
   * The user asked for a gas route that was never sent (the page closed before it started, or nothing of it was
   * broadcast), quoted again: its own record has this id.
   */
  | { type: 'gasRetried'; transferId: string; request: BridgeRequest; route: Route }
  /** Found in storage with nobody driving it (a reload, a closed tab). */
  | { type: 'reloaded' }

  // an OPinit withdrawal after its rollup tx: finalizing, claimable, claiming
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
