'use client'

import type { GetAvgBlockTimeReturnType } from '../indexer/blocks.ts'
import { avgBlockTimeQueryOptions } from '../query/blocks.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'
import {
  type HookParameters,
  type IndexerQueryParameter,
  type UseIndexerQueryReturnType,
  useIndexerQuery,
} from './useIndexerQuery.ts'

export type UseAvgBlockTimeParameters = HookParameters<IndexerQueryParameter<GetAvgBlockTimeReturnType>>
export type UseAvgBlockTimeReturnType = UseIndexerQueryReturnType<GetAvgBlockTimeReturnType>

/** Average seconds per block over the latest 100 blocks: `data.avg_block_time`. */
export function useAvgBlockTime(parameters: UseAvgBlockTimeParameters = {}): UseAvgBlockTimeReturnType {
  const { query, client, chainId } = parameters
  return useIndexerQuery(avgBlockTimeQueryOptions(useIndexerClient(client, chainId)), query)
}
