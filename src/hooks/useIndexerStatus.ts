'use client'

import type { GetIndexerStatusReturnType } from '../indexer/blocks.ts'
import { indexerStatusQueryOptions } from '../query/blocks.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'
import {
  type HookParameters,
  type IndexerQueryParameter,
  type UseIndexerQueryReturnType,
  useIndexerQuery,
} from './useIndexerQuery.ts'

export type UseIndexerStatusParameters = HookParameters<IndexerQueryParameter<GetIndexerStatusReturnType>>
export type UseIndexerStatusReturnType = UseIndexerQueryReturnType<GetIndexerStatusReturnType>

/** The indexer's status: `data.height`, `data.internal_tx_height`, `data.rich_list_height`, its version. */
export function useIndexerStatus(parameters: UseIndexerStatusParameters = {}): UseIndexerStatusReturnType {
  const { query, client, chainId } = parameters
  return useIndexerQuery(indexerStatusQueryOptions(useIndexerClient(client, chainId)), query)
}
