import { InvalidParameterError } from '../errors/http.ts'

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
  parameters: PaginationParameters,
  extra: Record<string, string | undefined> = {},
) {
  const query = new URLSearchParams()
  const { key, offset, limit, reverse, countTotal } = parameters
  const set = (name: string, value: unknown, valid = true, expected = '') => {
    if (!valid) throw new InvalidParameterError(name, value, expected)
    if (value !== undefined) query.set(name, String(value))
  }

  // the server reads padded standard base64 and answers 400 for anything else
  if (key !== undefined)
    set(
      'pagination.key',
      key,
      /^[A-Za-z0-9+/]+={0,2}$/.test(key) && !(key.length % 4),
      'Pass a next_key from an earlier page unchanged.',
    )
  else if (offset !== undefined)
    set(
      'pagination.offset',
      offset,
      Number.isSafeInteger(offset) && offset >= 0,
      'Use an integer of 0 or more.',
    )
  if (limit !== undefined)
    set(
      'pagination.limit',
      limit,
      Number.isInteger(limit) && limit > 0 && limit <= MAX_LIMIT,
      `Use an integer from 1 to ${MAX_LIMIT}.`,
    )
  set('pagination.count_total', countTotal)
  set('pagination.reverse', reverse)
  for (const name in extra) set(name, extra[name])
  return query
}

/** `msgs` as the real server reads them: repeated, OR-ed, without the leading '/' (commas are not split). */
export function msgsQuery(
  parameters: PaginationParameters & MsgsParameters,
  extra?: Record<string, string | undefined>,
) {
  const query = paginationQuery(parameters, extra)
  for (const msg of parameters.msgs ?? []) query.append('msgs', msg.replace(/^\/+/, ''))
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
