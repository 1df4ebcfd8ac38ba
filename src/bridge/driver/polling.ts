export interface PollingOptions {
  /** Shortest wait between status polls. Default 1 s. */
  minIntervalMs?: number
  /** Longest wait while the tab is visible. Default 30 s. */
  maxIntervalMs?: number
  /** Wait while the tab is hidden. Default 60 s. */
  hiddenIntervalMs?: number
}

/** Backoff for track registration and failed polls: 1 s, 2 s, 4 s, ... up to 30 s, with jitter. */
export function retryDelay(attempt: number, baseMs = 1000, maxMs = 30_000): number {
  return Math.min(maxMs, baseMs * 2 ** attempt) * (0.75 + Math.random() / 4)
}
