// Bech32 (BIP-173, the kit's own encoder) and hex addresses, as the indexer accepts them in paths.
import { bech32Decode, bech32Encode } from '../../../../src/router/initiaAddress.ts'
import { toHex } from './random.ts'

export const toBech32 = (bytes: Uint8Array, prefix = 'init'): string => bech32Encode(prefix, bytes)

/**
 * The account key the devnet indexes by (lower hex, no 0x) for a bech32 or hex address, with or without
 * 0x; short hex is left-padded like Move's `0x1`. undefined when it is neither.
 */
export function parseAddress(text: string): string | undefined {
  if (/^(0x)?[0-9a-f]{1,64}$/i.test(text)) {
    const digits = text.replace(/^0x/i, '').toLowerCase()
    return digits.padStart(digits.length <= 40 ? 40 : 64, '0')
  }
  const bytes = bech32Decode(text)?.bytes
  return bytes && (bytes.length === 20 || bytes.length === 32) ? toHex(Uint8Array.from(bytes)) : undefined
}
