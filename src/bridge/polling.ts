export interface PollingOptions {
  /** Shortest wait between status polls. Default 1 s. */
  minIntervalMs?: number
  /** Longest wait while the tab is visible. Default 30 s. */
  maxIntervalMs?: number
  /** Wait while the tab is hidden. Default 60 s. */
  hiddenIntervalMs?: number
}

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

/** Backoff for track registration and failed polls: 1 s, 2 s, 4 s, ... up to 30 s, with jitter. */
export function retryDelay(attempt: number, baseMs = 1000, maxMs = 30_000): number {
  return Math.min(maxMs, baseMs * 2 ** attempt) * (0.75 + Math.random() / 4)
}
