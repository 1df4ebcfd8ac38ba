'use client'

import type { ListNftCollectionsReturnType, NftCollection } from '../indexer/nft.ts'
import {
  type NftCollectionsByAccountQueryParameters,
  nftCollectionsByAccountInfiniteQueryOptions,
} from '../query/nft.ts'
import { useInfiniteList } from './query.ts'
import type {
  HookParameters,
  IndexerInfiniteQueryParameter,
  IndexerPages,
  UseIndexerListReturnType,
} from './queryParameters.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'

export type UseNftCollectionsByAccountParameters<selected = IndexerPages<ListNftCollectionsReturnType>> =
  NftCollectionsByAccountQueryParameters &
    HookParameters<IndexerInfiniteQueryParameter<ListNftCollectionsReturnType, selected>>
export type UseNftCollectionsByAccountReturnType<selected = IndexerPages<ListNftCollectionsReturnType>> =
  UseIndexerListReturnType<ListNftCollectionsReturnType, NftCollection, selected>

/** Collections `account` holds tokens of. */
export function useNftCollectionsByAccount<selected = IndexerPages<ListNftCollectionsReturnType>>(
  parameters: UseNftCollectionsByAccountParameters<selected> = {},
): UseNftCollectionsByAccountReturnType<selected> {
  const { query, client, chainId, ...rest } = parameters
  return useInfiniteList(
    nftCollectionsByAccountInfiniteQueryOptions(useIndexerClient(client, chainId), rest),
    query,
  )
}
