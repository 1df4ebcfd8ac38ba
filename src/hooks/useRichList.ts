'use client'

import type { ListRichListReturnType, RichListHolder } from '../indexer/richList.ts'
import { type RichListQueryParameters, richListInfiniteQueryOptions } from '../query/richList.ts'
import { useInfiniteList } from './query.ts'
import type {
  HookParameters,
  IndexerInfiniteQueryParameter,
  IndexerPages,
  UseIndexerListReturnType,
} from './queryParameters.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'

export type UseRichListParameters<selected = IndexerPages<ListRichListReturnType>> = RichListQueryParameters &
  HookParameters<IndexerInfiniteQueryParameter<ListRichListReturnType, selected>>
export type UseRichListReturnType<selected = IndexerPages<ListRichListReturnType>> = UseIndexerListReturnType<
  ListRichListReturnType,
  RichListHolder,
  selected
>

/** Holders of `denom`, largest first. `total` is the exact holder count. */
export function useRichList<selected = IndexerPages<ListRichListReturnType>>(
  parameters: UseRichListParameters<selected> = {},
): UseRichListReturnType<selected> {
  const { query, client, chainId, ...rest } = parameters
  return useInfiniteList(richListInfiniteQueryOptions(useIndexerClient(client, chainId), rest), query)
}
