import type { AmountProblem } from '../../amounts/amountInput.ts'

/** What an amount field says about an amount it cannot take (the bridge's and Send's). */
export function amountProblemWords(problem: AmountProblem, symbol: string): string {
  switch (problem.kind) {
    case 'zero':
      return 'Enter an amount above 0.'
    case 'balance':
      return `That is more ${symbol} than you have.`
    case 'decimals':
      return `${symbol} has at most ${problem.decimals} decimals.`
    case 'grouping':
      return `"${problem.group}" separates thousands here. Use "${problem.decimal}" for decimals.`
    case 'ambiguous':
      return `This could be read two ways. Use "${problem.decimal}" for decimals and no thousands separator.`
    default:
      return 'Enter an amount using digits, such as 12.5.'
  }
}
