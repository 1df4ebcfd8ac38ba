import type { EvmJsonRpcSource } from '../evm/linkedTx.ts'
import type { IndexerClient } from '../indexer/client.ts'
import { type GetCosmosTxOfEvmTxParameters, getCosmosTxOfEvmTx } from '../indexer/evmCosmosTx.ts'
import {
  type EvmInternalTx,
  type GetEvmTxParameters,
  type GetEvmTxReturnType,
  getEvmTx,
  type ListEvmInternalTxsByAccountParameters,
  type ListEvmInternalTxsByHashParameters,
  type ListEvmInternalTxsByHeightParameters,
  type ListEvmInternalTxsParameters,
  type ListEvmInternalTxsReturnType,
  type ListEvmTxsByAccountParameters,
  type ListEvmTxsByHeightParameters,
  type ListEvmTxsParameters,
  type ListEvmTxsReturnType,
  listEvmInternalTxs,
  listEvmInternalTxsByAccount,
  listEvmInternalTxsByHash,
  listEvmInternalTxsByHeight,
  listEvmTxs,
  listEvmTxsByAccount,
  listEvmTxsByHeight,
} from '../indexer/evmTxs.ts'
import { getTx, type Tx } from '../indexer/txs.ts'
import {
  type IndexerPageParam,
  type IndexerQueryKey,
  type IndexerQueryOptions,
  indexerInfiniteQueryOptions,
  indexerQueryKey,
  indexerQueryOptions,
  type ListQueryParameters,
  type QueryParameters,
} from './indexerQuery.ts'

const evmTxsOf = (page: ListEvmTxsReturnType) => page.txs
const internalTxsOf = (page: ListEvmInternalTxsReturnType) => page.internal_txs

export type EvmTxQueryParameters = QueryParameters<GetEvmTxParameters>

export function evmTxQueryOptions(
  client: IndexerClient,
  parameters: EvmTxQueryParameters,
): IndexerQueryOptions<GetEvmTxReturnType, IndexerQueryKey<'evmTx', QueryParameters<GetEvmTxParameters>>> {
  return indexerQueryOptions({
    client,
    scope: 'evmTx',
    parameters,
    required: ['txHash'],
    fetch: getEvmTx,
    immutable: true,
  })
}

export type CosmosTxOfEvmTxQueryParameters = QueryParameters<GetCosmosTxOfEvmTxParameters> & {
  /** The rollup's EVM JSON-RPC: asked first for the exact link (minievm's `cosmos_cosmosTxHashByTxHash`). */
  jsonRpc?: EvmJsonRpcSource | undefined
}

// the JSON-RPC code loads only where a JSON-RPC is known
const linkedTx = () => import('../evm/linkedTx.ts')

/**
 * The Cosmos tx an EVM tx was recorded for (`data.tx`, null when not certain); keyed by `txHash` alone. With
 * `jsonRpc`, the node's exact link; without it, or when the node cannot say, the tx found in the EVM tx's block.
 */
export function cosmosTxOfEvmTxQueryOptions(
  client: IndexerClient,
  parameters: CosmosTxOfEvmTxQueryParameters,
): IndexerQueryOptions<
  { tx: Tx | null },
  IndexerQueryKey<'cosmosTxOfEvmTx', QueryParameters<GetCosmosTxOfEvmTxParameters>>
> {
  const { receipt, jsonRpc, ...keyed } = parameters
  return indexerQueryOptions<'cosmosTxOfEvmTx', GetCosmosTxOfEvmTxParameters, { tx: Tx | null }>({
    client,
    scope: 'cosmosTxOfEvmTx',
    parameters: keyed,
    required: ['txHash'],
    fetch: async (client, keyed, options) => {
      const txOf = (txHash: string) => getTx(client, { txHash }, options)
      return (
        (jsonRpc && (await (await linkedTx()).exactCosmosTxOfEvmTx(keyed.txHash, jsonRpc, options, txOf))) ||
        getCosmosTxOfEvmTx(client, { ...keyed, receipt }, options)
      )
    },
    immutable: true,
  })
}

