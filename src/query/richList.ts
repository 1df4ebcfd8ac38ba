import type { IndexerClient } from '../indexer/client.ts'
import {
  type ListRichListParameters,
  type ListRichListReturnType,
  listRichList,
} from '../indexer/richList.ts'
import { indexerInfiniteQueryOptions, type ListQueryParameters } from './indexerQuery.ts'

const holdersOf = (page: ListRichListReturnType) => page.holders

export type RichListQueryParameters = ListQueryParameters<ListRichListParameters>

export function richListInfiniteQueryOptions(client: IndexerClient, parameters: RichListQueryParameters) {
  return indexerInfiniteQueryOptions({
    client,
    scope: 'richList',
    parameters,
    required: ['denom'],
    exactTotal: true,
    family: 'offset',
    items: holdersOf,
    fetch: listRichList,
  })
}
