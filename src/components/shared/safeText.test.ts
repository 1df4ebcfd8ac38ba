import { parse as parseCsv } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { csvText, hasInvisible, revealInvisible } from './safeText.ts'

describe('revealInvisible', () => {
  it('writes out bidi overrides, isolates and zero-width characters', () => {
    const spoofed = '0x1234\u202Eabcd\u2066x\u2069\u200B'
    expect(hasInvisible(spoofed)).toBe(true)
    expect(revealInvisible(spoofed)).toBe('0x1234[U+202E]abcd[U+2066]x[U+2069][U+200B]')
  })

  it('leaves ordinary text alone, non-Latin scripts included', () => {
    for (const text of ['init1qqqq', 'Ünïcödé ✓', 'تست', '日本語']) {
      expect(hasInvisible(text)).toBe(false)
      expect(revealInvisible(text)).toBe(text)
    }
  })
})

describe('csvText', () => {
  // read back by an independent CSV parser
  const parse = (text: string): string[][] => parseCsv(text, { record_delimiter: '\r\n' })

  it('keeps a newline or quote inside its cell: no row is injected', () => {
    const rows = [
      ['rank', 'account'],
      ['1', 'init1abc\n2,init1evil,999'],
      ['2', 'say "hi"'],
    ]
    expect(parse(csvText(rows))).toEqual(rows)
  })

  it('neutralises cells a spreadsheet would run as formulas', () => {
    const cells = ['=HYPERLINK("http://evil")', '+1+1', '-2', '@SUM(A1)', '\tx', '\rx']
    const [parsed] = parse(csvText([cells]))
    expect(parsed?.map((cell) => cell[0])).toEqual(cells.map(() => "'"))
    expect(parsed?.map((cell) => cell.slice(1))).toEqual(cells)
  })

  it('writes invisible format characters out', () => {
    expect(parse(csvText([['a\u202Eb']]))).toEqual([['a[U+202E]b']])
  })
})
