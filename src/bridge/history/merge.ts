// The stored history and what was found on the chains, each transfer once. Pure.

import type { RecognisedTransfer } from '../../chainHistory/recognise.ts'
import { cosmosTxHash } from '../../http/txHash.ts'
import type { TransferRecord } from '../types.ts'

/** Every tx hash a stored transfer holds (its txs, dropped ones, its claim), as the indexers write them. */
export function storedTxHashes(records: readonly TransferRecord[]): Set<string> {
  const hashes = new Set<string>()
  for (const record of records) {
    for (const tx of record.txs) if (tx.txHash) hashes.add(cosmosTxHash(tx.txHash))
    for (const hash of record.droppedTxHashes) hashes.add(cosmosTxHash(hash))
    if (record.withdrawal?.claimTxHash) hashes.add(cosmosTxHash(record.withdrawal.claimTxHash))
  }
  return hashes
}

/**
 * The found transfers that are not stored ones (by tx hash, whatever its case or 0x), each once (by chain and
 * hash), newest first.
 */
export function notStored<found extends RecognisedTransfer>(
  found: readonly found[],
  records: readonly TransferRecord[],
): found[] {
  const stored = storedTxHashes(records)
  const seen = new Set<string>()
  const kept: found[] = []
  for (const transfer of found) {
    const hash = cosmosTxHash(transfer.txHash)
    const key = `${transfer.chainId}/${hash}`
    if (stored.has(hash) || seen.has(key)) continue
    seen.add(key)
    kept.push(transfer)
  }
  return kept.sort((a, b) => (b.time ?? 0) - (a.time ?? 0))
}
