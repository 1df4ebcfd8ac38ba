import type { z } from 'zod/mini'
import type { RequestOptions } from '../http/request.ts'
import { getFromIndexer, type IndexerClient } from './client.ts'
import {
  heightSegment,
  type MsgsParameters,
  type PaginationParameters,
  paginationQuery,
  pathSegment,
} from './parameters.ts'
import { txResponseSchema, txsResponseSchema } from './schemas.ts'

export type ListTxsParameters = PaginationParameters & MsgsParameters
export type ListTxsReturnType = z.infer<typeof txsResponseSchema>

/** `GET /indexer/tx/v1/txs`: every tx, cursor pages, newest first by default. */
export function listTxs(client: IndexerClient, parameters: ListTxsParameters = {}, options?: RequestOptions) {
  return getFromIndexer(client, '/indexer/tx/v1/txs', txsResponseSchema, paginationQuery(parameters), options)
}

export interface ListTxsByAccountParameters extends ListTxsParameters {
  /** bech32 or hex. */
  account: string
  /** Only txs this account signed (first signer). */
  isSigner?: boolean | undefined
}

/** `GET /indexer/tx/v1/txs/by_account/{account}`. An unknown account is an empty list, not an error. */
export function listTxsByAccount(
  client: IndexerClient,
  parameters: ListTxsByAccountParameters,
  options?: RequestOptions,
) {
  const path = `/indexer/tx/v1/txs/by_account/${pathSegment('account', parameters.account)}`
  const query = paginationQuery(parameters, { is_signer: signerFlag(parameters.isSigner) })
  return getFromIndexer(client, path, txsResponseSchema, query, options)
}

export interface ListTxsByHeightParameters extends ListTxsParameters {
  height: number | bigint | string
}

/** `GET /indexer/tx/v1/txs/by_height/{height}`: the block's last tx first unless `reverse: false`. */
export function listTxsByHeight(
  client: IndexerClient,
  parameters: ListTxsByHeightParameters,
  options?: RequestOptions,
) {
  const path = `/indexer/tx/v1/txs/by_height/${heightSegment(parameters.height)}`
  return getFromIndexer(client, path, txsResponseSchema, paginationQuery(parameters), options)
}

export interface GetTxParameters {
  /** Upper- or lower-case hex, no 0x. */
  txHash: string
}
export type GetTxReturnType = z.infer<typeof txResponseSchema>

/** `GET /indexer/tx/v1/txs/{tx_hash}`. */
export function getTx(client: IndexerClient, parameters: GetTxParameters, options?: RequestOptions) {
  const path = `/indexer/tx/v1/txs/${pathSegment('txHash', parameters.txHash)}`
  return getFromIndexer(client, path, txResponseSchema, undefined, options)
}

/** The server enables `is_signer` only for the exact string "true". */
export function signerFlag(isSigner: boolean | undefined): string | undefined {
  return isSigner === undefined ? undefined : String(isSigner)
}
