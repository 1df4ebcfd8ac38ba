'use client'

import { useSyncExternalStore } from 'react'
import { formatRelativeTime, formatTimestamp } from './format.ts'

/**
 * A time as the kit writes it: `2026-03-01 00:18:28 UTC · 8 months ago`. The absolute part is the same on the
 * server and in the browser; the relative part appears once the page runs (so hydration matches) and keeps
 * up each minute. (A table's time column shows the absolute part alone: it has no room for both.)
 */
export function Timestamp({
  value,
  format = formatTimestamp,
  locale,
}: {
  value: string
  format?: ((timestamp: string, locale?: string) => string) | undefined
  /** The component's locale: both parts in its words (the absolute one still in UTC). */
  locale?: string | undefined
}) {
  const now = useSyncExternalStore(subscribe, getNow, getServerNow)
  return (
    <time dateTime={value}>
      {format(value, locale)}
      {now !== null && <span className="rs-ago"> · {formatRelativeTime(value, now, locale)}</span>}
    </time>
  )
}

// one clock for every timestamp on the page, ticking each minute while any is shown
let now: number | null = null
let timer: ReturnType<typeof setInterval> | undefined
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  timer ??= setInterval(() => {
    now = Date.now()
    for (const notify of listeners) notify()
  }, 60_000)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      clearInterval(timer)
      timer = undefined
      now = null
    }
  }
}

const getNow = () => {
  now ??= Date.now()
  return now
}
const getServerNow = () => null
