// Which txs a status answer names, and whether it is about the tracked one: what the drivers (loaded on first use)
// check before they take an answer. Pure.
import { sameTxHash } from '../http/txHash.ts'
import type { StatusResponse } from './schemas.ts'
import { chainTxsIn, dedupe, sequencesOf } from './status.ts'

/** Every `{ chainId, txHash }` the answer names: all hops of all transfers, nested Axelar txs included. */
export function txsNamedIn(status: StatusResponse): { chainId: string; txHash: string }[] {
  return dedupe(sequencesOf(status).flatMap((event) => chainTxsIn(event, 0)))
}

/**
 * Whether the answer is about the tracked tx: true unless it names txs on the tracked chain and none of
 * them is the tracked hash.
 */
export function statusBelongsTo(status: StatusResponse, tx: { chainId: string; txHash: string }): boolean {
  const onChain = txsNamedIn(status).filter((named) => named.chainId === tx.chainId)
  return onChain.length === 0 || onChain.some((named) => sameTxHash(named.txHash, tx.txHash))
}
