import type { PendingTxLookup, PendingTxRef, TxExecutionFailure } from './types.ts'

/** How an adapter reads its chain for `lookUpPendingTx`. */
export interface PendingTxReader {
  /** The signer's next nonce (Cosmos: its account sequence), from the latest block. */
  nonce(): Promise<bigint>
  /** Whether a tx with this hash is in a block: true when it succeeded there, its failure when it failed. */
  isIncluded(txHash: string): Promise<boolean | TxExecutionFailure>
}

/** `WalletAdapter.checkTx` over a chain reader. */
export async function lookUpPendingTx(tx: PendingTxRef, chain: PendingTxReader): Promise<PendingTxLookup> {
  // the nonce first: a tx included between the two reads is still found by its hash
  const nonce = await chain.nonce()
  const included = tx.txHash ? await chain.isIncluded(tx.txHash) : false
  if (included) return included === true ? 'included' : included
  return nonce > BigInt(tx.nonce) ? 'nonceUsed' : 'pending'
}
