import type { TransferStorageError } from '../../errors/storage.ts'
import {
  type BridgeEvent,
  bridgeTransition,
  initialBridgeState,
  type TransferParts,
  transferState,
} from '../machine/bridgeState.ts'
import type { BridgeState, TransferRecord } from '../types.ts'
import { loadModule } from './lazyModule.ts'

/** What the page shows (`getState`), the transfer on screen, and the live errors it is shown with. */
export interface BridgeView {
  getState(): BridgeState
  subscribe(listener: () => void): () => void
  /** Tells the subscribers that something else they read (the stored transfers) changed. */
  emit(): void
  dispatch(event: BridgeEvent): void
  /**
   * Shows a transfer with `error`, by default its live error: a failed step's, else a storage warning, else the
   * stored one. The code that reads a stored transfer loads with the first quote; events wait for it in order.
   */
  show(record: TransferRecord, error?: Error | null): void
  /** The transfer on screen (submitted or resumed here), if any. */
  current: string | null
  /** The live error of a transfer's last failed step (richer than the stored one). */
  readonly liveErrors: Map<string, Error>
  /** Transfers whose latest change is only in memory: the browser's storage failed after a broadcast. */
  readonly unsaved: Map<string, TransferStorageError>
}

const noParts: TransferParts = { hopsOf: () => [], errorOf: () => null }
const needsParts = (record: TransferRecord, error: Error | null) =>
  (error === null && record.error !== null) || record.txs.some((tx) => tx.status)

/** `onState` sees every new state (the quotes follow it). */
export function createBridgeView(onState: (state: BridgeState) => void): BridgeView {
  let state = initialBridgeState
  const listeners = new Set<() => void>()
  const emit = () => {
    for (const listener of listeners) listener()
  }
  let parts: TransferParts | undefined
  const loadParts = async () => {
    parts ??= (await loadModule(() => import('../machine/transferParts.ts'))).transferParts
    return parts
  }
  /** Events after a transfer shown before its parts loaded: applied once it is, in order. */
  let waiting: Promise<void> | undefined
  const apply = (event: BridgeEvent) => {
    const next = bridgeTransition(state, event)
    if (next === state) return
    state = next
    // a transfer may follow a quote
    if (state.status === 'quoted') loadParts().catch(() => {})
    onState(state)
    emit()
  }
  const later = (then: () => void) => {
    const done = (waiting ?? Promise.resolve())
      .then(then)
      .catch((error: unknown) => console.error('rollscope:', error))
    waiting = done
    void done.then(() => {
      if (waiting === done) waiting = undefined
    })
  }
  const view: BridgeView = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    emit,
    dispatch(event) {
      if (waiting) later(() => apply(event))
      else apply(event)
    },
    show(record, given) {
      const error =
        given !== undefined
          ? given
          : ((record.phase === 'actionRequired' ? view.liveErrors.get(record.id) : undefined) ??
            view.unsaved.get(record.id) ??
            null)
      // a new transfer (no status, no stored error) needs none of them
      const sync = parts ?? (needsParts(record, error) ? undefined : noParts)
      if (sync && !waiting)
        return apply({ type: 'transferChanged', shown: transferState(record, error, sync) })
      later(async () => {
        // a page that cannot load them shows the transfer with why, without its hops
        const shownWith = await loadParts().catch((loadError: Error) => ({
          hopsOf: () => [],
          errorOf: () => loadError,
        }))
        apply({ type: 'transferChanged', shown: transferState(record, error, shownWith) })
      })
    },
    current: null,
    liveErrors: new Map(),
    unsaved: new Map(),
  }
  return view
}
