import type { MsgsTx, OpHookResponse } from '../router/schemas.ts'

export type { MsgsTx, OpHookResponse }

/** Where a `sendTx` call is, for a UI that shows approvals and signatures as separate steps. */
export type SendTxStep =
  | { step: 'switching-chain'; chainId: string }
  | { step: 'approving'; token: string; spender: string; amount: string }
  | { step: 'approved'; token: string; txHash: string }
  | { step: 'signing' }
  | { step: 'broadcasting' }

export interface SendTxOptions {
  /** Called as the adapter moves through approvals, signing and broadcasting. */
  onStep?: (step: SendTxStep) => void
  /**
   * Called with the tx's hash the moment it is known, and awaited. A Cosmos adapter (and an EVM one whose
   * wallet can sign without sending) calls it after signing and before broadcasting, with `broadcast: false`:
   * if it rejects (the bridge could not save the hash), the adapter must not broadcast and rethrows it. A
   * wallet that signs and sends in one call reports the hash it returns with `broadcast: true`.
   */
  onTxHash?: (hash: {
    txHash: string
    chainId: string
    broadcast: boolean
    /** The signing account and the sequence (Cosmos) or nonce (EVM) the tx uses, when the adapter knows them. */
    signer?: string
    nonce?: string
  }) => Promise<void> | void
}

/** A Cosmos message as cosmjs and InterwovenKit take it: the protobuf type URL and its value. */
export interface CosmosMessage {
  typeUrl: string
  value: unknown
}

/** Cosmos messages to sign and broadcast as one tx, with the fee the user was shown. */
export interface CosmosTxParameters {
  chainId: string
  messages: readonly CosmosMessage[]
  /** The fee: base-unit amounts and the gas limit, as cosmjs's StdFee. */
  fee: { amount: readonly { denom: string; amount: string }[]; gas: string }
  memo?: string | undefined
}

/** A tx whose broadcast got no clear answer (a dropped connection, a timeout, a 5xx): enough to look for it. */
export interface PendingTxRef {
  chainId: string
  /** Known for Cosmos txs (sha256 of the signed bytes); absent when an EVM wallet failed before returning one. */
  txHash?: string | undefined
  /** The signing account on that chain. */
  signer: string
  /** The account sequence (Cosmos) or nonce (EVM) the tx was signed with, as a decimal string. */
  nonce: string
}

/**
 * What the chain says about a `PendingTxRef`:
 * - `included`: the tx is in a block;
 * - `pending`: not in a block, and the account has not used the nonce yet (it may still land, or never);
 * - `nonceUsed`: not found by hash, and the account has moved past the nonce. With a hash, this tx can never
 *   land (another tx took its nonce); without one, the wallet may have sent it;
 * - a `TxExecutionFailure`: in a block, and it failed there.
 */
export type PendingTxLookup = 'included' | 'pending' | 'nonceUsed' | TxExecutionFailure

/**
 * A tx in a block whose execution failed: the chain took its fee and nonce and undid its messages (a Cosmos tx with
 * a non-zero code; an EVM receipt with status `reverted`).
 */
export interface TxExecutionFailure {
  state: 'failed'
  /** The ABCI code (Cosmos); undefined for an EVM revert. */
  code?: number | undefined
  codespace?: string | undefined
  /** The chain's log, for Details. */
  log: string
}

/** Where an op-hook sits in its route: the adapter adjusts the hook's sequence and waits for accounts from it. */
export interface OpHookContext {
  /** The route's source chain: a hook on the same chain is signed after the source tx's sequence. */
  sourceChainId?: string
  /** The route's destination chain, where the user's account must exist. */
  destChainId?: string
}

/**
 * Signs and broadcasts the router's txs. The bridge calls it; apps pass one (or `combineWallets` of several).
 * `sendTx` resolves once the tx is broadcast (accepted by the chain's mempool or mined, as the chain allows),
 * with the hash the router tracks (64 hex digits, `0x` optional). When the broadcast may or may not have
 * reached the chain, it throws `BroadcastUncertainError`, never a plain error.
 */
export interface WalletAdapter {
  getAddress(chainId: string): Promise<string>
  /** One entry of the msgs response's `txs` (`cosmos_tx` or `evm_tx`); an `evm_tx` performs its approvals first. */
  sendTx(tx: MsgsTx, options?: SendTxOptions): Promise<{ txHash: string; chainId: string }>
  /** Signs the op-hook messages as a Cosmos tx on `hook.chain_id`; returns the signer and the base64 tx bytes. */
  signOpHook?(hook: OpHookResponse, context?: OpHookContext): Promise<{ signer: string; hook: string }>
  /** Whether this adapter signs for the chain; `combineWallets` asks it first when present. */
  supportsChain?(chainId: string): Promise<boolean>
  /**
   * Signs `messages` with exactly `fee` and `memo` and broadcasts them, with `sendTx`'s guarantees: `onTxHash`
   * before the broadcast, `BroadcastUncertainError` when its answer is lost.
   */
  signAndBroadcast?(
    tx: CosmosTxParameters,
    options?: SendTxOptions,
  ): Promise<{ txHash: string; chainId: string }>
  /** Looks for a tx whose broadcast had no clear answer (see `BroadcastUncertainError`). */
  checkTx?(tx: PendingTxRef): Promise<PendingTxLookup>
}
