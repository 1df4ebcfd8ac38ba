import type { RequestOptions } from '../http/request.ts'
import * as z from '../http/zodCore.ts'
import { getFromIndexer, type IndexerClient } from './client.ts'
import { heightSegment, type PaginationParameters, paginationQuery, pathSegment } from './parameters.ts'
import { count, hex, pageSchema } from './schemas.ts'
import { signerFlag } from './txs.ts'

export const evmLogSchema = /* @__PURE__ */ z.record({
  address: z.string(),
  topics: z.array(z.string()),
  data: z.string(),
  blockNumber: z.optional(hex()),
  transactionHash: z.optional(z.string()),
  transactionIndex: z.optional(hex()),
  blockHash: z.optional(z.string()),
  logIndex: z.optional(hex()),
  removed: z.optional(z.boolean()),
})

/** A receipt subset: no input, value or nonce. */
export const evmTxSchema = /* @__PURE__ */ z.record({
  blockHash: z.string(),
  blockNumber: hex(),
  contractAddress: z.nullable(z.string()),
  cumulativeGasUsed: hex(),
  effectiveGasPrice: hex(),
  from: z.string(),
  gasUsed: hex(),
  logs: z.array(evmLogSchema),
  logsBloom: z.string(),
  /** "0x1" success, "0x0" reverted. */
  status: hex(),
  /** "" for contract creation. */
  to: z.string(),
  transactionHash: z.string(),
  transactionIndex: hex(),
  type: hex(),
})

export const evmInternalTxSchema = /* @__PURE__ */ z.record({
  height: count(),
  hash: z.string(),
  /** -1 for the top call. */
  parent_index: z.int(),
  index: count(),
  type: z.string(),
  from: z.string(),
  to: z.string(),
  input: hex(),
  output: hex(),
  value: hex(),
  gas: hex(),
  gasUsed: hex(),
})

export const evmTxResponseSchema = /* @__PURE__ */ z.record({ tx: evmTxSchema })
export const evmTxsResponseSchema = /* @__PURE__ */ pageSchema('txs', evmTxSchema)
export const evmInternalTxsResponseSchema = /* @__PURE__ */ pageSchema('internal_txs', evmInternalTxSchema)

export type EvmLog = z.infer<typeof evmLogSchema>
export type EvmTx = z.infer<typeof evmTxSchema>
export type EvmInternalTx = z.infer<typeof evmInternalTxSchema>

// On chains without an EVM every path here answers 404 `evm routes are not available on this chain`.

export type ListEvmTxsParameters = PaginationParameters
export type ListEvmTxsReturnType = z.infer<typeof evmTxsResponseSchema>

/** `GET /indexer/tx/v1/evm-txs`: receipts, cursor pages, newest first by default. */
export async function listEvmTxs(
  client: IndexerClient,
  parameters: ListEvmTxsParameters = {},
  options?: RequestOptions,
) {
  return getFromIndexer(
    client,
    '/indexer/tx/v1/evm-txs',
    evmTxsResponseSchema,
    paginationQuery(parameters),
    options,
  )
}

export interface ListEvmTxsByAccountParameters extends PaginationParameters {
  account: string
  /** Only txs whose receipt `from` is this account. */
  isSigner?: boolean | undefined
}

/** `GET /indexer/tx/v1/evm-txs/by_account/{account}`. */
export async function listEvmTxsByAccount(
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
export async function listEvmTxsByHeight(
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
export async function getEvmTx(
  client: IndexerClient,
  parameters: GetEvmTxParameters,
  options?: RequestOptions,
) {
  const path = `/indexer/tx/v1/evm-txs/${pathSegment('txHash', parameters.txHash)}`
  return getFromIndexer(client, path, evmTxResponseSchema, undefined, options)
}

export type ListEvmInternalTxsParameters = PaginationParameters
export type ListEvmInternalTxsReturnType = z.infer<typeof evmInternalTxsResponseSchema>

/** `GET /indexer/tx/v1/evm-internal-txs`: internal calls, cursor pages. */
export async function listEvmInternalTxs(
  client: IndexerClient,
  parameters: ListEvmInternalTxsParameters = {},
  options?: RequestOptions,
) {
  const query = paginationQuery(parameters)
  return getFromIndexer(
    client,
    '/indexer/tx/v1/evm-internal-txs',
    evmInternalTxsResponseSchema,
    query,
    options,
  )
}

export interface ListEvmInternalTxsByAccountParameters extends PaginationParameters {
  account: string
}

/** `GET /indexer/tx/v1/evm-internal-txs/by_account/{account}`. */
export async function listEvmInternalTxsByAccount(
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
export async function listEvmInternalTxsByHeight(
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
export async function listEvmInternalTxsByHash(
  client: IndexerClient,
  parameters: ListEvmInternalTxsByHashParameters,
  options?: RequestOptions,
) {
  const path = `/indexer/tx/v1/evm-internal-txs/${pathSegment('txHash', parameters.txHash)}`
  return getFromIndexer(client, path, evmInternalTxsResponseSchema, paginationQuery(parameters), options)
}
