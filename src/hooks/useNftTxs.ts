'use client'

import type { ListNftTxsReturnType } from '../indexer/nft.ts'
import type { Tx } from '../indexer/txs.ts'
import { type NftTxsQueryParameters, nftTxsInfiniteQueryOptions } from '../query/nft.ts'
import { useInfiniteList } from './query.ts'
import type {
  HookParameters,
  IndexerInfiniteQueryParameter,
  IndexerPages,
  UseIndexerListReturnType,
} from './queryParameters.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'

export type UseNftTxsParameters<selected = IndexerPages<ListNftTxsReturnType>> = NftTxsQueryParameters &
  HookParameters<IndexerInfiniteQueryParameter<ListNftTxsReturnType, selected>>
export type UseNftTxsReturnType<selected = IndexerPages<ListNftTxsReturnType>> = UseIndexerListReturnType<
  ListNftTxsReturnType,
  Tx,
  selected
>

/** The tx history of one NFT. */
export function useNftTxs<selected = IndexerPages<ListNftTxsReturnType>>(
  parameters: UseNftTxsParameters<selected> = {},
): UseNftTxsReturnType<selected> {
  const { query, client, chainId, ...rest } = parameters
  return useInfiniteList(nftTxsInfiniteQueryOptions(useIndexerClient(client, chainId), rest), query)
}
