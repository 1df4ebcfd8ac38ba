// The NFTs of a generated chain as a chain stand-in moves them: who owns a token, and a transfer that the indexer's
// NFT lists (rollytics' and the core indexer's by-account and by-collection paths read token.owner) then show.
// The devnet's funded test accounts get a few tokens at genesis, so a wallet with their keys has NFTs to send.
import { fromHex } from '@cosmjs/encoding'
import { accountOf, type Chain, type Token } from './chain.ts'

export interface DevnetNft {
  /** the collection's address: an ERC-721 contract (0x, 20 bytes) on evm, an object (0x, 32 bytes) on move */
  collectionAddr: string
  tokenId: string
  /** the token's object address on move ('' on evm) */
  objectAddr: string
  /** the owner's 0x bytes, lower-case */
  owner: string
}

export type NftQuery = { objectAddr: string } | { collectionAddr: string; tokenId: string }

/** Move addresses are numbers: 0x1 is 0x00…01; an account's 20 bytes are its 32-byte address left-padded. */
export const sameAddress = (a: string, b: string) => {
  try {
    return BigInt(a) === BigInt(b)
  } catch {
    return false
  }
}

export function findToken(chain: Chain, query: NftQuery): Token | undefined {
  for (const collection of chain.collections) {
    if ('collectionAddr' in query && !sameAddress(collection.addr, query.collectionAddr)) continue
    const token = collection.tokens.find((candidate) =>
      'objectAddr' in query
        ? candidate.objectAddr !== '' && sameAddress(candidate.objectAddr, query.objectAddr)
        : candidate.tokenId === query.tokenId,
    )
    if (token) return token
  }
  return undefined
}

export const describeToken = (token: Token): DevnetNft => ({
  collectionAddr: token.collection.addr,
  tokenId: token.tokenId,
  objectAddr: token.objectAddr,
  owner: token.owner.hex,
})

/** Sets a token's owner (0x bytes of 20, or a Move address of an account). */
export function setOwner(token: Token, ownerHex: string, height: number): void {
  const key = BigInt(ownerHex).toString(16).padStart(40, '0')
  token.owner = accountOf(fromHex(key))
  token.height = height
}

/**
 * Gives each of `owners` (0x bytes) two tokens, of two collections, the same ones for the same chain: tokens only
 * minted, never moved, of accounts other than the busy one (whose gallery the stories show).
 */
export function grantNfts(chain: Chain, owners: readonly string[]): DevnetNft[] {
  const busy = chain.accounts[0]!.key
  const candidates = chain.collections.flatMap((collection) =>
    collection.tokens
      .filter((token) => token.owner.key !== busy && token.txs.length === 1)
      .slice(-owners.length),
  )
  const granted: DevnetNft[] = []
  owners.forEach((owner, i) => {
    for (const token of [candidates[i * 2], candidates[candidates.length - 1 - i * 2]]) {
      if (
        !token ||
        granted.some((nft) => nft.tokenId === token.tokenId && nft.collectionAddr === token.collection.addr)
      )
        continue
      setOwner(token, owner, token.height)
      granted.push(describeToken(token))
    }
  })
  return granted
}
