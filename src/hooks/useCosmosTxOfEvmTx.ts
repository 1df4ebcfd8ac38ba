'use client'

import type { Tx } from '../indexer/txs.ts'
import { type CosmosTxOfEvmTxQueryParameters, cosmosTxOfEvmTxQueryOptions } from '../query/evmTxs.ts'
import { useQuery } from './query.ts'
import type { HookParameters, IndexerQueryParameter, UseIndexerQueryReturnType } from './queryParameters.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'
import { useChainJsonRpc } from './useChainJsonRpc.ts'

export type UseCosmosTxOfEvmTxParameters<selected = { tx: Tx | null }> = Omit<
  CosmosTxOfEvmTxQueryParameters,
  'jsonRpc'
> &
  HookParameters<IndexerQueryParameter<{ tx: Tx | null }, selected>> & {
    /** The rollup's EVM JSON-RPC URL; without it, the one the chain registry lists (provider `network`). */
    jsonRpc?: string | undefined
  }
export type UseCosmosTxOfEvmTxReturnType<selected = { tx: Tx | null }> = UseIndexerQueryReturnType<selected>

/**
 * The Cosmos tx a minievm EVM tx was recorded for: `data.tx`, null when not certain. Where the chain's EVM
 * JSON-RPC is known, the node's exact link (`cosmos_cosmosTxHashByTxHash`); otherwise, or when the node cannot say,
 * the one tx of its block that matches it. Pass the `receipt` when you have it (from `useEvmTx`) to save a request.
 * Waits while `txHash` is undefined.
 */
export function useCosmosTxOfEvmTx<selected = { tx: Tx | null }>(
  parameters: UseCosmosTxOfEvmTxParameters<selected> = {},
): UseCosmosTxOfEvmTxReturnType<selected> {
  const { query, client, chainId, jsonRpc, ...rest } = parameters
  const source = useChainJsonRpc(chainId, jsonRpc)
  return useQuery(
    cosmosTxOfEvmTxQueryOptions(useIndexerClient(client, chainId), { ...rest, jsonRpc: source }),
    query,
  )
}
