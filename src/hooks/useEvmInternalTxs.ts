'use client'

import type { EvmInternalTx, ListEvmInternalTxsReturnType } from '../indexer/evmTxs.ts'
import { type EvmInternalTxsQueryParameters, evmInternalTxsInfiniteQueryOptions } from '../query/evmTxs.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'
import {
  type HookParameters,
  type IndexerInfiniteQueryParameter,
  type UseIndexerListReturnType,
  useIndexerList,
} from './useIndexerQuery.ts'

export type UseEvmInternalTxsParameters = EvmInternalTxsQueryParameters &
  HookParameters<IndexerInfiniteQueryParameter<ListEvmInternalTxsReturnType>>
export type UseEvmInternalTxsReturnType = UseIndexerListReturnType<
  ListEvmInternalTxsReturnType,
  EvmInternalTx
>

/** Every internal EVM call, newest first. */
export function useEvmInternalTxs(parameters: UseEvmInternalTxsParameters = {}): UseEvmInternalTxsReturnType {
  const { query, client, chainId, ...rest } = parameters
  return useIndexerList(evmInternalTxsInfiniteQueryOptions(useIndexerClient(client, chainId), rest), query)
}
