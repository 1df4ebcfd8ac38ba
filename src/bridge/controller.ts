import { createAppCallbacks } from './controller/callbacks.ts'
import { createDriveLoop, driverFor } from './controller/driveLoop.ts'
import { loadModule } from './controller/lazyModule.ts'
import { createLazyTransferStore } from './controller/lazyStore.ts'
import type { BridgeController, BridgeControllerOptions } from './controller/options.ts'
import { createSession } from './controller/session.ts'
import { createBridgeView } from './controller/view.ts'
import { wakeOnVisible } from './controller/visibility.ts'
import { createClock } from './driver/clock.ts'
import { createOpinitAccess } from './driver/opinitAccess.ts'
import { createQuoteScheduler } from './driver/quotes.ts'
import { routeRequestFieldsOf } from './form/routePreference.ts'
import type { GasFollower } from './gas/follow.ts'
import { isComplete } from './machine/bridgeState.ts'
import { isActivePhase, isSettled, transferRecordVersion } from './machine/phases.ts'
import { createDefaultStorage } from './store/storage.ts'
import type { BridgeState, TransferRecord } from './types.ts'

export type { BridgeCallbacks, BridgeController, BridgeControllerOptions } from './controller/options.ts'

// The bridge: a thin shell over its pieces, each in its own file. Each of useBridgeTransfer's options goes
// down one path that enters each file once, and nothing calls back up (the driver reports through the context
// it is handed, the store through the handlers adoption.ts gave it):
//   controller.ts: slippagePercent (the new record); router, routeOptions, quoteDebounceMs, quoteTtlMs
//     -> driver/quotes.ts
//   -> controller/callbacks.ts: onSigned, onBroadcast, onTracked, onCompleted, onFailed, onAnomaly
//   -> controller/adoption.ts: storage, storagePollMs, maxHistory -> store/transferStore.ts -> store/storage.ts
//   -> controller/driveLoop.ts -> controller/takeUp.ts (loaded with the driver: the lock; router, wallet,
//     allowUnverifiedMsgs, the timeouts, polling into the driver's context) -> driver/driver.ts -> the phase's
//     step (driver/prepare.ts, send.ts, confirm.ts, track.ts, withdrawal.ts) -> the store's apply
//     -> machine/transition.ts; opWithdrawals through driver/opinitAccess.ts
// controller/view.ts (what `getState` shows), session.ts and visibility.ts read no option.

/**
 * The typing pause before a quote is asked. Skip Go's widget waits 250 ms after every change, paste included
 * (skip-mev/skip-go packages/widget/src/utils/atomWithDebounce.ts); here blur, Enter and paste ask at once
 * (`quoteNow`), so the pause only serves a user who stops typing and waits: 200 ms plus the route's round trip
 * keeps that under 250 ms, and keystrokes 150 ms apart still make one route call (BENCHMARKS.md).
 */
const defaultQuoteDebounceMs = 200