export interface EvmTxOfCosmosTxQueryParameters {
  /** The Cosmos tx's hash (64 hex digits). */
  txHash?: string | undefined
  /** The rollup's EVM JSON-RPC (minievm's `cosmos_txHashByCosmosTxHash`); the query waits for one. */
  jsonRpc?: EvmJsonRpcSource | undefined
}

/**
 * The EVM tx a minievm node recorded for a Cosmos tx (`data.evmTxHash`, null when it has none): one sent from an
 * Ethereum wallet, or one that succeeded with EVM logs. Waits for `txHash` and `jsonRpc`.
 */
export function evmTxOfCosmosTxQueryOptions(
  client: IndexerClient,
  parameters: EvmTxOfCosmosTxQueryParameters,
): IndexerQueryOptions<
  { evmTxHash: `0x${string}` | null },
  IndexerQueryKey<'evmTxOfCosmosTx', QueryParameters<{ txHash: string }>>
> {
  const { jsonRpc, txHash } = parameters
  const options = indexerQueryOptions<
    'evmTxOfCosmosTx',
    { txHash: string },
    { evmTxHash: `0x${string}` | null }
  >({
    client,
    scope: 'evmTxOfCosmosTx',
    parameters: { txHash },
    required: ['txHash'],
    fetch: async (_client, { txHash }, options) =>
      (await linkedTx()).evmTxHashOfCosmosTx(txHash, jsonRpc!, options),
    immutable: true,
  })
  return { ...options, enabled: options.enabled && jsonRpc !== undefined }
}

export type EvmTxsQueryParameters = ListQueryParameters<ListEvmTxsParameters>

export function evmTxsInfiniteQueryOptions(client: IndexerClient, parameters: EvmTxsQueryParameters = {}) {
  return indexerInfiniteQueryOptions({
    client,
    scope: 'evmTxs',
    parameters,
    required: [],
    // the server's total here is an estimate or a maximum sequence, not a count
    exactTotal: false,
    family: 'cursor',
    items: evmTxsOf,
    fetch: listEvmTxs,
  })
}

export type EvmTxsByAccountQueryParameters = ListQueryParameters<ListEvmTxsByAccountParameters>

export function evmTxsByAccountInfiniteQueryOptions(
  client: IndexerClient,
  parameters: EvmTxsByAccountQueryParameters,
) {
  return indexerInfiniteQueryOptions({
    client,
    scope: 'evmTxsByAccount',
    parameters,
    required: ['account'],
    exactTotal: true,
    family: 'cursor',
    items: evmTxsOf,
    fetch: listEvmTxsByAccount,
  })
}

export type EvmTxsByHeightQueryParameters = ListQueryParameters<ListEvmTxsByHeightParameters>

export function evmTxsByHeightInfiniteQueryOptions(
  client: IndexerClient,
  parameters: EvmTxsByHeightQueryParameters,
) {
  return indexerInfiniteQueryOptions({
    client,
    scope: 'evmTxsByHeight',
    parameters,
    required: ['height'],
    exactTotal: true,
    family: 'cursor',
    items: evmTxsOf,
    fetch: listEvmTxsByHeight,
  })
}

export type EvmInternalTxsQueryParameters = ListQueryParameters<ListEvmInternalTxsParameters>

export function evmInternalTxsInfiniteQueryOptions(
  client: IndexerClient,
  parameters: EvmInternalTxsQueryParameters = {},
) {
  return indexerInfiniteQueryOptions({
    client,
    scope: 'evmInternalTxs',
    parameters,
    required: [],
    exactTotal: false,
    family: 'cursor',
    items: internalTxsOf,
    fetch: listEvmInternalTxs,
  })
}

