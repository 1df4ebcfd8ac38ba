// What every locale's later bridge words (the progress view) write alike: a transfer's age and a hop's state. Apart
// from bridge.ts, which loads with the first words: these load with the later ones, after the quote.

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
  (words: { waiting: string; done: string; failed: string; active: string }) =>
  (state: string | undefined) => {
    if (!state) return words.waiting
    if (/SUCCESS|RECEIVED|COMPLETED|EXECUTED/.test(state)) return words.done
    if (/FAIL|ERROR|REFUND/.test(state)) return words.failed
    return words.active
  }
