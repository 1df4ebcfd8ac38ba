// The amount field: what the user typed, read in their locale, in base units of the source asset. Pure.
import { parseAmount } from './amount.ts'
import { parseLocaleAmount } from './localeAmount.ts'

export type AmountProblem =
  | { kind: 'invalid' | 'ambiguous' | 'grouping'; decimal: string; group: string }
  | { kind: 'decimals'; decimals: number }
  | { kind: 'zero' }
  | { kind: 'balance'; balance: string }

export interface AmountInput {
  /** Base units, null while empty or wrong. */
  amountIn: string | null
  problem: AmountProblem | undefined
}

/**
 * `text` as typed in `locale`, in base units of an asset with `decimals`; a problem when it cannot be read, has
 * more decimals than the asset, is zero, or is more than `balance` (base units; ignored when unknown).
 */
export function readAmountInput(
  text: string,
  {
    decimals,
    balance,
    locale,
  }: { decimals: number; balance?: string | undefined; locale?: string | undefined },
): AmountInput {
  if (text.trim() === '') return { amountIn: null, problem: undefined }
  const read = parseLocaleAmount(text, locale)
  if (!read.ok) return { amountIn: null, problem: { kind: read.reason, ...read.separators } }
  let base: string
  try {
    base = parseAmount(read.value, decimals)
  } catch {
    return { amountIn: null, problem: { kind: 'decimals', decimals } }
  }
  if (BigInt(base) === 0n) return { amountIn: null, problem: { kind: 'zero' } }
  if (balance !== undefined && /^\d+$/.test(balance) && BigInt(base) > BigInt(balance))
    return { amountIn: null, problem: { kind: 'balance', balance } }
  return { amountIn: base, problem: undefined }
}
