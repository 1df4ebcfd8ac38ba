import { describe, expect, it } from 'vitest'
import { boundedJson } from './json.ts'

const nested = (depth: number) => {
  let value: unknown = { leaf: true }
  for (let level = 0; level < depth; level++) value = { msg: value }
  return value
}

describe('boundedJson', () => {
  it('writes what JSON.stringify writes for an ordinary value', () => {
    const value = { a: [1, 'two', null, { b: false }], c: {}, d: [] }
    expect(boundedJson(value)).toBe(JSON.stringify(value, null, 2))
  })

  it('escapes invisible format characters, as JSON allows', () => {
    const text = boundedJson({ 'a\u202Eb': 'c\u200Bd' })
    expect(text).toBe('{\n  "a\\u202eb": "c\\u200bd"\n}')
    expect(JSON.parse(text)).toEqual({ 'a\u202Eb': 'c\u200Bd' })
  })

  it('cuts a hostile nesting short instead of overflowing the stack', () => {
    const text = boundedJson(nested(100_000), 24)
    expect(text.split('\n').length).toBeLessThan(60)
    expect(text).toContain('{ … }')
  })
})
