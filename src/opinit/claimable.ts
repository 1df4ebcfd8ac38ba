// Reads that join the executor's record of a withdrawal with the L1's: whether and when it can be claimed.
import type { RequestOptions } from '../http/request.ts'
import type { OpinitClient } from './client.ts'
import type { ExecutorWithdrawal } from './schemas.ts'
import { claimableAt, isProven, withdrawalKey } from './withdrawal.ts'

/**
 * When the claim of `withdrawal` opens (ms since the epoch): its output's L1 time plus the bridge's finalization
 * period. Null while it is in no proposed output, or when the L1 does not say.
 */
export async function getClaimableAt(
  client: OpinitClient,
  withdrawal: ExecutorWithdrawal,
  options: RequestOptions = {},
): Promise<number | null> {
  if (!isProven(withdrawal)) return null
  const [bridge, output] = await Promise.all([
    client.bridge(withdrawal.bridge_id, options),
    client.output(withdrawal.bridge_id, withdrawal.output_index, options),
  ])
  return claimableAt(bridge, output)
}

export interface UnclaimedWithdrawal {
  withdrawal: ExecutorWithdrawal
  /** When it can be claimed (ms), null while its output is not proposed. */
  claimableAt: number | null
}

export interface ListUnclaimedWithdrawalsParameters {
  /** The receiver, as opinit-bots indexes withdrawals. */
  address: string
  /** How many of the newest withdrawals to look at. Default 20. */
  limit?: number | undefined
}

/** The newest withdrawals to `address` the L1 has not recorded as claimed, each with when it can be claimed. */
export async function listUnclaimedWithdrawals(
  client: OpinitClient,
  { address, limit = 20 }: ListUnclaimedWithdrawalsParameters,
  options: RequestOptions = {},
): Promise<UnclaimedWithdrawal[]> {
  const { withdrawals } = await client.withdrawals(address, { limit }, options)
  const found: UnclaimedWithdrawal[] = []
  for (const withdrawal of withdrawals ?? []) {
    if (withdrawal.to !== address) continue
    if (
      isProven(withdrawal) &&
      (await client.claimed(withdrawal.bridge_id, await withdrawalKey(withdrawal), options))
    )
      continue
    found.push({ withdrawal, claimableAt: await getClaimableAt(client, withdrawal, options) })
  }
  return found
}
