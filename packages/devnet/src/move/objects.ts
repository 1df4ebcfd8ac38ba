// The Move objects of a devnet Move chain (the L1, move-1) that own stores no account does: a dex pair, whose coin
// stores are its own primary stores, and the REST route a reader asks an object's owner with:
//   GET <rest>/initia/move/v1/accounts/{address}/resources/by_struct_tag?struct_tag=0x1::object::ObjectCore
// answered as x/move's grpc-gateway does (initia-labs/initia proto/initia/move/v1/query.proto `Resource`,
// x/move/keeper/querier.go): `{resource: {address, struct_tag, move_resource, raw_bytes}}`, move_resource the
// resource as JSON text. An address without the resource: keeper.go `GetResourceBytes` reads a collections map,
// whose `Get` fails with "collections: not found: key '<key>' of type bytes" (cosmossdk.io/collections map.go, the
// key as bytesKey.Stringify writes it), a plain error: cosmos-sdk v0.50's gateway asks the node's gRPC server
// (server/start.go startGrpcServer), baseapp/grpcserver.go passes the error on, grpc-go sends it as codes.Unknown,
// and grpc-gateway v1 answers 500 `{code: 2, message, details: []}`.
// Isomorphic (Web APIs only).
import { sha3_256 } from '@noble/hashes/sha3.js'
import type { Chain, Tx } from '../indexer/chain.ts'

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
const bytesOf = (address: string) => {
  const text = address.replace(/^0x/, '').padStart(64, '0')
  return Uint8Array.from(text.match(/../g)!, (pair) => Number.parseInt(pair, 16))
}
const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((part) => [...part]))
const address32 = (address: string) => `0x${hex(bytesOf(address))}`

/** x/move/types/denom.go NamedObjectAddress: sha3-256(source ‖ name ‖ 0xFE). */
const namedObject = (source: string, name: string) =>
  `0x${hex(sha3_256(concat(bytesOf(source), new TextEncoder().encode(name), Uint8Array.of(0xfe))))}`

/** The metadata object of a Cosmos denom: named by 0x1 after the denom (denom.go MetadataAddressFromDenom). */
export const metadataOfDenom = (denom: string) => namedObject('0x1', denom)

/** primary_fungible_store.move primary_store_address: sha3-256(owner ‖ metadata ‖ 0xFC) (UserDerivedObjectAddress). */
export const primaryStoreOf = (owner: string, metadata: string) =>
  `0x${hex(sha3_256(concat(bytesOf(owner), bytesOf(metadata), Uint8Array.of(0xfc))))}`

/** What names a chain's pair: its id and its two coins. */
export interface PairChain {
  chainId: string
  denoms: { big: string; small: string }
}

/**
 * The dex pair of a chain's two coins, as initia_stdlib dex.move `create_pair` leaves it: the pair object handed to
 * 0x1 (`object::transfer_raw(creator, pair_address, @initia_std)`), its coin stores its own primary stores.
 */
export function dexPairOf(chain: PairChain) {
  const pair = namedObject('0x1', `rollscope devnet ${chain.chainId} pair`)
  const offer = metadataOfDenom(chain.denoms.big)
  const ask = metadataOfDenom(chain.denoms.small)
  return {
    pair,
    offer: { metadata: offer, store: primaryStoreOf(pair, offer) },
    ask: { metadata: ask, store: primaryStoreOf(pair, ask) },
  }
}

/** The chain's one swap whose events move coins through the pair's stores: its first successful `swap_script`. */
export const poolSwapOf = (chain: Chain): Tx | undefined =>
  chain.options.vm === 'move' ? chain.txs.find((tx) => tx.kind === 'contract' && !tx.failed) : undefined

/**
 * The fungible-asset events of the pool swap (dex.move `swap_script` → `swap`): the offer withdrawn from the signer's
 * primary store and deposited in the pair's store, the return withdrawn from the pair's other store and deposited in
 * the signer's primary store. The pair's stores are no account's: only their owner, asked of the chain, names them.
 */
