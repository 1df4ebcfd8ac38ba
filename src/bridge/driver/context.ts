// What a transfer's driver works with: its I/O (router, wallet, store, clock), its settings, and the callbacks
// it reports through. Shared by the driver and its withdrawal part.
import type { RouterClient } from '../../router/client.ts'
import type { CosmosTx } from '../../router/schemas.ts'
import type { WalletAdapter } from '../../wallet/types.ts'
import type { TransferStore } from '../store/transferStore.ts'
import type { TransferRecord } from '../types.ts'
import type { Clock } from './clock.ts'
import type { PollingOptions } from './polling.ts'
import type { OpinitAccess } from './withdrawalStart.ts'

export interface DriverSettings {
  /** Sign msgs the kit could not match to the quote. Dangerous: see `BridgeControllerOptions`. */
  allowUnverifiedMsgs: boolean
  /** How long the router may take to register a broadcast tx before the user is asked. */
  trackTimeoutMs: number
  /** How long a broadcast without a clear answer is looked for before it counts as never sent. */
  confirmTimeoutMs: number
  /** How long `STATE_UNKNOWN` is waited out before the user is asked. */
  unknownStateTimeoutMs: number
  polling: PollingOptions | undefined
  /** How long the chain may take to simulate a tx before it counts as not answering. */
  simulateTimeoutMs: number
}

/** What the chain's simulation of a tx answered: its gas and its events (`cosmos/tx/v1beta1/simulate`'s `result.events`). */
export interface RouteTxSimulation {
  gasUsed: bigint | string
  events: unknown
  /** Events the simulator left out (a body with too many): the rest cannot be checked. */
  eventsOmitted?: number | undefined
}

/**
 * A tx the simulator could not send to its chain because it knows no REST (LCD) for the chain: it is signed as
 * before, checked against the quote statically, and the transfer view says it was not simulated.
 */
export interface RouteTxNotSimulated {
  notSimulated: true
  /** Why, for developers (shown behind the transfer view's words). */
  reason: string
}

/**
 * Simulates one of the route's Cosmos txs on its chain, as its signer (`tx.signer_address`) would send it: the
 * same messages, the signer's account and sequence. Rejects when the chain refuses it or does not answer; resolves
 * `{ notSimulated }` when it knows no way to reach the chain.
 */
export type SimulateRouteTx = (
  tx: CosmosTx,
  options: { signal: AbortSignal },
) => Promise<RouteTxSimulation | RouteTxNotSimulated>

export interface DriverContext {
  router: RouterClient
  wallet: WalletAdapter
  /** Simulates each Cosmos tx before the wallet is asked to sign it; without it, txs are checked statically only. */
  simulate?: SimulateRouteTx | undefined
  store: TransferStore
  clock: Clock
  settings: DriverSettings
  /** Whether the user is looking at this transfer now (the next tx of a multi-tx route may ask at once). */
  isWatched(id: string): boolean
  /** The wallet signed the current tx (it is being broadcast). */
  onSigned(record: TransferRecord): void
  /** The current tx's hash is known and the tx is on its way; the record is saved (or being saved again). */
  onBroadcast(record: TransferRecord): void
  onTracked(record: TransferRecord): void
  /** Something was ignored or set aside (an answer about another tx); reported, never steering the transfer. */
  onAnomaly(error: Error, record: TransferRecord): void
  /** The live error of a failed step, before the record records it. */
  onStepError(id: string, error: Error): void
  /** OPinit executors and the L1's REST, to follow withdrawals to their claim; without it the router decides. */
  opinit?: OpinitAccess | undefined
}
