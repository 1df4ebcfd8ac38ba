import type { Phase } from './events.ts'

/**
 * Where a change was read: Cosmos bank events, Move fungible-asset events, EVM ERC-20 `Transfer` logs, or a CW-20
 * contract's `wasm` events.
 */
export type BalanceChangeSource = 'cosmos' | 'move' | 'evm' | 'wasm'

/** One account's net change in one denom from a tx: fees apart from the rest. */
export interface BalanceChange {
  /** The account as the tx names it (`init1…` from Cosmos events, else 0x). */
  account: string
  /** The chain's denom: `uinit`, `ibc/…`, `l2/…`, `evm/<contract>`, `move/<metadata>`, `cw20:<contract>`. */
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
  /** Move stores of no account the tx names (a pool's, an object's): `stores` are their addresses (0x). */
  | { kind: 'unknownStore'; count: number; stores: string[] }
  /** Move stores whose owner the chain did not tell (no answer, or an owner chain that loops or never ends). */
  | { kind: 'unknownOwner'; count: number; stores: string[] }

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
  /**
   * Who owns the Move stores an `unknownStore` issue lists, as `getStoreOwners` asked the chain: by store address
   * (any form), its owners from the direct one up to the account. A primary store counts for its direct owner, any
   * other for the account. A store given `undefined` is one whose owner the chain did not tell (`unknownOwner`).
   */
  storeOwners?: ReadonlyMap<string, readonly string[] | undefined> | undefined
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
