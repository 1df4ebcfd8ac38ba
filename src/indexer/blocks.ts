import type { RequestOptions } from '../http/request.ts'
import { getFromIndexer, type IndexerClient } from './client.ts'
import { heightSegment, type PaginationParameters, paginationQuery } from './parameters.ts'
import {
  type AvgBlockTime,
  avgBlockTimeSchema,
  blockResponseSchema,
  blocksResponseSchema,
  type IndexerStatus,
  indexerStatusSchema,
} from './schemas.ts'
import type { z } from 'zod/mini'

export type GetIndexerStatusReturnType = IndexerStatus

/** `GET /status`: the indexed heights and the server's version. */
export function getIndexerStatus(client: IndexerClient, options?: RequestOptions) {
  return getFromIndexer(client, '/status', indexerStatusSchema, undefined, options)
}

export type GetAvgBlockTimeReturnType = AvgBlockTime

/** `GET /indexer/block/v1/avg_blocktime`: seconds per block over the latest 100 blocks (0 with fewer than 2). */
export function getAvgBlockTime(client: IndexerClient, options?: RequestOptions) {
  return getFromIndexer(client, '/indexer/block/v1/avg_blocktime', avgBlockTimeSchema, undefined, options)
}

/** The blocks list takes no `countTotal`; its `total` is the latest height. */
export type ListBlocksParameters = Omit<PaginationParameters, 'countTotal'>
export type ListBlocksReturnType = z.infer<typeof blocksResponseSchema>

/** `GET /indexer/block/v1/blocks`: cursor pages, newest first by default. */
export function listBlocks(client: IndexerClient, parameters: ListBlocksParameters = {}, options?: RequestOptions) {
  return getFromIndexer(client, '/indexer/block/v1/blocks', blocksResponseSchema, paginationQuery(parameters), options)
}

export interface GetBlockParameters {
  height: number | bigint | string
}
export type GetBlockReturnType = z.infer<typeof blockResponseSchema>

/** `GET /indexer/block/v1/blocks/{height}`. A future height answers 404. */
export function getBlock(client: IndexerClient, parameters: GetBlockParameters, options?: RequestOptions) {
  const path = `/indexer/block/v1/blocks/${heightSegment(parameters.height)}`
  return getFromIndexer(client, path, blockResponseSchema, undefined, options)
}
