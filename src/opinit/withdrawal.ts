// When an OPinit withdrawal can be claimed, and the claim itself. Pure.
import type { MsgsTx } from '../router/schemas.ts'
import type { ExecutorWithdrawal, OpBridge, OpOutput } from './schemas.ts'

/** A protobuf Duration's JSON ("604800s", "0.5s") in seconds; NaN when it is not one. */
export function durationSeconds(duration: string): number {
  const match = /^(\d+(?:\.\d+)?)s$/.exec(duration.trim())
  return match ? Number(match[1]) : Number.NaN
}

/** Whether the executor has the withdrawal's proofs: it is in a proposed output. */
export const isProven = (withdrawal: ExecutorWithdrawal) =>
  withdrawal.output_index > 0 && Boolean(withdrawal.storage_root) && Boolean(withdrawal.last_block_hash)

/**
 * When the claim opens (ms since the epoch): the output's L1 block time plus the bridge's finalization period,
 * as InterwovenKit computes it (pages/bridge/op/WithClaimableDate.tsx). Null while either is unknown.
 */
export function claimableAt(bridge: OpBridge, output: OpOutput): number | null {
  const seconds = durationSeconds(bridge.bridge_config.finalization_period)
  const proposedAt = Date.parse(output.output_proposal.l1_block_time)
  if (!Number.isFinite(seconds) || !Number.isFinite(proposedAt)) return null
  return proposedAt + seconds * 1000
}

/**
 * The claim: `MsgFinalizeTokenWithdrawal` on L1 with the executor's proofs, as InterwovenKit's ClaimButton
 * sends it, in the amino JSON the wallet adapters read (the router's message format).
 */
export function claimTx(
  withdrawal: ExecutorWithdrawal,
  { l1ChainId, sender }: { l1ChainId: string; sender: string },
): MsgsTx {
  const value = {
    sender,
    bridge_id: String(withdrawal.bridge_id),
    output_index: String(withdrawal.output_index),
    withdrawal_proofs: withdrawal.withdrawal_proofs ?? [],
    from: withdrawal.from,
    to: withdrawal.to,
    sequence: String(withdrawal.sequence),
    amount: withdrawal.amount,
    version: withdrawal.version ?? '',
    storage_root: withdrawal.storage_root ?? '',
    last_block_hash: withdrawal.last_block_hash ?? '',
  }
  return {
    cosmos_tx: {
      chain_id: l1ChainId,
      signer_address: sender,
      msgs: [{ msg_type_url: '/opinit.ophost.v1.MsgFinalizeTokenWithdrawal', msg: JSON.stringify(value) }],
    },
  }
}

/**
 * The L1's key for a withdrawal (base64), for `OpinitClient.claimed`. Its sha3 is loaded on first use: only an
 * app that lists withdrawals made elsewhere needs it.
 */
export async function withdrawalKey(withdrawal: ExecutorWithdrawal): Promise<string> {
  const { toBase64, withdrawalHash } = await import('./withdrawalHash.ts')
  return toBase64(
    withdrawalHash({
      bridgeId: BigInt(withdrawal.bridge_id),
      sequence: BigInt(withdrawal.sequence),
      from: withdrawal.from,
      to: withdrawal.to,
      denom: withdrawal.amount.denom,
      amount: BigInt(withdrawal.amount.amount),
    }),
  )
}
