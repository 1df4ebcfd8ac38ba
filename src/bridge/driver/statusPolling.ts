// When the driver (loaded on first use) polls a tx's status next. Pure.
import type { PollingOptions } from './polling.ts'

/**
 * How long to wait before the next status poll of a tx broadcast `elapsedMs` ago, on a route whose ETA is
 * `etaMs`: rarely while the ETA is far (a third of the time left), every `minIntervalMs` around it, then
 * backing off again as an overdue transfer drags on.
 */
export function statusPollInterval(
  elapsedMs: number,
  etaMs: number,
  hidden: boolean,
  { minIntervalMs = 1000, maxIntervalMs = 30_000, hiddenIntervalMs = 60_000 }: PollingOptions = {},
): number {
  if (hidden) return hiddenIntervalMs
  const remaining = etaMs - elapsedMs
  const interval = remaining > 0 ? remaining / 3 : -remaining / 10
  return Math.min(maxIntervalMs, Math.max(minIntervalMs, interval))
}
