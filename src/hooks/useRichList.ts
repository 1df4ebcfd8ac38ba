'use client'

import type { ListRichListReturnType, RichListHolder } from '../indexer/richList.ts'
import { type RichListQueryParameters, richListInfiniteQueryOptions } from '../query/richList.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'
import {
  type HookParameters,
  type IndexerInfiniteQueryParameter,
  type UseIndexerListReturnType,
  useIndexerList,
} from './useIndexerQuery.ts'

export type UseRichListParameters = RichListQueryParameters &
  HookParameters<IndexerInfiniteQueryParameter<ListRichListReturnType>>
export type UseRichListReturnType = UseIndexerListReturnType<ListRichListReturnType, RichListHolder>

/** Holders of `denom`, largest first. `total` is the exact holder count. */
export function useRichList(parameters: UseRichListParameters = {}): UseRichListReturnType {
  const { query, client, chainId, ...rest } = parameters
  return useIndexerList(richListInfiniteQueryOptions(useIndexerClient(client, chainId), rest), query)
}
