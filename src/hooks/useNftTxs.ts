'use client'

import type { ListNftTxsReturnType } from '../indexer/nft.ts'
import type { Tx } from '../indexer/txs.ts'
import { type NftTxsQueryParameters, nftTxsInfiniteQueryOptions } from '../query/nft.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'
import {
  type HookParameters,
  type IndexerInfiniteQueryParameter,
  type UseIndexerListReturnType,
  useIndexerList,
} from './useIndexerQuery.ts'

export type UseNftTxsParameters = NftTxsQueryParameters &
  HookParameters<IndexerInfiniteQueryParameter<ListNftTxsReturnType>>
export type UseNftTxsReturnType = UseIndexerListReturnType<ListNftTxsReturnType, Tx>

/** The tx history of one NFT. */
export function useNftTxs(parameters: UseNftTxsParameters = {}): UseNftTxsReturnType {
  const { query, client, chainId, ...rest } = parameters
  return useIndexerList(nftTxsInfiniteQueryOptions(useIndexerClient(client, chainId), rest), query)
}
