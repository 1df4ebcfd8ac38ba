import { expect, test } from 'vitest'
import { InvalidParameterError } from '../errors/http.ts'
import { formatAmount, formatAmountOrNull, parseAmount } from './amount.ts'

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

test.each([
  ['0x10', 6],
  ['-1', 6],
  ['', 6],
  ['+5', 6],
  [' 5', 6],
  ['1.5', 6],
  ['1e3', 6],
  ['5', 1e9],
  ['5', -1],
  ['5', 1.5],
  ['5', Number.NaN],
])('behavior: formatAmount(%j, %s) throws InvalidParameterError', (base, decimals) => {
  expect(() => formatAmount(base, decimals)).toThrow(InvalidParameterError)
})

test('behavior: a router decimals of 1e9 is refused before any work (no billion-digit string)', () => {
  expect(() => parseAmount('1', 1e9)).toThrow(InvalidParameterError)
  expect(formatAmountOrNull('5', 1e9)).toBeNull()
  expect(formatAmountOrNull('0.02', 6)).toBeNull()
  expect(formatAmountOrNull(undefined, 6)).toBeNull()
  expect(formatAmountOrNull('20000', 6)).toBe('0.02')
})

test('parse(format(x)) is x for random base amounts and decimals', () => {
  let seed = 7
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    return seed
  }
  for (let run = 0; run < 500; run++) {
    const decimals = next() % 40
    const base = BigInt(next()) ** BigInt(1 + (next() % 4))
    expect(parseAmount(formatAmount(base.toString(), decimals), decimals)).toBe(base.toString())
  }
})