export function poolSwapMoveEvents(
  chain: Chain,
  tx: Tx,
): { type_tag: string; data: Record<string, string> }[] {
  const { offer, ask } = dexPairOf({ chainId: chain.options.chainId, denoms: chain.denoms })
  const signer = tx.signer.hex
  const offered = String(tx.amount)
  const returned = String(tx.amount / 3n)
  const withdraw = '0x1::fungible_asset::WithdrawEvent'
  const deposit = '0x1::fungible_asset::DepositEvent'
  const move = (type_tag: string, store: string, metadata: string, amount: string) => ({
    type_tag,
    data: { store_addr: store, metadata_addr: metadata, amount },
  })
  return [
    move(withdraw, primaryStoreOf(signer, offer.metadata), offer.metadata, offered),
    move(deposit, offer.store, offer.metadata, offered),
    move(withdraw, ask.store, ask.metadata, returned),
    move(deposit, primaryStoreOf(signer, ask.metadata), ask.metadata, returned),
  ]
}

export interface MoveObjectsDevnetOptions {
  /** The chain whose objects are served (its indexer's fixtures have both), read on the first request. */
  chain: () => PairChain
}

export interface MoveObjectsDevnet {
  /** Answers the resource path (after the REST's own prefix); null for any other path. */
  fetch(request: Request, path: string): Response | null
}

// grpc-gateway v1 DefaultHTTPError for codes.Unknown
const unknown = (message: string) => Response.json({ code: 2, message, details: [] }, { status: 500 })

/** BCS of a StructTag: address, module and name as length-prefixed strings, no type arguments. */
function structTagBcs(tag: string): Uint8Array | undefined {
  const match = /^(0x[0-9a-fA-F]{1,64})::(\w+)::(\w+)$/.exec(tag)
  if (!match) return undefined
  const text = (value: string) => {
    const bytes = new TextEncoder().encode(value)
    return concat(Uint8Array.of(bytes.length), bytes)
  }
  return concat(bytesOf(match[1]!), text(match[2]!), text(match[3]!), Uint8Array.of(0))
}

export function createMoveObjectsDevnet(options: MoveObjectsDevnetOptions): MoveObjectsDevnet {
  const owners = () => {
    const { pair, offer, ask } = dexPairOf(options.chain())
    return new Map([
      [offer.store, pair],
      [ask.store, pair],
      [pair, address32('0x1')],
    ])
  }
  return {
    fetch(request, path) {
      const match = /^\/initia\/move\/v1\/accounts\/([^/]+)\/resources\/by_struct_tag$/.exec(path)
      if (!match) return null
      const given = decodeURIComponent(match[1]!)
      const tag = new URL(request.url).searchParams.get('struct_tag') ?? ''
      // x/move/types AccAddressFromString: 0x hex (or bech32, which the devnet's objects are never asked in)
      if (!/^0x[0-9a-fA-F]{1,64}$/.test(given)) return unknown(`invalid address: ${given}`)
      const bcs = structTagBcs(tag)
      if (!bcs) return unknown(`invalid struct tag: ${tag}`)
      const address = address32(given)
      const owner = tag === '0x1::object::ObjectCore' ? owners().get(address) : undefined
      if (!owner) {
        // keys.go GetResourceKey: address ‖ ResourceSeparator (2) ‖ BCS of the struct tag
        const key = concat(bytesOf(address), Uint8Array.of(2), bcs)
        return unknown(`collections: not found: key 'hexBytes:${hex(key)}' of type bytes`)
      }
      const resource = { allow_ungated_transfer: false, owner, version: '1' }
      return Response.json({
        resource: {
          address,
          struct_tag: '0x1::object::ObjectCore',
          move_resource: JSON.stringify({ type: tag, data: resource }),
          // object.move ObjectCore's BCS: owner, allow_ungated_transfer, version (u64)
          raw_bytes: btoa(
            String.fromCharCode(
              ...concat(bytesOf(owner), Uint8Array.of(0), Uint8Array.of(1, 0, 0, 0, 0, 0, 0, 0)),
            ),
          ),
        },
      })
    },
  }
}
