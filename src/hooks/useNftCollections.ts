'use client'

import type { ListNftCollectionsReturnType, NftCollection } from '../indexer/nft.ts'
import { type NftCollectionsQueryParameters, nftCollectionsInfiniteQueryOptions } from '../query/nft.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'
import {
  type HookParameters,
  type IndexerInfiniteQueryParameter,
  type UseIndexerListReturnType,
  useIndexerList,
} from './useIndexerQuery.ts'

export type UseNftCollectionsParameters = NftCollectionsQueryParameters &
  HookParameters<IndexerInfiniteQueryParameter<ListNftCollectionsReturnType>>
export type UseNftCollectionsReturnType = UseIndexerListReturnType<
  ListNftCollectionsReturnType,
  NftCollection
>

/** Every NFT collection; `total` is an estimate. */
export function useNftCollections(parameters: UseNftCollectionsParameters = {}): UseNftCollectionsReturnType {
  const { query, client, chainId, ...rest } = parameters
  return useIndexerList(nftCollectionsInfiniteQueryOptions(useIndexerClient(client, chainId), rest), query)
}
