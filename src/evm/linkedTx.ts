// Loaded on first use (query/evmTxs.ts): the exact Cosmos <-> EVM link through a minievm node's JSON-RPC, for the
// explorer components. Without an answer from the node, the caller falls back to what the indexer alone can tell.
import type { RequestOptions } from '../http/request.ts'
import type { Tx } from '../indexer/txs.ts'
import { getCosmosTxHashOfEvmTx, getEvmTxHashOfCosmosTx } from './cosmosTxHash.ts'

/** A rollup's EVM JSON-RPC: its URL, or a lookup (the registry's `apis['json-rpc']`) that may find none. */
export type EvmJsonRpcSource = string | (() => Promise<string | undefined>)

const urlOf = async (source: EvmJsonRpcSource) => (typeof source === 'string' ? source : source())

/**
 * The Cosmos tx an EVM tx was recorded in, as the node links them, read with `txOf` (the caller's `getTx`, so that
 * the tx schema is not in this chunk); undefined when the node cannot say (no JSON-RPC, unreachable, not a minievm
 * node, the tx unknown or pruned) or the indexer lacks that tx yet.
 */
export async function exactCosmosTxOfEvmTx(
  evmTxHash: string,
  jsonRpc: EvmJsonRpcSource,
  options: RequestOptions,
  txOf: (cosmosTxHash: string) => Promise<{ tx: Tx }>,
): Promise<{ tx: Tx } | undefined> {
  try {
    const url = await urlOf(jsonRpc)
    const hash = url && (await getCosmosTxHashOfEvmTx({ url, retry: false }, evmTxHash, options))
    return hash ? await txOf(hash) : undefined
  } catch (error) {
    if (options.signal?.aborted) throw error
    return undefined
  }
}

/** The EVM tx the node recorded for a Cosmos tx, null when it has none; throws when the node cannot say. */
export async function evmTxHashOfCosmosTx(
  cosmosTxHash: string,
  jsonRpc: EvmJsonRpcSource,
  options: RequestOptions,
): Promise<{ evmTxHash: `0x${string}` | null }> {
  const url = await urlOf(jsonRpc)
  return { evmTxHash: url ? await getEvmTxHashOfCosmosTx({ url }, cosmosTxHash, options) : null }
}
