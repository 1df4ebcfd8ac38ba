'use client'

import type { GetNftCollectionReturnType } from '../indexer/nft.ts'
import { type NftCollectionQueryParameters, nftCollectionQueryOptions } from '../query/nft.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'
import {
  type HookParameters,
  type IndexerQueryParameter,
  type UseIndexerQueryReturnType,
  useIndexerQuery,
} from './useIndexerQuery.ts'

export type UseNftCollectionParameters = NftCollectionQueryParameters &
  HookParameters<IndexerQueryParameter<GetNftCollectionReturnType>>
export type UseNftCollectionReturnType = UseIndexerQueryReturnType<GetNftCollectionReturnType>

/** One NFT collection: `data.collection`. Waits while `collectionAddr` is undefined. */
export function useNftCollection(parameters: UseNftCollectionParameters = {}): UseNftCollectionReturnType {
  const { query, client, chainId, ...rest } = parameters
  return useIndexerQuery(nftCollectionQueryOptions(useIndexerClient(client, chainId), rest), query)
}
