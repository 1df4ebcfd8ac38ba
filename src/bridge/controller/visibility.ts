import type { Clock } from '../driver/clock.ts'

/** Wakes the clock's sleepers when the page is shown again (timers are slowed or stopped while it is hidden). */
export function wakeOnVisible(clock: Clock): () => void {
  const onVisibility = () => {
    if (globalThis.document?.visibilityState === 'visible') clock.wake()
  }
  globalThis.document?.addEventListener('visibilitychange', onVisibility)
  return () => globalThis.document?.removeEventListener('visibilitychange', onVisibility)
}
