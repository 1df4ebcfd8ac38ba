// Initia addresses without a dependency (the root entry cannot import cosmjs): BIP-173 bech32 over the same
// 20 bytes as the 0x address, as Initia's chains derive it from an ethsecp256k1 key and as InterwovenKit converts
// it (initia-labs/utils src/address.ts: `toBech32("init", bytes)`).

const charset = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const generators = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]

function polymod(values: number[]): number {
  let checksum = 1
  for (const value of values) {
    const top = checksum >>> 25
    checksum = ((checksum & 0x1ffffff) << 5) ^ value
    generators.forEach((generator, i) => {
      if ((top >>> i) & 1) checksum ^= generator
    })
  }
  return checksum
}

const expandPrefix = (prefix: string) => [
  ...[...prefix].map((char) => char.charCodeAt(0) >> 5),
  0,
  ...[...prefix].map((char) => char.charCodeAt(0) & 31),
]

function convertBits(data: ArrayLike<number>, from: number, to: number, pad: boolean): number[] | undefined {
  let accumulator = 0
  let bits = 0
  const result: number[] = []
  const max = (1 << to) - 1
  for (const value of Array.from(data)) {
    accumulator = (accumulator << from) | value
    bits += from
    while (bits >= to) {
      bits -= to
      result.push((accumulator >> bits) & max)
    }
  }
  if (pad && bits > 0) result.push((accumulator << (to - bits)) & max)
  else if (!pad && (bits >= from || ((accumulator << (to - bits)) & max) !== 0)) return undefined
  return result
}

export function bech32Encode(prefix: string, bytes: ArrayLike<number>): string {
  const words = convertBits(bytes, 8, 5, true) ?? []
  const checksum = polymod([...expandPrefix(prefix), ...words, 0, 0, 0, 0, 0, 0]) ^ 1
  const checksumWords = [25, 20, 15, 10, 5, 0].map((shift) => (checksum >> shift) & 31)
  return `${prefix}1${[...words, ...checksumWords].map((word) => charset[word]).join('')}`
}

/** The prefix and bytes of a valid bech32 string, or undefined. */
export function bech32Decode(text: string): { prefix: string; bytes: number[] } | undefined {
  const lower = text.toLowerCase()
  if (lower !== text && text.toUpperCase() !== text) return undefined
  const separator = lower.lastIndexOf('1')
  if (separator < 1 || lower.length - separator < 7) return undefined
  const prefix = lower.slice(0, separator)
  const words = [...lower.slice(separator + 1)].map((char) => charset.indexOf(char))
  if (words.includes(-1) || polymod([...expandPrefix(prefix), ...words]) !== 1) return undefined
  const bytes = convertBits(words.slice(0, -6), 5, 8, false)
  return bytes && { prefix, bytes }
}

/** An account's Initia address: a 0x address or any bech32 address re-encoded as `init1...`; undefined if neither. */
export function toInitiaBech32(address: string, prefix = 'init'): string | undefined {
  if (/^0x[0-9a-fA-F]{40}$/.test(address))
    return bech32Encode(
      prefix,
      address
        .slice(2)
        .match(/../g)!
        .map((byte) => Number.parseInt(byte, 16)),
    )
  const decoded = bech32Decode(address)
  return decoded && bech32Encode(prefix, decoded.bytes)
}
