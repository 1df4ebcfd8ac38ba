// The fee a send leaves room for, and the most it can send. Pure, in base units.

/**
 * The gas a MsgSend is reckoned to use before it is simulated: above what a bank send uses on Initia's chains (a
 * Move or ERC-20 backed bank send costs more than the SDK's plain one), so Max leaves enough. The fee on it is
 * txFee's, as TxPreview's on the simulated gas: the gas adjustment and the registry's price, rounded up.
 */
export const sendGasEstimate = 180_000n

/**
 * The most of `denom` a send can move from `balance`: all of it, unless the fee is paid in the same denom, then
 * the balance less the fee (zero when the fee is more than the balance).
 */
export function maxSendable(
  balance: string,
  denom: string,
  fee: { denom: string; amount: string } | undefined,
): string {
  if (!fee || fee.denom !== denom) return balance
  const left = BigInt(balance) - BigInt(fee.amount)
  return left > 0n ? left.toString() : '0'
}

export type SendAmountProblem =
  | { kind: 'balance'; balance: string }
  /** The amount fits the balance, but not with the fee paid in the same denom. */
  | { kind: 'fee'; fee: string; max: string }
  /** The fee is paid in another denom the account holds too little of. */
  | { kind: 'feeBalance'; fee: { denom: string; amount: string }; balance: string }

/** Whether the account can send `amount` of `denom` and pay `fee`; undefined when it can. */
export function sendAmountProblem({
  amount,
  denom,
  balances,
  fee,
}: {
  amount: string
  denom: string
  /** Base units by denom. */
  balances: Readonly<Record<string, string>>
  fee: { denom: string; amount: string } | undefined
}): SendAmountProblem | undefined {
  const balance = balances[denom] ?? '0'
  if (BigInt(amount) > BigInt(balance)) return { kind: 'balance', balance }
  if (!fee) return undefined
  if (fee.denom === denom) {
    const max = maxSendable(balance, denom, fee)
    return BigInt(amount) > BigInt(max) ? { kind: 'fee', fee: fee.amount, max } : undefined
  }
  const feeBalance = balances[fee.denom] ?? '0'
  return BigInt(fee.amount) > BigInt(feeBalance)
    ? { kind: 'feeBalance', fee, balance: feeBalance }
    : undefined
}
