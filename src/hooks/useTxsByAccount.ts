'use client'

import type { ListTxsReturnType, Tx } from '../indexer/txs.ts'
import { type TxsByAccountQueryParameters, txsByAccountInfiniteQueryOptions } from '../query/txs.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'
import {
  type HookParameters,
  type IndexerInfiniteQueryParameter,
  type UseIndexerListReturnType,
  useIndexerList,
} from './useIndexerQuery.ts'

export type UseTxsByAccountParameters = TxsByAccountQueryParameters &
  HookParameters<IndexerInfiniteQueryParameter<ListTxsReturnType>>
export type UseTxsByAccountReturnType = UseIndexerListReturnType<ListTxsReturnType, Tx>

/** Txs that involve `account` (bech32 or hex); `isSigner` keeps only those it signed. */
export function useTxsByAccount(parameters: UseTxsByAccountParameters = {}): UseTxsByAccountReturnType {
  const { query, client, chainId, ...rest } = parameters
  return useIndexerList(txsByAccountInfiniteQueryOptions(useIndexerClient(client, chainId), rest), query)
}
