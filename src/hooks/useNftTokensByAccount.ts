'use client'

import type { ListNftTokensReturnType, Nft } from '../indexer/nft.ts'
import {
  type NftTokensByAccountQueryParameters,
  nftTokensByAccountInfiniteQueryOptions,
} from '../query/nft.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'
import {
  type HookParameters,
  type IndexerInfiniteQueryParameter,
  type UseIndexerListReturnType,
  useIndexerList,
} from './useIndexerQuery.ts'

export type UseNftTokensByAccountParameters = NftTokensByAccountQueryParameters &
  HookParameters<IndexerInfiniteQueryParameter<ListNftTokensReturnType>>
export type UseNftTokensByAccountReturnType = UseIndexerListReturnType<ListNftTokensReturnType, Nft>

/** The NFTs `account` owns, optionally of one collection; `orderBy` token_id or height. */
export function useNftTokensByAccount(
  parameters: UseNftTokensByAccountParameters = {},
): UseNftTokensByAccountReturnType {
  const { query, client, chainId, ...rest } = parameters
  return useIndexerList(
    nftTokensByAccountInfiniteQueryOptions(useIndexerClient(client, chainId), rest),
    query,
  )
}
