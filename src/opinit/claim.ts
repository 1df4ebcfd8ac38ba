// The claim of an OPinit withdrawal on L1, as an action: the bridge's driver and the hook for withdrawals made
// elsewhere both sign through it. Loaded on first use.
import { WithdrawalMismatchError } from '../errors/transfer.ts'
import { cosmosTxHash } from '../http/txHash.ts'
import type { WalletAdapter } from '../wallet/types.ts'
import type { OpinitClient } from './client.ts'
import { claimTx, isProven } from './withdrawal.ts'

export interface ClaimWithdrawalParameters {
  wallet: WalletAdapter
  /** The L1 the claim is signed on. */
  l1ChainId: string
  /** The withdrawal's sequence at the rollup's executor. */
  sequence: number
  /** The L1 address the claim must pay: the quote's receiver, or the one the user was shown. */
  to: string
  /** Runs with the claim's hash before it is broadcast (`SendTxOptions.onTxHash`); a rejection stops the claim. */
  onTxHash?: ((txHash: string) => Promise<void>) | undefined
  signal?: AbortSignal | undefined
}

export interface ClaimWithdrawalReturnType {
  /** The claim's hash on L1, upper-case hex as the chain writes it. */
  txHash: string
}

/**
 * Claims an OPinit withdrawal on L1 with `MsgFinalizeTokenWithdrawal`. The withdrawal is read again at the rollup's
 * executor first (fresh proofs): one that does not pay `to`, or has no proofs yet, throws `WithdrawalMismatchError`
 * and nothing is signed. A claim moves funds to its receiver, never from the signer, so the amount is not checked.
 */
export async function claimWithdrawal(
  client: OpinitClient,
  { wallet, l1ChainId, sequence, to, onTxHash, signal }: ClaimWithdrawalParameters,
): Promise<ClaimWithdrawalReturnType> {
  const fresh = await client.withdrawal(sequence, { signal })
  if (fresh.sequence !== sequence || fresh.to !== to || !isProven(fresh)) throw new WithdrawalMismatchError()
  const sender = await wallet.getAddress(l1ChainId)
  signal?.throwIfAborted()
  const result = await wallet.sendTx(
    claimTx(fresh, { l1ChainId, sender }),
    onTxHash && { onTxHash: ({ txHash }) => onTxHash(cosmosTxHash(txHash)) },
  )
  return { txHash: cosmosTxHash(result.txHash) }
}