export type EvmInternalTxsByAccountQueryParameters =
  ListQueryParameters<ListEvmInternalTxsByAccountParameters>

export function evmInternalTxsByAccountInfiniteQueryOptions(
  client: IndexerClient,
  parameters: EvmInternalTxsByAccountQueryParameters,
) {
  return indexerInfiniteQueryOptions({
    client,
    scope: 'evmInternalTxsByAccount',
    parameters,
    required: ['account'],
    exactTotal: true,
    family: 'cursor',
    items: internalTxsOf,
    fetch: listEvmInternalTxsByAccount,
  })
}

export type EvmInternalTxsByHeightQueryParameters = ListQueryParameters<ListEvmInternalTxsByHeightParameters>

export function evmInternalTxsByHeightInfiniteQueryOptions(
  client: IndexerClient,
  parameters: EvmInternalTxsByHeightQueryParameters,
) {
  return indexerInfiniteQueryOptions({
    client,
    scope: 'evmInternalTxsByHeight',
    parameters,
    required: ['height'],
    exactTotal: true,
    family: 'cursor',
    items: internalTxsOf,
    fetch: listEvmInternalTxsByHeight,
  })
}

export type EvmInternalTxsByHashQueryParameters = ListQueryParameters<ListEvmInternalTxsByHashParameters>

export function evmInternalTxsByHashInfiniteQueryOptions(
  client: IndexerClient,
  parameters: EvmInternalTxsByHashQueryParameters,
) {
  return indexerInfiniteQueryOptions({
    client,
    scope: 'evmInternalTxsByHash',
    parameters,
    required: ['txHash'],
    exactTotal: true,
    family: 'cursor',
    items: internalTxsOf,
    fetch: listEvmInternalTxsByHash,
  })
}

/** At most this many pages of one tx's calls (10,000 at 100 a page): a cursor that never ends stops here. */
export const maxInternalTxTreePages = 100

export interface EvmInternalTxTreeQueryParameters {
  txHash?: string | undefined
  /** Calls per request; 100 by default. */
  pageSize?: number | undefined
}

export interface EvmInternalTxTree {
  /** Every call of the tx, each once, in the server's order. */
  calls: readonly EvmInternalTx[]
  /** False when the cursor was still going after `maxInternalTxTreePages` pages. */
  complete: boolean
}

/**
 * Every internal call of one EVM tx in one query: a tree is only whole with every page, so the queryFn walks the
 * cursor to its end (the list's own rule: a short page, no `next_key`, or a key it has already been at ends it),
 * at most `maxInternalTxTreePages` pages, and aborts with the query's signal.
 */
export function evmInternalTxTreeQueryOptions(
  client: IndexerClient,
  { txHash, pageSize = 100 }: EvmInternalTxTreeQueryParameters,
): IndexerQueryOptions<
  EvmInternalTxTree,
  IndexerQueryKey<'evmInternalTxTree', EvmInternalTxTreeQueryParameters>
> {
  const list = evmInternalTxsByHashInfiniteQueryOptions(client, { txHash, limit: pageSize })
  return {
    queryKey: indexerQueryKey(client.baseUrl, 'evmInternalTxTree', { txHash, pageSize }) as never,
    queryFn: async ({ signal }) => {
      const pages: ListEvmInternalTxsReturnType[] = []
      let param: IndexerPageParam | undefined = list.initialPageParam
      while (param && pages.length < maxInternalTxTreePages) {
        const page: ListEvmInternalTxsReturnType = await list.queryFn({ pageParam: param, signal })
        pages.push(page)
        param = list.getNextPageParam(page, pages, param)
      }
      // a call a later page repeats (the server answered a page twice) shows once
      const calls = new Map(pages.flatMap(internalTxsOf).map((call) => [call.index, call]))
      return { calls: [...calls.values()], complete: !param }
    },
    enabled: list.enabled,
    retry: list.retry,
  }
}
