'use client'

import type { ListNftCollectionsReturnType, NftCollection } from '../indexer/nft.ts'
import {
  type NftCollectionsByNameQueryParameters,
  nftCollectionsByNameInfiniteQueryOptions,
} from '../query/nft.ts'
import { useInfiniteList } from './query.ts'
import type {
  HookParameters,
  IndexerInfiniteQueryParameter,
  IndexerPages,
  UseIndexerListReturnType,
} from './queryParameters.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'

export type UseNftCollectionsByNameParameters<selected = IndexerPages<ListNftCollectionsReturnType>> =
  NftCollectionsByNameQueryParameters &
    HookParameters<IndexerInfiniteQueryParameter<ListNftCollectionsReturnType, selected>>
export type UseNftCollectionsByNameReturnType<selected = IndexerPages<ListNftCollectionsReturnType>> =
  UseIndexerListReturnType<ListNftCollectionsReturnType, NftCollection, selected>

/** Collections whose name contains `name` (fuzzy, ASCII letters and digits). */
export function useNftCollectionsByName<selected = IndexerPages<ListNftCollectionsReturnType>>(
  parameters: UseNftCollectionsByNameParameters<selected> = {},
): UseNftCollectionsByNameReturnType<selected> {
  const { query, client, chainId, ...rest } = parameters
  return useInfiniteList(
    nftCollectionsByNameInfiniteQueryOptions(useIndexerClient(client, chainId), rest),
    query,
  )
}
