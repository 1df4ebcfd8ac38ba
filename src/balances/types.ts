import type { Phase } from './events.ts'

/** Where a change was read: Cosmos bank events, Move fungible-asset events, or EVM ERC-20 `Transfer` logs. */
export type BalanceChangeSource = 'cosmos' | 'move' | 'evm'

/** One account's net change in one denom from a tx: fees apart from the rest. */
export interface BalanceChange {
  /** The account as the tx names it (`init1…` from Cosmos events, else 0x). */
  account: string
  /** The chain's denom: `uinit`, `ibc/…`, `l2/…`, `evm/<contract>`, `move/<metadata>`. */
  denom: string
  /** How much, in base units, always positive: `direction` says which way. */
  amount: bigint
  direction: 'in' | 'out'
  /** Paid for the tx (or gas refunded), not moved by its messages. */
  isFee: boolean
  source: BalanceChangeSource
  /**
   * The denom was read from the tx (a coin event, or a Move metadata matched to a known denom). False when it was
   * derived from an address alone: a Move metadata (`move/<hex>`) or an ERC-20 contract (`evm/<hex>`) that may
   * belong to a coin the chain names otherwise.
   */
  denomKnown: boolean
}

/** Why some of a tx's movements could not be told; the changes that could are still given. */
export type BalanceChangeIssue =
  | { kind: 'unreadableEvent'; count: number }
  | { kind: 'unreadableAmount'; eventType: string; count: number }
  | { kind: 'unknownStore'; count: number }

export interface BalanceChangesReturnType {
  /** Every change, per account and denom, fees as their own entries. */
  changes: BalanceChange[]
  issues: BalanceChangeIssue[]
}

export interface BalanceChangesOptions {
  /**
   * Denoms the chain may hold (e.g. every denom of its assetlist): they name Move metadata addresses a tx's events
   * carry without a coin event to name them. The tx's own coin and fee denoms are always tried.
   */
  denoms?: Iterable<string> | undefined
}

/** One balance moving by `amount` (negative: out), before netting. */
export interface Movement {
  key: string
  address: string
  denom: string
  amount: bigint
  phase: Phase
  source: BalanceChangeSource
  denomKnown: boolean
  /** The other side's key, when the event names it: how fees are told. */
  counterparty: string | undefined
}
