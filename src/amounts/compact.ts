// Short forms of a raw amount and a denom, for a narrow column: the exact text goes beside them for screen readers
// and in a title. The locale is fixed, as the components' other numbers (the same text on the server and the client).
const locale = 'en-US'
// PURE: an app that shows no compact amount leaves the formatters out
const compact = /* @__PURE__ */ new Intl.NumberFormat(locale, {
  notation: 'compact',
  maximumFractionDigits: 1,
})
const scientific = /* @__PURE__ */ new Intl.NumberFormat(locale, {
  notation: 'scientific',
  maximumFractionDigits: 1,
})
// compact notation stops at trillions (what rounds to 1e15 would read "1000T"): past them, powers of ten
const compactLimit = 999_950_000_000_000n

/** `1.2M`, `3.6B`, `4.2E24`: a whole amount in base units, rounded; negatives keep their sign. */
export function formatCompactAmount(amount: bigint): string {
  const size = amount < 0n ? -amount : amount
  // Intl takes a bigint exactly; the rounding to one decimal is all that is lost
  return (size < compactLimit ? compact : scientific).format(amount)
}

/**
 * A long denom cut in the middle: `ibc/27…B9F3` for a hashed one (ibc/, l2/, evm/, move/), the first and last
 * characters of any other longer than `max`; a short one as it is.
 */
export function formatCompactDenom(denom: string, max = 14): string {
  const [, prefix, hex] = /^(ibc|l2|evm|move)\/([0-9a-fA-F]{8,})$/.exec(denom) ?? []
  if (hex) return `${prefix}/${hex.slice(0, 2)}…${hex.slice(-4)}`
  const characters = [...denom]
  return characters.length <= max
    ? denom
    : `${characters.slice(0, max - 5).join('')}…${characters.slice(-4).join('')}`
}
