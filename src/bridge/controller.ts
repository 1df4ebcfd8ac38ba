import type { TransferStorageError } from '../errors/storage.ts'
import { asError } from './asError.ts'
import { type BridgeEvent, bridgeTransition, initialBridgeState } from './bridgeState.ts'
import { createClock } from './clock.ts'
import type { BridgeController, BridgeControllerOptions } from './controllerTypes.ts'
import { loadModule } from './lazyModule.ts'
import { acquireLock } from './lock.ts'
import { createOpinitAccess } from './opinitAccess.ts'
import { isActivePhase, isSettled, isTerminal, transferRecordVersion } from './phases.ts'
import { createQuoteScheduler } from './quoteScheduler.ts'
import { createDefaultStorage } from './storage.ts'
import { createTransferStore } from './transferStore.ts'
import type { BridgeState, TransferRecord } from './types.ts'

export type { BridgeCallbacks, BridgeController, BridgeControllerOptions } from './controllerTypes.ts'

/**
 * The typing pause before a quote is asked. Skip Go's widget waits 250 ms after every change, paste included
 * (skip-mev/skip-go packages/widget/src/utils/atomWithDebounce.ts); here blur, Enter and paste ask at once
 * (`quoteNow`), so the pause only serves a user who stops typing and waits: 200 ms plus the route's round trip
 * keeps that under 250 ms, and keystrokes 150 ms apart still make one route call (BENCHMARKS.md).
 */
const defaultQuoteDebounceMs = 200

const lockName = (id: string) => `rollscope:transfer:${id}`

// the driver (verifying msgs, signing, tracking) loads with the first transfer to drive; OPinit's part with the
// first withdrawal
const loadDriver = () => loadModule(() => import('./driver.ts'))
const loadWithdrawalDriver = () => loadModule(() => import('./withdrawalDriver.ts'))

/** The code a transfer needs from where it is, loaded before anything about it changes (`ModuleLoadError`). */
async function driverFor(record: TransferRecord | undefined) {
  const [driver] = await Promise.all([loadDriver(), record?.withdrawal ? loadWithdrawalDriver() : null])
  return driver
}

/**
 * The bridge: a quote scheduler, a transfer store and one driver per transfer, composed. This file wires
 * them to the UI state (`getState`) and the app's callbacks.
 */
