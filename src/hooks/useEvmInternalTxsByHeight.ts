'use client'

import type { EvmInternalTx, ListEvmInternalTxsReturnType } from '../indexer/evmTxs.ts'
import {
  type EvmInternalTxsByHeightQueryParameters,
  evmInternalTxsByHeightInfiniteQueryOptions,
} from '../query/evmTxs.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'
import {
  type HookParameters,
  type IndexerInfiniteQueryParameter,
  type UseIndexerListReturnType,
  useIndexerList,
} from './useIndexerQuery.ts'

export type UseEvmInternalTxsByHeightParameters = EvmInternalTxsByHeightQueryParameters &
  HookParameters<IndexerInfiniteQueryParameter<ListEvmInternalTxsReturnType>>
export type UseEvmInternalTxsByHeightReturnType = UseIndexerListReturnType<
  ListEvmInternalTxsReturnType,
  EvmInternalTx
>

/** The internal EVM calls of one block. */
export function useEvmInternalTxsByHeight(
  parameters: UseEvmInternalTxsByHeightParameters = {},
): UseEvmInternalTxsByHeightReturnType {
  const { query, client, chainId, ...rest } = parameters
  return useIndexerList(
    evmInternalTxsByHeightInfiniteQueryOptions(useIndexerClient(client, chainId), rest),
    query,
  )
}
