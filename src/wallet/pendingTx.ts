import type { PendingTxLookup, PendingTxRef } from './types.ts'

/** How an adapter reads its chain for `lookUpPendingTx`. */
export interface PendingTxReader {
  /** The signer's next nonce (Cosmos: its account sequence), from the latest block. */
  nonce(): Promise<bigint>
  /** Whether a tx with this hash is in a block. */
  isIncluded(txHash: string): Promise<boolean>
}

/** `WalletAdapter.checkTx` over a chain reader. */
export async function lookUpPendingTx(tx: PendingTxRef, chain: PendingTxReader): Promise<PendingTxLookup> {
  // the nonce first: a tx included between the two reads is still found by its hash
  const nonce = await chain.nonce()
  if (tx.txHash && (await chain.isIncluded(tx.txHash))) return 'included'
  return nonce > BigInt(tx.nonce) ? 'nonceUsed' : 'pending'
}
