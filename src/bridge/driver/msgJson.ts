// Reading the router's message JSON and comparing addresses: generic helpers for the msgs checks. Pure; what
// cannot be read comes back undefined, never thrown.
import { bech32Decode, toInitiaBech32 } from '../../router/initiaAddress.ts'
import { isObject, type Json } from '../machine/json.ts'

export const decimal = /^\d+$/

export const show = (value: unknown): string => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))
  return text.length > 80 ? `${text.slice(0, 77)}...` : text
}

/** A field as the router writes it (proto-JSON, snake_case), or camelCase as other encoders do. */
export function field(object: Json, name: string): unknown {
  return name in object
    ? object[name]
    : object[name.replace(/_([a-z])/g, (_, char: string) => char.toUpperCase())]
}

export function parseObject(text: unknown): Json | undefined {
  if (isObject(text)) return text
  if (typeof text !== 'string') return undefined
  try {
    const value: unknown = JSON.parse(text)
    return isObject(value) ? value : undefined
  } catch {
    return undefined
  }
}

/** An ERC-20 as a lower-case 0x address, from `0x...` or MiniEVM's Cosmos denom `evm/<hex>`; else undefined. */
export function erc20Key(denom: string): string | undefined {
  const hex = /^(?:0x|evm\/)([0-9a-fA-F]{40})$/.exec(denom)?.[1]
  return hex && `0x${hex.toLowerCase()}`
}

export const hexOf = (bytes: ArrayLike<number>) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

export function base64Text(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined
  try {
    return atob(text)
  } catch {
    return undefined
  }
}

export const base64Bytes = (text: unknown) => {
  const binary = base64Text(text)
  return binary === undefined ? undefined : Array.from(binary, (char) => char.charCodeAt(0))
}

/**
 * Whether `address` is the account `user`: the same string (0x case-insensitively), or a 0x address and the
 * `init1` address over the same 20 bytes (Initia's chains derive both from one ethsecp256k1 key). Other
 * bech32 prefixes over the same bytes are not the same account: Cosmos chains hash keys another way.
 */
export function sameAccount(address: string, user: string): boolean {
  if (address === user) return true
  if (address.startsWith('0x') && user.startsWith('0x')) return address.toLowerCase() === user.toLowerCase()
  const [hex, other] = address.startsWith('0x') ? [address, user] : [user, address]
  return (
    hex.startsWith('0x') &&
    other.toLowerCase().startsWith('init1') &&
    toInitiaBech32(hex) === other.toLowerCase()
  )
}

/** A 32-byte CCTP recipient (0x + 64 hex) against the user's address bytes, left-padded; true when undecodable. */
export function sameRecipient(bytes32: string, user: string): boolean {
  const decoded = user.startsWith('0x') ? undefined : bech32Decode(user)
  const bytes = user.startsWith('0x') ? user.slice(2).toLowerCase() : decoded && hexOf(decoded.bytes)
  if (!bytes || !/^[0-9a-f]{40,64}$/.test(bytes)) return true
  return bytes32.slice(2) === bytes.padStart(64, '0')
}

export const matchesUser = (address: string, user: string) =>
  /^0x[0-9a-f]{64}$/.test(address) ? sameRecipient(address, user) : sameAccount(address, user)
