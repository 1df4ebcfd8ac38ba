// The fee a send leaves room for, and the most it can send. Pure, in base units.

/** A fee token of the registry's `fees.fee_tokens` (gas prices in base units per gas). */
export interface FeeToken {
  denom: string
  fixed_min_gas_price?: number | undefined
  low_gas_price?: number | undefined
  average_gas_price?: number | undefined
}

/**
 * Gas a MsgSend is given before it is simulated: above what a bank send takes on Initia's chains, so Max leaves
 * enough (a Move or ERC-20 backed bank send costs more than the SDK's plain one). A simulation replaces it.
 */
export const sendGasEstimate = 250_000

/** The gas price the kit pays: the registry's average, else low, else the fixed minimum. */
export function gasPriceOf(token: FeeToken): number | undefined {
  const price = token.average_gas_price ?? token.low_gas_price ?? token.fixed_min_gas_price
  return typeof price === 'number' && Number.isFinite(price) && price >= 0 ? price : undefined
}

/** gas × price, rounded up, as the SDK's fee check asks (ceil of the decimal product). */
export function feeAmount(gas: number, price: number): string {
  // the price as an exact decimal, so 0.015 × 250000 is 3750, not 3750.0000000000005 rounded up
  const [whole = '0', fraction = ''] = price.toFixed(18).split('.')
  const scale = 10n ** BigInt(fraction.length)
  const product = BigInt(Math.ceil(gas)) * BigInt(whole + fraction)
  return ((product + scale - 1n) / scale).toString()
}

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
