'use client'

import type { GetEvmTxReturnType } from '../indexer/evmTxs.ts'
import { type EvmTxQueryParameters, evmTxQueryOptions } from '../query/evmTxs.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'
import {
  type HookParameters,
  type IndexerQueryParameter,
  type UseIndexerQueryReturnType,
  useIndexerQuery,
} from './useIndexerQuery.ts'

export type UseEvmTxParameters = EvmTxQueryParameters &
  HookParameters<IndexerQueryParameter<GetEvmTxReturnType>>
export type UseEvmTxReturnType = UseIndexerQueryReturnType<GetEvmTxReturnType>

/** One EVM receipt by 0x hash: `data.tx`. Waits while `txHash` is undefined. */
export function useEvmTx(parameters: UseEvmTxParameters = {}): UseEvmTxReturnType {
  const { query, client, chainId, ...rest } = parameters
  return useIndexerQuery(evmTxQueryOptions(useIndexerClient(client, chainId), rest), query)
}
