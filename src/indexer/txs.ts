import type { RequestOptions } from '../http/request.ts'
import * as z from '../http/zodCore.ts'
import { getFromIndexer, type IndexerClient } from './client.ts'
import {
  heightSegment,
  type MsgsParameters,
  msgsQuery,
  type PaginationParameters,
  pathSegment,
} from './parameters.ts'
import { coin, decimal, pageSchema } from './schemas.ts'

export const eventSchema = /* @__PURE__ */ z.record({
  type: z.string(),
  attributes: z.array(
    z.record({ key: z.string(), value: z.nullish(z.string()), index: z.optional(z.boolean()) }),
  ),
})

const messageSchema = /* @__PURE__ */ z.looseObject({ '@type': z.string() })

/** Cosmos proto-JSON of the signed tx. Messages keep every field of their own type. */
export const cosmosTxSchema = /* @__PURE__ */ z.record({
  '@type': z.optional(z.string()),
  body: z.looseObject({ messages: z.array(messageSchema), memo: z.optional(z.string()) }),
  auth_info: z.looseObject({
    fee: z.optional(z.record({ amount: z.array(coin()), gas_limit: z.optional(decimal()) })),
  }),
  signatures: z.array(z.string()),
})

export const txSchema = /* @__PURE__ */ z.record({
  txhash: z.string(),
  height: decimal(),
  codespace: z.string(),
  /** 0 is success. */
  code: z.int(),
  // the L1's indexer (Initia's core indexer) leaves these four out in the recorded sample; its source's
  // dto.TxResponse (initia-labs/core-indexer api/dto/tx.go) writes them, `logs` as null when the tx had none
  data: z.optional(z.string()),
  raw_log: z.optional(z.string()),
  logs: z.nullish(
    z.array(z.record({ msg_index: z.optional(z.int()), events: z.optional(z.array(eventSchema)) })),
  ),
  info: z.optional(z.string()),
  gas_wanted: decimal(),
  gas_used: decimal(),
  tx: cosmosTxSchema,
  timestamp: z.string(),
  events: z.array(eventSchema),
})

export const txResponseSchema = /* @__PURE__ */ z.record({ tx: txSchema })
// Initia's core indexer (the L1's) answers `{tx, tx_response}`: the record is its tx_response, where rollytics has
// `tx` (initia-labs/core-indexer api/repositories/tx.go GetTxByHash)
const eitherTxResponseSchema = /* @__PURE__ */ z.union([
  z.record({ tx_response: txSchema }),
  txResponseSchema,
])
export const txsResponseSchema = /* @__PURE__ */ pageSchema('txs', txSchema)

export type TxEvent = z.infer<typeof eventSchema>
export type CosmosTx = z.infer<typeof cosmosTxSchema>
export type Tx = z.infer<typeof txSchema>

export type ListTxsParameters = PaginationParameters & MsgsParameters
export type ListTxsReturnType = z.infer<typeof txsResponseSchema>

/** `GET /indexer/tx/v1/txs`: every tx, cursor pages, newest first by default. */
export async function listTxs(
  client: IndexerClient,
  parameters: ListTxsParameters = {},
  options?: RequestOptions,
) {
  return getFromIndexer(client, '/indexer/tx/v1/txs', txsResponseSchema, msgsQuery(parameters), options)
}

export interface ListTxsByAccountParameters extends ListTxsParameters {
  /** bech32 or hex. */
  account: string
  /** Only txs this account signed (first signer). */
  isSigner?: boolean | undefined
}

/** `GET /indexer/tx/v1/txs/by_account/{account}`. An unknown account is an empty list, not an error. */
export async function listTxsByAccount(
  client: IndexerClient,
  parameters: ListTxsByAccountParameters,
  options?: RequestOptions,
) {
  const path = `/indexer/tx/v1/txs/by_account/${pathSegment('account', parameters.account)}`
  const query = msgsQuery(parameters, { is_signer: signerFlag(parameters.isSigner) })
  return getFromIndexer(client, path, txsResponseSchema, query, options)
}

export interface ListTxsByHeightParameters extends ListTxsParameters {
  height: number | bigint | string
}

/** `GET /indexer/tx/v1/txs/by_height/{height}`: the block's last tx first unless `reverse: false`. */
export async function listTxsByHeight(
  client: IndexerClient,
  parameters: ListTxsByHeightParameters,
  options?: RequestOptions,
) {
  const path = `/indexer/tx/v1/txs/by_height/${heightSegment(parameters.height)}`
  return getFromIndexer(client, path, txsResponseSchema, msgsQuery(parameters), options)
}

export interface GetTxParameters {
  /** Upper- or lower-case hex, no 0x. */
  txHash: string
}
export type GetTxReturnType = z.infer<typeof txResponseSchema>

/** `GET /indexer/tx/v1/txs/{tx_hash}`, of rollytics or of Initia's core indexer: `{ tx }` either way. */
export async function getTx(
  client: IndexerClient,
  parameters: GetTxParameters,
  options?: RequestOptions,
): Promise<GetTxReturnType> {
  const path = `/indexer/tx/v1/txs/${pathSegment('txHash', parameters.txHash)}`
  const found = await getFromIndexer(client, path, eitherTxResponseSchema, undefined, options)
  return 'tx_response' in found ? { tx: found.tx_response } : found
}

/** The server enables `is_signer` only for the exact string "true". */
export function signerFlag(isSigner: boolean | undefined): string | undefined {
  return isSigner === undefined ? undefined : String(isSigner)
}
