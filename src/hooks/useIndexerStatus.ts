'use client'

import type { GetIndexerStatusReturnType } from '../indexer/blocks.ts'
import { indexerStatusQueryOptions } from '../query/blocks.ts'
import { useQuery } from './query.ts'
import type { HookParameters, IndexerQueryParameter, UseIndexerQueryReturnType } from './queryParameters.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'

export type UseIndexerStatusParameters<selected = GetIndexerStatusReturnType> = HookParameters<
  IndexerQueryParameter<GetIndexerStatusReturnType, selected>
>
export type UseIndexerStatusReturnType<selected = GetIndexerStatusReturnType> =
  UseIndexerQueryReturnType<selected>

/** The indexer's status: `data.height`, `data.internal_tx_height`, `data.rich_list_height`, its version. */
export function useIndexerStatus<selected = GetIndexerStatusReturnType>(
  parameters: UseIndexerStatusParameters<selected> = {},
): UseIndexerStatusReturnType<selected> {
  const { query, client, chainId } = parameters
  return useQuery(indexerStatusQueryOptions(useIndexerClient(client, chainId)), query)
}
