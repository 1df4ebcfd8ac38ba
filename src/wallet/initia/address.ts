import { type Address, getAddress } from 'viem'
import { InvalidParameterError } from '../../errors/http.ts'
import { bech32Decode, toInitiaBech32 } from '../../router/initiaAddress.ts'

/**
 * The Initia (bech32) address of an Ethereum account: the same 20 bytes under another encoding, as Initia's
 * chains derive it from an ethsecp256k1 key (keccak256 of the public key, last 20 bytes). A bech32 address is
 * re-encoded under `prefix`.
 */
export function toInitiaAddress(address: string, prefix = 'init'): string {
  const initia = toInitiaBech32(address, prefix)
  if (!initia) throw new InvalidParameterError('address', address, 'Expected a 0x or bech32 address.')
  return initia
}

/** The 0x (EIP-55) form of a 20-byte bech32 address. */
export function initiaAddressToHex(address: string): Address {
  if (/^0x[0-9a-fA-F]{40}$/.test(address)) return getAddress(address)
  const bytes = bech32Decode(address)?.bytes
  if (bytes?.length !== 20)
    throw new InvalidParameterError('address', address, 'Expected a 20-byte bech32 account address.')
  return getAddress(`0x${bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('')}`)
}
