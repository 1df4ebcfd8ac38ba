// The arguments of a Move view function as the L1's REST takes them: each one BCS-encoded, then base64
// (initia-labs/initia proto/initia/move/v1/query.proto `QueryLegacyViewRequest.args`, bytes in JSON). BCS: an
// address is its 32 bytes; a string is its UTF-8 length as ULEB128, then the bytes (as @mysten/bcs `bcs.string()`,
// which InterwovenKit src/data/username.ts uses).

import { moveBytes } from '../balances/address.ts'

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

/** A Move `address` argument from its 64 hex digits. */
export function addressArgument(key: string): string {
  return base64(moveBytes(key))
}

/** A Move `String` argument. */
export function stringArgument(text: string): string {
  const utf8 = new TextEncoder().encode(text)
  const length: number[] = []
  let rest = utf8.length
  do {
    length.push((rest & 0x7f) | (rest > 0x7f ? 0x80 : 0))
    rest >>>= 7
  } while (rest > 0)
  return base64(Uint8Array.from([...length, ...utf8]))
}
