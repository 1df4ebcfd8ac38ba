import type { IndexerClient } from '../indexer/client.ts'
import { type GetCosmosTxOfEvmTxParameters, getCosmosTxOfEvmTx } from '../indexer/evmCosmosTx.ts'
import {
  type GetEvmTxParameters,
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
import type { Tx } from '../indexer/txs.ts'
import {
  indexerInfiniteQueryOptions,
  indexerQueryOptions,
  type ListQueryParameters,
  type QueryParameters,
} from './indexerQuery.ts'

const evmTxsOf = (page: ListEvmTxsReturnType) => page.txs
const internalTxsOf = (page: ListEvmInternalTxsReturnType) => page.internal_txs

export type EvmTxQueryParameters = QueryParameters<GetEvmTxParameters>

export function evmTxQueryOptions(client: IndexerClient, parameters: EvmTxQueryParameters) {
  return indexerQueryOptions({
    client,
    scope: 'evmTx',
    parameters,
    required: ['txHash'],
    fetch: getEvmTx,
    immutable: true,
  })
}

export type CosmosTxOfEvmTxQueryParameters = QueryParameters<GetCosmosTxOfEvmTxParameters>

/** The Cosmos tx an EVM tx was recorded for (`data.tx`, null when not certain); keyed by `txHash` alone. */
export function cosmosTxOfEvmTxQueryOptions(
  client: IndexerClient,
  parameters: CosmosTxOfEvmTxQueryParameters,
) {
  const { receipt, ...keyed } = parameters
  return indexerQueryOptions<'cosmosTxOfEvmTx', GetCosmosTxOfEvmTxParameters, { tx: Tx | null }>({
    client,
    scope: 'cosmosTxOfEvmTx',
    parameters: keyed,
    required: ['txHash'],
    fetch: (client, keyed, options) => getCosmosTxOfEvmTx(client, { ...keyed, receipt }, options),
    immutable: true,
  })
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
