// What every locale's list words write alike: an indexer timestamp's date and time.

/** Date and time in figures, to the second, on a 24-hour clock. */
export const numericDateTime = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
} as const

/**
 * A timestamp written in the locale `tag` with `options`, in UTC as the English one, so a server and a browser write
 * the same text; ` UTC` after it unless the options write the zone. One that does not parse shows as it came.
 */
export function utcTimeIn(tag: string, options: Intl.DateTimeFormatOptions) {
  const dateTime = new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' })
  const zone = options.timeZoneName ? '' : ' UTC'
  return (timestamp: string) => {
    const time = Date.parse(timestamp)
    return Number.isNaN(time) ? timestamp : `${dateTime.format(time)}${zone}`
  }
}
