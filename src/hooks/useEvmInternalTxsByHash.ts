'use client'

import type { EvmInternalTx, ListEvmInternalTxsReturnType } from '../indexer/evmTxs.ts'
import {
  type EvmInternalTxsByHashQueryParameters,
  evmInternalTxsByHashInfiniteQueryOptions,
} from '../query/evmTxs.ts'
import { useInfiniteList } from './query.ts'
import type {
  HookParameters,
  IndexerInfiniteQueryParameter,
  IndexerPages,
  UseIndexerListReturnType,
} from './queryParameters.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'

export type UseEvmInternalTxsByHashParameters<selected = IndexerPages<ListEvmInternalTxsReturnType>> =
  EvmInternalTxsByHashQueryParameters &
    HookParameters<IndexerInfiniteQueryParameter<ListEvmInternalTxsReturnType, selected>>
export type UseEvmInternalTxsByHashReturnType<selected = IndexerPages<ListEvmInternalTxsReturnType>> =
  UseIndexerListReturnType<ListEvmInternalTxsReturnType, EvmInternalTx, selected>

/** The call tree of one EVM tx (`parent_index` -1 is the top call). */
export function useEvmInternalTxsByHash<selected = IndexerPages<ListEvmInternalTxsReturnType>>(
  parameters: UseEvmInternalTxsByHashParameters<selected> = {},
): UseEvmInternalTxsByHashReturnType<selected> {
  const { query, client, chainId, ...rest } = parameters
  return useInfiniteList(
    evmInternalTxsByHashInfiniteQueryOptions(useIndexerClient(client, chainId), rest),
    query,
  )
}
