// What every locale's bridge words write alike, in one place: the units a transfer's time is written in.

/** Whole minutes in `seconds`, at least one. */
export const minutes = (seconds: number) => Math.max(1, Math.round(seconds / 60))

export type TimeUnit = 'second' | 'minute' | 'hour' | 'day'

/**
 * Writes a count of a time unit in the locale `tag` (`5 Min.`, `3분`): short, or spelled out for the units in `long`;
 * grouped as the locale groups numbers (`1,667분`) unless `grouped` is false (`1667 Min.`, as the English).
 */
export const timeUnits =
  (tag: string, { long = [], grouped = true }: { long?: readonly TimeUnit[]; grouped?: boolean } = {}) =>
  (value: number, unit: TimeUnit) =>
    new Intl.NumberFormat(tag, {
      style: 'unit',
      unit,
      unitDisplay: long.includes(unit) ? 'long' : 'short',
      useGrouping: grouped ? undefined : false,
    }).format(value)

/** A transfer's age (`ms` since it was sent) in the locale `tag`: `justNow` under a minute, else minutes, hours, days. */
export function relativeTimeIn(tag: string, justNow: string, style: 'short' | 'long' = 'long') {
  const format = new Intl.RelativeTimeFormat(tag, { numeric: 'auto', style })
  return (ms: number) => {
    const seconds = Math.round(ms / 1000)
    if (!Number.isFinite(seconds)) return ''
    if (seconds < 60) return justNow
    if (seconds < 3600) return format.format(-Math.round(seconds / 60), 'minute')
    if (seconds < 86_400) return format.format(-Math.round(seconds / 3600), 'hour')
    return format.format(-Math.round(seconds / 86_400), 'day')
  }
}

/** A hop's state from the router's status (`STATE_COMPLETED_SUCCESS`, `..._FAILED`, none yet) in the locale's words. */
export const hopStateIn =
  (words: { waiting: string; done: string; failed: string; active: string }) => (state: string | undefined) =>
    !state
      ? words.waiting
      : /SUCCESS|RECEIVED|COMPLETED|EXECUTED/.test(state)
        ? words.done
        : /FAIL|ERROR|REFUND/.test(state)
          ? words.failed
          : words.active
