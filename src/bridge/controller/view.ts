import type { TransferStorageError } from '../../errors/storage.ts'
import { type BridgeEvent, bridgeTransition, initialBridgeState } from '../machine/bridgeState.ts'
import type { BridgeState, TransferRecord } from '../types.ts'

/** What the page shows (`getState`), the transfer on screen, and the live errors it is shown with. */
export interface BridgeView {
  getState(): BridgeState
  subscribe(listener: () => void): () => void
  /** Tells the subscribers that something else they read (the stored transfers) changed. */
  emit(): void
  dispatch(event: BridgeEvent): void
  /** Shows a transfer with its live error: a failed step's, else a storage warning, else the stored one. */
  show(record: TransferRecord): void
  /** The transfer on screen (submitted or resumed here), if any. */
  current: string | null
  /** The live error of a transfer's last failed step (richer than the stored one). */
  readonly liveErrors: Map<string, Error>
  /** Transfers whose latest change is only in memory: the browser's storage failed after a broadcast. */
  readonly unsaved: Map<string, TransferStorageError>
}

/** `onState` sees every new state (the quotes follow it). */
export function createBridgeView(onState: (state: BridgeState) => void): BridgeView {
  let state = initialBridgeState
  const listeners = new Set<() => void>()
  const emit = () => {
    for (const listener of listeners) listener()
  }
  const view: BridgeView = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    emit,
    dispatch(event) {
      const next = bridgeTransition(state, event)
      if (next === state) return
      state = next
      onState(state)
      emit()
    },
    show(record) {
      const error =
        (record.phase === 'actionRequired' ? view.liveErrors.get(record.id) : undefined) ??
        view.unsaved.get(record.id) ??
        null
      view.dispatch({ type: 'transferChanged', transfer: record, error })
    },
    current: null,
    liveErrors: new Map(),
    unsaved: new Map(),
  }
  return view
}
