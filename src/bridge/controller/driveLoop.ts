import { asError } from '../driver/asError.ts'
import type { Clock } from '../driver/clock.ts'
import type { OpinitAccess } from '../driver/withdrawalStart.ts'
import type { TransferRecord } from '../types.ts'
import type { AppCallbacks } from './callbacks.ts'
import { loadModule } from './lazyModule.ts'
import type { LazyTransferStore } from './lazyStore.ts'
import type { BridgeControllerOptions } from './options.ts'
import type { Session } from './session.ts'
import type { BridgeView } from './view.ts'

// the driver (verifying msgs, signing, tracking) and the lock load with the first transfer to drive; OPinit's
// part with the first withdrawal
const loadDriver = () => loadModule(() => import('./takeUp.ts'))
const loadWithdrawalDriver = () => loadModule(() => import('../driver/withdrawal.ts'))

/** The code a transfer needs from where it is, loaded before anything about it changes (`ModuleLoadError`). */
export async function driverFor(record: TransferRecord | undefined) {
  const [driver] = await Promise.all([loadDriver(), record?.withdrawal ? loadWithdrawalDriver() : null])
  return driver
}

export interface DriveLoopParameters {
  options: () => BridgeControllerOptions
  clock: Clock
  opinit: OpinitAccess
  store: LazyTransferStore
  view: BridgeView
  callbacks: AppCallbacks
  session: Session
  /** Transfers submitted or resumed in this page (never "reloaded"). */
  submittedHere: ReadonlySet<string>
}

export interface DriveLoop {
  /** Runs one transfer as far as it can go without the user; `fresh` is a new one, saved once locked. */
  drive(id: string, fresh?: TransferRecord): void
  /** Work started without waiting for it: a failure shows on the transfer it concerns, never unhandled. */
  background(work: Promise<unknown>, id?: string): void
  /** Forgets the drivers (the session's signal has stopped them). */
  clear(): void
}

/** One driver per transfer across tabs, each under its lock, each failure shown where it belongs. */
export function createDriveLoop(parameters: DriveLoopParameters): DriveLoop {
  const { store, view, callbacks, session } = parameters
  /** Transfers this page drives or waits to drive, each with its own abort. */
  const drivers = new Map<string, AbortController>()

  function drive(id: string, fresh?: TransferRecord) {
    if (!session.signal || drivers.has(id)) return
    const abort = new AbortController()
    const signal = AbortSignal.any([abort.signal, session.signal])
    drivers.set(id, abort)
    void (async () => {
      try {
        // a page that cannot load the driver leaves the transfer as it was: a new one is never saved
        const [{ takeUpAndDrive }, loadedStore] = await Promise.all([
          driverFor(fresh ?? store.get(id)),
          store.ready(),
        ])
        await takeUpAndDrive(id, signal, fresh, { ...parameters, store: loadedStore })
      } catch (error) {
        if (signal.aborted) return
        const record = store.get(id)
        if (fresh && !record && id === view.current) {
          // the transfer never started: back to the quote, nothing in history
          view.current = null
          view.dispatch({ type: 'submitFailed', error: asError(error) })
        } else if (record && id === view.current) {
          // storage or lock trouble: the transfer stays stored and continues on the next start or resume
          view.show(record, asError(error))
        } else callbacks.report(asError(error), record ?? null)
      } finally {
        if (drivers.get(id) === abort) drivers.delete(id)
      }
    })()
  }

  return {
    drive,
    background(work, id) {
      work.catch((error: unknown) => {
        const record = id ? store.get(id) : undefined
        if (record && id === view.current) view.show(record, asError(error))
        else callbacks.report(asError(error), record ?? null)
      })
    },
    clear: () => drivers.clear(),
  }
}
