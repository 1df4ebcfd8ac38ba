import { type HttpClientConfig, type RequestOptions, requestJson } from '../http/request.ts'
import type { ZodType } from '../http/zodCore.ts'

export type IndexerClientConfig = HttpClientConfig

/** Connection settings for one rollytics indexer. Pass it to the endpoint functions (`getBlock(client, ...)`). */
export interface IndexerClient extends Readonly<IndexerClientConfig> {
  readonly type: 'indexer'
}

/**
 * @example
 * const client = createIndexerClient({ baseUrl: 'https://rollytics-api-evm-1.anvil.asia-southeast.initia.xyz' })
 * const { block } = await getBlock(client, { height: 1 })
 */
export function createIndexerClient(config: IndexerClientConfig): IndexerClient {
  return { ...config, baseUrl: config.baseUrl.replace(/\/+$/, ''), type: 'indexer' }
}

/** GETs `path` from the indexer and validates the answer. */
export function getFromIndexer<schema extends ZodType>(
  client: IndexerClient,
  path: string,
  schema: schema,
  query?: URLSearchParams,
  options: RequestOptions = {},
) {
  return requestJson(client, { service: 'Indexer', path, query, schema, signal: options.signal })
}
