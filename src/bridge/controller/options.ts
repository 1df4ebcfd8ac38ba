import type { RouteRequest, RouterClient } from '../../router/client.ts'
import type { WalletAdapter } from '../../wallet/types.ts'
import type { Clock } from '../driver/clock.ts'
import type { SimulateRouteTx } from '../driver/context.ts'
import type { OpWithdrawalsOptions } from '../driver/opinitAccess.ts'
import type { PollingOptions } from '../driver/polling.ts'
import type { RouteChoices } from '../form/routePreference.ts'
import type { GasQuote } from '../gas/quote.ts'
import type { TransferStorage } from '../store/storage.ts'
import type { BridgeRequest, BridgeState, TransferRecord } from '../types.ts'

// The bridge controller's public shape: its options, callbacks and methods.

/** What the user chose at the review besides the quote. */
export interface SubmitChoice {
  /** Gas on the destination, as the review showed it; null or absent for none. */
  gas?: GasQuote | null | undefined
}

export interface BridgeCallbacks {
  /** The wallet signed tx `transfer.currentTx` (it is being broadcast). */
  onSigned?: (transfer: TransferRecord) => void
  /**
   * The tx is on its way and its hash is in `transfer.txs`. The record is saved, or, when the browser's
   * storage failed, kept in memory and saved again (the state's `error` says so).
   */
  onBroadcast?: (transfer: TransferRecord) => void
  /** The router registered the tx. */
  onTracked?: (transfer: TransferRecord) => void
  onCompleted?: (transfer: TransferRecord) => void
  /** Failed, refunded or abandoned. */
  onFailed?: (transfer: TransferRecord) => void
  /**
   * Something the bridge ignored or set aside without stopping: a status answer about another tx, a save
   * that failed after a broadcast. Also written to the console.
   */
  onAnomaly?: (error: Error, transfer: TransferRecord | null) => void
}

export interface BridgeControllerOptions extends BridgeCallbacks, RouteChoices {
  router: RouterClient
  wallet: WalletAdapter
  /** Where transfers survive reloads. Default: localStorage in a browser, memory elsewhere. Read once, at creation. */
  storage?: TransferStorage | undefined
  /** Slippage tolerance in percent, as the router takes it. Default "1". */
  slippagePercent?: string | undefined
  /** Quiet time after the last `setRequest` before a quote is requested (`quoteNow` skips it). Default 200 ms. */
  quoteDebounceMs?: number | undefined
  /** A quote older than this is refreshed. Default 30 s. */
  quoteTtlMs?: number | undefined
  /**
   * Raw route request fields, sent as given after those of `routePreference`, `bridges`, `smartRelay` and
   * `allowUnsafe` (so they win). A change of any of these quotes again, once.
   */
  routeOptions?: Partial<RouteRequest> | undefined
  polling?: PollingOptions | undefined
  /** The most transfers kept: beyond it the oldest finished ones are evicted, unfinished ones never. Default 100. */
  maxHistory?: number | undefined
  /** How long to wait for the router to register a broadcast tx before asking the user. Default 10 min. */
  trackTimeoutMs?: number | undefined
  /**
   * How long a broadcast that got no clear answer is looked for (at the router and, through the wallet
   * adapter's `checkTx`, on the chain) before it counts as never sent. Default 90 s.
   */
  confirmTimeoutMs?: number | undefined
  /** How long the router may answer `STATE_UNKNOWN` before the user is asked. Default 2 min. */
  unknownStateTimeoutMs?: number | undefined
  /** With a storage that cannot `subscribe`, how often other tabs' changes are read. Default 3 s. */
  storagePollMs?: number | undefined
  /**
   * DANGEROUS: sign the router's msgs even when the kit cannot match them to the quote (unknown message
   * types, more funds than quoted, other receivers). A compromised or buggy router can then take the user's
   * funds. Default false: such msgs are refused with `MsgsMismatchError` before any signature.
   */
  allowUnverifiedMsgs?: boolean | undefined
  /**
   * Simulates each Cosmos tx of a route on its chain, as its signer, after its msgs and before the wallet is asked
   * to sign it (`routeTxSimulator` makes one from the chains' REST). A tx whose simulation takes more from the
   * signer than the quote (amount in plus the declared fees, per denom; the network fee apart) is refused with
   * `SimulatedOutflowError`; a simulation the chain refuses, with its error; a chain that does not answer within
   * `simulateTimeoutMs`, with `SimulationUnavailableError`. Nothing is signed in any of these, and trying again
   * simulates again. EVM txs are not simulated. Without it, txs are checked against the quote statically only.
   */
  simulate?: SimulateRouteTx | undefined
  /** How long a simulation may take before the chain counts as not answering. Default 20 s. */
  simulateTimeoutMs?: number | undefined
  /** Time, for tests. Default: the real clock. Read once, at creation. */
  clock?: Clock | undefined
  /**
   * Follow OPinit withdrawals (rollup to L1) to their claim: after the rollup tx the transfer is `finalizing`
   * (the executor's output, then the bridge's finalization period), then `claimable`, and `resume` signs
   * `MsgFinalizeTokenWithdrawal` on L1 (`claiming`) until the funds arrive.
   */
  opWithdrawals?: OpWithdrawalsOptions | undefined
}

export interface BridgeController {
  getState(): BridgeState
  /** Stored transfers, newest first. */
  getTransfers(): readonly TransferRecord[]
  subscribe(listener: () => void): () => void
  setRequest(request: BridgeRequest | null): void
  /**
   * Asks for the quote waiting out the typing pause now: call it when the input is settled (the amount field
   * loses focus, Enter, a paste). Never a second route call for the same request.
   */
  quoteNow(): void
  /**
   * From `quoted`: runs the transfer to a terminal state. Ignored anywhere else, so a double click is harmless.
   * `gas`: a gas route the user saw and kept on (see `useGasOnDestination`), signed as a transfer of its own once
   * this one's first tx is broadcast; stored with it.
   */
  submit(choice?: SubmitChoice): void
  /** Back to idle. A transfer in flight goes on in the background and stays in `transfers`. */
  reset(): void
  /** Shows a stored transfer and continues it: the next signature, tracking again, or a withdrawal's claim. */
  resume(id: string): void
  /**
   * Gas on the destination that was never sent (the page closed before its gas route was signed, or nothing of it
   * was broadcast), asked for again by the user: `quote` asks the router for the stored gas route again (the same
   * fee token, worth the same USD at today's price; nothing signed), `bring` signs a quote the user was shown, once
   * (ignored when the gas route is on its way, or another tab drives the transfer). `startsHere`: this page starts
   * the transfer's gas route (it saw the transfer's first broadcast, or `bring`); without it, a gas route with no
   * record of its own after that broadcast was never sent. `mayBring`: this page may bring it (it drives the
   * transfer, or the transfer is over); another tab's live transfer starts its own gas route.
   */
  gas: {
    quote(id: string, signal?: AbortSignal): Promise<GasQuote>
    bring(id: string, quote: GasQuote): void
    startsHere(id: string): boolean
    mayBring(id: string): boolean
  }
  /** Removes a finished (or abandoned-by-the-user) transfer from history. Not one in flight. */
  dismiss(id: string): void
  /** Loads stored transfers and continues the unfinished ones. */
  start(): void
  /** Stops timers and requests; unfinished transfers continue on the next `start`. */
  stop(): void
  setOptions(options: BridgeControllerOptions): void
}
