import type { IndexerClient } from '../indexer/client.ts'
import {
  type GetNftCollectionParameters,
  getNftCollection,
  type ListNftCollectionsByAccountParameters,
  type ListNftCollectionsByNameParameters,
  type ListNftCollectionsParameters,
  type ListNftCollectionsReturnType,
  type ListNftTokensByAccountParameters,
  type ListNftTokensByCollectionParameters,
  type ListNftTokensReturnType,
  type ListNftTxsParameters,
  type ListNftTxsReturnType,
  listNftCollections,
  listNftCollectionsByAccount,
  listNftCollectionsByName,
  listNftTokensByAccount,
  listNftTokensByCollection,
  listNftTxs,
} from '../indexer/nft.ts'
import {
  indexerInfiniteQueryOptions,
  indexerQueryOptions,
  type ListQueryParameters,
  type QueryParameters,
} from './indexerQuery.ts'

const collectionsOf = (page: ListNftCollectionsReturnType) => page.collections
const tokensOf = (page: ListNftTokensReturnType) => page.tokens
const nftTxsOf = (page: ListNftTxsReturnType) => page.txs

export type NftCollectionQueryParameters = QueryParameters<GetNftCollectionParameters>

export function nftCollectionQueryOptions(client: IndexerClient, parameters: NftCollectionQueryParameters) {
  return indexerQueryOptions({
    client,
    scope: 'nftCollection',
    parameters,
    required: ['collectionAddr'],
    fetch: getNftCollection,
  })
}

export type NftCollectionsQueryParameters = ListQueryParameters<ListNftCollectionsParameters>

export function nftCollectionsInfiniteQueryOptions(
  client: IndexerClient,
  parameters: NftCollectionsQueryParameters = {},
) {
  return indexerInfiniteQueryOptions({
    client,
    scope: 'nftCollections',
    parameters,
    required: [],
    // the server's total here is an estimate or a maximum sequence, not a count
    exactTotal: false,
    family: 'offset',
    items: collectionsOf,
    fetch: listNftCollections,
  })
}

export type NftCollectionsByAccountQueryParameters =
  ListQueryParameters<ListNftCollectionsByAccountParameters>

export function nftCollectionsByAccountInfiniteQueryOptions(
  client: IndexerClient,
  parameters: NftCollectionsByAccountQueryParameters,
) {
  return indexerInfiniteQueryOptions({
    client,
    scope: 'nftCollectionsByAccount',
    parameters,
    required: ['account'],
    exactTotal: true,
    family: 'offset',
    items: collectionsOf,
    fetch: listNftCollectionsByAccount,
  })
}

export type NftCollectionsByNameQueryParameters = ListQueryParameters<ListNftCollectionsByNameParameters>

export function nftCollectionsByNameInfiniteQueryOptions(
  client: IndexerClient,
  parameters: NftCollectionsByNameQueryParameters,
) {
  return indexerInfiniteQueryOptions({
    client,
    scope: 'nftCollectionsByName',
    parameters,
    required: ['name'],
    exactTotal: true,
    family: 'offset',
    items: collectionsOf,
    fetch: listNftCollectionsByName,
  })
}

export type NftTokensByAccountQueryParameters = ListQueryParameters<ListNftTokensByAccountParameters>

export function nftTokensByAccountInfiniteQueryOptions(
  client: IndexerClient,
  parameters: NftTokensByAccountQueryParameters,
) {
  return indexerInfiniteQueryOptions({
    client,
    scope: 'nftTokensByAccount',
    parameters,
    required: ['account'],
    exactTotal: true,
    family: 'offset',
    items: tokensOf,
    fetch: listNftTokensByAccount,
  })
}

export type NftTokensByCollectionQueryParameters = ListQueryParameters<ListNftTokensByCollectionParameters>

export function nftTokensByCollectionInfiniteQueryOptions(
  client: IndexerClient,
  parameters: NftTokensByCollectionQueryParameters,
) {
  return indexerInfiniteQueryOptions({
    client,
    scope: 'nftTokensByCollection',
    parameters,
    required: ['collectionAddr'],
    exactTotal: true,
    family: 'offset',
    items: tokensOf,
    fetch: listNftTokensByCollection,
  })
}

export type NftTxsQueryParameters = ListQueryParameters<ListNftTxsParameters>

export function nftTxsInfiniteQueryOptions(client: IndexerClient, parameters: NftTxsQueryParameters) {
  return indexerInfiniteQueryOptions({
    client,
    scope: 'nftTxs',
    parameters,
    required: ['collectionAddr', 'tokenId'],
    exactTotal: true,
    family: 'cursor',
    items: nftTxsOf,
    fetch: listNftTxs,
  })
}
