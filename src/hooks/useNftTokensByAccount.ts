'use client'

import type { ListNftTokensReturnType, Nft } from '../indexer/nft.ts'
import {
  type NftTokensByAccountQueryParameters,
  nftTokensByAccountInfiniteQueryOptions,
} from '../query/nft.ts'
import { useInfiniteList } from './query.ts'
import type {
  HookParameters,
  IndexerInfiniteQueryParameter,
  IndexerPages,
  UseIndexerListReturnType,
} from './queryParameters.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'

export type UseNftTokensByAccountParameters<selected = IndexerPages<ListNftTokensReturnType>> =
  NftTokensByAccountQueryParameters &
    HookParameters<IndexerInfiniteQueryParameter<ListNftTokensReturnType, selected>>
export type UseNftTokensByAccountReturnType<selected = IndexerPages<ListNftTokensReturnType>> =
  UseIndexerListReturnType<ListNftTokensReturnType, Nft, selected>

/** The NFTs `account` owns, optionally of one collection; `orderBy` token_id or height. */
export function useNftTokensByAccount<selected = IndexerPages<ListNftTokensReturnType>>(
  parameters: UseNftTokensByAccountParameters<selected> = {},
): UseNftTokensByAccountReturnType<selected> {
  const { query, client, chainId, ...rest } = parameters
  return useInfiniteList(
    nftTokensByAccountInfiniteQueryOptions(useIndexerClient(client, chainId), rest),
    query,
  )
}
