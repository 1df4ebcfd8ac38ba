// The executor's record of the withdrawal a transfer sent, as the withdrawal driver (loaded on first use) finds it.
// Pure.
import { sameTxHash } from '../http/txHash.ts'
import type { ExecutorWithdrawal } from './schemas.ts'

/**
 * The executor's record of a withdrawal the user sent: by its tx hash, else (an EVM rollup's executor records
 * the Cosmos hash of the EVM tx) the oldest one to the same address sent since `since`, of the quoted amount
 * or, when an earlier swap in the same tx could give less, of at least `minAmount`.
 */
export function findWithdrawal(
  withdrawals: readonly ExecutorWithdrawal[],
  sent: { txHash: string; to: string; amount: string; minAmount?: string; since: number },
): ExecutorWithdrawal | undefined {
  const byHash = withdrawals.find((item) => item.tx_hash && sameTxHash(item.tx_hash, sent.txHash))
  if (byHash) return byHash
  const most = BigInt(sent.amount)
  const least = BigInt(sent.minAmount ?? sent.amount)
  return withdrawals
    .filter((item) => {
      const amount = BigInt(item.amount.amount)
      return (
        item.to === sent.to &&
        amount <= most &&
        amount >= least &&
        (!item.tx_time || Date.parse(item.tx_time) >= sent.since - 60_000)
      )
    })
    .sort((a, b) => a.sequence - b.sequence)[0]
}
