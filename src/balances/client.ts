import type { HttpClientConfig } from '../http/request.ts'

/** A chain's Cosmos REST (LCD): `createRestClient({ baseUrl })`, or `chainRestClient` through the registry. */
export interface RestClient extends Readonly<HttpClientConfig> {
  readonly type: 'rest'
}

/** Initia's price API: `createPriceClient({ baseUrl })`; `priceApiUrl` is the one InterwovenKit reads. */
export interface PriceClient extends Readonly<HttpClientConfig> {
  readonly type: 'prices'
}

/** Initia's price API as InterwovenKit reads it, for every network (its src/data/chains.ts useCreatePricesQuery). */
export const priceApiUrl = 'https://indexer.initia.xyz'

const trimmed = (url: string) => url.replace(/\/+$/, '')

/** @example const rest = createRestClient({ baseUrl: 'https://rest.testnet.initia.xyz' }) */
export function createRestClient(config: HttpClientConfig): RestClient {
  return { ...config, baseUrl: trimmed(config.baseUrl), type: 'rest' }
}

/** @example const prices = createPriceClient({ baseUrl: priceApiUrl }) */
export function createPriceClient(config: HttpClientConfig): PriceClient {
  return { ...config, baseUrl: trimmed(config.baseUrl), type: 'prices' }
}
