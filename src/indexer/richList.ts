import type { RequestOptions } from '../http/request.ts'
import * as z from '../http/zodCore.ts'
import { getFromIndexer, type IndexerClient } from './client.ts'
import { type PaginationParameters, paginationQuery, pathSegment } from './parameters.ts'
import { decimal, pageSchema } from './schemas.ts'

export const richListHolderSchema = /* @__PURE__ */ z.record({ account: z.string(), amount: decimal() })

export const richListResponseSchema = /* @__PURE__ */ pageSchema('holders', richListHolderSchema)

export type RichListHolder = z.infer<typeof richListHolderSchema>

export interface ListRichListParameters extends PaginationParameters {
  /** e.g. `uinit` or `evm/2eE7...`: a `/` is sent as `%2F`, which the server expects. */
  denom: string
}
export type ListRichListReturnType = z.infer<typeof richListResponseSchema>

/** `GET /indexer/richlist/v1/{denom}`: holders by amount, largest first; offset pages; exact `total`. */
export async function listRichList(
  client: IndexerClient,
  parameters: ListRichListParameters,
  options?: RequestOptions,
) {
  const path = `/indexer/richlist/v1/${pathSegment('denom', parameters.denom)}`
  return getFromIndexer(client, path, richListResponseSchema, paginationQuery(parameters), options)
}
