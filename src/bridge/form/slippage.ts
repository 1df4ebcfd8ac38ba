// The slippage field: a tolerance in percent as the user typed it, checked and written as the router takes it. Pure.
import { parseLocaleAmount } from '../../amounts/localeAmount.ts'

export type SlippageProblem = 'invalid' | 'range'

export const slippagePresets = ['0.5', '1', '3'] as const
export const slippageBounds = { min: 0.01, max: 50 } as const

export interface SlippageInput {
  /** The tolerance for the router ("0.5"), null when wrong. */
  value: string | null
  problem: SlippageProblem | undefined
}

/** `text` as typed in `locale`: a number of percent within `slippageBounds`. */
export function readSlippageInput(text: string, locale?: string): SlippageInput {
  const read = parseLocaleAmount(text, locale)
  if (!read.ok || !/\d/.test(read.value)) return { value: null, problem: 'invalid' }
  const value = Number(read.value)
  if (!(value >= slippageBounds.min && value <= slippageBounds.max)) return { value: null, problem: 'range' }
  // the router takes "1" or "0.5", never ".5" or "1."
  return { value: String(value), problem: undefined }
}
