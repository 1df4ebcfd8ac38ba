import type { GetBlockParameters, ListBlocksParameters, ListBlocksReturnType } from '../indexer/blocks.ts'
import { getAvgBlockTime, getBlock, getIndexerStatus, listBlocks } from '../indexer/blocks.ts'
import type { IndexerClient } from '../indexer/client.ts'
import {
  indexerInfiniteQueryOptions,
  indexerQueryOptions,
  type ListQueryParameters,
  type QueryParameters,
} from './indexerQuery.ts'

export function indexerStatusQueryOptions(client: IndexerClient) {
  return indexerQueryOptions({
    client,
    scope: 'indexerStatus',
    parameters: {},
    required: [],
    fetch: (client, _parameters, options) => getIndexerStatus(client, options),
  })
}

export function avgBlockTimeQueryOptions(client: IndexerClient) {
  return indexerQueryOptions({
    client,
    scope: 'avgBlockTime',
    parameters: {},
    required: [],
    fetch: (client, _parameters, options) => getAvgBlockTime(client, options),
  })
}

export type BlockQueryParameters = QueryParameters<GetBlockParameters>

export function blockQueryOptions(client: IndexerClient, parameters: BlockQueryParameters) {
  return indexerQueryOptions({
    client,
    scope: 'block',
    parameters,
    required: ['height'],
    fetch: getBlock,
    immutable: true,
  })
}

const blocksOf = (page: ListBlocksReturnType) => page.blocks

export type BlocksQueryParameters = ListQueryParameters<ListBlocksParameters>

export function blocksInfiniteQueryOptions(client: IndexerClient, parameters: BlocksQueryParameters = {}) {
  return indexerInfiniteQueryOptions({
    client,
    scope: 'blocks',
    parameters,
    required: [],
    // the server's total here is an estimate or a maximum sequence, not a count
    exactTotal: false,
    family: 'cursor',
    items: blocksOf,
    fetch: listBlocks,
  })
}
