'use client'

import type { GetTxReturnType } from '../indexer/txs.ts'
import { type TxQueryParameters, txQueryOptions } from '../query/txs.ts'
import { useQuery } from './query.ts'
import type { HookParameters, IndexerQueryParameter, UseIndexerQueryReturnType } from './queryParameters.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'

export type UseTxParameters<selected = GetTxReturnType> = TxQueryParameters &
  HookParameters<IndexerQueryParameter<GetTxReturnType, selected>>
export type UseTxReturnType<selected = GetTxReturnType> = UseIndexerQueryReturnType<selected>

/** One Cosmos tx by hash: `data.tx`. Waits while `txHash` is undefined. */
export function useTx<selected = GetTxReturnType>(
  parameters: UseTxParameters<selected> = {},
): UseTxReturnType<selected> {
  const { query, client, chainId, ...rest } = parameters
  return useQuery(txQueryOptions(useIndexerClient(client, chainId), rest), query)
}
