'use client'

import type { EvmInternalTx, ListEvmInternalTxsReturnType } from '../indexer/evmTxs.ts'
import { type EvmInternalTxsQueryParameters, evmInternalTxsInfiniteQueryOptions } from '../query/evmTxs.ts'
import { useInfiniteList } from './query.ts'
import type {
  HookParameters,
  IndexerInfiniteQueryParameter,
  IndexerPages,
  UseIndexerListReturnType,
} from './queryParameters.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'

export type UseEvmInternalTxsParameters<selected = IndexerPages<ListEvmInternalTxsReturnType>> =
  EvmInternalTxsQueryParameters &
    HookParameters<IndexerInfiniteQueryParameter<ListEvmInternalTxsReturnType, selected>>
export type UseEvmInternalTxsReturnType<selected = IndexerPages<ListEvmInternalTxsReturnType>> =
  UseIndexerListReturnType<ListEvmInternalTxsReturnType, EvmInternalTx, selected>

/** Every internal EVM call, newest first. */
export function useEvmInternalTxs<selected = IndexerPages<ListEvmInternalTxsReturnType>>(
  parameters: UseEvmInternalTxsParameters<selected> = {},
): UseEvmInternalTxsReturnType<selected> {
  const { query, client, chainId, ...rest } = parameters
  return useInfiniteList(evmInternalTxsInfiniteQueryOptions(useIndexerClient(client, chainId), rest), query)
}
