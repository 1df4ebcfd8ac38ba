import { InvalidParameterError } from '../http/errors.ts'

export interface PaginationParameters {
  /** `pagination.key`: a `next_key` (or `previous_key`) from an earlier page. */
  key?: string | undefined
  /** Records to skip (applies to the first page only, when no key is sent). */
  offset?: number | undefined
  /** 1 to 1000; the server's default is 100. */
  limit?: number | undefined
  /** Newest (or largest) first. The server's default is `true`. */
  reverse?: boolean | undefined
  /** Ask for `pagination.total`. The server's default is `true`. */
  countTotal?: boolean | undefined
}

export interface MsgsParameters {
  /** Message type names, e.g. `cosmos.bank.v1beta1.MsgSend` (a leading `/` is fine). Any of them matches. */
  msgs?: readonly string[] | undefined
}

export const DEFAULT_LIMIT = 100
export const MAX_LIMIT = 1000

/** Turns camelCase parameters into the query string the real server reads, checking them first. */
export function paginationQuery(
  parameters: PaginationParameters & MsgsParameters,
  extra: Record<string, string | undefined> = {},
): URLSearchParams {
  const query = new URLSearchParams()
  const { key, offset, limit, reverse, countTotal, msgs } = parameters

  if (key !== undefined) {
    // the server reads padded standard base64 and answers 400 for anything else
    if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(key) || key === '')
      throw new InvalidParameterError('pagination.key', key, 'Pass a next_key from an earlier page unchanged.')
    query.set('pagination.key', key)
  } else if (offset !== undefined) {
    if (!Number.isSafeInteger(offset) || offset < 0)
      throw new InvalidParameterError('pagination.offset', offset, 'It must be an integer of 0 or more.')
    query.set('pagination.offset', String(offset))
  }
  if (limit !== undefined) {
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
      throw new InvalidParameterError('pagination.limit', limit, `It must be an integer from 1 to ${MAX_LIMIT}.`)
    query.set('pagination.limit', String(limit))
  }
  if (countTotal !== undefined) query.set('pagination.count_total', String(countTotal))
  if (reverse !== undefined) query.set('pagination.reverse', String(reverse))
  // the server ORs repeated `msgs` params, does not split commas, and stores names without the leading '/'
  for (const msg of msgs ?? []) query.append('msgs', msg.replace(/^\/+/, ''))
  for (const [name, value] of Object.entries(extra)) if (value !== undefined) query.set(name, value)
  return query
}

/** A path segment, URL-encoded (a denom's `/` becomes `%2F`, which is what the indexer matches). */
export function pathSegment(name: string, value: string | undefined): string {
  if (typeof value !== 'string' || value === '')
    throw new InvalidParameterError(name, value, `\`${name}\` is required.`)
  return encodeURIComponent(value)
}

/** A block height: a non-negative integer as a number, bigint or decimal string. */
export function heightSegment(value: number | bigint | string | undefined): string {
  const text = typeof value === 'string' ? value : typeof value === 'bigint' ? value.toString() : undefined
  if (text !== undefined ? /^\d+$/.test(text) : Number.isSafeInteger(value) && (value as number) >= 0)
    return String(text ?? value)
  throw new InvalidParameterError('height', value, 'It must be a non-negative integer.')
}
