import { toBech32 } from '@cosmjs/encoding'
import { getAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { checksumAddress, readRecipient } from './recipient.ts'

const chains = [
  { chainId: 'initiation-2', bech32Prefix: 'init' },
  { chainId: 'wasm-1', bech32Prefix: 'init' },
  { chainId: 'other-1', bech32Prefix: 'other' },
]
const on = { prefix: 'init', chains }
const bytes = Uint8Array.from({ length: 20 }, (_, i) => i * 13 + 7)
const hexLower = `0x${Buffer.from(bytes).toString('hex')}`
// the independent encoders: cosmjs's bech32 and viem's EIP-55
const bech32 = toBech32('init', bytes)
const checksummed = getAddress(hexLower)

describe('readRecipient', () => {
  test('default: a bech32 account, its 0x form checksummed as viem does', () => {
    expect(readRecipient(bech32, on)).toEqual({ kind: 'account', bech32, hex: checksummed })
  })

  test('behavior: a 0x address in any case becomes the chain prefix bech32 cosmjs encodes', () => {
    for (const text of [hexLower, checksummed, `0x${hexLower.slice(2).toUpperCase()}`])
      expect(readRecipient(` ${text} `, on)).toEqual({ kind: 'account', bech32, hex: checksummed })
  })

  test('behavior: EIP-55 matches viem on many addresses', () => {
    for (let seed = 1; seed < 60; seed++) {
      const hex = `0x${Buffer.from(Uint8Array.from({ length: 20 }, (_, i) => (i * seed * 31 + seed) & 255)).toString('hex')}`
      expect(checksumAddress(hex)).toBe(getAddress(hex))
    }
  })

  test('behavior: a mixed-case 0x address with one letter flipped fails its checksum', () => {
    const index = [...checksummed].findIndex((char, i) => i > 1 && /[a-fA-F]/.test(char))
    const flipped = checksummed.slice(0, index) + swapCase(checksummed[index]!) + checksummed.slice(index + 1)
    expect(readRecipient(flipped, on)).toEqual({ kind: 'problem', problem: { kind: 'checksum' } })
  })

  test('behavior: a bech32 address with one character changed fails its checksum', () => {
    const last = bech32.at(-1) === 'q' ? 'p' : 'q'
    expect(readRecipient(bech32.slice(0, -1) + last, on)).toEqual({
      kind: 'problem',
      problem: { kind: 'checksum' },
    })
  })

  test('behavior: wrong forms', () => {
    for (const text of ['hello', '0x1234', `${hexLower}00`, 'init1', 'init1bbbbbb', '0xZZ'])
      expect(readRecipient(text, on)).toEqual({ kind: 'problem', problem: { kind: 'form' } })
    // valid bech32 of 8 bytes: no account
    expect(readRecipient(toBech32('init', bytes.slice(0, 8)), on)).toEqual({
      kind: 'problem',
      problem: { kind: 'form' },
    })
  })

  test("behavior: another network's prefix is refused, naming both prefixes", () => {
    expect(readRecipient(toBech32('cosmos', bytes), on)).toEqual({
      kind: 'problem',
      problem: { kind: 'prefix', prefix: 'cosmos', expected: 'init' },
    })
  })

  test("behavior: another chain's prefix of the registry goes to that chain", () => {
    const other = toBech32('other', bytes)
    expect(readRecipient(other, on)).toEqual({ kind: 'otherChain', chainId: 'other-1', bech32: other })
  })

  test('behavior: a 32-byte account (a contract or module) has no 0x form', () => {
    const contract = toBech32('init', new Uint8Array(32).fill(9))
    expect(readRecipient(contract, on)).toEqual({ kind: 'account', bech32: contract, hex: undefined })
  })

  test('behavior: empty', () => {
    expect(readRecipient('  ', on)).toEqual({ kind: 'empty' })
  })
})

function swapCase(char: string) {
  return char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase()
}
