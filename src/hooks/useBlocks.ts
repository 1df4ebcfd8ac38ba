'use client'

import type { Block, ListBlocksReturnType } from '../indexer/blocks.ts'
import { type BlocksQueryParameters, blocksInfiniteQueryOptions } from '../query/blocks.ts'
import { useInfiniteList } from './query.ts'
import type {
  HookParameters,
  IndexerInfiniteQueryParameter,
  IndexerPages,
  UseIndexerListReturnType,
} from './queryParameters.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'

export type UseBlocksParameters<selected = IndexerPages<ListBlocksReturnType>> = BlocksQueryParameters &
  HookParameters<IndexerInfiniteQueryParameter<ListBlocksReturnType, selected>>
export type UseBlocksReturnType<selected = IndexerPages<ListBlocksReturnType>> = UseIndexerListReturnType<
  ListBlocksReturnType,
  Block,
  selected
>

/** Blocks, newest first. `total` is the latest height. */
export function useBlocks<selected = IndexerPages<ListBlocksReturnType>>(
  parameters: UseBlocksParameters<selected> = {},
): UseBlocksReturnType<selected> {
  const { query, client, chainId, ...rest } = parameters
  return useInfiniteList(blocksInfiniteQueryOptions(useIndexerClient(client, chainId), rest), query)
}
