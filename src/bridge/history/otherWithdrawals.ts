// Which of the executor's withdrawals to the user this page does not follow itself. Pure.
import { cosmosTxHash } from '../../http/txHash.ts'
import type { ExecutorWithdrawal } from '../../opinit/schemas.ts'
import type { TransferRecord } from '../types.ts'

/** A withdrawal an executor reports, from its rollup. */
export interface FoundWithdrawal {
  l2ChainId: string
  withdrawal: ExecutorWithdrawal
}

/**
 * `found` without the withdrawals of `transfers` (those are shown as transfers): matched by sequence, by tx hash,
 * or, while the executor's sequence is not known yet, by receiver and amount.
 */
export function notFollowed<found extends FoundWithdrawal>(
  found: readonly found[],
  transfers: readonly TransferRecord[],
): found[] {
  const mine = transfers.filter((transfer) => transfer.withdrawal)
  const hashes = new Set(
    mine.flatMap((transfer) => transfer.txs.flatMap((tx) => (tx.txHash ? [cosmosTxHash(tx.txHash)] : []))),
  )
  const isMine = ({ l2ChainId, withdrawal }: FoundWithdrawal) =>
    mine.some(({ withdrawal: own }) =>
      own?.l2ChainId !== l2ChainId
        ? false
        : own.sequence !== null
          ? own.sequence === withdrawal.sequence
          : own.to === withdrawal.to && own.amount === withdrawal.amount.amount,
    ) ||
    (withdrawal.tx_hash !== undefined && hashes.has(cosmosTxHash(withdrawal.tx_hash)))
  return found.filter((item) => !isMine(item))
}
