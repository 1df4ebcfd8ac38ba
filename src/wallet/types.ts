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
 * with the hash the router tracks.
 */
export interface WalletAdapter {
  getAddress(chainId: string): Promise<string>
  /** One entry of the msgs response's `txs` (`cosmos_tx` or `evm_tx`); an `evm_tx` performs its approvals first. */
  sendTx(tx: MsgsTx, options?: SendTxOptions): Promise<{ txHash: string; chainId: string }>
  /** Signs the op-hook messages as a Cosmos tx on `hook.chain_id`; returns the signer and the base64 tx bytes. */
  signOpHook?(hook: OpHookResponse, context?: OpHookContext): Promise<{ signer: string; hook: string }>
  /** Whether this adapter signs for the chain; `combineWallets` asks it first when present. */
  supportsChain?(chainId: string): Promise<boolean>
}
