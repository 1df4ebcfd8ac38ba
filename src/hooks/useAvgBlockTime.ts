'use client'

import type { GetAvgBlockTimeReturnType } from '../indexer/blocks.ts'
import { avgBlockTimeQueryOptions } from '../query/blocks.ts'
import { useQuery } from './query.ts'
import type { HookParameters, IndexerQueryParameter, UseIndexerQueryReturnType } from './queryParameters.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'

export type UseAvgBlockTimeParameters<selected = GetAvgBlockTimeReturnType> = HookParameters<
  IndexerQueryParameter<GetAvgBlockTimeReturnType, selected>
>
export type UseAvgBlockTimeReturnType<selected = GetAvgBlockTimeReturnType> =
  UseIndexerQueryReturnType<selected>

/** Average seconds per block over the latest 100 blocks: `data.avg_block_time`. */
export function useAvgBlockTime<selected = GetAvgBlockTimeReturnType>(
  parameters: UseAvgBlockTimeParameters<selected> = {},
): UseAvgBlockTimeReturnType<selected> {
  const { query, client, chainId } = parameters
  return useQuery(avgBlockTimeQueryOptions(useIndexerClient(client, chainId)), query)
}
