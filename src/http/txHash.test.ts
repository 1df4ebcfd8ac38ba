import { expect, test } from 'vitest'
import { cosmosTxHash, evmTxHash, sameTxHash } from './txHash.ts'

const hex = 'ab'.repeat(32)

test('default: each side gets its own form, whatever it was given', () => {
  for (const given of [hex, `0x${hex}`, `0X${hex.toUpperCase()}`, hex.toUpperCase()]) {
    expect(cosmosTxHash(given)).toBe(hex.toUpperCase())
    expect(evmTxHash(given)).toBe(`0x${hex}`)
  }
})

test('behavior: the same tx matches across forms, another does not', () => {
  expect(sameTxHash(`0x${hex}`, hex.toUpperCase())).toBe(true)
  expect(sameTxHash(`0x${hex}`, 'cd'.repeat(32))).toBe(false)
})
