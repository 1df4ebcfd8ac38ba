'use client'

import type { EvmInternalTx, ListEvmInternalTxsReturnType } from '../indexer/evmTxs.ts'
import {
  type EvmInternalTxsByHeightQueryParameters,
  evmInternalTxsByHeightInfiniteQueryOptions,
} from '../query/evmTxs.ts'
import { useInfiniteList } from './query.ts'
import type {
  HookParameters,
  IndexerInfiniteQueryParameter,
  IndexerPages,
  UseIndexerListReturnType,
} from './queryParameters.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'

export type UseEvmInternalTxsByHeightParameters<selected = IndexerPages<ListEvmInternalTxsReturnType>> =
  EvmInternalTxsByHeightQueryParameters &
    HookParameters<IndexerInfiniteQueryParameter<ListEvmInternalTxsReturnType, selected>>
export type UseEvmInternalTxsByHeightReturnType<selected = IndexerPages<ListEvmInternalTxsReturnType>> =
  UseIndexerListReturnType<ListEvmInternalTxsReturnType, EvmInternalTx, selected>

/** The internal EVM calls of one block. */
export function useEvmInternalTxsByHeight<selected = IndexerPages<ListEvmInternalTxsReturnType>>(
  parameters: UseEvmInternalTxsByHeightParameters<selected> = {},
): UseEvmInternalTxsByHeightReturnType<selected> {
  const { query, client, chainId, ...rest } = parameters
  return useInfiniteList(
    evmInternalTxsByHeightInfiniteQueryOptions(useIndexerClient(client, chainId), rest),
    query,
  )
}
