'use client'

import type { ListTxsReturnType, Tx } from '../indexer/txs.ts'
import { type TxsByHeightQueryParameters, txsByHeightInfiniteQueryOptions } from '../query/txs.ts'
import { useInfiniteList } from './query.ts'
import type {
  HookParameters,
  IndexerInfiniteQueryParameter,
  IndexerPages,
  UseIndexerListReturnType,
} from './queryParameters.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'

export type UseTxsByHeightParameters<selected = IndexerPages<ListTxsReturnType>> =
  TxsByHeightQueryParameters & HookParameters<IndexerInfiniteQueryParameter<ListTxsReturnType, selected>>
export type UseTxsByHeightReturnType<selected = IndexerPages<ListTxsReturnType>> = UseIndexerListReturnType<
  ListTxsReturnType,
  Tx,
  selected
>

/** The txs of one block (its last tx first unless `reverse: false`). */
export function useTxsByHeight<selected = IndexerPages<ListTxsReturnType>>(
  parameters: UseTxsByHeightParameters<selected> = {},
): UseTxsByHeightReturnType<selected> {
  const { query, client, chainId, ...rest } = parameters
  return useInfiniteList(txsByHeightInfiniteQueryOptions(useIndexerClient(client, chainId), rest), query)
}
