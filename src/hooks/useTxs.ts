'use client'

import type { ListTxsReturnType, Tx } from '../indexer/txs.ts'
import { type TxsQueryParameters, txsInfiniteQueryOptions } from '../query/txs.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'
import {
  type HookParameters,
  type IndexerInfiniteQueryParameter,
  type UseIndexerListReturnType,
  useIndexerList,
} from './useIndexerQuery.ts'

export type UseTxsParameters = TxsQueryParameters &
  HookParameters<IndexerInfiniteQueryParameter<ListTxsReturnType>>
export type UseTxsReturnType = UseIndexerListReturnType<ListTxsReturnType, Tx>

/** Every tx, newest first; `msgs` filters by message type. */
export function useTxs(parameters: UseTxsParameters = {}): UseTxsReturnType {
  const { query, client, chainId, ...rest } = parameters
  return useIndexerList(txsInfiniteQueryOptions(useIndexerClient(client, chainId), rest), query)
}
