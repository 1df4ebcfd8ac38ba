// Seeded randomness: every record derives from (seed, label, ...) so the same seed gives the same chain.

export interface Random {
  /** float in [0, 1) */
  next(): number
  /** integer in [min, max] */
  int(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  bytes(length: number): Uint8Array
  /** `length` random bytes as lower-case hex */
  hex(length: number): string
}

/** FNV-1a over the parts, so a label and an index give an independent stream. */
export function hashSeed(...parts: readonly (string | number)[]): number {
  let hash = 0x811c9dc5
  for (const char of parts.join('\u0000')) {
    hash ^= char.charCodeAt(0)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** mulberry32 */
export function createRandom(...parts: readonly (string | number)[]): Random {
  let state = hashSeed(...parts)
  const uint32 = () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return (t ^ (t >>> 14)) >>> 0
  }
  const next = () => uint32() / 4294967296
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => items[int(0, items.length - 1)]!,
    bytes: (length) => {
      const bytes = new Uint8Array(length)
      for (let i = 0; i < length; i++) bytes[i] = uint32() & 0xff
      return bytes
    },
    hex: (length) => {
      let hex = ''
      let word = 0
      for (let i = 0; i < length; i++) {
        if (i % 4 === 0) word = uint32()
        hex += hexBytes[(word >>> ((i % 4) * 8)) & 0xff]
      }
      return hex
    },
  }
}

const hexBytes = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'))

export function toHex(bytes: Uint8Array): string {
  let hex = ''
  for (const byte of bytes) hex += hexBytes[byte]
  return hex
}

export function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
}
