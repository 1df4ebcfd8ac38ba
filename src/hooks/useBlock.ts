'use client'

import type { GetBlockReturnType } from '../indexer/blocks.ts'
import { type BlockQueryParameters, blockQueryOptions } from '../query/blocks.ts'
import { useQuery } from './query.ts'
import type { HookParameters, IndexerQueryParameter, UseIndexerQueryReturnType } from './queryParameters.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'

export type UseBlockParameters<selected = GetBlockReturnType> = BlockQueryParameters &
  HookParameters<IndexerQueryParameter<GetBlockReturnType, selected>>
export type UseBlockReturnType<selected = GetBlockReturnType> = UseIndexerQueryReturnType<selected>

/** One block by height: `data.block`. Waits while `height` is undefined; a loaded block is never refetched. */
export function useBlock<selected = GetBlockReturnType>(
  parameters: UseBlockParameters<selected> = {},
): UseBlockReturnType<selected> {
  const { query, client, chainId, ...rest } = parameters
  return useQuery(blockQueryOptions(useIndexerClient(client, chainId), rest), query)
}
