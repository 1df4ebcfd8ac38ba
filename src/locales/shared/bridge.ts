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
