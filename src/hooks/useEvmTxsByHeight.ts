'use client'

import type { EvmTx, ListEvmTxsReturnType } from '../indexer/evmTxs.ts'
import { type EvmTxsByHeightQueryParameters, evmTxsByHeightInfiniteQueryOptions } from '../query/evmTxs.ts'
import { useInfiniteList } from './query.ts'
import type {
  HookParameters,
  IndexerInfiniteQueryParameter,
  IndexerPages,
  UseIndexerListReturnType,
} from './queryParameters.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'

export type UseEvmTxsByHeightParameters<selected = IndexerPages<ListEvmTxsReturnType>> =
  EvmTxsByHeightQueryParameters &
    HookParameters<IndexerInfiniteQueryParameter<ListEvmTxsReturnType, selected>>
export type UseEvmTxsByHeightReturnType<selected = IndexerPages<ListEvmTxsReturnType>> =
  UseIndexerListReturnType<ListEvmTxsReturnType, EvmTx, selected>

/** The EVM receipts of one block. */
export function useEvmTxsByHeight<selected = IndexerPages<ListEvmTxsReturnType>>(
  parameters: UseEvmTxsByHeightParameters<selected> = {},
): UseEvmTxsByHeightReturnType<selected> {
  const { query, client, chainId, ...rest } = parameters
  return useInfiniteList(evmTxsByHeightInfiniteQueryOptions(useIndexerClient(client, chainId), rest), query)
}
