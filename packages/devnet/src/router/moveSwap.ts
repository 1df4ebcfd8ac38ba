// An L1 swap as Initia's router sends it: a Move entry function, `0x1::dex::swap_script(pair: Object<Config>,
// offer_coin: Object<Metadata>, offer_coin_amount: u64, min_return: Option<u64>)` (initia-labs/movevm
// precompile/modules/initia_stdlib/sources/dex.move), with its arguments in BCS as MsgExecute carries them.
import { sha3_256 } from '@noble/hashes/sha3.js'

const hexBytes = (hex: string) =>
  Uint8Array.from(hex.replace(/^0x/, '').match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

/** A u64 as BCS writes it: eight bytes, little-endian. */
function u64(value: bigint): Uint8Array {
  const bytes = new Uint8Array(8)
  new DataView(bytes.buffer).setBigUint64(0, value, true)
  return bytes
}

/**
 * A coin's metadata object: `coin::denom_to_metadata`, an object named by the denom under 0x1, whose address is
 * sha3-256(0x1 as 32 bytes || denom || 0xFE), Move's object-from-seed scheme (initia_stdlib object.move).
 */
export function coinMetadataAddress(denom: string): string {
  const creator = new Uint8Array(32)
  creator[31] = 1
  const seed = [...creator, ...new TextEncoder().encode(denom), 0xfe]
  return `0x${Array.from(sha3_256(Uint8Array.from(seed)), (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/** The MsgExecute JSON (amino field names, args in base64) of a swap of `amountIn` for at least `minReturn`. */
export function swapScriptMsg(
  sender: string,
  pair: string,
  offerDenom: string,
  amountIn: bigint,
  minReturn: bigint,
) {
  return {
    sender,
    module_address: '0x1',
    module_name: 'dex',
    function_name: 'swap_script',
    type_args: [],
    args: [
      hexBytes(pair),
      hexBytes(coinMetadataAddress(offerDenom)),
      u64(amountIn),
      // Option<u64>: a vector of at most one element
      Uint8Array.from([1, ...u64(minReturn)]),
    ].map(base64),
  }
}
