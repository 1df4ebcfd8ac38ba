// Percentages in a locale against Intl's own percent format of the same value (the oracle), in locales that put
// the sign after with a space (de, fr), after without one (ja) and before (tr); without a locale, as before.
import { expect, test } from 'vitest'
import { formatPercent } from './percent.ts'

const intl = (locale: string, value: number) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 4 }).format(value / 100)

test.each(['de', 'fr', 'ja', 'tr', 'ru'])('default: %s writes percentages as Intl does', (locale) => {
  for (const [text, value] of [
    ['0.5', 0.5],
    ['12.3456', 12.3456],
    ['1234.5', 1234.5],
    ['-0.01', -0.01],
  ] as const)
    expect(formatPercent(text, locale)).toBe(intl(locale, value))
})

test('default: without a locale, the number as given and the sign the component has always written', () => {
  expect(formatPercent('12.5')).toBe('12.5%')
  expect(formatPercent('0.5', undefined, ' %')).toBe('0.5 %')
  // an English locale (Storybook's default, an app's `en-GB`) is English as before
  expect(formatPercent('0.5', 'en', ' %')).toBe('0.5 %')
  expect(formatPercent('12.5', 'en-GB')).toBe('12.5%')
})
