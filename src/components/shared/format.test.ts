import { describe, expect, it } from 'vitest'
import {
  formatCoin,
  formatInteger,
  formatRelativeTime,
  formatTimestamp,
  formatUnits,
  formatUsd,
  shortenDecimal,
} from './format.ts'

// the oracle: Intl.NumberFormat formats decimal strings exactly (ECMA-402 "Intl.NumberFormat v3")
const intl = (decimal: string, fractionDigits: number) =>
  new Intl.NumberFormat('en-US', {
    maximumFractionDigits: fractionDigits,
    roundingMode: 'trunc',
  } as Intl.NumberFormatOptions).format(decimal as unknown as number)

describe('shortenDecimal', () => {
  it('groups and cuts to about six significant digits, never rounding up', () => {
    expect(shortenDecimal('3971.62404329579077597')).toEqual({
      text: '3,971.62',
      exact: '3,971.62404329579077597',
      approximate: true,
    })
    expect(shortenDecimal('1.23456789').text).toBe('1.23456')
    expect(shortenDecimal('0.000012345678').text).toBe('0.0000123456')
    expect(shortenDecimal('34341031429.357827').text).toBe('34,341,031,429.35')
    expect(shortenDecimal('1.5')).toEqual({ text: '1.5', exact: '1.5', approximate: false })
    expect(shortenDecimal('7').text).toBe('7')
  })

  it('agrees with Intl on values beyond a float', () => {
    for (const decimal of [
      '123456789012345678901234567890.987654321',
      '0.000000000000000001',
      '999999.9999999',
    ]) {
      const { text, exact } = shortenDecimal(decimal)
      expect(exact).toBe(intl(decimal, 100))
      const fraction = text.split('.')[1] ?? ''
      expect(text).toBe(intl(decimal, fraction.length))
    }
  })
})

describe('formatUnits', () => {
  it('reads base units exactly and shows a value that is not base units as sent', () => {
    expect(formatUnits('3971624043295790775970', 18).text).toBe('3,971.62')
    expect(formatUnits('4946600000000000000000', 18)).toEqual({
      text: '4,946.6',
      exact: '4,946.6',
      approximate: false,
    })
    expect(formatUnits('12abc', 6)).toEqual({ text: '12abc', exact: '12abc', approximate: false })
  })
})

describe('formatCoin and formatInteger', () => {
  it('groups exactly, with the symbol where the denom is known', () => {
    expect(
      formatCoin({ denom: 'uinit', amount: '1500500000' }, { uinit: { symbol: 'INIT', decimals: 6 } }),
    ).toBe('1,500.5 INIT')
    expect(formatCoin({ denom: 'uinit', amount: '1500500000' })).toBe('1,500,500,000 uinit')
    expect(formatInteger('346521')).toBe('346,521')
    expect(formatInteger(2n ** 70n)).toBe(intl((2n ** 70n).toString(), 0))
  })
})

describe('formatRelativeTime', () => {
  const now = Date.parse('2026-11-25T12:00:00Z')
  it('says how long ago in the largest whole unit', () => {
    expect(formatRelativeTime('2026-11-25T11:55:00Z', now)).toBe('5 minutes ago')
    expect(formatRelativeTime('2026-11-25T11:59:59Z', now)).toBe('1 second ago')
    expect(formatRelativeTime('2026-11-25T12:00:00Z', now)).toBe('now')
    expect(formatRelativeTime('2026-03-01T00:00:00Z', now)).toBe('8 months ago')
    expect(formatRelativeTime(now + 2 * 3600_000, now)).toBe('in 2 hours')
    expect(formatRelativeTime('not a time', now)).toBe('')
  })
})

describe('in a locale', () => {
  it('groups, points and writes times as Intl does for the locale; en-US without one', () => {
    expect(formatInteger(1234567, 'de')).toBe(new Intl.NumberFormat('de').format(1234567))
    expect(formatInteger('1234567', 'de')).toBe('1.234.567')
    expect(formatInteger('1234567')).toBe('1,234,567')
    expect(shortenDecimal('3971.62404', 'de').text).toBe('3.971,62')
    expect(formatUsd(1234.5, 'fr')).toBe(
      new Intl.NumberFormat('fr', { style: 'currency', currency: 'USD' }).format(1234.5),
    )
    const now = Date.parse('2026-03-01T00:18:28Z')
    expect(formatRelativeTime(now - 3 * 60_000, now, 'ko')).toBe(
      new Intl.RelativeTimeFormat('ko', { numeric: 'auto' }).format(-3, 'minute'),
    )
    expect(formatRelativeTime(now - 3 * 60_000, now)).toBe('3 minutes ago')
  })

  it('keeps a timestamp in UTC, so a server and a browser in any time zone write the same', () => {
    const text = formatTimestamp('2026-03-01T00:18:28Z', 'ja')
    expect(text).toBe(
      new Intl.DateTimeFormat('ja', { dateStyle: 'medium', timeStyle: 'long', timeZone: 'UTC' }).format(
        Date.parse('2026-03-01T00:18:28Z'),
      ),
    )
    expect(text).toContain('0:18:28')
    expect(formatTimestamp('2026-03-01T00:18:28Z')).toBe('2026-03-01 00:18:28 UTC')
    expect(formatTimestamp('2026-03-01T00:18:28Z', 'en-US')).toBe('2026-03-01 00:18:28 UTC')
    expect(formatTimestamp('not a time', 'ja')).toBe('not a time')
  })
})
