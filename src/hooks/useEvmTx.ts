'use client'

import type { GetEvmTxReturnType } from '../indexer/evmTxs.ts'
import { type EvmTxQueryParameters, evmTxQueryOptions } from '../query/evmTxs.ts'
import { useQuery } from './query.ts'
import type { HookParameters, IndexerQueryParameter, UseIndexerQueryReturnType } from './queryParameters.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'

export type UseEvmTxParameters<selected = GetEvmTxReturnType> = EvmTxQueryParameters &
  HookParameters<IndexerQueryParameter<GetEvmTxReturnType, selected>>
export type UseEvmTxReturnType<selected = GetEvmTxReturnType> = UseIndexerQueryReturnType<selected>

/** One EVM receipt by 0x hash: `data.tx`. Waits while `txHash` is undefined. */
export function useEvmTx<selected = GetEvmTxReturnType>(
  parameters: UseEvmTxParameters<selected> = {},
): UseEvmTxReturnType<selected> {
  const { query, client, chainId, ...rest } = parameters
  return useQuery(evmTxQueryOptions(useIndexerClient(client, chainId), rest), query)
}
