import { RollscopeError } from '../http/errors.ts'
import type { RouteRequest, RouterClient } from '../router/client.ts'
import { TxNotFoundError } from '../router/errors.ts'
import type { WalletAdapter } from '../wallet/types.ts'
import { acquireLock } from './lock.ts'
import { opHookRequest } from './opHook.ts'
import { type PollingOptions, retryDelay, statusPollInterval } from './polling.ts'
import { createDefaultStorage, type TransferStorage } from './storage.ts'
import {
  type BridgeEvent,
  bridgeTransition,
  initialBridgeState,
  isActivePhase,
  isTerminal,
  type TransferEvent,
  transferState,
  transferTransition,
} from './transition.ts'
import type { BridgeRequest, BridgeState, StoredError, TransferRecord } from './types.ts'

export interface BridgeCallbacks {
  /** The wallet signed tx `transfer.currentTx` (it is being broadcast). */
  onSigned?: (transfer: TransferRecord) => void
  /** The wallet returned the tx hash; the record is already saved. */
  onBroadcast?: (transfer: TransferRecord) => void
  /** The router registered the tx. */
  onTracked?: (transfer: TransferRecord) => void
  onCompleted?: (transfer: TransferRecord) => void
  /** Failed, refunded or abandoned. */
  onFailed?: (transfer: TransferRecord) => void
}

export interface BridgeControllerOptions extends BridgeCallbacks {
  router: RouterClient
  wallet: WalletAdapter
  /** Where transfers survive reloads. Default: localStorage in a browser, memory elsewhere. Read once, at creation. */
  storage?: TransferStorage | undefined
  /** Slippage tolerance in percent, as the router takes it. Default "1". */
  slippagePercent?: string | undefined
  /** Quiet time after the last `setRequest` before a quote is requested. Default 300 ms. */
  quoteDebounceMs?: number | undefined
  /** A quote older than this is refreshed. Default 30 s. */
  quoteTtlMs?: number | undefined
  /** Extra route request fields (`allow_unsafe`, `bridges`, `go_fast`, ...). */
  routeOptions?: Partial<RouteRequest> | undefined
  polling?: PollingOptions | undefined
  /** The most transfers kept: beyond it the oldest finished ones are evicted, unfinished ones never. Default 100. */
  maxHistory?: number | undefined
  /** How long to wait for the router to register a broadcast tx before asking the user. Default 10 min. */
  trackTimeoutMs?: number | undefined
}

export interface BridgeController {
  getState(): BridgeState
  /** Stored transfers, newest first. */
  getTransfers(): readonly TransferRecord[]
  subscribe(listener: () => void): () => void
  setRequest(request: BridgeRequest | null): void
  /** From `quoted`: runs the transfer to a terminal state. Ignored anywhere else, so a double click is harmless. */
  submit(): void
  /** Back to idle. A transfer in flight goes on in the background and stays in `transfers`. */
  reset(): void
  /** Shows a stored transfer and continues it: the next signature, or tracking again. */
  resume(id: string): void
  /** Removes a finished (or abandoned-by-the-user) transfer from history. Not one in flight. */
  dismiss(id: string): void
  /** Loads stored transfers and continues the unfinished ones. */
  start(): void
  /** Stops timers and requests; unfinished transfers continue on the next `start`. */
  stop(): void
  setOptions(options: BridgeControllerOptions): void
}

const lockName = (id: string) => `rollscope:transfer:${id}`

