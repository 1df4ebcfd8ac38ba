// Bech32 (BIP-173) and hex addresses, as the indexer accepts them in paths.
import { toHex } from './random.ts'

const charset = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const generators = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]

function polymod(values: readonly number[]): number {
  let checksum = 1
  for (const value of values) {
    const top = checksum >>> 25
    checksum = ((checksum & 0x1ffffff) << 5) ^ value
    generators.forEach((generator, bit) => {
      if ((top >>> bit) & 1) checksum ^= generator
    })
  }
  return checksum
}

function expandPrefix(prefix: string): number[] {
  const codes = Array.from(prefix, (char) => char.charCodeAt(0))
  return [...codes.map((code) => code >>> 5), 0, ...codes.map((code) => code & 31)]
}

function convertBits(data: Iterable<number>, from: number, to: number, pad: boolean): number[] | undefined {
  let accumulator = 0
  let bits = 0
  const result: number[] = []
  const mask = (1 << to) - 1
  for (const value of data) {
    accumulator = (accumulator << from) | value
    bits += from
    while (bits >= to) {
      bits -= to
      result.push((accumulator >>> bits) & mask)
    }
  }
  if (pad && bits > 0) result.push((accumulator << (to - bits)) & mask)
  if (!pad && (bits >= from || ((accumulator << (to - bits)) & mask) !== 0)) return undefined
  return result
}

export function toBech32(bytes: Uint8Array, prefix = 'init'): string {
  const words = convertBits(bytes, 8, 5, true)!
  const checksum = polymod([...expandPrefix(prefix), ...words, 0, 0, 0, 0, 0, 0]) ^ 1
  const checksumWords = [25, 20, 15, 10, 5, 0].map((shift) => (checksum >>> shift) & 31)
  return `${prefix}1${[...words, ...checksumWords].map((word) => charset[word]).join('')}`
}

function fromBech32(text: string): Uint8Array | undefined {
  if (text !== text.toLowerCase() && text !== text.toUpperCase()) return undefined
  const lower = text.toLowerCase()
  const separator = lower.lastIndexOf('1')
  if (separator < 1 || lower.length - separator < 7) return undefined
  const words = Array.from(lower.slice(separator + 1), (char) => charset.indexOf(char))
  if (words.includes(-1)) return undefined
  if (polymod([...expandPrefix(lower.slice(0, separator)), ...words]) !== 1) return undefined
  const bytes = convertBits(words.slice(0, -6), 5, 8, false)
  return bytes && Uint8Array.from(bytes)
}

/**
 * The account key the devnet indexes by (lower hex, no 0x) for a bech32 or hex address, with or without
 * 0x; short hex is left-padded like Move's `0x1`. undefined when it is neither.
 */
export function parseAddress(text: string): string | undefined {
  if (/^(0x)?[0-9a-f]{1,64}$/i.test(text)) {
    const digits = text.replace(/^0x/i, '').toLowerCase()
    return digits.padStart(digits.length <= 40 ? 40 : 64, '0')
  }
  const bytes = fromBech32(text)
  return bytes && (bytes.length === 20 || bytes.length === 32) ? toHex(bytes) : undefined
}
