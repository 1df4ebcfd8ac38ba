import { InvalidParameterError } from '../http/errors.ts'

/**
 * A display amount ("1.5") in base units ("1500000" with 6 decimals), exactly: no float is involved.
 * Throws InvalidParameterError for text that is not a plain decimal number or has too many decimals.
 */
export function parseAmount(display: string, decimals: number): string {
  const match = /^\s*(\d*)(?:\.(\d*))?\s*$/.exec(display)
  const [, whole = '', fraction = ''] = match ?? []
  if (!match || (whole === '' && fraction === ''))
    throw new InvalidParameterError('amount', display, 'Use digits and at most one decimal point.')
  if (fraction.replace(/0+$/, '').length > decimals)
    throw new InvalidParameterError('amount', display, `This asset has ${decimals} decimals.`)
  return BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals) || '0').toString()
}

/** Base units ("1500000") as a display amount ("1.5" with 6 decimals), exactly. */
export function formatAmount(base: string, decimals: number): string {
  const digits = BigInt(base)
    .toString()
    .padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}
