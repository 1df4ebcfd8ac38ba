'use client'

import { type EvmTxOfCosmosTxQueryParameters, evmTxOfCosmosTxQueryOptions } from '../query/evmTxs.ts'
import { useQuery } from './query.ts'
import type { HookParameters, IndexerQueryParameter, UseIndexerQueryReturnType } from './queryParameters.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'
import { useChainJsonRpc } from './useChainJsonRpc.ts'

export type UseEvmTxOfCosmosTxParameters<selected = { evmTxHash: `0x${string}` | null }> = Omit<
  EvmTxOfCosmosTxQueryParameters,
  'jsonRpc'
> &
  HookParameters<IndexerQueryParameter<{ evmTxHash: `0x${string}` | null }, selected>> & {
    /** The rollup's EVM JSON-RPC URL; without it, the one the chain registry lists (provider `network`). */
    jsonRpc?: string | undefined
  }
export type UseEvmTxOfCosmosTxReturnType<selected = { evmTxHash: `0x${string}` | null }> =
  UseIndexerQueryReturnType<selected>

/**
 * The EVM tx a minievm node recorded for a Cosmos tx (`data.evmTxHash`, null when it has none), from the chain's
 * EVM JSON-RPC (`cosmos_txHashByCosmosTxHash`). Waits for `txHash`, and does nothing where no JSON-RPC is known.
 */
export function useEvmTxOfCosmosTx<selected = { evmTxHash: `0x${string}` | null }>(
  parameters: UseEvmTxOfCosmosTxParameters<selected> = {},
): UseEvmTxOfCosmosTxReturnType<selected> {
  const { query, client, chainId, jsonRpc, ...rest } = parameters
  const source = useChainJsonRpc(chainId, jsonRpc)
  return useQuery(
    evmTxOfCosmosTxQueryOptions(useIndexerClient(client, chainId), { ...rest, jsonRpc: source }),
    query,
  )
}
