// The recipient field of Send and Send NFT: what the user typed, read as an account on the sending chain. Pure.
import { keccak_256 } from '@noble/hashes/sha3.js'
import { bech32Decode, bech32Encode, toInitiaBech32 } from '../router/initiaAddress.ts'

/** A chain of the registry, as far as the recipient cares: its id and its addresses' prefix. */
export interface RecipientChain {
  chainId: string
  bech32Prefix: string
}

export type RecipientProblem =
  /** Neither a bech32 address nor 0x and 40 hex digits. */
  | { kind: 'form' }
  /** A 0x address in mixed case whose EIP-55 checksum fails, or a bech32 address whose checksum fails. */
  | { kind: 'checksum' }
  /** A bech32 prefix no chain of this network uses (another network's address). */
  | { kind: 'prefix'; prefix: string; expected: string }

export type RecipientResult =
  | { kind: 'empty' }
  | { kind: 'problem'; problem: RecipientProblem }
  /** An account on the sending chain: its bech32 form (what MsgSend takes) and, for 20 bytes, its 0x form. */
  | { kind: 'account'; bech32: string; hex: `0x${string}` | undefined }
  /** An address of another chain of the registry (its own prefix): the bridge takes it there. */
  | { kind: 'otherChain'; chainId: string; bech32: string }

const hex = (bytes: ArrayLike<number>) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

/** EIP-55: the 0x address with each hex letter upper case where keccak256 of the lower-case address has a nibble ≥ 8. */
export function checksumAddress(address: string): `0x${string}` {
  const lower = address.slice(2).toLowerCase()
  const hash = hex(keccak_256(new TextEncoder().encode(lower)))
  const digits = [...lower].map((char, i) => (Number.parseInt(hash[i]!, 16) >= 8 ? char.toUpperCase() : char))
  return `0x${digits.join('')}`
}

// bech32: a prefix, the separator 1, then data and checksum in the bech32 alphabet (BIP-173)
const bech32Shape = /^[a-z0-9]{1,83}1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{6,}$/i

/**
 * Reads `text` as a recipient on the chain whose addresses start with `prefix`. `chains`: the network's chains, to
 * tell another chain's address (handed to the bridge) from another network's (refused).
 */
export function readRecipient(
  text: string,
  { prefix, chains = [] }: { prefix: string; chains?: readonly RecipientChain[] },
): RecipientResult {
  const typed = text.trim()
  if (typed === '') return { kind: 'empty' }
  if (/^0x[0-9a-fA-F]{40}$/.test(typed)) {
    const digits = typed.slice(2)
    const mixed = digits !== digits.toLowerCase() && digits !== digits.toUpperCase()
    if (mixed && checksumAddress(typed) !== typed) return { kind: 'problem', problem: { kind: 'checksum' } }
    const bytes = digits.match(/../g)!.map((byte) => Number.parseInt(byte, 16))
    return { kind: 'account', bech32: bech32Encode(prefix, bytes), hex: checksumAddress(typed) }
  }
  if (!bech32Shape.test(typed)) return { kind: 'problem', problem: { kind: 'form' } }
  const decoded = bech32Decode(typed)
  if (!decoded) return { kind: 'problem', problem: { kind: 'checksum' } }
  // accounts are 20 bytes; module and contract accounts (CosmWasm, Move objects) 32
  if (decoded.bytes.length !== 20 && decoded.bytes.length !== 32)
    return { kind: 'problem', problem: { kind: 'form' } }
  const bech32 = typed.toLowerCase()
  if (decoded.prefix === prefix) {
    const hexForm = decoded.bytes.length === 20 ? checksumAddress(`0x${hex(decoded.bytes)}`) : undefined
    return { kind: 'account', bech32, hex: hexForm }
  }
  const other = chains.find((chain) => chain.bech32Prefix === decoded.prefix)
  if (other) return { kind: 'otherChain', chainId: other.chainId, bech32 }
  return { kind: 'problem', problem: { kind: 'prefix', prefix: decoded.prefix, expected: prefix } }
}

/** An account's own address in both forms under `prefix` (bech32 of any prefix or 0x given); undefined if neither. */
export function accountForms(
  address: string,
  prefix = 'init',
): { bech32: string; hex: `0x${string}` | undefined } | undefined {
  const bech32 = toInitiaBech32(address.trim(), prefix)
  const read = bech32 === undefined ? undefined : readRecipient(bech32, { prefix })
  return read?.kind === 'account' ? { bech32: read.bech32, hex: read.hex } : undefined
}
