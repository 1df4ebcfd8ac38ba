// The tx that moves one NFT to another account on its own chain, per VM. Pure.
import { bech32Decode } from '../router/initiaAddress.ts'

/** The VM of the NFT's chain: the registry's `metadata.minitia.type`, `minimove` for the L1. */
export type NftVm = 'minievm' | 'minimove' | 'miniwasm'

export interface NftTransferParameters {
  vm: NftVm
  chainId: string
  /** The owner's bech32 address on `chainId` (the signer). */
  sender: string
  /** The recipient's bech32 address on `chainId` (`readRecipient`'s `bech32`). */
  recipient: string
  /** The indexer's `collection_addr`: the ERC-721 or CW-721 contract. */
  collectionAddr: string
  /** The indexer's `object_addr`: the token's Move object on minimove. */
  objectAddr: string
  tokenId: string
}

/** `/initia.move.v1.MsgExecute` as @initia/initia.proto's MsgExecute takes it. */
export interface MoveExecuteMessage {
  typeUrl: '/initia.move.v1.MsgExecute'
  value: {
    sender: string
    moduleAddress: string
    moduleName: string
    functionName: string
    typeArgs: string[]
    args: Uint8Array[]
  }
}

/** `/cosmwasm.wasm.v1.MsgExecuteContract` as cosmjs-types' MsgExecuteContract takes it. */
export interface WasmExecuteMessage {
  typeUrl: '/cosmwasm.wasm.v1.MsgExecuteContract'
  value: { sender: string; contract: string; msg: Uint8Array; funds: { denom: string; amount: string }[] }
}

export type NftTransferRequest =
  | { chainId: string; messages: readonly [MoveExecuteMessage | WasmExecuteMessage] }
  | { chainId: string; evm: { to: `0x${string}`; data: `0x${string}` } }

const hexOf = (bytes: ArrayLike<number>) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

/** An address's bytes, left-padded to `size`: bech32 or 0x (short Move forms such as `0x1` too). */
function addressBytes(address: string, size: 20 | 32): Uint8Array {
  const digits = /^0x[0-9a-fA-F]{1,64}$/.test(address) ? address.slice(2) : undefined
  const given = digits
    ? (digits.length % 2 ? `0${digits}` : digits).match(/../g)!.map((byte) => Number.parseInt(byte, 16))
    : bech32Decode(address)?.bytes
  if (!given || given.length > size) throw new RangeError(`Not a ${size}-byte address: ${address}`)
  const bytes = new Uint8Array(size)
  bytes.set(given, size - given.length)
  return bytes
}

/** An ABI word: 32 bytes, the value right-aligned. */
const word = (bytes: Uint8Array) => hexOf(bytes).padStart(64, '0')

/**
 * minievm's ERC-721 (initia-labs/minievm x/evm/contracts/erc721/ERC721.sol): `safeTransferFrom(from, to, tokenId)`,
 * which reverts when `to` is a contract that cannot take an NFT (ERC721Utils.checkOnERC721Received), where
 * `transferFrom` would lock it there. Selector 0x42842e0e, then three 32-byte words.
 */
function erc721Transfer({ chainId, sender, recipient, collectionAddr, tokenId }: NftTransferParameters) {
  if (!/^\d+$/.test(tokenId)) throw new RangeError(`An ERC-721 token id is a uint256: ${tokenId}`)
  const id = BigInt(tokenId)
  if (id >= 2n ** 256n) throw new RangeError(`An ERC-721 token id is a uint256: ${tokenId}`)
  const data = `0x42842e0e${word(addressBytes(sender, 20))}${word(addressBytes(recipient, 20))}${id.toString(16).padStart(64, '0')}`
  return {
    chainId,
    evm: { to: `0x${hexOf(addressBytes(collectionAddr, 20))}` as const, data: data as `0x${string}` },
  }
}

/**
 * A Move NFT is an object: `0x1::object::transfer<0x1::nft::Nft>(owner, object, to)`, as Initia's own NFT keeper
 * moves one (initia-labs/initia x/move/keeper/nft.go, NftKeeper.Transfer). Its args are BCS: an `Object<T>` and an
 * `address` are each the 32 address bytes, unprefixed (the keeper passes `tokenAddr[:]`, `receiver[:]`).
 */
function moveObjectTransfer({ chainId, sender, recipient, objectAddr }: NftTransferParameters) {
  const message: MoveExecuteMessage = {
    typeUrl: '/initia.move.v1.MsgExecute',
    value: {
      sender,
      moduleAddress: '0x1',
      moduleName: 'object',
      functionName: 'transfer',
      typeArgs: ['0x1::nft::Nft'],
      args: [addressBytes(objectAddr, 32), addressBytes(recipient, 32)],
    },
  }
  return { chainId, messages: [message] as const }
}

/**
 * CW-721's `TransferNft { recipient, token_id }` (public-awesome/cw-nfts packages/cw721/src/msg.rs,
 * Cw721ExecuteMsg), JSON in MsgExecuteContract's `msg` bytes, as the indexer records a CW-721 execute
 * (a `{"mint": …}` there); no funds.
 */
function cw721Transfer({ chainId, sender, recipient, collectionAddr, tokenId }: NftTransferParameters) {
  const msg = JSON.stringify({ transfer_nft: { recipient, token_id: tokenId } })
  const message: WasmExecuteMessage = {
    typeUrl: '/cosmwasm.wasm.v1.MsgExecuteContract',
    value: { sender, contract: collectionAddr, msg: new TextEncoder().encode(msg), funds: [] },
  }
  return { chainId, messages: [message] as const }
}

/** The tx that moves the NFT `tokenId` from `sender` to `recipient` on a chain of `vm`. */
export function nftTransferRequest(parameters: NftTransferParameters): NftTransferRequest {
  switch (parameters.vm) {
    case 'minievm':
      return erc721Transfer(parameters)
    case 'minimove':
      return moveObjectTransfer(parameters)
    case 'miniwasm':
      return cw721Transfer(parameters)
  }
}
