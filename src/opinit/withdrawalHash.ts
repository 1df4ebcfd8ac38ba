// OPinit's withdrawal hash (initia-labs/OPinit x/ophost/types/output.go GenerateWithdrawalHash): the key the L1
// records a claimed withdrawal under, and the leaf of its output's Merkle tree.
import { sha3_256 } from '@noble/hashes/sha3.js'

const utf8 = (text: string) => new TextEncoder().encode(text)
const u64 = (value: bigint) => {
  const bytes = new Uint8Array(8)
  new DataView(bytes.buffer).setBigUint64(0, value)
  return bytes
}

/** sha3-256 of the parts, concatenated. */
export function sha3(...parts: Uint8Array[]): Uint8Array {
  const hash = sha3_256.create()
  for (const part of parts) hash.update(part)
  return hash.digest()
}

/** Bridge id, sequence (u64 big-endian), sha3 of sender, receiver and denom, amount (u64): hashed twice. */
export function withdrawalHash(withdrawal: {
  bridgeId: bigint
  sequence: bigint
  from: string
  to: string
  denom: string
  amount: bigint
}): Uint8Array {
  const { bridgeId, sequence, from, to, denom, amount } = withdrawal
  return sha3(
    sha3(u64(bridgeId), u64(sequence), sha3(utf8(from)), sha3(utf8(to)), sha3(utf8(denom)), u64(amount)),
  )
}

export const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
