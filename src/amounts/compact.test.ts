import { expect, test } from 'vitest'
import { formatCompactAmount, formatCompactDenom } from './compact.ts'

test('default: compact digits, rounded to one decimal', () => {
  expect(formatCompactAmount(0n)).toBe('0')
  expect(formatCompactAmount(999n)).toBe('999')
  expect(formatCompactAmount(1_234n)).toBe('1.2K')
  expect(formatCompactAmount(1_250_000n)).toBe('1.3M')
  expect(formatCompactAmount(3_586_694_983n)).toBe('3.6B')
  expect(formatCompactAmount(-2_000_000n)).toBe('-2M')
})

test('behavior: past trillions, powers of ten rather than "1000T"; a uint256 stays short', () => {
  expect(formatCompactAmount(999_949_999_999_999n)).toBe('999.9T')
  expect(formatCompactAmount(999_999_999_999_999n)).toBe('1E15')
  expect(formatCompactAmount(10n ** 15n)).toBe('1E15')
  expect(formatCompactAmount(4_200_000_000_000_000_000_000_000n)).toBe('4.2E24')
  expect(formatCompactAmount(2n ** 256n - 1n)).toBe('1.2E77')
})

test('default: a hashed denom keeps its kind and the ends of its hash', () => {
  expect(formatCompactDenom('ibc/27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2')).toBe(
    'ibc/27…5EB2',
  )
  expect(formatCompactDenom('evm/5FbDB2315678afecb367f032d93F642f64180aa3')).toBe('evm/5F…0aa3')
  expect(formatCompactDenom('l2/771d639f30fbe45e3fbca954ffbe2fcc26f915f5513c67a4a2d0bc1d635bdefd')).toBe(
    'l2/77…defd',
  )
})

test('behavior: another denom is cut in the middle only when long, never inside a character', () => {
  expect(formatCompactDenom('uinit')).toBe('uinit')
  expect(formatCompactDenom('minievm-native')).toBe('minievm-native')
  expect(formatCompactDenom('factory/init1abcdefghij/mytoken')).toBe('factory/i…oken')
  expect(formatCompactDenom('token/😀😀😀😀😀😀😀😀😀😀😀😀')).toBe('token/😀😀😀…😀😀😀😀')
})
