// This page's life, from `start` to `stop` (taking up a transfer under its lock is locks.ts, loaded with the
// driver).

/** A started controller's life: everything it runs stops with `signal`. */
export interface Session {
  /** Null while stopped. */
  readonly signal: AbortSignal | null
  /** False when already started. */
  start(): boolean
  stop(): void
}

export function createSession(): Session {
  let abort: AbortController | null = null
  return {
    get signal() {
      return abort?.signal ?? null
    },
    start() {
      if (abort) return false
      abort = new AbortController()
      return true
    },
    stop() {
      abort?.abort()
      abort = null
    },
  }
}
