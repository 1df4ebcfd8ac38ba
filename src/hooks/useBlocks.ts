'use client'

import type { Block, ListBlocksReturnType } from '../indexer/blocks.ts'
import { type BlocksQueryParameters, blocksInfiniteQueryOptions } from '../query/blocks.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'
import {
  type HookParameters,
  type IndexerInfiniteQueryParameter,
  type UseIndexerListReturnType,
  useIndexerList,
} from './useIndexerQuery.ts'

export type UseBlocksParameters = BlocksQueryParameters &
  HookParameters<IndexerInfiniteQueryParameter<ListBlocksReturnType>>
export type UseBlocksReturnType = UseIndexerListReturnType<ListBlocksReturnType, Block>

/** Blocks, newest first. `total` is the latest height. */
export function useBlocks(parameters: UseBlocksParameters = {}): UseBlocksReturnType {
  const { query, client, chainId, ...rest } = parameters
  return useIndexerList(blocksInfiniteQueryOptions(useIndexerClient(client, chainId), rest), query)
}
