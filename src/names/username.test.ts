import { expect, test } from 'vitest'
import { parseUsername } from './username.ts'

test('default: a name, in any case and with spaces around, is lower-case with .init', () => {
  expect(parseUsername('alice.init')).toEqual({ kind: 'username', username: 'alice.init', label: 'alice' })
  expect(parseUsername('  Alice-01.INIT ')).toEqual({
    kind: 'username',
    username: 'alice-01.init',
    label: 'alice-01',
  })
  // check_name: 3 and 64 bytes are the bounds
  expect(parseUsername('abc.init').kind).toBe('username')
  expect(parseUsername(`${'a'.repeat(64)}.init`).kind).toBe('username')
})

test('behavior: text without the .init ending is no name (never asked)', () => {
  for (const text of ['', 'alice', 'init1qqqq', '0xabc', 'alice.ini', 'alice.init.x', '.initx', 'alice.іnit'])
    expect(parseUsername(text)).toEqual({ kind: 'none' })
})

test('behavior: a homoglyph is a lookalike, named', () => {
  // Cyrillic а (U+0430) in place of the Latin a
  expect(parseUsername('\u0430lice.init')).toEqual({ kind: 'invalid', problem: 'lookalike', character: 'а' })
  // Greek omicron, and a fullwidth Latin a
  expect(parseUsername('b\u03bfb.init')).toEqual({ kind: 'invalid', problem: 'lookalike', character: 'ο' })
  expect(parseUsername('\uff41lice.init')).toEqual({ kind: 'invalid', problem: 'lookalike', character: 'ａ' })
})

test('behavior: too short and too long', () => {
  expect(parseUsername('ab.init')).toEqual({ kind: 'invalid', problem: 'tooShort' })
  expect(parseUsername('.init')).toEqual({ kind: 'invalid', problem: 'tooShort' })
  expect(parseUsername(`${'a'.repeat(65)}.init`)).toEqual({ kind: 'invalid', problem: 'tooLong' })
  expect(parseUsername(`${'a'.repeat(10_000)}.init`)).toEqual({ kind: 'invalid', problem: 'tooLong' })
})

test('behavior: other characters, x.init.init, and hyphens at the edges', () => {
  expect(parseUsername('x.init.init')).toEqual({ kind: 'invalid', problem: 'characters', character: '.' })
  expect(parseUsername('al ice.init')).toEqual({ kind: 'invalid', problem: 'characters', character: ' ' })
  expect(parseUsername('al_ice.init')).toEqual({ kind: 'invalid', problem: 'characters', character: '_' })
  expect(parseUsername('😀bob.init')).toEqual({ kind: 'invalid', problem: 'characters', character: '😀' })
  expect(parseUsername('<b>x</b>.init')).toEqual({ kind: 'invalid', problem: 'characters', character: '<' })
  // a Latin letter with an accent is no lookalike: it is not allowed
  expect(parseUsername('jos\u00e9.init')).toEqual({ kind: 'invalid', problem: 'characters', character: 'é' })
  expect(parseUsername('-bob.init')).toEqual({ kind: 'invalid', problem: 'hyphenEdge' })
  expect(parseUsername('bob-.init')).toEqual({ kind: 'invalid', problem: 'hyphenEdge' })
})
