'use client'

import type { ListNftTokensReturnType, Nft } from '../indexer/nft.ts'
import {
  type NftTokensByCollectionQueryParameters,
  nftTokensByCollectionInfiniteQueryOptions,
} from '../query/nft.ts'
import { useInfiniteList } from './query.ts'
import type {
  HookParameters,
  IndexerInfiniteQueryParameter,
  IndexerPages,
  UseIndexerListReturnType,
} from './queryParameters.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'

export type UseNftTokensByCollectionParameters<selected = IndexerPages<ListNftTokensReturnType>> =
  NftTokensByCollectionQueryParameters &
    HookParameters<IndexerInfiniteQueryParameter<ListNftTokensReturnType, selected>>
export type UseNftTokensByCollectionReturnType<selected = IndexerPages<ListNftTokensReturnType>> =
  UseIndexerListReturnType<ListNftTokensReturnType, Nft, selected>

/** The tokens of one collection; `orderBy` token_id or height. */
export function useNftTokensByCollection<selected = IndexerPages<ListNftTokensReturnType>>(
  parameters: UseNftTokensByCollectionParameters<selected> = {},
): UseNftTokensByCollectionReturnType<selected> {
  const { query, client, chainId, ...rest } = parameters
  return useInfiniteList(
    nftTokensByCollectionInfiniteQueryOptions(useIndexerClient(client, chainId), rest),
    query,
  )
}
