// A list's filters and position <-> the page URL's search params. No React: servers and tests use it as is.

/** `urlState` on a list component. */
export interface ListUrlStateOptions {
  /** Put before each param name, so that two lists on one page keep their own: `'holders-'` -> `holders-cursor`. */
  prefix?: string
  /** Other names for the params, e.g. `{ cursor: 'page' }`. */
  params?: Record<string, string>
  /** How a position change (load more, back to start) enters the history. Default 'push': back returns to it. */
  history?: 'push' | 'replace'
  /** The URL's search params where there is no `window` (a server render), e.g. the request's. */
  search?: string | URLSearchParams
}

export type ListUrlStateProp = boolean | ListUrlStateOptions

/**
 * What a param holds: `cursor` (the indexer's `pagination.key`, padded standard base64), `text` (a denom, an
 * address, a type name), `list` (texts joined with commas), or one of a set of words.
 */
export type ListUrlField = 'cursor' | 'text' | 'list' | readonly string[]
export type ListUrlSpec = Record<string, ListUrlField>
export type ListUrlValues<spec extends ListUrlSpec> = {
  [name in keyof spec]?: spec[name] extends 'list'
    ? string[]
    : spec[name] extends readonly (infer word extends string)[]
      ? word
      : string
}

const maxLength = 512
const maxItems = 20
const isText = (value: string) => /^[\w.:/-]{1,256}$/.test(value)
const isCursor = (value: string) => /^[A-Za-z0-9+/]+={0,2}$/.test(value) && value.length % 4 === 0

/** The param's name in the URL. */
export const listUrlParam = (options: ListUrlStateOptions, name: string) =>
  (options.prefix ?? '') + (options.params?.[name] ?? name)

/** The list's values in `search`; a value that is too long or not of its field's shape is left out. */
export function readListUrlState<spec extends ListUrlSpec>(
  search: string | URLSearchParams,
  spec: spec,
  options: ListUrlStateOptions = {},
): ListUrlValues<spec> {
  const params = new URLSearchParams(search)
  const values: Record<string, string | string[]> = {}
  for (const name in spec) {
    const field = spec[name] as ListUrlField
    const raw = params.get(listUrlParam(options, name))
    if (raw === null || raw.length > maxLength) continue
    if (field === 'list') {
      const items = [...new Set(raw.split(','))].filter(isText)
      if (items.length > 0 && items.length <= maxItems) values[name] = items
    } else if (field === 'cursor') {
      // a `+` typed into a link reads as a space
      const cursor = raw.replaceAll(' ', '+')
      if (isCursor(cursor)) values[name] = cursor
    } else if (field === 'text' ? isText(raw) : field.includes(raw)) values[name] = raw
  }
  return values as ListUrlValues<spec>
}

/** `search` with the list's params set to `values` (undefined or empty removes one); every other param kept. */
export function writeListUrlState<spec extends ListUrlSpec>(
  search: string | URLSearchParams,
  spec: spec,
  values: ListUrlValues<spec>,
  options: ListUrlStateOptions = {},
): URLSearchParams {
  const params = new URLSearchParams(search)
  for (const name in values) {
    if (!(name in spec)) continue
    const value = values[name]
    const text = Array.isArray(value) ? value.join(',') : (value as string | undefined)
    const param = listUrlParam(options, name)
    if (text) params.set(param, text)
    else params.delete(param)
  }
  return params
}
