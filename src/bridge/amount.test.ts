import { expect, test } from 'vitest'
import { InvalidParameterError } from '../http/errors.ts'
import { formatAmount, parseAmount } from './amount.ts'

test.each([
  ['1.5', 6, '1500000'],
  ['0.000001', 6, '1'],
  ['1', 18, '1000000000000000000'],
  ['123456789012345678901234.5', 18, '123456789012345678901234500000000000000000'],
  ['.5', 2, '50'],
  ['7.', 0, '7'],
  ['1.500', 2, '150'],
])('parseAmount(%s, %i) is %s, exactly', (display, decimals, base) => {
  expect(parseAmount(display, decimals)).toBe(base)
  expect(parseAmount(formatAmount(base, decimals), decimals)).toBe(base)
})

test.each([['1.0000001'], ['1e6'], ['-1'], [''], ['.'], ['1,5']])('behavior: %j is rejected', (display) => {
  expect(() => parseAmount(display, 6)).toThrow(InvalidParameterError)
})

test('formatAmount drops trailing zeros', () => {
  expect(formatAmount('1500000', 6)).toBe('1.5')
  expect(formatAmount('1', 6)).toBe('0.000001')
  expect(formatAmount('0', 6)).toBe('0')
})
