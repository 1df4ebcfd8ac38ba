'use client'

import type { EvmTx, ListEvmTxsReturnType } from '../indexer/evmTxs.ts'
import { type EvmTxsQueryParameters, evmTxsInfiniteQueryOptions } from '../query/evmTxs.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'
import {
  type HookParameters,
  type IndexerInfiniteQueryParameter,
  type UseIndexerListReturnType,
  useIndexerList,
} from './useIndexerQuery.ts'

export type UseEvmTxsParameters = EvmTxsQueryParameters &
  HookParameters<IndexerInfiniteQueryParameter<ListEvmTxsReturnType>>
export type UseEvmTxsReturnType = UseIndexerListReturnType<ListEvmTxsReturnType, EvmTx>

/** Every EVM receipt, newest first. */
export function useEvmTxs(parameters: UseEvmTxsParameters = {}): UseEvmTxsReturnType {
  const { query, client, chainId, ...rest } = parameters
  return useIndexerList(evmTxsInfiniteQueryOptions(useIndexerClient(client, chainId), rest), query)
}
