// rollytics' pagination: one query parser, two families (cursor and offset).

/** An error the indexer answers as text/plain. */
export class IndexerError extends Error {
  status: number
  constructor(status: number, message: string) {
    super(message)
    this.status = status
  }
}

export function invalidValue(name: string, value: string, reason?: string): IndexerError {
  return new IndexerError(
    400,
    `[INVALID_VALUE] invalid value for ${name}: ${value}${reason ? ` (${reason})` : ''}`,
  )
}

export interface PageRequest {
  limit: number
  offset: number
  /** true (the default) is descending */
  reverse: boolean
  countTotal: boolean
  /** the decoded pagination.key: an integer offset or a JSON cursor */
  key: { offset: number } | { cursor: Record<string, unknown> } | undefined
}

export interface PaginationResponse {
  previous_key: string | null
  next_key: string | null
  total: string
}

// Go's strconv.Atoi and strconv.ParseBool, which fiber's QueryInt and QueryBool use (bad values -> default)
const parseInteger = (text: string | null) => (text && /^[+-]?\d+$/.test(text) ? Number(text) : undefined)
const booleans: Record<string, boolean> = { 1: true, t: true, T: true, TRUE: true, true: true, True: true }
for (const text of ['0', 'f', 'F', 'FALSE', 'false', 'False']) booleans[text] = false
const parseBoolean = (text: string | null, fallback: boolean) => booleans[text ?? ''] ?? fallback

const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

export const encodeKey = (text: string) => btoa(text)

function decodeKey(key: string): PageRequest['key'] {
  const fail = (reason: string) => invalidValue('pagination.key', key, reason)
  if (!base64Pattern.test(key)) throw fail('must be a valid base64 encoded string')
  const text = new TextDecoder().decode(Uint8Array.from(atob(key), (char) => char.charCodeAt(0)))
  if (text.trim().startsWith('{')) {
    try {
      return { cursor: JSON.parse(text) }
    } catch {
      throw fail('invalid pagination.key format')
    }
  }
  const offset = parseInteger(text)
  if (offset === undefined || offset < 0) throw fail('must decode to a nonnegative integer')
  return { offset }
}

export function parsePageRequest(query: URLSearchParams): PageRequest {
  const limitText = query.get('pagination.limit')
  const limit = parseInteger(limitText) ?? 100
  if (limit < 1 || limit > 1000)
    throw invalidValue('pagination.limit', limitText!, 'must be between 1 and 1000')
  const offsetText = query.get('pagination.offset')
  const offset = parseInteger(offsetText) ?? 0
  if (offset < 0) throw invalidValue('pagination.offset', offsetText!, 'must be nonnegative')
  const key = query.get('pagination.key')
  return {
    limit,
    offset,
    reverse: parseBoolean(query.get('pagination.reverse'), true),
    countTotal: parseBoolean(query.get('pagination.count_total'), true),
    key: key ? decodeKey(key) : undefined,
  }
}

export type CursorField = 'sequence' | 'height'

/** The cursor value when the key is a cursor of this family; else the request restarts at its first page. */
function cursorValue(page: PageRequest, field: CursorField): number | undefined {
  if (!page.key || !('cursor' in page.key)) return undefined
  const cursor = page.key.cursor
  // rollytics' detectCursorType: sequence wins, height with token_id is a third (composite) family
  const family =
    'sequence' in cursor ? 'sequence' : 'height' in cursor && !('token_id' in cursor) ? 'height' : ''
  const value = cursor[field]
  return family === field && Number.isInteger(value) ? (value as number) : undefined
}

// an integer key is an offset on every endpoint, as in rollytics
const offsetOf = (page: PageRequest) => (page.key && 'offset' in page.key ? page.key.offset : page.offset)

/** First index in the ascending keys whose key is >= value (or > value when after). */
function search(keys: readonly number[], value: number, after: boolean): number {
  let low = 0
  let high = keys.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (keys[middle]! < value || (after && keys[middle] === value)) low = middle + 1
    else high = middle
  }
  return low
}

/**
 * Cursor family. keys: ascending sequences (or heights). The next key is a cursor from the last record on
 * every non-empty page, the last one too; the page after it is empty with next_key null.
 */
export function cursorPage(
  keys: readonly number[],
  field: CursorField,
  page: PageRequest,
): { keys: number[]; pagination: Omit<PaginationResponse, 'total'> } {
  const cursor = cursorValue(page, field)
  let selected: number[]
  if (page.reverse) {
    const end = Math.max(0, cursor === undefined ? keys.length - offsetOf(page) : search(keys, cursor, false))
    selected = keys.slice(Math.max(0, end - page.limit), end).reverse()
  } else {
    const start = cursor === undefined ? offsetOf(page) : search(keys, cursor, true)
    selected = keys.slice(start, start + page.limit)
  }
  const last = selected.at(-1)
  const next_key = last === undefined ? null : encodeKey(JSON.stringify({ [field]: last }))
  return { keys: selected, pagination: { previous_key: null, next_key } }
}

/**
 * Offset family over `size` items in ascending order (itemAt(0) is the smallest); only the requested page
 * is materialised. next_key only when the page is full, previous_key when offset >= limit.
 */
export function offsetPage<T>(
  size: number,
  itemAt: (index: number) => T,
  page: PageRequest,
): { items: T[]; pagination: Omit<PaginationResponse, 'total'> } {
  const offset = offsetOf(page)
  const count = Math.max(0, Math.min(page.limit, size - offset))
  const items = Array.from({ length: count }, (_, i) =>
    itemAt(page.reverse ? size - 1 - offset - i : offset + i),
  )
  return {
    items,
    pagination: {
      previous_key: offset >= page.limit ? encodeKey(String(offset - page.limit)) : null,
      next_key: count === page.limit ? encodeKey(String(offset + page.limit)) : null,
    },
  }
}
