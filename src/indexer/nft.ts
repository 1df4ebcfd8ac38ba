import { InvalidParameterError } from '../errors/http.ts'
import type { RequestOptions } from '../http/request.ts'
import * as z from '../http/zodCore.ts'
import { getFromIndexer, type IndexerClient } from './client.ts'
import { type PaginationParameters, paginationQuery, pathSegment } from './parameters.ts'
import { count, pageSchema } from './schemas.ts'
import { txsResponseSchema } from './txs.ts'

export const nftCollectionSchema = /* @__PURE__ */ z.record({
  object_addr: z.string(),
  collection: z.record({
    creator: z.string(),
    name: z.string(),
    origin_name: z.string(),
    nfts: z.record({ handle: z.string(), length: count() }),
  }),
  height: count(),
  timestamp: z.string(),
})

export const nftSchema = /* @__PURE__ */ z.record({
  collection_addr: z.string(),
  collection_name: z.string(),
  collection_origin_name: z.string(),
  /** "" except on Move chains. */
  object_addr: z.string(),
  owner: z.string(),
  nft: z.record({ token_id: z.string(), uri: z.string() }),
  height: count(),
  timestamp: z.string(),
})

export const nftCollectionResponseSchema = /* @__PURE__ */ z.record({ collection: nftCollectionSchema })
export const nftCollectionsResponseSchema = /* @__PURE__ */ pageSchema('collections', nftCollectionSchema)
export const nftTokensResponseSchema = /* @__PURE__ */ pageSchema('tokens', nftSchema)

export type NftCollection = z.infer<typeof nftCollectionSchema>
export type Nft = z.infer<typeof nftSchema>

export type ListNftCollectionsParameters = PaginationParameters
export type ListNftCollectionsReturnType = z.infer<typeof nftCollectionsResponseSchema>

/** `GET /indexer/nft/v1/collections`: offset pages; `total` is an estimate. */
export async function listNftCollections(
  client: IndexerClient,
  parameters: ListNftCollectionsParameters = {},
  options?: RequestOptions,
) {
  const query = paginationQuery(parameters)
  return getFromIndexer(client, '/indexer/nft/v1/collections', nftCollectionsResponseSchema, query, options)
}

export interface ListNftCollectionsByAccountParameters extends PaginationParameters {
  account: string
}

/** `GET /indexer/nft/v1/collections/by_account/{account}`: collections the account holds tokens of. */
export async function listNftCollectionsByAccount(
  client: IndexerClient,
  parameters: ListNftCollectionsByAccountParameters,
  options?: RequestOptions,
) {
  const path = `/indexer/nft/v1/collections/by_account/${pathSegment('account', parameters.account)}`
  return getFromIndexer(client, path, nftCollectionsResponseSchema, paginationQuery(parameters), options)
}

export interface ListNftCollectionsByNameParameters extends PaginationParameters {
  /** A fuzzy substring match on ASCII letters and digits. */
  name: string
}

/** `GET /indexer/nft/v1/collections/by_name/{name}`. */
export async function listNftCollectionsByName(
  client: IndexerClient,
  parameters: ListNftCollectionsByNameParameters,
  options?: RequestOptions,
) {
  const path = `/indexer/nft/v1/collections/by_name/${pathSegment('name', parameters.name)}`
  return getFromIndexer(client, path, nftCollectionsResponseSchema, paginationQuery(parameters), options)
}

export interface GetNftCollectionParameters {
  collectionAddr: string
}
export type GetNftCollectionReturnType = z.infer<typeof nftCollectionResponseSchema>

/** `GET /indexer/nft/v1/collections/{collection_addr}`. */
export async function getNftCollection(
  client: IndexerClient,
  parameters: GetNftCollectionParameters,
  options?: RequestOptions,
) {
  const path = `/indexer/nft/v1/collections/${pathSegment('collectionAddr', parameters.collectionAddr)}`
  return getFromIndexer(client, path, nftCollectionResponseSchema, undefined, options)
}

export type NftTokenOrder = 'token_id' | 'height'

export interface ListNftTokensByCollectionParameters extends PaginationParameters {
  collectionAddr: string
  tokenId?: string | undefined
  /** `token_id` (the server's default, lexicographic) or `height`. */
  orderBy?: NftTokenOrder | undefined
}
export type ListNftTokensReturnType = z.infer<typeof nftTokensResponseSchema>

/** `GET /indexer/nft/v1/tokens/by_collection/{collection_addr}`: offset pages. */
export async function listNftTokensByCollection(
  client: IndexerClient,
  parameters: ListNftTokensByCollectionParameters,
  options?: RequestOptions,
) {
  const path = `/indexer/nft/v1/tokens/by_collection/${pathSegment('collectionAddr', parameters.collectionAddr)}`
  const query = paginationQuery(parameters, {
    token_id: parameters.tokenId,
    order_by: orderBy(parameters.orderBy),
  })
  return getFromIndexer(client, path, nftTokensResponseSchema, query, options)
}

export interface ListNftTokensByAccountParameters extends PaginationParameters {
  account: string
  collectionAddr?: string | undefined
  tokenId?: string | undefined
  orderBy?: NftTokenOrder | undefined
}

/** `GET /indexer/nft/v1/tokens/by_account/{account}`: offset pages. */
export async function listNftTokensByAccount(
  client: IndexerClient,
  parameters: ListNftTokensByAccountParameters,
  options?: RequestOptions,
) {
  const path = `/indexer/nft/v1/tokens/by_account/${pathSegment('account', parameters.account)}`
  const query = paginationQuery(parameters, {
    collection_addr: parameters.collectionAddr,
    token_id: parameters.tokenId,
    order_by: orderBy(parameters.orderBy),
  })
  return getFromIndexer(client, path, nftTokensResponseSchema, query, options)
}

export interface ListNftTxsParameters extends PaginationParameters {
  collectionAddr: string
  tokenId: string
}
export type ListNftTxsReturnType = z.infer<typeof txsResponseSchema>

/** `GET /indexer/nft/v1/txs/{collection_addr}/{token_id}`: the token's tx history, cursor pages. */
export async function listNftTxs(
  client: IndexerClient,
  parameters: ListNftTxsParameters,
  options?: RequestOptions,
) {
  const collection = pathSegment('collectionAddr', parameters.collectionAddr)
  const path = `/indexer/nft/v1/txs/${collection}/${pathSegment('tokenId', parameters.tokenId)}`
  return getFromIndexer(client, path, txsResponseSchema, paginationQuery(parameters), options)
}

function orderBy(value: string | undefined): string | undefined {
  if (value === undefined || value === 'token_id' || value === 'height') return value
  throw new InvalidParameterError('orderBy', value, 'It must be "token_id" or "height".')
}
