import { asError } from '../driver/asError.ts'
import type { Clock } from '../driver/clock.ts'
import { isSettled, isTerminal } from '../machine/phases.ts'
import type { TransferStorage } from '../store/storage.ts'
import { createTransferStore, type TransferStore } from '../store/transferStore.ts'
import type { TransferRecord } from '../types.ts'
import type { AppCallbacks } from './callbacks.ts'
import type { BridgeControllerOptions } from './options.ts'
import type { BridgeView } from './view.ts'

export interface AdoptionParameters {
  options: () => BridgeControllerOptions
  /** The options the controller was made with: storage and its poll are read once. */
  initialOptions: BridgeControllerOptions
  clock: Clock
  view: BridgeView
  callbacks: AppCallbacks
  /**
   * The app's storage, else the default one, made where the controller is (esbuild puts a module that
   * `rollscope/bridge` re-exports up front for every app once a lazily loaded chunk uses it: evanw/esbuild#3704).
   */
  storage: TransferStorage
  /** Continues an unfinished transfer found in storage (nothing when it is driven already). */
  drive: (id: string) => void
  /**
   * Transfers bringing gas on the destination whose first broadcast happened on this page: noted before the screen
   * sees the change, so a gas route this page is about to start is never shown as not sent (gas/progress.ts).
   */
  gasHere?: Set<string>
  /** Sees every change after the page and the callbacks did (gas on the destination follows its transfer). */
  followed?: (previous: TransferRecord | null, next: TransferRecord | null) => void
}

const broadcastIn = (record: TransferRecord) => record.txs.some((tx) => tx.txHash !== null)

/**
 * The transfer store, wired to the page: a changed record reaches the screen and the app's callbacks, and an
 * unfinished one found in storage (a reload, another tab gone) is taken up.
 */
export function createAdoptingStore(parameters: AdoptionParameters): TransferStore {
  const { options, initialOptions, clock, view, callbacks, drive } = parameters
  const store = createTransferStore({
    storage: parameters.storage,
    maxHistory: () => options().maxHistory ?? 100,
    pollMs: initialOptions.storagePollMs ?? 3000,
    now: clock.now,
    onChange({ id, previous, next }) {
      // this page's own broadcast (the record it drives), not another tab's read from storage
      if (next?.gas && previous && store.owned.has(id) && !broadcastIn(previous) && broadcastIn(next))
        parameters.gasHere?.add(id)
      if (id === view.current) {
        if (next) view.show(next)
        else {
          view.current = null
          view.dispatch({
            type: 'submitFailed',
            error: view.liveErrors.get(id) ?? asError('The transfer did not start.'),
          })
        }
      } else view.emit()
      if (next && next.phase !== previous?.phase) callbacks.phaseChanged(next)
      parameters.followed?.(previous, next)
      if (!next || isTerminal(next.phase)) view.liveErrors.delete(id)
    },
    onLoaded(records) {
      // another tab moved the shown transfer on (this page's own changes show through onChange)
      const current = view.current && !store.owned.has(view.current) ? store.get(view.current) : undefined
      const state = view.getState()
      if (current && 'transfer' in state && state.transfer !== current) view.show(current)
      view.emit()
      for (const record of records) if (!isSettled(record.phase)) drive(record.id)
    },
    onSaveProblem(id, error) {
      if (error) {
        if (!view.unsaved.has(id)) callbacks.report(error, store.get(id) ?? null)
        view.unsaved.set(id, error)
      } else view.unsaved.delete(id)
      const record = store.get(id)
      if (id === view.current && record) view.show(record)
    },
  })
  return store
}
