'use client'

import type { ListNftCollectionsReturnType, NftCollection } from '../indexer/nft.ts'
import {
  type NftCollectionsByAccountQueryParameters,
  nftCollectionsByAccountInfiniteQueryOptions,
} from '../query/nft.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'
import {
  type HookParameters,
  type IndexerInfiniteQueryParameter,
  type UseIndexerListReturnType,
  useIndexerList,
} from './useIndexerQuery.ts'

export type UseNftCollectionsByAccountParameters = NftCollectionsByAccountQueryParameters &
  HookParameters<IndexerInfiniteQueryParameter<ListNftCollectionsReturnType>>
export type UseNftCollectionsByAccountReturnType = UseIndexerListReturnType<
  ListNftCollectionsReturnType,
  NftCollection
>

/** Collections `account` holds tokens of. */
export function useNftCollectionsByAccount(
  parameters: UseNftCollectionsByAccountParameters = {},
): UseNftCollectionsByAccountReturnType {
  const { query, client, chainId, ...rest } = parameters
  return useIndexerList(
    nftCollectionsByAccountInfiniteQueryOptions(useIndexerClient(client, chainId), rest),
    query,
  )
}
