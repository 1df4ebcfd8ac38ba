import { asError } from '../driver/asError.ts'
import type { TransferStore } from '../store/transferStore.ts'
import type { TransferRecord } from '../types.ts'
import type { AppCallbacks } from './callbacks.ts'
import { acquireLock } from './lock.ts'

// This page's life (a session from `start` to `stop`), and taking up a transfer under its lock.

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

/** One driver per transfer across tabs: held until the returned release is called. */
export const lockTransfer = (id: string, signal: AbortSignal) =>
  acquireLock(`rollscope:transfer:${id}`, signal)

/**
 * Makes this page the transfer's driver, under its lock: a new transfer (`fresh`) is saved now, before its first
 * signature (a failed save ends the submit); a stored one is read again, as another tab may have moved it on,
 * and one nobody submitted or resumed here is `reloaded`. False when it is gone from storage.
 */
export async function takeUp(
  store: TransferStore,
  id: string,
  fresh: TransferRecord | undefined,
  { submittedHere, report }: { submittedHere: ReadonlySet<string>; report: AppCallbacks['report'] },
): Promise<boolean> {
  store.owned.add(id)
  if (fresh) {
    await store.create(fresh)
    await store.evictHistory().catch((error: unknown) => report(asError(error), null))
    return true
  }
  const stored = (await store.reload()).find((record) => record.id === id)
  if (!stored) return false
  store.adopt(stored)
  if (!submittedHere.has(id)) await store.apply(id, { type: 'reloaded' })
  return true
}
