import { expect, test } from 'vitest'
import { formatLocaleAmount, parseLocaleAmount } from './localeAmount.ts'

const read = (input: string, locale: string) => {
  const result = parseLocaleAmount(input, locale)
  return result.ok ? result.value : result.reason
}

test('behavior: a grouping separator is never read as a decimal point', () => {
  expect(read('1,000', 'en-US')).toBe('1000')
  expect(read('1,000,000.25', 'en-US')).toBe('1000000.25')
  expect(read('1.000', 'de-DE')).toBe('1000')
  expect(read('1.234.567,5', 'de-DE')).toBe('1234567.5')
  expect(read('1 234,5', 'fr-FR')).toBe('1234.5')
  expect(read('1\u202f234,5', 'fr-FR')).toBe('1234.5')
})

test('behavior: the locale decimal point, and a lone foreign one that cannot be grouping', () => {
  expect(read('2.5', 'en-US')).toBe('2.5')
  expect(read('2,5', 'de-DE')).toBe('2.5')
  expect(read('2.5', 'fr-FR')).toBe('2.5')
  expect(read('.5', 'en-US')).toBe('.5')
  expect(read('7.', 'en-US')).toBe('7.')
})

test('behavior: what could mean two amounts is refused', () => {
  // "1,5" in English: the comma groups thousands there, and 1,5 is no grouping
  expect(read('1,5', 'en-US')).toBe('grouping')
  expect(read('1.5', 'de-DE')).toBe('grouping')
  // French groups with spaces: "1.000" could be a thousand or one
  expect(read('1.000', 'fr-FR')).toBe('ambiguous')
  expect(read('1,000.5,2', 'en-US')).toBe('invalid')
  expect(read('1.000,5', 'en-US')).toBe('grouping')
})

test('behavior: not a number', () => {
  for (const input of ['', '-1', '1e5', 'abc', '1,00,0', '0x10', '.'])
    expect(read(input, 'en-US'), input).toBe('invalid')
})

test('formatLocaleAmount keeps every digit', () => {
  expect(formatLocaleAmount('1234567.000001', 'en-US')).toBe('1,234,567.000001')
  expect(formatLocaleAmount('1234567.5', 'de-DE')).toBe('1.234.567,5')
  expect(formatLocaleAmount('12', 'en-US')).toBe('12')
})
