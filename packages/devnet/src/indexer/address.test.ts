import { describe, expect, test } from 'vitest'
import { parseAddress, toBech32 } from './address.ts'

// pairs seen in real rollytics records (a bech32 sender and the same account in an EVM log topic)
const vectors = [
  ['init1kw2unuhgfa6mz6r0ehrzlr9k9ftjk7pql8u5fm', 'b395c9f2e84f75b1686fcdc62f8cb62a572b7820'],
  ['init17xpfvakm2amg962yls6f84z3kell8c5l70rnql', 'f1829676db577682e944fc3493d451b67ff3e29f'],
] as const

const bytesOf = (hex: string) => Uint8Array.from(hex.match(/../g)!, (byte) => Number.parseInt(byte, 16))

describe('address', () => {
  test('default', () => {
    for (const [bech32, hex] of vectors) {
      expect(toBech32(bytesOf(hex))).toBe(bech32)
      expect(parseAddress(bech32)).toBe(hex)
    }
  })

  test('behavior: hex with or without 0x, any case; short hex is padded', () => {
    const [, hex] = vectors[0]
    expect(parseAddress(`0x${hex}`)).toBe(hex)
    expect(parseAddress(hex.toUpperCase())).toBe(hex)
    expect(parseAddress('0x1')).toBe(`${'0'.repeat(39)}1`)
  })

  test('behavior: a bad checksum or text is not an address', () => {
    expect(parseAddress('init1kw2unuhgfa6mz6r0ehrzlr9k9ftjk7pql8u5fa')).toBeUndefined()
    expect(parseAddress('xyz')).toBeUndefined()
    expect(parseAddress('')).toBeUndefined()
  })
})
