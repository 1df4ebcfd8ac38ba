// How every component writes numbers, amounts, times, hashes and addresses: one style across the kit, the same
// text on the server and in every browser (so server-rendered markup hydrates unchanged).
import { formatAmountOrNull } from '../../amounts/amount.ts'
import type { Coin } from '../../indexer/schemas.ts'

/**
 * The locale of the kit's numbers and times when a component has none: fixed, so a server and a browser write the
 * same text. A component's `locale` (or the provider's) names another, the same on both sides.
 */
const fixedLocale = 'en-US'

/** One Intl object per locale and kind, made on first use (an app that formats no times makes no time formatter). */
function cached<formatter>(make: (locale: string) => formatter) {
  const made = new Map<string, formatter>()
  return (locale = fixedLocale) => {
    let formatter = made.get(locale)
    if (!formatter) {
      formatter = make(locale)
      made.set(locale, formatter)
    }
    return formatter
  }
}

const grouping = cached((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }))
const decimalPoint = cached(
  (locale) =>
    new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.',
)

/** How to show a denom: its symbol and decimals. Without one, amounts show in base units with the denom. */
export interface DenomDisplay {
  symbol: string
  decimals: number
}

/**
 * `1,234,567`: a count or a quantity (bigint and decimal strings exactly). Anything else as sent. Heights, block
 * numbers and token ids are names, not quantities: the kit shows them as sent, never grouped.
 */
export function formatInteger(value: number | bigint | string, locale?: string): string {
  if (typeof value === 'string') return /^-?\d+$/.test(value) ? grouping(locale).format(BigInt(value)) : value
  return grouping(locale).format(value)
}

/** A decimal string (`3971.624`) grouped (`3,971.624`), exactly: the integer part through Intl, as a bigint. */
export function groupDecimal(decimal: string, locale?: string): string {
  const [whole = '0', fraction] = decimal.split('.')
  return fraction === undefined
    ? formatInteger(whole, locale)
    : `${formatInteger(whole, locale)}${decimalPoint(locale)}${fraction}`
}

/** Significant digits an amount keeps on screen; the exact value is in its title and what a copy takes. */
const significantDigits = 6

/**
 * A display amount (`3971.62404329579077597`) for the screen: grouped, the fraction cut (never rounded up) to
 * about six significant digits and at least two decimals (`3,971.62`), trailing zeros dropped. `exact` is the
 * whole value, grouped; `approximate` says digits were cut.
 */
export function shortenDecimal(
  decimal: string,
  locale?: string,
): { text: string; exact: string; approximate: boolean } {
  const [whole = '0', fraction = ''] = decimal.split('.')
  const wholeDigits = whole.replace(/^0+/, '').length
  const keep =
    wholeDigits > 0
      ? Math.max(2, significantDigits - wholeDigits)
      : // below 1: the leading zeros, then the significant digits
        (fraction.match(/^0*/)?.[0].length ?? 0) + significantDigits
  const cut = fraction.slice(0, keep).replace(/0+$/, '')
  const exact = groupDecimal(decimal, locale)
  const text = cut
    ? `${formatInteger(whole, locale)}${decimalPoint(locale)}${cut}`
    : formatInteger(whole, locale)
  return { text, exact, approximate: fraction.replace(/0+$/, '') !== cut }
}

/** An amount in base units for the screen: shortened (see `shortenDecimal`), or as sent when it is not a number. */
export function formatUnits(base: string, decimals: number, locale?: string) {
  const decimal = formatAmountOrNull(base, decimals)
  return decimal === null ? { text: base, exact: base, approximate: false } : shortenDecimal(decimal, locale)
}

/** An exact amount: `1,500.5 INIT` with a known denom, else `1,500,500,000 uinit`. */
/** Symbol and decimals by denom: a component's `denoms` prop, or that merged with the chain registry's. */
export type DenomDisplays =
  | Readonly<Record<string, DenomDisplay>>
  | ((denom: string) => DenomDisplay | undefined)

export function formatCoin(coin: Coin, denoms?: DenomDisplays, locale?: string): string {
  const display = typeof denoms === 'function' ? denoms(coin.denom) : denoms?.[coin.denom]
  // a server's amount that is not base units is shown as sent, never thrown during render
  const amount = display ? formatAmountOrNull(coin.amount, display.decimals) : null
  return display && amount !== null
    ? `${groupDecimal(amount, locale)} ${display.symbol}`
    : `${formatInteger(coin.amount, locale)} ${shortDenom(coin.denom)}`
}

/** `l2/771d63…defd` for a hashed denom (ibc/, l2/, evm/, move/) no registry names; any other denom as it is. */
export function shortDenom(denom: string): string {
  const [, prefix, hex] = /^(ibc|l2|evm|move)\/([0-9a-fA-F]{16,})$/.exec(denom) ?? []
  return hex ? `${prefix}/${hex.slice(0, 6)}…${hex.slice(-4)}` : denom
}

/**
 * An RFC 3339 timestamp as `2026-03-01 00:18:28 UTC` (with a locale, its own way, still in UTC): the same text on
 * the server and in every browser, so server-rendered markup hydrates unchanged. Pass your own through
 * `labels.formatTime` for local time.
 */
export function formatTimestamp(timestamp: string, locale?: string): string {
  const time = Date.parse(timestamp)
  // English keeps the kit's own form (as with no locale), so an app that names `en-US` renders what one without does
  if (locale && !/^en\b/i.test(locale) && Number.isFinite(time)) return utcDateTime(locale).format(time)
  return timestamp.replace('T', ' ').replace(/\.\d+/, '').replace(/Z$/, ' UTC')
}

const utcDateTime = cached(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'long',
      timeZone: 'UTC',
    }),
)
const relative = cached((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'long' }))
const units = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
] as const

/** `5 minutes ago`, `in 2 hours`: how far `timestamp` is from `now`, in its largest whole unit. */
export function formatRelativeTime(timestamp: string | number, now = Date.now(), locale?: string): string {
  const seconds = Math.round(
    ((typeof timestamp === 'number' ? timestamp : Date.parse(timestamp)) - now) / 1000,
  )
  if (!Number.isFinite(seconds)) return ''
  const [unit, size] = units.find(([, size]) => Math.abs(seconds) >= size) ?? (['second', 1] as const)
  return relative(locale).format(Math.trunc(seconds / size), unit)
}

/** `6F965259…0B12A746`: the start and end of a long hash or address. */
export function shortHash(hash: string, keep = 8): string {
  return hash.length > keep * 2 + 2 ? `${hash.slice(0, keep)}…${hash.slice(-keep)}` : hash
}

/**
 * The indexer's own "not found" (rollytics' `[NOT_FOUND] ...`, the core indexer's JSON 404), as opposed to a wrong
 * URL's 404 (`Cannot GET ...`).
 */
export { indexerHasNoRecord as isNotFound } from '../../indexer/notFound.ts'

const usd = cached((locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }))

/** A USD value: `$1,234.56` (in a locale, its way: `1.234,56 $`); below a cent `< $0.01`; not a number `—`. */
export function formatUsd(value: number, locale?: string): string {
  if (!Number.isFinite(value)) return '—'
  if (value > 0 && value < 0.01) return `< ${usd(locale).format(0.01)}`
  return usd(locale).format(value)
}

/** A label's integer argument: grouped for `locale`, or as sent without one (the English label groups it itself). */
export function localeInteger(value: string, locale: string | undefined): string {
  return locale ? formatInteger(value, locale) : value
}
