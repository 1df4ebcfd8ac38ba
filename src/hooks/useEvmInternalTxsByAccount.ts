'use client'

import type { EvmInternalTx, ListEvmInternalTxsReturnType } from '../indexer/evmTxs.ts'
import {
  type EvmInternalTxsByAccountQueryParameters,
  evmInternalTxsByAccountInfiniteQueryOptions,
} from '../query/evmTxs.ts'
import { useInfiniteList } from './query.ts'
import type {
  HookParameters,
  IndexerInfiniteQueryParameter,
  IndexerPages,
  UseIndexerListReturnType,
} from './queryParameters.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'

export type UseEvmInternalTxsByAccountParameters<selected = IndexerPages<ListEvmInternalTxsReturnType>> =
  EvmInternalTxsByAccountQueryParameters &
    HookParameters<IndexerInfiniteQueryParameter<ListEvmInternalTxsReturnType, selected>>
export type UseEvmInternalTxsByAccountReturnType<selected = IndexerPages<ListEvmInternalTxsReturnType>> =
  UseIndexerListReturnType<ListEvmInternalTxsReturnType, EvmInternalTx, selected>

/** Internal EVM calls from or to `account`. */
export function useEvmInternalTxsByAccount<selected = IndexerPages<ListEvmInternalTxsReturnType>>(
  parameters: UseEvmInternalTxsByAccountParameters<selected> = {},
): UseEvmInternalTxsByAccountReturnType<selected> {
  const { query, client, chainId, ...rest } = parameters
  return useInfiniteList(
    evmInternalTxsByAccountInfiniteQueryOptions(useIndexerClient(client, chainId), rest),
    query,
  )
}
