import type { ErrorRecord } from '../errors/record.ts'
import type { MsgsResponse, OpHookResponse, Route, StatusResponse } from '../router/schemas.ts'
import type { TransferHop } from '../router/status.ts'
import type { PendingTxRef } from '../wallet/types.ts'
import type { TransferPhase, transferRecordVersion } from './machine/phases.ts'

export type { TransferHop, TransferPhase }

/** What the user asked for. */
export interface BridgeRequest {
  sourceChainId: string
  sourceDenom: string
  destChainId: string
  destDenom: string
  /** Base units, as a decimal integer string (`parseAmount` converts a display amount). */
  amountIn: string
  /** Defaults to the wallet's address on the destination chain. */
  recipient?: string | undefined
}

export interface TransferTx {
  chainId: string
  /** Set the moment the wallet returns it, before anything else. */
  txHash: string | null
  /** Registered with the router's track endpoint. */
  tracked: boolean
  /** The router's last status answer. */
  status: StatusResponse | null
  /** While `confirming`: what is known of a broadcast that got no clear answer. */
  pending: PendingTxRef | null
  /** When the router first answered `STATE_UNKNOWN` for this tx (reset by any other state). */
  unknownSince: number | null
  /**
   * What the chain's simulation of this Cosmos tx, as its signer, showed just before the wallet was asked to sign
   * it; absent for an EVM tx, a tx not simulated (no `simulate` option) and records written before simulations.
   */
  simulation?: TxSimulationSummary | null | undefined
  /** Why this Cosmos tx was signed without a simulation (no REST known for its chain), for developers. */
  notSimulated?: string | null | undefined
}

/** A simulation's gas and the signer's balance changes it showed (the network fee apart), as stored. */
export interface TxSimulationSummary {
  gasUsed: string
  /** The signer's changes, in base units as decimal strings. */
  changes: { denom: string; amount: string; direction: 'in' | 'out'; isFee: boolean }[]
  /** When it was simulated (ms since the epoch). */
  at: number
}

/** An error as stored: the class name (e.g. `UserRejectedError`) and its message. */
export type StoredError = ErrorRecord

/** A submitted transfer: versioned and serialisable, stored before the first signature request. */
export interface TransferRecord {
  version: typeof transferRecordVersion
  id: string
  createdAt: number
  updatedAt: number
  request: BridgeRequest
  route: Route
  /** One address per `route.required_chain_addresses` entry. */
  addressList: string[]
  slippagePercent: string
  /** This submit's own msgs: never those of an older quote. */
  msgs: MsgsResponse | null
  txs: TransferTx[]
  currentTx: number
  phase: TransferPhase
  error: StoredError | null
  /** When the current tx was broadcast (for the status poll's pace), or its broadcast became uncertain. */
  broadcastAt: number | null
  /** Hashes the chain never included (their nonce went to another tx), kept for the record. */
  droppedTxHashes: string[]
  /** An OPinit withdrawal's way to its claim on L1, once its rollup tx is on its way; null otherwise. */
  withdrawal: WithdrawalProgress | null
  /** Gas on the destination brought with this transfer, as the review showed it; null or absent without. */
  gas?: GasOnDestinationRecord | null | undefined
  /** On a gas route's own record: the id of the transfer it brings gas for. */
  gasFor?: string | null | undefined
}

/**
 * Gas on the destination: a second route, for the destination chain's fee token, that the user saw and kept on in
 * the review. It is signed as a transfer of its own once this transfer's first tx is broadcast.
 */
export interface GasOnDestinationRecord {
  request: BridgeRequest
  route: Route
  /** The gas route's own record, once started. */
  transferId: string | null
  /** Why it did not go (a refused signature, a failed msgs request), when it did not. */
  error: StoredError | null
}

/** Where an OPinit withdrawal is, from the rollup's executor and the L1. */
export interface WithdrawalProgress {
  l2ChainId: string
  l1ChainId: string
  bridgeId: string
  /** The receiver on L1 and the amount, as quoted: the executor's record must match them. */
  to: string
  amount: string
  /** The executor's sequence for it, once found. */
  sequence: number | null
  /** When the claim opens (ms since the epoch), once its output is proposed on L1. */
  claimableAt: number | null
  /** The claim tx, saved before its broadcast. */
  claimTxHash: string | null
  /** When the claim was broadcast. */
  claimedAt: number | null
}

export type BridgeState =
  | { status: 'idle'; request: BridgeRequest | null; route: null; error: Error | null }
  | {
      status: 'quoting'
      request: BridgeRequest
      /** The previous quote while a new one loads (for display only: never submitted). */
      route: Route | null
      /** Why the last submit did not go through, kept while the quote refreshes. */
      error: Error | null
    }
  | {
      status: 'quoted'
      request: BridgeRequest
      route: Route
      quotedAt: number
      expiresAt: number
      /** Why the last submit did not go through (e.g. the user rejected it in the wallet). */
      error: Error | null
    }
  | {
      status: TransferPhase
      request: BridgeRequest
      route: Route
      transfer: TransferRecord
      /** The hash and chain of the tx in progress (or the last one), once broadcast; every hash is in `transfer.txs`. */
      txHash: string | null
      chainId: string | null
      /** The router's last status answer for that tx. */
      lastStatus: StatusResponse | null
      hops: TransferHop[]
      error: Error | null
    }

export type BridgeStatus = BridgeState['status']

export type { MsgsResponse, OpHookResponse, Route, StatusResponse }
