'use client'

import type { EvmInternalTx, ListEvmInternalTxsReturnType } from '../indexer/evmTxs.ts'
import {
  type EvmInternalTxsByHashQueryParameters,
  evmInternalTxsByHashInfiniteQueryOptions,
} from '../query/evmTxs.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'
import {
  type HookParameters,
  type IndexerInfiniteQueryParameter,
  type UseIndexerListReturnType,
  useIndexerList,
} from './useIndexerQuery.ts'

export type UseEvmInternalTxsByHashParameters = EvmInternalTxsByHashQueryParameters &
  HookParameters<IndexerInfiniteQueryParameter<ListEvmInternalTxsReturnType>>
export type UseEvmInternalTxsByHashReturnType = UseIndexerListReturnType<
  ListEvmInternalTxsReturnType,
  EvmInternalTx
>

/** The call tree of one EVM tx (`parent_index` -1 is the top call). */
export function useEvmInternalTxsByHash(
  parameters: UseEvmInternalTxsByHashParameters = {},
): UseEvmInternalTxsByHashReturnType {
  const { query, client, chainId, ...rest } = parameters
  return useIndexerList(
    evmInternalTxsByHashInfiniteQueryOptions(useIndexerClient(client, chainId), rest),
    query,
  )
}
