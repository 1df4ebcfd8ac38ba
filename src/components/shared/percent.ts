import { formatLocaleAmount } from '../../amounts/localeAmount.ts'

const numberParts = new Set(['integer', 'group', 'decimal', 'fraction'])
const patterns = new Map<string, (Intl.NumberFormatPart | null)[]>()

/** The locale's way around a negative percentage (`-`, `' %'` after, `%` before), its number as one `null`. */
function percentPattern(locale: string) {
  let pattern = patterns.get(locale)
  if (!pattern) {
    pattern = new Intl.NumberFormat(locale, { style: 'percent' })
      .formatToParts(-0.5)
      .filter(
        (part, index, parts) =>
          !(numberParts.has(part.type) && numberParts.has(parts[index - 1]?.type ?? '')),
      )
      .map((part) => (numberParts.has(part.type) ? null : part))
    patterns.set(locale, pattern)
  }
  return pattern
}

/**
 * A percentage given as a decimal string (`12.3456`), every digit kept: without a locale (or in English) `12.3456`
 * and `english` (the sign as the component has always written it), in a locale its way (`12,3456 %`, `%12,3456`).
 */
export function formatPercent(percent: string, locale?: string, english = '%'): string {
  // English (`en`, `en-GB`) keeps the kit's own form, as its words do
  if (!locale || /^en\b/i.test(locale)) return `${percent}${english}`
  const negative = percent.startsWith('-')
  const number = formatLocaleAmount(negative ? percent.slice(1) : percent, locale)
  return percentPattern(locale)
    .map((part) => (part === null ? number : part.type === 'minusSign' && !negative ? '' : part.value))
    .join('')
}
