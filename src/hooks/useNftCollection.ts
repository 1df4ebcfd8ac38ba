'use client'

import type { GetNftCollectionReturnType } from '../indexer/nft.ts'
import { type NftCollectionQueryParameters, nftCollectionQueryOptions } from '../query/nft.ts'
import { useQuery } from './query.ts'
import type { HookParameters, IndexerQueryParameter, UseIndexerQueryReturnType } from './queryParameters.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'

export type UseNftCollectionParameters<selected = GetNftCollectionReturnType> = NftCollectionQueryParameters &
  HookParameters<IndexerQueryParameter<GetNftCollectionReturnType, selected>>
export type UseNftCollectionReturnType<selected = GetNftCollectionReturnType> =
  UseIndexerQueryReturnType<selected>

/** One NFT collection: `data.collection`. Waits while `collectionAddr` is undefined. */
export function useNftCollection<selected = GetNftCollectionReturnType>(
  parameters: UseNftCollectionParameters<selected> = {},
): UseNftCollectionReturnType<selected> {
  const { query, client, chainId, ...rest } = parameters
  return useQuery(nftCollectionQueryOptions(useIndexerClient(client, chainId), rest), query)
}
