// The router's message JSON, read without losing precision: Go writes u64 values (IBC timeouts in nanoseconds)
// as JSON numbers beyond 2^53.

const jsonTokens = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|[{}[\]:,]/g

/** JSON.parse, but integers past 2^53 (the router sends nanosecond timeouts as numbers) become strings. */
export function parseRouterJson(json: string): unknown {
  return JSON.parse(
    json.replace(jsonTokens, (token) =>
      /^-?\d+$/.test(token) && !Number.isSafeInteger(Number(token)) ? `"${token}"` : token,
    ),
  )
}

/** The source text of a top-level field of a JSON object. */
export function rawJsonField(json: string, key: string): string | undefined {
  const quotedKey = JSON.stringify(key)
  let depth = 0
  let previous = ''
  let start = -1
  for (const { 0: token, index } of json.matchAll(jsonTokens)) {
    if (token === '{' || token === '[') depth++
    else if (token === '}' || token === ']') depth--
    if (start < 0 && depth === 1 && token === ':' && previous === quotedKey) start = index + 1
    else if (start >= 0 && ((depth === 1 && token === ',') || depth === 0))
      return json.slice(start, index).trim()
    previous = token
  }
  return undefined
}
