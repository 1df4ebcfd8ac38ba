'use client'

import type { GetTxReturnType } from '../indexer/txs.ts'
import { type TxQueryParameters, txQueryOptions } from '../query/txs.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'
import {
  type HookParameters,
  type IndexerQueryParameter,
  type UseIndexerQueryReturnType,
  useIndexerQuery,
} from './useIndexerQuery.ts'

export type UseTxParameters = TxQueryParameters & HookParameters<IndexerQueryParameter<GetTxReturnType>>
export type UseTxReturnType = UseIndexerQueryReturnType<GetTxReturnType>

/** One Cosmos tx by hash: `data.tx`. Waits while `txHash` is undefined. */
export function useTx(parameters: UseTxParameters = {}): UseTxReturnType {
  const { query, client, chainId, ...rest } = parameters
  return useIndexerQuery(txQueryOptions(useIndexerClient(client, chainId), rest), query)
}