export function createBridgeController(initialOptions: BridgeControllerOptions): BridgeController {
  let options = initialOptions
  const clock = initialOptions.clock ?? createClock()
  const opinit = createOpinitAccess(
    () => options.opWithdrawals,
    () => options.router,
  )
  let state: BridgeState = initialBridgeState
  let currentId: string | null = null
  const listeners = new Set<() => void>()
  /** Transfers this page drives or waits to drive, each with its own abort. */
  const drivers = new Map<string, AbortController>()
  /** Transfers submitted or resumed in this page (never "reloaded"). */
  const submittedHere = new Set<string>()
  /** The live error of the shown transfer's last failed step (richer than the stored one). */
  const liveErrors = new Map<string, Error>()
  /** Transfers whose latest change is only in memory: the browser's storage failed after a broadcast. */
  const unsaved = new Map<string, TransferStorageError>()
  let session: AbortController | null = null
  let loaded: Promise<unknown> = Promise.resolve()

  const emit = () => {
    for (const listener of listeners) listener()
  }

  function dispatch(event: BridgeEvent) {
    const next = bridgeTransition(state, event)
    if (next === state) return
    state = next
    if (session) quotes.sync(state)
    emit()
  }

  const quotes = createQuoteScheduler({
    router: () => options.router,
    routeOptions: () => options.routeOptions,
    debounceMs: () => options.quoteDebounceMs ?? defaultQuoteDebounceMs,
    ttlMs: () => options.quoteTtlMs ?? 30_000,
    now: clock.now,
    onQuote: (request, route, at) =>
      dispatch({ type: 'quoteSucceeded', request, route, at, ttlMs: options.quoteTtlMs ?? 30_000 }),
    onQuoteFailed: (request, error) => dispatch({ type: 'quoteFailed', request, error }),
    onExpired: () => dispatch({ type: 'quoteExpired' }),
  })

  const store = createTransferStore({
    // an unreadable stored record is reported like any other anomaly
    storage:
      initialOptions.storage ?? createDefaultStorage({ onCorruptRecord: ({ error }) => report(error, null) }),
    maxHistory: () => options.maxHistory ?? 100,
    pollMs: initialOptions.storagePollMs ?? 3000,
    now: clock.now,
    onChange({ id, previous, next }) {
      if (id === currentId) {
        if (next) showTransfer(next)
        else {
          currentId = null
          dispatch({
            type: 'submitFailed',
            error: liveErrors.get(id) ?? asError('The transfer did not start.'),
          })
        }
      } else emit()
      if (next && next.phase !== previous?.phase) notifyPhase(next)
      if (!next || isTerminal(next.phase)) liveErrors.delete(id)
    },
    onLoaded(records) {
      // another tab moved the shown transfer on (this page's own changes show through onChange)
      const current = currentId && !store.owned.has(currentId) ? store.get(currentId) : undefined
      if (current && 'transfer' in state && state.transfer !== current) showTransfer(current)
      emit()
      for (const record of records) if (!isSettled(record.phase)) drive(record.id)
    },
    onSaveProblem(id, error) {
      if (error) {
        if (!unsaved.has(id)) report(error, store.get(id) ?? null)
        unsaved.set(id, error)
      } else unsaved.delete(id)
      const record = store.get(id)
      if (id === currentId && record) showTransfer(record)
    },
  })

  /** Shows a transfer with its live error: a failed step's, else a storage warning, else the stored one. */
  function showTransfer(record: TransferRecord) {
    const error =
      (record.phase === 'actionRequired' ? liveErrors.get(record.id) : undefined) ??
      unsaved.get(record.id) ??
      null
    dispatch({ type: 'transferChanged', transfer: record, error })
  }

  function notifyPhase(record: TransferRecord) {
    if (record.phase === 'completed') call(options.onCompleted, record)
    else if (isTerminal(record.phase)) call(options.onFailed, record)
  }

  /** Runs an app callback: whatever it throws is reported, never allowed to steer a transfer. */
  function call(callback: ((transfer: TransferRecord) => void) | undefined, record: TransferRecord) {
    try {
      callback?.(record)
    } catch (error) {
      console.error('rollscope: a bridge callback threw', error)
    }
  }

  function report(error: Error, record: TransferRecord | null) {
    console.warn('rollscope:', error.message)
    try {
      options.onAnomaly?.(error, record)
    } catch (thrown) {
      console.error('rollscope: a bridge callback threw', thrown)
    }
  }

  /**
   * Runs one transfer as far as it can go without the user. One driver per transfer across tabs: a new
   * transfer (`fresh`) is saved only once this page holds its lock, so no other tab can take it up half-made.
   */
  function drive(id: string, fresh?: TransferRecord) {
    if (!session || drivers.has(id)) return
    const abort = new AbortController()
    const signal = AbortSignal.any([abort.signal, session.signal])
    drivers.set(id, abort)
    void (async () => {
      let release: (() => void) | undefined
      try {
        // a page that cannot load the driver leaves the transfer as it was: a new one is never saved
        const { driveTransfer } = await driverFor(fresh ?? store.get(id))
        release = await acquireLock(lockName(id), signal)
        store.owned.add(id)
        if (fresh) {
          // written before the first signature request; a failed save ends the submit here
          await store.create(fresh)
          await store.evictHistory().catch((error: unknown) => report(asError(error), null))
        } else {
          // another tab may have moved it on while this one waited for the lock
          const stored = (await store.reload()).find((record) => record.id === id)
          if (!stored) return
          store.adopt(stored)
          if (!submittedHere.has(id)) await store.apply(id, { type: 'reloaded' })
        }
        await driveTransfer(id, signal, {
          router: options.router,
          wallet: options.wallet,
          store,
          clock,
          settings: {
            allowUnverifiedMsgs: options.allowUnverifiedMsgs ?? false,
            trackTimeoutMs: options.trackTimeoutMs ?? 10 * 60_000,
            confirmTimeoutMs: options.confirmTimeoutMs ?? 90_000,
            unknownStateTimeoutMs: options.unknownStateTimeoutMs ?? 2 * 60_000,
            polling: options.polling,
          },
          isWatched: (transferId) => transferId === currentId,
          opinit,
          onSigned: (record) => call(options.onSigned, record),
          onBroadcast: (record) => call(options.onBroadcast, record),
          onTracked: (record) => call(options.onTracked, record),
          onAnomaly: report,
          onStepError: (transferId, error) => liveErrors.set(transferId, error),
        })
      } catch (error) {
        if (signal.aborted) return
        const record = store.get(id)
        if (fresh && !record && id === currentId) {
          // the transfer never started: back to the quote, nothing in history
          currentId = null
          dispatch({ type: 'submitFailed', error: asError(error) })
        } else if (record && id === currentId) {
          // storage or lock trouble: the transfer stays stored and continues on the next start or resume
          dispatch({ type: 'transferChanged', transfer: record, error: asError(error) })
        } else report(asError(error), record ?? null)
      } finally {
        store.owned.delete(id)
        release?.()
        if (drivers.get(id) === abort) drivers.delete(id)
      }
    })()
  }

  /** Work started without waiting for it: a failure shows on the transfer it concerns, never unhandled. */
  function background(work: Promise<unknown>, id?: string) {
    work.catch((error: unknown) => {
      const record = id ? store.get(id) : undefined
      if (record && id === currentId)
        dispatch({ type: 'transferChanged', transfer: record, error: asError(error) })
      else report(asError(error), record ?? null)
    })
  }

  const onVisibility = () => {
    if (globalThis.document?.visibilityState === 'visible') clock.wake()
  }

  return {
    getState: () => state,
    getTransfers: () => store.list(),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    setRequest: (request) => dispatch({ type: 'requestChanged', request }),
    quoteNow: () => quotes.flush(),
    submit() {
      if (state.status !== 'quoted' || !session) return
      // timers stop while a laptop sleeps: an expired quote is quoted again, never submitted
      if (clock.now() >= state.expiresAt) return dispatch({ type: 'quoteExpired' })
      const now = clock.now()
      const record: TransferRecord = {
        version: transferRecordVersion,
        id: globalThis.crypto.randomUUID(),
        createdAt: now,
        updatedAt: now,
        request: state.request,
        route: state.route,
        addressList: [],
        slippagePercent: options.slippagePercent ?? '1',
        msgs: null,
        txs: [],
        currentTx: 0,
        phase: 'preparing',
        error: null,
        broadcastAt: null,
        droppedTxHashes: [],
        withdrawal: null,
      }
      submittedHere.add(record.id)
      currentId = record.id
      dispatch({ type: 'transferChanged', transfer: record, error: null })
      drive(record.id, record)
    },
    reset() {
      currentId = null
      dispatch({ type: 'reset' })
    },
    resume(id) {
      // after a reload the stored transfers may still be loading
      background(
        loaded.then(async () => {
          const record = store.get(id)
          if (!record) return
          currentId = id
          submittedHere.add(id)
          liveErrors.delete(id)
          // loaded first: a transfer the page cannot move on stays where it was, with the error
          await driverFor(record)
          const next = await store.apply(id, { type: 'resumed' })
          // nothing to continue (e.g. a finished transfer): just show it
          if (next === record) showTransfer(record)
          drive(id)
        }),
        id,
      )
    },
    dismiss(id) {
      const record = store.get(id)
      if (!record || isActivePhase(record.phase)) return
      background(store.remove(id))
      if (id === currentId) {
        currentId = null
        dispatch({ type: 'reset' })
      } else emit()
    },
    start() {
      if (session) return
      session = new AbortController()
      globalThis.document?.addEventListener('visibilitychange', onVisibility)
      store.start()
      quotes.sync(state)
      loaded = store.reload().catch((error: unknown) => {
        console.error('rollscope: could not load stored transfers', error)
      })
    },
    stop() {
      session?.abort()
      session = null
      drivers.clear()
      quotes.stop()
      store.stop()
      globalThis.document?.removeEventListener('visibilitychange', onVisibility)
    },
    setOptions(next) {
      options = { ...next, storage: initialOptions.storage }
    },
  }
}
