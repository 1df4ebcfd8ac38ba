// Amounts as people type them. A locale's grouping separator is never read as a decimal point: "1,000" in
// English is a thousand, and "1,5" there is refused rather than guessed. A separator the locale does not use
// is read as the decimal point unless it could be either ("1.000" typed in French is refused).

export interface LocaleSeparators {
  decimal: string
  group: string
}

/** The decimal and grouping separators of `locale` (the browser's when undefined), from Intl. */
export function separatorsOf(locale?: string): LocaleSeparators {
  const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5)
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  }
}

export type LocaleAmountResult =
  | { ok: true /** digits with a "." decimal point, as `parseAmount` takes */; value: string }
  | { ok: false; reason: 'invalid' | 'ambiguous' | 'grouping'; separators: LocaleSeparators }

const spaces = /[\s\u00a0\u202f']/g
/** "1,234,567" or "1.234": groups of three after the first. */
const grouped = (text: string, separator: string) =>
  new RegExp(`^\\d{1,3}(\\${separator}\\d{3})+$`).test(text)

/** An amount typed in `locale` as a plain decimal ("1234.5"), or why it cannot be read. */
export function parseLocaleAmount(input: string, locale?: string): LocaleAmountResult {
  const separators = separatorsOf(locale)
  const fail = (reason: 'invalid' | 'ambiguous' | 'grouping') => ({ ok: false as const, reason, separators })
  // spaces, no-break spaces and apostrophes only ever group (fr, de-CH)
  const text = input.replace(spaces, '')
  if (!/^[\d.,]*$/.test(text) || !/\d/.test(text)) return fail('invalid')
  const marks = [...new Set(text.replace(/\d/g, ''))]
  const localeGroup = separators.group.replace(spaces, '') || undefined
  if (marks.length === 0) return { ok: true, value: text }
  if (marks.length === 2) {
    // both: the last one is the decimal point and appears once; the other groups thousands
    const decimal = text.match(/[.,](?=\d*$)/)?.[0] ?? ''
    const group = marks.find((mark) => mark !== decimal) ?? ''
    const [whole = '', fraction = '', extra] = text.split(decimal)
    if (extra !== undefined || !grouped(whole, group)) return fail('invalid')
    if (decimal === localeGroup) return fail('grouping')
    return { ok: true, value: `${whole.split(group).join('')}.${fraction}` }
  }
  const mark = marks[0] as string
  const pieces = text.split(mark)
  if (pieces.length > 2) return grouped(text, mark) ? { ok: true, value: pieces.join('') } : fail('invalid')
  const [whole = '', fraction = ''] = pieces
  if (mark === separators.decimal) return { ok: true, value: `${whole}.${fraction}` }
  if (mark === localeGroup)
    return grouped(text, mark) ? { ok: true, value: whole + fraction } : fail('grouping')
  // a mark the locale does not use: a decimal point, unless it could as well group thousands
  if (grouped(text, mark)) return fail('ambiguous')
  return { ok: true, value: `${whole}.${fraction}` }
}

/** A plain decimal ("1234.5") grouped and pointed for `locale` ("1,234.5", "1.234,5"), every digit kept. */
export function formatLocaleAmount(value: string, locale?: string): string {
  const { decimal, group } = separatorsOf(locale)
  const [whole = '0', fraction] = value.split('.')
  const groupedWhole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group)
  return fraction ? `${groupedWhole}${decimal}${fraction}` : groupedWhole
}
