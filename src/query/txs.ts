import type { IndexerClient } from '../indexer/client.ts'
import {
  type GetTxParameters,
  getTx,
  type ListTxsByAccountParameters,
  type ListTxsByHeightParameters,
  type ListTxsParameters,
  type ListTxsReturnType,
  listTxs,
  listTxsByAccount,
  listTxsByHeight,
} from '../indexer/txs.ts'
import {
  indexerInfiniteQueryOptions,
  indexerQueryOptions,
  type ListQueryParameters,
  type QueryParameters,
} from './indexerQuery.ts'

const txsOf = (page: ListTxsReturnType) => page.txs

export type TxQueryParameters = QueryParameters<GetTxParameters>

export function txQueryOptions(client: IndexerClient, parameters: TxQueryParameters) {
  return indexerQueryOptions({
    client,
    scope: 'tx',
    parameters,
    required: ['txHash'],
    fetch: getTx,
    immutable: true,
  })
}

export type TxsQueryParameters = ListQueryParameters<ListTxsParameters>

export function txsInfiniteQueryOptions(client: IndexerClient, parameters: TxsQueryParameters = {}) {
  return indexerInfiniteQueryOptions({
    client,
    scope: 'txs',
    parameters,
    required: [],
    // the server's total here is an estimate or a maximum sequence, not a count
    exactTotal: false,
    family: 'cursor',
    items: txsOf,
    fetch: listTxs,
  })
}

export type TxsByAccountQueryParameters = ListQueryParameters<ListTxsByAccountParameters>

export function txsByAccountInfiniteQueryOptions(
  client: IndexerClient,
  parameters: TxsByAccountQueryParameters,
) {
  return indexerInfiniteQueryOptions({
    client,
    scope: 'txsByAccount',
    parameters,
    required: ['account'],
    exactTotal: true,
    family: 'cursor',
    items: txsOf,
    fetch: listTxsByAccount,
  })
}

export type TxsByHeightQueryParameters = ListQueryParameters<ListTxsByHeightParameters>

export function txsByHeightInfiniteQueryOptions(
  client: IndexerClient,
  parameters: TxsByHeightQueryParameters,
) {
  return indexerInfiniteQueryOptions({
    client,
    scope: 'txsByHeight',
    parameters,
    required: ['height'],
    exactTotal: true,
    family: 'cursor',
    items: txsOf,
    fetch: listTxsByHeight,
  })
}
