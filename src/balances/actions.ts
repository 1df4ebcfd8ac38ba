import { ResponseValidationError } from '../errors/http.ts'
import { type RequestOptions, requestJson } from '../http/request.ts'
import type { PriceClient, RestClient } from './client.ts'
import { bankBalancesPageSchema, priceListSchema } from './schemas.ts'

export interface GetBalancesParameters {
  /** The account in the chain's own form (its bech32 prefix). */
  address: string
  /** Balances per page; the node's default (100) when not given. */
  pageSize?: number | undefined
}

/** One balance as the chain's bank module holds it: base units, exactly. */
export interface BankBalance {
  denom: string
  amount: bigint
}

export interface GetBalancesReturnType {
  balances: BankBalance[]
  /** Requests it took (one per page). */
  pages: number
}

// a node that keeps sending next_key would never end the loop: 100 pages of 100 is more than any account holds
const maxPages = 100

/**
 * Every balance of `address` on the chain: `GET /cosmos/bank/v1beta1/balances/{address}`, page after page through
 * `pagination.next_key`, as InterwovenKit reads them (src/data/pagination.ts fetchAllPages). Zero balances are
 * left out. Throws the http layer's typed errors; ResponseValidationError for an answer that is not a balances page
 * (an HTML page, a negative amount) or a next_key that repeats.
 */
export async function getBalances(
  client: RestClient,
  parameters: GetBalancesParameters,
  options: RequestOptions = {},
): Promise<GetBalancesReturnType> {
  const path = `/cosmos/bank/v1beta1/balances/${encodeURIComponent(parameters.address)}`
  const balances = new Map<string, bigint>()
  const seen = new Set<string>()
  let key: string | undefined
  for (let pages = 1; ; pages++) {
    const query = new URLSearchParams()
    if (parameters.pageSize !== undefined) query.set('pagination.limit', String(parameters.pageSize))
    if (key) query.set('pagination.key', key)
    const page = await requestJson(client, {
      service: 'Chain REST',
      path,
      query,
      schema: bankBalancesPageSchema,
      signal: options.signal,
    })
    for (const { denom, amount } of page.balances) {
      const value = BigInt(amount)
      // a denom sent twice is counted once: the last word stands, as a map of the bank's store would
      if (value > 0n) balances.set(denom, value)
      else balances.delete(denom)
    }
    const next = page.pagination?.next_key
    if (!next) return { balances: [...balances].map(([denom, amount]) => ({ denom, amount })), pages }
    if (seen.has(next) || pages >= maxPages)
      throw new ResponseValidationError('Chain REST', `${client.baseUrl}${path}`, [
        {
          path: 'pagination.next_key',
          message: `the pages do not end (page ${pages} points back to ${next})`,
        },
      ])
    seen.add(next)
    key = next
  }
}

export interface GetPricesParameters {
  chainId: string
}

/** USD per whole token, by the chain's denom. */
export type GetPricesReturnType = Record<string, number>

/**
 * The USD prices of a chain's assets from Initia's price API:
 * `GET /initia/{chainId}/assets?quote=USD&with_prices=true`, as InterwovenKit reads it (src/data/chains.ts
 * useCreatePricesQuery). An entry without a finite, non-negative price is left out.
 */
export async function getPrices(
  client: PriceClient,
  parameters: GetPricesParameters,
  options: RequestOptions = {},
): Promise<GetPricesReturnType> {
  const list = await requestJson(client, {
    service: 'Price API',
    path: `/initia/${encodeURIComponent(parameters.chainId)}/assets`,
    query: new URLSearchParams({ quote: 'USD', with_prices: 'true' }),
    schema: priceListSchema,
    signal: options.signal,
  })
  const prices: GetPricesReturnType = Object.create(null)
  for (const item of list) {
    const { id, price } = (item ?? {}) as { id?: unknown; price?: unknown }
    if (typeof id === 'string' && typeof price === 'number' && Number.isFinite(price) && price >= 0)
      prices[id] = price
  }
  return prices
}
