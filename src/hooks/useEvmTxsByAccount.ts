'use client'

import type { EvmTx, ListEvmTxsReturnType } from '../indexer/evmTxs.ts'
import { type EvmTxsByAccountQueryParameters, evmTxsByAccountInfiniteQueryOptions } from '../query/evmTxs.ts'
import { useInfiniteList } from './query.ts'
import type {
  HookParameters,
  IndexerInfiniteQueryParameter,
  IndexerPages,
  UseIndexerListReturnType,
} from './queryParameters.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'

export type UseEvmTxsByAccountParameters<selected = IndexerPages<ListEvmTxsReturnType>> =
  EvmTxsByAccountQueryParameters &
    HookParameters<IndexerInfiniteQueryParameter<ListEvmTxsReturnType, selected>>
export type UseEvmTxsByAccountReturnType<selected = IndexerPages<ListEvmTxsReturnType>> =
  UseIndexerListReturnType<ListEvmTxsReturnType, EvmTx, selected>

/** EVM receipts that involve `account`; `isSigner` keeps those it sent. */
export function useEvmTxsByAccount<selected = IndexerPages<ListEvmTxsReturnType>>(
  parameters: UseEvmTxsByAccountParameters<selected> = {},
): UseEvmTxsByAccountReturnType<selected> {
  const { query, client, chainId, ...rest } = parameters
  return useInfiniteList(evmTxsByAccountInfiniteQueryOptions(useIndexerClient(client, chainId), rest), query)
}
