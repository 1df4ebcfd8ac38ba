/** An RFC 3339 timestamp in nanoseconds since 1970, so rows of different chains compare; -1 when unreadable. */
export function activityTime(timestamp: string): bigint {
  const match = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,9}))?(Z|[+-]\d\d:\d\d)$/i.exec(timestamp)
  const ms = match ? Date.parse(`${match[1]}${match[3]}`) : Number.NaN
  if (!match || !Number.isFinite(ms)) return -1n
  return BigInt(ms) * 1_000_000n + BigInt((match[2] ?? '').padEnd(9, '0'))
}
