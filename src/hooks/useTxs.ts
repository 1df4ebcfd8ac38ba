'use client'

import type { ListTxsReturnType, Tx } from '../indexer/txs.ts'
import { type TxsQueryParameters, txsInfiniteQueryOptions } from '../query/txs.ts'
import { useInfiniteList } from './query.ts'
import type {
  HookParameters,
  IndexerInfiniteQueryParameter,
  IndexerPages,
  UseIndexerListReturnType,
} from './queryParameters.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'

export type UseTxsParameters<selected = IndexerPages<ListTxsReturnType>> = TxsQueryParameters &
  HookParameters<IndexerInfiniteQueryParameter<ListTxsReturnType, selected>>
export type UseTxsReturnType<selected = IndexerPages<ListTxsReturnType>> = UseIndexerListReturnType<
  ListTxsReturnType,
  Tx,
  selected
>

/** Every tx, newest first; `msgs` filters by message type. */
export function useTxs<selected = IndexerPages<ListTxsReturnType>>(
  parameters: UseTxsParameters<selected> = {},
): UseTxsReturnType<selected> {
  const { query, client, chainId, ...rest } = parameters
  return useInfiniteList(txsInfiniteQueryOptions(useIndexerClient(client, chainId), rest), query)
}
