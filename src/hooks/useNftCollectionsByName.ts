'use client'

import type { ListNftCollectionsReturnType, NftCollection } from '../indexer/nft.ts'
import {
  type NftCollectionsByNameQueryParameters,
  nftCollectionsByNameInfiniteQueryOptions,
} from '../query/nft.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'
import {
  type HookParameters,
  type IndexerInfiniteQueryParameter,
  type UseIndexerListReturnType,
  useIndexerList,
} from './useIndexerQuery.ts'

export type UseNftCollectionsByNameParameters = NftCollectionsByNameQueryParameters &
  HookParameters<IndexerInfiniteQueryParameter<ListNftCollectionsReturnType>>
export type UseNftCollectionsByNameReturnType = UseIndexerListReturnType<
  ListNftCollectionsReturnType,
  NftCollection
>

/** Collections whose name contains `name` (fuzzy, ASCII letters and digits). */
export function useNftCollectionsByName(
  parameters: UseNftCollectionsByNameParameters = {},
): UseNftCollectionsByNameReturnType {
  const { query, client, chainId, ...rest } = parameters
  return useIndexerList(
    nftCollectionsByNameInfiniteQueryOptions(useIndexerClient(client, chainId), rest),
    query,
  )
}
