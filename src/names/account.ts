// An Initia account in the form the usernames module takes (a Move address: 32 bytes), from any of the forms people
// see: `init1…` (20 bytes, or 32 for an object or a module account) or 0x hex (an EVM address, a Move address).
import { moveBytes, toHex } from '../balances/address.ts'
import { bech32Decode, bech32Encode } from '../router/initiaAddress.ts'

/** The account's 32 bytes as 64 lower-case hex digits (no 0x); undefined for no Initia address (noble1…, text). */
export function usernameAccountKey(address: string): string | undefined {
  const text = address.trim()
  if (text.length > 100) return undefined
  const hex = /^0x([0-9a-fA-F]{1,64})$/.exec(text)?.[1]
  if (hex) return hex.toLowerCase().padStart(64, '0')
  const decoded = bech32Decode(text)
  if (decoded?.prefix !== 'init' || (decoded.bytes.length !== 20 && decoded.bytes.length !== 32))
    return undefined
  return toHex(decoded.bytes).padStart(64, '0')
}

/** The `init1…` form of an account key: 20 bytes when the top 12 are zero (an account), else all 32. */
export function initAddressOfKey(key: string): string {
  const bytes = moveBytes(key)
  return bech32Encode('init', bytes.slice(0, 12).every((byte) => byte === 0) ? bytes.slice(12) : bytes)
}
