// One account under its several names: `init1…` (bech32, any prefix), a 0x EVM address, a Move address (0x1, or 32
// bytes zero-padded). Initia's chains give every account 20 bytes and pad them to Move's 32 (initia-labs/movevm
// types/types.go `NewAccountAddressFromBytes`); a key is those bytes in hex without leading zeros, so all forms meet.
import { bech32Decode, bech32Encode } from '../router/initiaAddress.ts'

const toHex = (bytes: ArrayLike<number>) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

/** The key of an address in any of its forms, or undefined when it is none of them (or longer than 32 bytes). */
export function addressKey(address: string | null | undefined): string | undefined {
  if (typeof address !== 'string' || address.length > 128) return undefined
  const text = address.trim()
  const hex = /^0x([0-9a-fA-F]{1,64})$/.exec(text)?.[1] ?? bech32Hex(text)
  if (hex === undefined) return undefined
  return hex.toLowerCase().replace(/^0+(?=.)/, '')
}

function bech32Hex(text: string): string | undefined {
  const decoded = bech32Decode(text)
  return decoded && decoded.bytes.length > 0 && decoded.bytes.length <= 32 ? toHex(decoded.bytes) : undefined
}

/** The 32 bytes Move hashes for an address key (left-padded). */
export function moveBytes(key: string): Uint8Array {
  const hex = key.padStart(64, '0')
  return Uint8Array.from(hex.match(/../g)!, (byte) => Number.parseInt(byte, 16))
}

/** An address key as people read it on an Initia chain: `init1…` for 20 bytes or fewer, else 0x and 64 digits. */
export function bech32OfKey(key: string, prefix = 'init'): string {
  if (key.length > 40) return `0x${key.padStart(64, '0')}`
  return bech32Encode(prefix, moveBytes(key).slice(12))
}

/** An address key as a 0x EVM address (20 bytes), or undefined when it is longer. */
export function hexOfKey(key: string): string | undefined {
  return key.length > 40 ? undefined : `0x${key.padStart(40, '0')}`
}

export { toHex }
