'use client'

import type { ListNftTokensReturnType, Nft } from '../indexer/nft.ts'
import {
  type NftTokensByCollectionQueryParameters,
  nftTokensByCollectionInfiniteQueryOptions,
} from '../query/nft.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'
import {
  type HookParameters,
  type IndexerInfiniteQueryParameter,
  type UseIndexerListReturnType,
  useIndexerList,
} from './useIndexerQuery.ts'

export type UseNftTokensByCollectionParameters = NftTokensByCollectionQueryParameters &
  HookParameters<IndexerInfiniteQueryParameter<ListNftTokensReturnType>>
export type UseNftTokensByCollectionReturnType = UseIndexerListReturnType<ListNftTokensReturnType, Nft>

/** The tokens of one collection; `orderBy` token_id or height. */
export function useNftTokensByCollection(
  parameters: UseNftTokensByCollectionParameters = {},
): UseNftTokensByCollectionReturnType {
  const { query, client, chainId, ...rest } = parameters
  return useIndexerList(
    nftTokensByCollectionInfiniteQueryOptions(useIndexerClient(client, chainId), rest),
    query,
  )
}
