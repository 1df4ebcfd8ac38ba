'use client'

import type { ListNftCollectionsReturnType, NftCollection } from '../indexer/nft.ts'
import { type NftCollectionsQueryParameters, nftCollectionsInfiniteQueryOptions } from '../query/nft.ts'
import { useInfiniteList } from './query.ts'
import type {
  HookParameters,
  IndexerInfiniteQueryParameter,
  IndexerPages,
  UseIndexerListReturnType,
} from './queryParameters.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'

export type UseNftCollectionsParameters<selected = IndexerPages<ListNftCollectionsReturnType>> =
  NftCollectionsQueryParameters &
    HookParameters<IndexerInfiniteQueryParameter<ListNftCollectionsReturnType, selected>>
export type UseNftCollectionsReturnType<selected = IndexerPages<ListNftCollectionsReturnType>> =
  UseIndexerListReturnType<ListNftCollectionsReturnType, NftCollection, selected>

/** Every NFT collection; `total` is an estimate. */
export function useNftCollections<selected = IndexerPages<ListNftCollectionsReturnType>>(
  parameters: UseNftCollectionsParameters<selected> = {},
): UseNftCollectionsReturnType<selected> {
  const { query, client, chainId, ...rest } = parameters
  return useInfiniteList(nftCollectionsInfiniteQueryOptions(useIndexerClient(client, chainId), rest), query)
}
