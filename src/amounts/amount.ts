import { InvalidParameterError } from '../errors/http.ts'

/** Decimals an asset can have: a whole number from 0 to 255 (ERC-20's `uint8`). */
function checkDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255)
    throw new InvalidParameterError('decimals', decimals, 'Use a whole number from 0 to 255.')
}

/**
 * A display amount ("1.5") in base units ("1500000" with 6 decimals), exactly: no float is involved.
 * Grammar: digits with at most one decimal point (".5" and "7." included), spaces around allowed; no sign, no
 * exponent, no grouping. Throws InvalidParameterError for anything else or too many decimals.
 */
export function parseAmount(display: string, decimals: number): string {
  checkDecimals(decimals)
  const match = /^\s*(\d*)(?:\.(\d*))?\s*$/.exec(display)
  const [, whole = '', fraction = ''] = match ?? []
  if (!match || (whole === '' && fraction === ''))
    throw new InvalidParameterError('amount', display, 'Use digits and at most one decimal point.')
  if (fraction.replace(/0+$/, '').length > decimals)
    throw new InvalidParameterError('amount', display, `This asset has ${decimals} decimals.`)
  return BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals) || '0').toString()
}

/**
 * Base units ("1500000") as a display amount ("1.5" with 6 decimals), exactly. `base` must be a decimal integer
 * string (digits only: no sign, no "0x", no spaces); decimals a whole number from 0 to 255. Throws
 * InvalidParameterError otherwise.
 */
export function formatAmount(base: string, decimals: number): string {
  checkDecimals(decimals)
  if (typeof base !== 'string' || !/^\d+$/.test(base))
    throw new InvalidParameterError('amount', base, 'Expected base units: a whole number in digits.')
  const digits = BigInt(base)
    .toString()
    .padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

/** `formatAmount`, or null for a value a server sent that is not base units (a component shows it raw or as "—"). */
export function formatAmountOrNull(base: unknown, decimals: unknown): string | null {
  try {
    return formatAmount(base as string, decimals as number)
  } catch {
    return null
  }
}
