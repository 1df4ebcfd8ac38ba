'use client'

import type { EvmTx, ListEvmTxsReturnType } from '../indexer/evmTxs.ts'
import { type EvmTxsQueryParameters, evmTxsInfiniteQueryOptions } from '../query/evmTxs.ts'
import { useInfiniteList } from './query.ts'
import type {
  HookParameters,
  IndexerInfiniteQueryParameter,
  IndexerPages,
  UseIndexerListReturnType,
} from './queryParameters.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'

export type UseEvmTxsParameters<selected = IndexerPages<ListEvmTxsReturnType>> = EvmTxsQueryParameters &
  HookParameters<IndexerInfiniteQueryParameter<ListEvmTxsReturnType, selected>>
export type UseEvmTxsReturnType<selected = IndexerPages<ListEvmTxsReturnType>> = UseIndexerListReturnType<
  ListEvmTxsReturnType,
  EvmTx,
  selected
>

/** Every EVM receipt, newest first. */
export function useEvmTxs<selected = IndexerPages<ListEvmTxsReturnType>>(
  parameters: UseEvmTxsParameters<selected> = {},
): UseEvmTxsReturnType<selected> {
  const { query, client, chainId, ...rest } = parameters
  return useInfiniteList(evmTxsInfiniteQueryOptions(useIndexerClient(client, chainId), rest), query)
}