export function createBridgeController(initialOptions: BridgeControllerOptions): BridgeController {
  let options = initialOptions
  const storage = initialOptions.storage ?? createDefaultStorage()
  let state: BridgeState = initialBridgeState
  let currentId: string | null = null
  const records = new Map<string, TransferRecord>()
  let transfers: readonly TransferRecord[] = []
  const listeners = new Set<() => void>()
  /** Transfers this page drives or waits to drive, each with its own abort. */
  const drivers = new Map<string, AbortController>()
  /** Transfers whose record this page owns: it holds their lock, or submitted them and has not saved them yet. */
  const owned = new Set<string>()
  /** Transfers submitted in this page (never "reloaded"). */
  const submittedHere = new Set<string>()
  let session: AbortController | null = null
  let quote: { key: string; abort: AbortController; timer: ReturnType<typeof setTimeout> } | null = null
  let expiry: ReturnType<typeof setTimeout> | null = null
  const wakers = new Set<() => void>()

  const emit = () => {
    for (const listener of listeners) listener()
  }

  function dispatch(event: BridgeEvent) {
    const next = bridgeTransition(state, event)
    if (next === state) return
    state = next
    syncQuoteEffects()
    emit()
  }

  // Quotes: debounced, the stale one aborted, refreshed when they expire.
  function syncQuoteEffects() {
    const key = state.status === 'quoting' ? JSON.stringify(state.request) : null
    if (quote && quote.key !== key) {
      clearTimeout(quote.timer)
      quote.abort.abort()
      quote = null
    }
    if (expiry) clearTimeout(expiry)
    expiry = null
    if (state.status === 'quoted' && session)
      expiry = setTimeout(() => dispatch({ type: 'quoteExpired' }), Math.max(0, state.expiresAt - Date.now()))
    if (state.status !== 'quoting' || quote || !session || key === null) return
    const request = state.request
    const abort = new AbortController()
    const timer = setTimeout(async () => {
      const settle = () => {
        if (quote?.abort === abort) quote = null
      }
      try {
        const route = await options.router.route(routeRequestOf(request), { signal: abort.signal })
        if (abort.signal.aborted) return
        settle()
        dispatch({
          type: 'quoteSucceeded',
          request,
          route,
          at: Date.now(),
          ttlMs: options.quoteTtlMs ?? 30_000,
        })
      } catch (error) {
        if (abort.signal.aborted) return
        settle()
        dispatch({ type: 'quoteFailed', request, error: asError(error) })
      }
    }, options.quoteDebounceMs ?? 300)
    quote = { key, abort, timer }
  }

  function routeRequestOf(request: BridgeRequest): RouteRequest {
    return {
      source_asset_chain_id: request.sourceChainId,
      source_asset_denom: request.sourceDenom,
      dest_asset_chain_id: request.destChainId,
      dest_asset_denom: request.destDenom,
      amount_in: request.amountIn,
      allow_multi_tx: true,
      ...options.routeOptions,
    }
  }

  // Transfers: every change is saved before anything that depends on it happens.
  async function update(id: string, event: TransferEvent, liveError: Error | null = null) {
    const record = records.get(id)
    if (!record) return null
    const next = transferTransition(record, event, Date.now())
    if (next === record) return record
    if (next === null) {
      records.delete(id)
      await storage.remove(id)
    } else {
      records.set(id, next)
      await storage.save(next)
    }
    refreshTransfers()
    if (id === currentId) {
      if (next) dispatch({ type: 'transferChanged', transfer: next, error: liveError })
      else {
        currentId = null
        dispatch({
          type: 'submitFailed',
          error: liveError ?? new RollscopeError('The transfer did not start.'),
        })
      }
    } else emit()
    if (next && next.phase !== record.phase) notifyPhase(next)
    return next
  }

  function notifyPhase(record: TransferRecord) {
    if (record.phase === 'completed') call(options.onCompleted, record)
    if (record.phase === 'failed' || record.phase === 'refunded' || record.phase === 'abandoned')
      call(options.onFailed, record)
  }

  /** Runs an app callback: whatever it throws is reported, never allowed to steer a transfer. */
  function call(callback: ((transfer: TransferRecord) => void) | undefined, record: TransferRecord) {
    try {
      callback?.(record)
    } catch (error) {
      console.error('rollscope: a bridge callback threw', error)
    }
  }

  /** Work started without waiting for it: a failure shows on the transfer it concerns, never unhandled. */
  function background(work: Promise<unknown>, id?: string) {
    work.catch((error: unknown) => {
      const record = id ? records.get(id) : undefined
      if (record && id === currentId)
        dispatch({ type: 'transferChanged', transfer: record, error: asError(error) })
      else console.error('rollscope: bridge storage failed', error)
    })
  }

  function refreshTransfers() {
    transfers = [...records.values()].sort((a, b) => b.createdAt - a.createdAt)
  }

  async function evictHistory() {
    const max = options.maxHistory ?? 100
    // an abandoned transfer may still be resumed: it is not evicted
    const finished = transfers.filter((record) => isTerminal(record.phase) && record.phase !== 'abandoned')
    for (const record of finished.slice(Math.max(0, max - (transfers.length - finished.length)))) {
      records.delete(record.id)
      await storage.remove(record.id)
    }
    refreshTransfers()
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
        release = await acquireLock(lockName(id), signal)
        owned.add(id)
        if (fresh) {
          // written before the first signature request
          await storage.save(fresh)
          await evictHistory()
        } else {
          // another tab may have moved it on while this one waited for the lock
          const stored = (await storage.load()).find((record) => record.id === id)
          if (!stored) return
          records.set(id, stored)
          if (!submittedHere.has(id)) await update(id, { type: 'reloaded' })
        }
        await run(id, signal)
      } catch (error) {
        // storage or lock trouble: the transfer stays stored and continues on the next start or resume
        const record = records.get(id)
        if (!signal.aborted && record && id === currentId)
          dispatch({ type: 'transferChanged', transfer: record, error: asError(error) })
      } finally {
        owned.delete(id)
        release?.()
        if (drivers.get(id) === abort) drivers.delete(id)
      }
    })()
  }

  async function run(id: string, signal: AbortSignal) {
    for (;;) {
      signal.throwIfAborted()
      const record = records.get(id)
      if (!record || !isActivePhase(record.phase)) return
      try {
        if (record.phase === 'preparing' || record.phase === 'signingOpHook') await prepare(record, signal)
        else if (record.phase === 'tracking') await track(record, signal)
        else await send(record)
      } catch (error) {
        // a wallet that answers after the page stopped still counts: a rejection must not be asked again
        if (signal.aborted && error === signal.reason) throw error
        if (records.get(id)?.phase === 'tracking') continue
        await update(id, { type: 'sendFailed', error: stored(error) }, asError(error))
        signal.throwIfAborted()
      }
    }
  }

  async function prepare(record: TransferRecord, signal: AbortSignal) {
    const { route, request } = record
    const addressList = await Promise.all(
      route.required_chain_addresses.map((chainId) =>
        chainId === request.destChainId && request.recipient
          ? request.recipient
          : options.wallet.getAddress(chainId),
      ),
    )
    let signedHook: { signer: string; hook: string } | undefined
    if (route.required_op_hook) {
      await update(record.id, { type: 'opHookRequested' })
      if (!options.wallet.signOpHook)
        throw new RollscopeError(
          'This route needs an op-hook signature, which the wallet adapter cannot give.',
        )
      const hook = await options.router.opHook(opHookRequest(request, addressList), { signal })
      signedHook = await options.wallet.signOpHook(hook, {
        sourceChainId: request.sourceChainId,
        destChainId: request.destChainId,
      })
    }
    const msgs = await options.router.msgs(
      {
        source_asset_chain_id: request.sourceChainId,
        source_asset_denom: request.sourceDenom,
        dest_asset_chain_id: request.destChainId,
        dest_asset_denom: request.destDenom,
        amount_in: route.amount_in,
        amount_out: route.amount_out,
        operations: route.operations,
        estimated_amount_out: route.estimated_amount_out,
        address_list: addressList,
        slippage_tolerance_percent: record.slippagePercent,
        signed_op_hook: signedHook,
      },
      { signal },
    )
    signal.throwIfAborted()
    records.set(record.id, { ...(records.get(record.id) ?? record), addressList })
    await update(record.id, { type: 'msgsReceived', msgs })
  }

  async function send(record: TransferRecord) {
    const tx = record.msgs?.txs[record.currentTx]
    if (!tx) throw new RollscopeError('The transfer has no transaction to sign; start a new one.')
    let signed = false
    const onSigned = () => {
      if (!signed) call(options.onSigned, records.get(record.id) ?? record)
      signed = true
    }
    const result = await options.wallet.sendTx(tx, {
      onStep: (step) => {
        if (step.step === 'approving' || step.step === 'signing' || step.step === 'broadcasting')
          background(update(record.id, { type: 'walletStep', step: step.step }), record.id)
        if (step.step === 'broadcasting') onSigned()
      },
    })
    // the hash is saved before anything else happens, callbacks included: from here the transfer cannot be lost
    const broadcast = await update(record.id, {
      type: 'txBroadcast',
      txHash: result.txHash,
      chainId: result.chainId,
      at: Date.now(),
    })
    // an EVM wallet signs and broadcasts in one call
    onSigned()
    if (broadcast) call(options.onBroadcast, broadcast)
  }

  async function track(record: TransferRecord, signal: AbortSignal) {
    const tx = record.txs[record.currentTx]
    if (!tx?.txHash) return
    const request = { tx_hash: tx.txHash, chain_id: tx.chainId }
    // registration: retried while the router has not seen the tx yet; exactly one success per tx. A tx the
    // router followed before (then abandoned) is registered again with retry_track.
    const retrack = tx.status !== null
    for (let attempt = 0; !records.get(record.id)?.txs[record.currentTx]?.tracked; attempt++) {
      const waited = Date.now() - (records.get(record.id)?.broadcastAt ?? Date.now())
      if (waited > (options.trackTimeoutMs ?? 10 * 60_000)) {
        await update(record.id, { type: 'trackTimedOut' })
        return
      }
      try {
        await (retrack
          ? options.router.retryTrack(request, { signal })
          : options.router.track(request, { signal }))
        const tracked = await update(record.id, { type: 'tracked' })
        if (tracked) options.onTracked?.(tracked)
      } catch (error) {
        if (signal.aborted) throw error
        await sleep(retryDelay(attempt, error instanceof TxNotFoundError ? 500 : 1000), signal)
      }
    }
    const etaMs = (record.route.estimated_route_duration_seconds ?? 60) * 1000
    for (let failures = 0; records.get(record.id)?.phase === 'tracking'; ) {
      const elapsed = Date.now() - (records.get(record.id)?.broadcastAt ?? Date.now())
      const hidden = globalThis.document?.visibilityState === 'hidden'
      await sleep(statusPollInterval(elapsed, etaMs, hidden, options.polling), signal, true)
      try {
        const status = await options.router.status(request, { signal })
        failures = 0
        const visible = globalThis.document?.visibilityState !== 'hidden'
        await update(record.id, {
          type: 'statusReceived',
          status,
          autoContinue: record.id === currentId && visible,
        })
      } catch (error) {
        if (signal.aborted) throw error
        await sleep(retryDelay(failures++), signal)
      }
    }
  }

  /** Waits `ms`, or less when the tab becomes visible again (`wakeable`), or rejects on abort. */
  function sleep(ms: number, signal: AbortSignal, wakeable = false) {
    return new Promise<void>((resolve, reject) => {
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
  }

  const onVisibility = () => {
    if (globalThis.document?.visibilityState !== 'visible') return
    for (const wake of [...wakers]) wake()
  }

  let unsubscribeStorage: (() => void) | undefined
  let loaded: Promise<void> = Promise.resolve()

  /**
   * Takes in what storage holds, for another tab's changes. Records this page drives, or has submitted but
   * not saved yet, stay as this page has them; of the others the newer copy wins.
   */
  async function loadRecords() {
    const loaded = await storage.load()
    const storedIds = new Set(loaded.map((record) => record.id))
    for (const record of loaded) {
      const local = records.get(record.id)
      if (owned.has(record.id) || (local && local.updatedAt > record.updatedAt)) continue
      records.set(record.id, record)
    }
    // dismissed or evicted in another tab
    for (const id of records.keys()) if (!storedIds.has(id) && !owned.has(id)) records.delete(id)
    refreshTransfers()
    // another tab moved the shown transfer on
    const current = currentId ? records.get(currentId) : undefined
    if (current && 'transfer' in state && state.transfer.updatedAt !== current.updatedAt)
      state = transferState(current, null)
    emit()
    for (const record of loaded)
      if (!isTerminal(record.phase) && record.phase !== 'actionRequired') drive(record.id)
  }

  return {
    getState: () => state,
    getTransfers: () => transfers,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    setRequest: (request) => dispatch({ type: 'requestChanged', request }),
    submit() {
      if (state.status !== 'quoted' || !session) return
      // timers stop while a laptop sleeps: an expired quote is quoted again, never submitted
      if (Date.now() >= state.expiresAt) return dispatch({ type: 'quoteExpired' })
      const now = Date.now()
      const record: TransferRecord = {
        version: 1,
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
      }
      records.set(record.id, record)
      submittedHere.add(record.id)
      owned.add(record.id)
      currentId = record.id
      refreshTransfers()
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
        loaded.then(() => {
          const record = records.get(id)
          if (!record) return
          currentId = id
          submittedHere.add(id)
          return update(id, { type: 'resumed' }).then((next) => {
            // nothing to continue (e.g. a finished transfer): just show it
            if (next === record) dispatch({ type: 'transferChanged', transfer: record, error: null })
            drive(id)
          })
        }),
        id,
      )
    },
    dismiss(id) {
      const record = records.get(id)
      if (!record || isActivePhase(record.phase)) return
      records.delete(id)
      background(Promise.resolve(storage.remove(id)))
      refreshTransfers()
      if (id === currentId) {
        currentId = null
        dispatch({ type: 'reset' })
      } else emit()
    },
    start() {
      if (session) return
      session = new AbortController()
      globalThis.document?.addEventListener('visibilitychange', onVisibility)
      unsubscribeStorage = storage.subscribe?.(() => background(loadRecords()))
      syncQuoteEffects()
      loaded = loadRecords().catch((error: unknown) => {
        console.error('rollscope: could not load stored transfers', error)
      })
    },
    stop() {
      session?.abort()
      session = null
      drivers.clear()
      if (quote) {
        clearTimeout(quote.timer)
        quote.abort.abort()
        quote = null
      }
      if (expiry) clearTimeout(expiry)
      expiry = null
      globalThis.document?.removeEventListener('visibilitychange', onVisibility)
      unsubscribeStorage?.()
    },
    setOptions(next) {
      options = { ...next, storage }
    },
  }
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new RollscopeError(String(error))
}

function stored(error: unknown): StoredError {
  const { name, message } = asError(error)
  return { name, message: (error as RollscopeError).shortMessage ?? message }
}
