'use client'

import { type EvmTxOfCosmosTxQueryParameters, evmTxOfCosmosTxQueryOptions } from '../query/evmTxs.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'
import { useChainJsonRpc } from './useChainJsonRpc.ts'
import {
  type HookParameters,
  type IndexerQueryParameter,
  type UseIndexerQueryReturnType,
  useIndexerQuery,
} from './useIndexerQuery.ts'

export type UseEvmTxOfCosmosTxParameters = Omit<EvmTxOfCosmosTxQueryParameters, 'jsonRpc'> &
  HookParameters<IndexerQueryParameter<{ evmTxHash: `0x${string}` | null }>> & {
    /** The rollup's EVM JSON-RPC URL; without it, the one the chain registry lists (provider `network`). */
    jsonRpc?: string | undefined
  }
export type UseEvmTxOfCosmosTxReturnType = UseIndexerQueryReturnType<{ evmTxHash: `0x${string}` | null }>

/**
 * The EVM tx a minievm node recorded for a Cosmos tx (`data.evmTxHash`, null when it has none), from the chain's
 * EVM JSON-RPC (`cosmos_txHashByCosmosTxHash`). Waits for `txHash`, and does nothing where no JSON-RPC is known.
 */
export function useEvmTxOfCosmosTx(
  parameters: UseEvmTxOfCosmosTxParameters = {},
): UseEvmTxOfCosmosTxReturnType {
  const { query, client, chainId, jsonRpc, ...rest } = parameters
  const source = useChainJsonRpc(chainId, jsonRpc)
  return useIndexerQuery(
    evmTxOfCosmosTxQueryOptions(useIndexerClient(client, chainId), { ...rest, jsonRpc: source }),
    query,
  )
}
