'use client'

import type { ListTxsReturnType, Tx } from '../indexer/txs.ts'
import { type TxsByHeightQueryParameters, txsByHeightInfiniteQueryOptions } from '../query/txs.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'
import {
  type HookParameters,
  type IndexerInfiniteQueryParameter,
  type UseIndexerListReturnType,
  useIndexerList,
} from './useIndexerQuery.ts'

export type UseTxsByHeightParameters = TxsByHeightQueryParameters &
  HookParameters<IndexerInfiniteQueryParameter<ListTxsReturnType>>
export type UseTxsByHeightReturnType = UseIndexerListReturnType<ListTxsReturnType, Tx>

/** The txs of one block (its last tx first unless `reverse: false`). */
export function useTxsByHeight(parameters: UseTxsByHeightParameters = {}): UseTxsByHeightReturnType {
  const { query, client, chainId, ...rest } = parameters
  return useIndexerList(txsByHeightInfiniteQueryOptions(useIndexerClient(client, chainId), rest), query)
}