/** The bridge: quotes, a store of transfer records and one driver per transfer, composed. */
export function createBridgeController(initialOptions: BridgeControllerOptions): BridgeController {
  let options = initialOptions
  const currentOptions = () => options
  const clock = initialOptions.clock ?? createClock()
  const session = createSession()
  const callbacks = createAppCallbacks(currentOptions)
  const view = createBridgeView((state) => {
    if (!session.signal) return
    quotes.sync(state)
    // a transfer may follow: the store's code and the stored records load once a quote is on screen
    if (state.status === 'quoted') loop.background(store.open())
  })
  const quotes = createQuoteScheduler({
    router: () => options.router,
    routeOptions: () => routeRequestFieldsOf(options, options.routeOptions),
    debounceMs: () => options.quoteDebounceMs ?? defaultQuoteDebounceMs,
    ttlMs: () => options.quoteTtlMs ?? 30_000,
    now: clock.now,
    onQuote: (request, route, at) =>
      view.dispatch({ type: 'quoteSucceeded', request, route, at, ttlMs: options.quoteTtlMs ?? 30_000 }),
    onQuoteFailed: (request, error) => view.dispatch({ type: 'quoteFailed', request, error }),
    onExpired: () => view.dispatch({ type: 'quoteExpired' }),
  })
  // an unreadable stored record is reported like any other anomaly
  const storage =
    initialOptions.storage ??
    createDefaultStorage({ onCorruptRecord: ({ error }) => callbacks.report(error, null) })
  // loaded at mount only when something may be stored (an unfinished transfer is taken up at once)
  const store = createLazyTransferStore(async () =>
    (await import('./controller/adoption.ts')).createAdoptingStore({
      options: currentOptions,
      initialOptions,
      clock,
      view,
      callbacks,
      storage,
      drive: (id) => loop.drive(id),
      gasHere,
      followed: (previous, next) => gas.changed(previous, next),
    }),
  )
  const submittedHere = new Set<string>()
  const loop = createDriveLoop({
    options: currentOptions,
    clock,
    opinit: createOpinitAccess(
      () => options.opWithdrawals,
      () => options.router,
    ),
    store,
    view,
    callbacks,
    session,
    submittedHere,
  })
  // gas on the destination's follower loads with the first transfer that brings gas, in order of the changes
  let gasFollower: Promise<GasFollower> | undefined
  /** Transfers whose gas route this page starts: it saw their first broadcast, or the user asked for it here. */
  const gasHere = new Set<string>()
  const gas = {
    load() {
      gasFollower ??= loadModule(() => import('./gas/follow.ts')).then(({ createGasFollower }) =>
        createGasFollower({
          store,
          here: gasHere,
          options: currentOptions,
          now: clock.now,
          newId: () => globalThis.crypto.randomUUID(),
          drive: (id, fresh) => loop.drive(id, fresh),
          liveError: (id) => view.liveErrors.get(id),
          // reported to the app, never shown as the transfer's own error: the transfer goes on
          background: (work) => loop.background(work),
        }),
      )
      const follower = gasFollower
      // code this page cannot load leaves the gas route unstarted: the next change (or click) tries again
      follower.catch(() => {
        if (gasFollower === follower) gasFollower = undefined
      })
      return follower
    },
    changed(previous: TransferRecord | null, next: TransferRecord | null) {
      if (!next?.gas && !previous?.gasFor) return
      loop.background(gas.load().then((loaded) => loaded.changed(previous, next)))
    },
  }
  let loaded: Promise<unknown> = Promise.resolve()
  let submittedQuote: BridgeState | undefined
  // new route options (a preference, the bridges, Show the route anyway): the request is quoted again at once, with
  // the quote on screen (dimmed) until the new one arrives; a transfer on screen keeps its route
  function requoteWithNewOptions() {
    const state = view.getState()
    if ('transfer' in state) return
    if (state.status === 'quoted') view.dispatch({ type: 'quoteExpired' })
    else if (state.status === 'quoting') quotes.sync(state)
    else if (isComplete(state.request)) view.dispatch({ type: 'requestChanged', request: state.request })
    quotes.flush()
  }
  let hidden: (() => void) | undefined

  return {
    getState: view.getState,
    getTransfers: () => store.list(),
    subscribe: view.subscribe,
    setRequest: (request) => view.dispatch({ type: 'requestChanged', request }),
    quoteNow: () => quotes.flush(),
    submit(choice) {
      const state = view.getState()
      // a double click never sends twice, even while the transfer's view is loading
      if (state.status !== 'quoted' || !session.signal || state === submittedQuote) return
      submittedQuote = state
      // timers stop while a laptop sleeps: an expired quote is quoted again, never submitted
      if (clock.now() >= state.expiresAt) return view.dispatch({ type: 'quoteExpired' })
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
        gas: choice?.gas
          ? { request: choice.gas.request, route: choice.gas.route, transferId: null, error: null }
          : null,
      }
      submittedHere.add(record.id)
      view.current = record.id
      view.show(record, null)
      loop.drive(record.id, record)
    },
    reset() {
      view.current = null
      view.dispatch({ type: 'reset' })
    },
    resume(id) {
      // after a reload the stored transfers may still be loading
      loop.background(
        loaded.then(async () => {
          await store.open()
          const record = store.get(id)
          if (!record) return
          view.current = id
          submittedHere.add(id)
          view.liveErrors.delete(id)
          // loaded first: a transfer the page cannot move on stays where it was, with the error
          await driverFor(record)
          const next = await store.apply(id, { type: 'resumed' })
          // nothing to continue (e.g. a finished transfer): just show it
          if (next === record) view.show(record)
          loop.drive(id)
        }),
        id,
      )
    },
    gas: {
      quote: (id, signal) => gas.load().then((loaded) => loaded.quote(id, signal)),
      bring: (id, quote) => loop.background(gas.load().then((loaded) => loaded.bring(id, quote))),
      startsHere: (id) => gasHere.has(id),
      mayBring: (id) => {
        const record = store.get(id)
        return !!record && (store.owned.has(id) || isSettled(record.phase))
      },
    },
    dismiss(id) {
      const record = store.get(id)
      if (!record || isActivePhase(record.phase)) return
      loop.background(store.remove(id))
      if (id === view.current) {
        view.current = null
        view.dispatch({ type: 'reset' })
      } else view.emit()
    },
    start() {
      if (!session.start()) return
      hidden = wakeOnVisible(clock)
      store.start()
      quotes.sync(view.getState())
      loaded = store.mount(Boolean(initialOptions.storage)).catch((error: unknown) => {
        console.error('rollscope: could not load stored transfers', error)
      })
    },
    stop() {
      session.stop()
      loop.clear()
      quotes.stop()
      store.stop()
      hidden?.()
      hidden = undefined
    },
    setOptions(next) {
      const fields = JSON.stringify(routeRequestFieldsOf(options, options.routeOptions))
      options = { ...next, storage: initialOptions.storage }
      if (session.signal && JSON.stringify(routeRequestFieldsOf(options, options.routeOptions)) !== fields)
        requoteWithNewOptions()
    },
  }
}
