// The view call's arguments against @mysten/bcs, the encoder InterwovenKit uses (src/data/username.ts).
import { bcs } from '@mysten/bcs'
import { expect, test } from 'vitest'
import { addressArgument, stringArgument } from './viewArguments.ts'

// Move's address is 32 bytes, no length (initia's Move: AccountAddress::LENGTH); @mysten/bcs's fixed `bytes(32)`
const moveAddress = bcs.bytes(32)

test('default: an address is its 32 bytes', () => {
  for (const key of ['1', 'ab'.repeat(20), 'f'.repeat(64), `${'0'.repeat(24)}${'7'.repeat(40)}`])
    expect(addressArgument(key)).toBe(
      moveAddress.serialize(Buffer.from(key.padStart(64, '0'), 'hex')).toBase64(),
    )
})

test('behavior: a string is its ULEB128 length and UTF-8 bytes, past one length byte', () => {
  for (const text of [
    '',
    'alice',
    'a'.repeat(64),
    'a'.repeat(127),
    'b'.repeat(128),
    'c'.repeat(20_000),
    'ünï😀',
  ])
    expect(stringArgument(text)).toBe(bcs.string().serialize(text).toBase64())
})
