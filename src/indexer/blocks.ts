import type { RequestOptions } from '../http/request.ts'
import * as z from '../http/zodCore.ts'
import { getFromIndexer, type IndexerClient } from './client.ts'
import { heightSegment, type PaginationParameters, paginationQuery } from './parameters.ts'
import { coin, count, decimal, pageSchema } from './schemas.ts'

export const indexerStatusSchema = /* @__PURE__ */ z.record({
  version: z.string(),
  commit_hash: z.string(),
  chain_id: z.string(),
  height: count(),
  // zero values are left out by the server
  internal_tx_height: z.optional(count()),
  rich_list_height: z.optional(count()),
  evm_ret_cleanup_height: z.optional(z.int()),
  // -1 before the first cleanup
  tx_account_cleanup_sequence: z.optional(z.int()),
  tx_account_cleanup_deleted: z.optional(z.int()),
  tx_account_cleanup_inserted: z.optional(z.int()),
})

export const avgBlockTimeSchema = /* @__PURE__ */ z.record({ avg_block_time: z.number() })

export const blockSchema = /* @__PURE__ */ z.record({
  chain_id: z.string(),
  height: decimal(),
  hash: z.string(),
  /** Milliseconds since the previous block. */
  block_time: decimal(),
  timestamp: z.string(),
  gas_used: decimal(),
  gas_wanted: decimal(),
  tx_count: decimal(),
  total_fee: z.nullable(z.array(coin())),
  proposer: z.record({ moniker: z.string(), identity: z.string(), operator_address: z.string() }),
})

export const blockResponseSchema = /* @__PURE__ */ z.record({ block: blockSchema })
export const blocksResponseSchema = /* @__PURE__ */ pageSchema('blocks', blockSchema)

export type IndexerStatus = z.infer<typeof indexerStatusSchema>
export type AvgBlockTime = z.infer<typeof avgBlockTimeSchema>
export type Block = z.infer<typeof blockSchema>

export type GetIndexerStatusReturnType = IndexerStatus

/** `GET /status`: the indexed heights and the server's version. */
export async function getIndexerStatus(client: IndexerClient, options?: RequestOptions) {
  return getFromIndexer(client, '/status', indexerStatusSchema, undefined, options)
}

export type GetAvgBlockTimeReturnType = AvgBlockTime

/** `GET /indexer/block/v1/avg_blocktime`: seconds per block over the latest 100 blocks (0 with fewer than 2). */
export async function getAvgBlockTime(client: IndexerClient, options?: RequestOptions) {
  return getFromIndexer(client, '/indexer/block/v1/avg_blocktime', avgBlockTimeSchema, undefined, options)
}

/** The blocks list takes no `countTotal`; its `total` is the latest height. */
export type ListBlocksParameters = Omit<PaginationParameters, 'countTotal'>
export type ListBlocksReturnType = z.infer<typeof blocksResponseSchema>

/** `GET /indexer/block/v1/blocks`: cursor pages, newest first by default. */
export async function listBlocks(
  client: IndexerClient,
  parameters: ListBlocksParameters = {},
  options?: RequestOptions,
) {
  return getFromIndexer(
    client,
    '/indexer/block/v1/blocks',
    blocksResponseSchema,
    paginationQuery(parameters),
    options,
  )
}

export interface GetBlockParameters {
  height: number | bigint | string
}
export type GetBlockReturnType = z.infer<typeof blockResponseSchema>

/** `GET /indexer/block/v1/blocks/{height}`. A future height answers 404. */
export async function getBlock(
  client: IndexerClient,
  parameters: GetBlockParameters,
  options?: RequestOptions,
) {
  const path = `/indexer/block/v1/blocks/${heightSegment(parameters.height)}`
  return getFromIndexer(client, path, blockResponseSchema, undefined, options)
}
