'use client'

import type { Tx } from '../indexer/txs.ts'
import { type CosmosTxOfEvmTxQueryParameters, cosmosTxOfEvmTxQueryOptions } from '../query/evmTxs.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'
import {
  type HookParameters,
  type IndexerQueryParameter,
  type UseIndexerQueryReturnType,
  useIndexerQuery,
} from './useIndexerQuery.ts'

export type UseCosmosTxOfEvmTxParameters = CosmosTxOfEvmTxQueryParameters &
  HookParameters<IndexerQueryParameter<{ tx: Tx | null }>>
export type UseCosmosTxOfEvmTxReturnType = UseIndexerQueryReturnType<{ tx: Tx | null }>

/**
 * The Cosmos tx a minievm EVM tx was recorded for, found in its block: `data.tx`, null when not certain. Pass the
 * `receipt` when you have it (from `useEvmTx`) to save a request. Waits while `txHash` is undefined.
 */
export function useCosmosTxOfEvmTx(
  parameters: UseCosmosTxOfEvmTxParameters = {},
): UseCosmosTxOfEvmTxReturnType {
  const { query, client, chainId, ...rest } = parameters
  return useIndexerQuery(cosmosTxOfEvmTxQueryOptions(useIndexerClient(client, chainId), rest), query)
}
