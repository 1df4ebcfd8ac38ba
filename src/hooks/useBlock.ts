'use client'

import type { GetBlockReturnType } from '../indexer/blocks.ts'
import { type BlockQueryParameters, blockQueryOptions } from '../query/blocks.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'
import {
  type HookParameters,
  type IndexerQueryParameter,
  type UseIndexerQueryReturnType,
  useIndexerQuery,
} from './useIndexerQuery.ts'

export type UseBlockParameters = BlockQueryParameters &
  HookParameters<IndexerQueryParameter<GetBlockReturnType>>
export type UseBlockReturnType = UseIndexerQueryReturnType<GetBlockReturnType>

/** One block by height: `data.block`. Waits while `height` is undefined; a loaded block is never refetched. */
export function useBlock(parameters: UseBlockParameters = {}): UseBlockReturnType {
  const { query, client, chainId, ...rest } = parameters
  return useIndexerQuery(blockQueryOptions(useIndexerClient(client, chainId), rest), query)
}
