// What every locale's SearchBox words write alike: counts grouped, times relative to now, long hashes and denoms cut.
// English's are components/shared/format.ts's; a locale imports no component code (scripts/localeImports.ts): esbuild
// puts a module that the app's chunks and the locale chunks both import in a chunk of its own, one more for every app.

/** A count in the locale `tag` (`1.234.567`); a string of digits (a height) too, text as it is. */
export function integerIn(tag: string) {
  const grouping = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 })
  return (value: number | string) =>
    typeof value === 'number'
      ? grouping.format(value)
      : /^-?\d+$/.test(value)
        ? grouping.format(BigInt(value))
        : value
}

const units = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
] as const

/** A timestamp relative to `now` in the locale `tag`, in its largest whole unit (`vor 3 Min.`); '' when unreadable. */
export function agoIn(tag: string, style: 'long' | 'short') {
  const relative = new Intl.RelativeTimeFormat(tag, { numeric: 'auto', style })
  return (timestamp: string, now: number) => {
    const seconds = Math.round((Date.parse(timestamp) - now) / 1000)
    if (!Number.isFinite(seconds)) return ''
    const [unit, size] = units.find(([, size]) => Math.abs(seconds) >= size) ?? (['second', 1] as const)
    return relative.format(Math.trunc(seconds / size), unit)
  }
}

export const shortHash = (hash: string) => (hash.length > 14 ? `${hash.slice(0, 6)}…${hash.slice(-6)}` : hash)

export const shortDenom = (denom: string) => {
  const [, prefix, hex] = /^(ibc|l2|evm|move)\/([0-9a-fA-F]{16,})$/.exec(denom) ?? []
  return hex ? `${prefix}/${hex.slice(0, 6)}…${hex.slice(-4)}` : denom
}
