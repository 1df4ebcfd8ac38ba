// Driving a transfer from this page: under its lock, taken up from the store, with its driver's context (the
// settings' defaults). Loaded with the driver, when the first transfer is driven.

import { acquireLock } from '../../tx/lock.ts'
import { asError } from '../driver/asError.ts'
import type { Clock } from '../driver/clock.ts'
import type { DriverContext } from '../driver/context.ts'
import { driveTransfer } from '../driver/driver.ts'
import type { OpinitAccess } from '../driver/withdrawalStart.ts'
import type { TransferStore } from '../store/transferStore.ts'
import type { TransferRecord } from '../types.ts'
import type { AppCallbacks } from './callbacks.ts'
import type { BridgeControllerOptions } from './options.ts'
import type { BridgeView } from './view.ts'

export interface TakeUpParameters {
  options: () => BridgeControllerOptions
  clock: Clock
  opinit: OpinitAccess
  store: TransferStore
  view: BridgeView
  callbacks: AppCallbacks
  /** Transfers submitted or resumed in this page (never "reloaded"). */
  submittedHere: ReadonlySet<string>
}

/**
 * One driver per transfer across tabs: a new transfer (`fresh`) is saved only once this page holds its lock,
 * before its first signature (a failed save ends the submit), so no other tab can take it up half-made; a
 * stored one is read again, as another tab may have moved it on, and one nobody submitted or resumed here is
 * `reloaded`. Then it is driven as far as it goes without the user.
 */
export async function takeUpAndDrive(
  id: string,
  signal: AbortSignal,
  fresh: TransferRecord | undefined,
  parameters: TakeUpParameters,
): Promise<void> {
  const { store, callbacks } = parameters
  const release = await acquireLock(`rollscope:transfer:${id}`, signal)
  try {
    store.owned.add(id)
    if (fresh) {
      await store.create(fresh)
      await store.evictHistory().catch((error: unknown) => callbacks.report(asError(error), null))
    } else {
      const stored = (await store.reload()).find((record) => record.id === id)
      if (!stored) return
      store.adopt(stored)
      if (!parameters.submittedHere.has(id)) await store.apply(id, { type: 'reloaded' })
    }
    await driveTransfer(id, signal, contextOf(parameters))
  } finally {
    store.owned.delete(id)
    release()
  }
}

function contextOf({ options, clock, opinit, store, view, callbacks }: TakeUpParameters): DriverContext {
  const settings = options()
  return {
    router: settings.router,
    wallet: settings.wallet,
    simulate: settings.simulate,
    store,
    clock,
    settings: {
      allowUnverifiedMsgs: settings.allowUnverifiedMsgs ?? false,
      trackTimeoutMs: settings.trackTimeoutMs ?? 10 * 60_000,
      confirmTimeoutMs: settings.confirmTimeoutMs ?? 90_000,
      unknownStateTimeoutMs: settings.unknownStateTimeoutMs ?? 2 * 60_000,
      polling: settings.polling,
      simulateTimeoutMs: settings.simulateTimeoutMs ?? 20_000,
    },
    isWatched: (transferId) => transferId === view.current,
    opinit,
    onSigned: callbacks.signed,
    onBroadcast: callbacks.broadcast,
    onTracked: callbacks.tracked,
    onAnomaly: callbacks.report,
    onStepError: (transferId, error) => view.liveErrors.set(transferId, error),
  }
}
