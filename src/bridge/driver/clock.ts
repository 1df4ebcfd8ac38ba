/** Time for the bridge: injected, so a test can run a transfer on its own clock. */
export interface Clock {
  now(): number
  /** Resolves after `ms`, or sooner when `wake()` is called for a wakeable sleep; rejects when `signal` aborts. */
  sleep(ms: number, signal: AbortSignal, wakeable?: boolean): Promise<void>
  /** Ends every wakeable sleep now (e.g. the tab became visible again). */
  wake(): void
}

export function createClock(): Clock {
  const wakers = new Set<() => void>()
  return {
    now: () => Date.now(),
    sleep(ms, signal, wakeable = false) {
      return new Promise<void>((resolve, reject) => {
        if (signal.aborted) return reject(signal.reason)
        const done = () => {
          clearTimeout(timer)
          wakers.delete(done)
          signal.removeEventListener('abort', onAbort)
          resolve()
        }
        const onAbort = () => {
          clearTimeout(timer)
          wakers.delete(done)
          reject(signal.reason)
        }
        const timer = setTimeout(done, ms)
        if (wakeable) wakers.add(done)
        signal.addEventListener('abort', onAbort, { once: true })
      })
    },
    wake() {
      for (const wake of [...wakers]) wake()
    },
  }
}
