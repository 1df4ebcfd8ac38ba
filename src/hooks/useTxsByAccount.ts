'use client'

import type { ListTxsReturnType, Tx } from '../indexer/txs.ts'
import { type TxsByAccountQueryParameters, txsByAccountInfiniteQueryOptions } from '../query/txs.ts'
import { useInfiniteList } from './query.ts'
import type {
  HookParameters,
  IndexerInfiniteQueryParameter,
  IndexerPages,
  UseIndexerListReturnType,
} from './queryParameters.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'

export type UseTxsByAccountParameters<selected = IndexerPages<ListTxsReturnType>> =
  TxsByAccountQueryParameters & HookParameters<IndexerInfiniteQueryParameter<ListTxsReturnType, selected>>
export type UseTxsByAccountReturnType<selected = IndexerPages<ListTxsReturnType>> = UseIndexerListReturnType<
  ListTxsReturnType,
  Tx,
  selected
>

/** Txs that involve `account` (bech32 or hex); `isSigner` keeps only those it signed. */
export function useTxsByAccount<selected = IndexerPages<ListTxsReturnType>>(
  parameters: UseTxsByAccountParameters<selected> = {},
): UseTxsByAccountReturnType<selected> {
  const { query, client, chainId, ...rest } = parameters
  return useInfiniteList(txsByAccountInfiniteQueryOptions(useIndexerClient(client, chainId), rest), query)
}
