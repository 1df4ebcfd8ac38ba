import type { z } from 'zod/mini'
import type { RequestOptions } from '../http/request.ts'
import { getFromIndexer, type IndexerClient } from './client.ts'
import { heightSegment, type PaginationParameters, paginationQuery, pathSegment } from './parameters.ts'
import { evmInternalTxsResponseSchema, evmTxResponseSchema, evmTxsResponseSchema } from './schemas.ts'
import { signerFlag } from './txs.ts'

// On chains without an EVM every path here answers 404 `evm routes are not available on this chain`.

export type ListEvmTxsParameters = PaginationParameters
export type ListEvmTxsReturnType = z.infer<typeof evmTxsResponseSchema>

/** `GET /indexer/tx/v1/evm-txs`: receipts, cursor pages, newest first by default. */
export function listEvmTxs(client: IndexerClient, parameters: ListEvmTxsParameters = {}, options?: RequestOptions) {
  return getFromIndexer(client, '/indexer/tx/v1/evm-txs', evmTxsResponseSchema, paginationQuery(parameters), options)
}

export interface ListEvmTxsByAccountParameters extends PaginationParameters {
  account: string
  /** Only txs whose receipt `from` is this account. */
  isSigner?: boolean | undefined
}

/** `GET /indexer/tx/v1/evm-txs/by_account/{account}`. */
export function listEvmTxsByAccount(
  client: IndexerClient,
  parameters: ListEvmTxsByAccountParameters,
  options?: RequestOptions,
) {
  const path = `/indexer/tx/v1/evm-txs/by_account/${pathSegment('account', parameters.account)}`
  const query = paginationQuery(parameters, { is_signer: signerFlag(parameters.isSigner) })
  return getFromIndexer(client, path, evmTxsResponseSchema, query, options)
}

export interface ListEvmTxsByHeightParameters extends PaginationParameters {
  height: number | bigint | string
}

/** `GET /indexer/tx/v1/evm-txs/by_height/{height}`. */
export function listEvmTxsByHeight(
  client: IndexerClient,
  parameters: ListEvmTxsByHeightParameters,
  options?: RequestOptions,
) {
  const path = `/indexer/tx/v1/evm-txs/by_height/${heightSegment(parameters.height)}`
  return getFromIndexer(client, path, evmTxsResponseSchema, paginationQuery(parameters), options)
}

export interface GetEvmTxParameters {
  /** 0x-prefixed. */
  txHash: string
}
export type GetEvmTxReturnType = z.infer<typeof evmTxResponseSchema>

/** `GET /indexer/tx/v1/evm-txs/{tx_hash}`. */
export function getEvmTx(client: IndexerClient, parameters: GetEvmTxParameters, options?: RequestOptions) {
  const path = `/indexer/tx/v1/evm-txs/${pathSegment('txHash', parameters.txHash)}`
  return getFromIndexer(client, path, evmTxResponseSchema, undefined, options)
}

export type ListEvmInternalTxsParameters = PaginationParameters
export type ListEvmInternalTxsReturnType = z.infer<typeof evmInternalTxsResponseSchema>

/** `GET /indexer/tx/v1/evm-internal-txs`: internal calls, cursor pages. */
export function listEvmInternalTxs(
  client: IndexerClient,
  parameters: ListEvmInternalTxsParameters = {},
  options?: RequestOptions,
) {
  const query = paginationQuery(parameters)
  return getFromIndexer(client, '/indexer/tx/v1/evm-internal-txs', evmInternalTxsResponseSchema, query, options)
}

export interface ListEvmInternalTxsByAccountParameters extends PaginationParameters {
  account: string
}

/** `GET /indexer/tx/v1/evm-internal-txs/by_account/{account}`. */
export function listEvmInternalTxsByAccount(
  client: IndexerClient,
  parameters: ListEvmInternalTxsByAccountParameters,
  options?: RequestOptions,
) {
  const path = `/indexer/tx/v1/evm-internal-txs/by_account/${pathSegment('account', parameters.account)}`
  return getFromIndexer(client, path, evmInternalTxsResponseSchema, paginationQuery(parameters), options)
}

export interface ListEvmInternalTxsByHeightParameters extends PaginationParameters {
  height: number | bigint | string
}

/** `GET /indexer/tx/v1/evm-internal-txs/by_height/{height}`. */
export function listEvmInternalTxsByHeight(
  client: IndexerClient,
  parameters: ListEvmInternalTxsByHeightParameters,
  options?: RequestOptions,
) {
  const path = `/indexer/tx/v1/evm-internal-txs/by_height/${heightSegment(parameters.height)}`
  return getFromIndexer(client, path, evmInternalTxsResponseSchema, paginationQuery(parameters), options)
}

export interface ListEvmInternalTxsByHashParameters extends PaginationParameters {
  txHash: string
}

/** `GET /indexer/tx/v1/evm-internal-txs/{tx_hash}`: the call tree of one tx (`parent_index` -1 is the top call). */
export function listEvmInternalTxsByHash(
  client: IndexerClient,
  parameters: ListEvmInternalTxsByHashParameters,
  options?: RequestOptions,
) {
  const path = `/indexer/tx/v1/evm-internal-txs/${pathSegment('txHash', parameters.txHash)}`
  return getFromIndexer(client, path, evmInternalTxsResponseSchema, paginationQuery(parameters), options)
}
