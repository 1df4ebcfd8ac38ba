// The object addresses Move derives, so a tx's fungible-asset events can be read without asking the chain:
// - a coin's metadata: initia-labs/initia x/move/types/denom.go `MetadataAddressFromDenom`: `move/<hex>` is the
//   metadata's own address; any other denom is the object named by the denom under 0x1 (`NamedObjectAddress`,
//   sha3-256(0x1 as 32 bytes || denom || 0xFE)). `DenomFromMetadataAddress` goes back the same way: a metadata 0x1
//   named by its symbol is that denom, any other is `move/` and its 64 hex digits (`CanonicalString`).
// - an account's primary store of a coin: primary_fungible_store.move `primary_store_address`, the user-derived
//   object sha3-256(owner || metadata || 0xFC) (initia-labs/movevm initia_stdlib object.move; x/move/keeper/bank.go
//   `GetBalanceWithMetadata` finds balances the same way).
import { sha3_256 } from '@noble/hashes/sha3.js'
import { addressKey, moveBytes, toHex } from './address.ts'

const derive = (source: Uint8Array, seed: Uint8Array, scheme: number) => {
  const bytes = new Uint8Array(source.length + seed.length + 1)
  bytes.set(source)
  bytes.set(seed, source.length)
  bytes[bytes.length - 1] = scheme
  return addressKey(`0x${toHex(sha3_256(bytes))}`)!
}

const stdAddress = moveBytes('1')

/** The key of a coin's metadata address (see above); undefined for a `move/` denom that is no address. */
export function metadataOfDenom(denom: string): string | undefined {
  if (denom.startsWith('move/')) {
    const hex = denom.slice(5)
    return /^[0-9a-f]{1,64}$/.test(hex) ? addressKey(`0x${hex}`) : undefined
  }
  return derive(stdAddress, new TextEncoder().encode(denom), 0xfe)
}

/** The denom the chain gives a metadata that is no 0x1-named coin: `move/` and its 64 hex digits. */
export const moveDenomOf = (metadataKey: string) => `move/${metadataKey.padStart(64, '0')}`

/** The key of `owner`'s primary store of the coin whose metadata is `metadataKey`. */
export function primaryStoreOf(ownerKey: string, metadataKey: string): string {
  return derive(moveBytes(ownerKey), moveBytes(metadataKey), 0xfc)
}
