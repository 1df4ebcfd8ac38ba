'use client'

import type { EvmTx, ListEvmTxsReturnType } from '../indexer/evmTxs.ts'
import { type EvmTxsByHeightQueryParameters, evmTxsByHeightInfiniteQueryOptions } from '../query/evmTxs.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'
import {
  type HookParameters,
  type IndexerInfiniteQueryParameter,
  type UseIndexerListReturnType,
  useIndexerList,
} from './useIndexerQuery.ts'

export type UseEvmTxsByHeightParameters = EvmTxsByHeightQueryParameters &
  HookParameters<IndexerInfiniteQueryParameter<ListEvmTxsReturnType>>
export type UseEvmTxsByHeightReturnType = UseIndexerListReturnType<ListEvmTxsReturnType, EvmTx>

/** The EVM receipts of one block. */
export function useEvmTxsByHeight(parameters: UseEvmTxsByHeightParameters = {}): UseEvmTxsByHeightReturnType {
  const { query, client, chainId, ...rest } = parameters
  return useIndexerList(evmTxsByHeightInfiniteQueryOptions(useIndexerClient(client, chainId), rest), query)
}
