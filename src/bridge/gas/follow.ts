// Gas on the destination after the review: the gas route becomes a transfer of its own once the transfer's first tx
// is broadcast, on the page that broadcast it (so nothing about the gas route can hold the transfer back, and a reload
// signs nothing unasked), driven, stored and verified like any other; one never sent is quoted and signed again only
// on the user's word. skip-go's executeMultipleRoutes likewise runs its `feeRoute` beside the `mainRoute` and lets the main one
// complete when the fee route fails (skip-mev/skip-go packages/client/src/public-functions/executeMultipleRoutes.ts).
import { errorRecordOf } from '../../errors/record.ts'
import type { RouteRequest, RouterClient } from '../../router/client.ts'
import { isSettled } from '../machine/phases.ts'
import type { TransferStore } from '../store/transferStore.ts'
import type { TransferRecord } from '../types.ts'
import { gasProgressOf } from './progress.ts'
import type { GasQuote } from './quote.ts'
import { gasQuoteAgain } from './requote.ts'

/** skip-go signs its fee route with 10% slippage ("Higher tolerance for gas route", docs/client/gas-on-receive.mdx). */
export const gasSlippagePercent = '10'

/** A transfer whose gas route should start now: kept on, not started nor failed, and a tx of it broadcast. */
export const gasDue = (record: TransferRecord): boolean =>
  Boolean(record.gas && record.gas.transferId === null && record.gas.error === null) &&
  record.txs.some((tx) => tx.txHash !== null)

/** The gas route's own record: the route the review showed, to the transfer's recipient. */
export function gasRecordOf(main: TransferRecord, id: string, now: number): TransferRecord | null {
  if (!main.gas) return null
  return {
    version: main.version,
    id,
    createdAt: now,
    updatedAt: now,
    request: main.gas.request,
    route: main.gas.route,
    addressList: [],
    slippagePercent: gasSlippagePercent,
    msgs: null,
    txs: [],
    currentTx: 0,
    phase: 'preparing',
    error: null,
    broadcastAt: null,
    droppedTxHashes: [],
    withdrawal: null,
    gas: null,
    gasFor: main.id,
  }
}

export interface GasFollowerParameters {
  store: TransferStore
  /**
   * Transfers whose first broadcast this page saw (the controller notes it as it happens), or whose gas route the
   * user asked for again here: only these start a gas route. After a reload nothing is signed unasked.
   */
  here: Set<string>
  /** The router and the app's route options, as the review's gas offer used them (useGasOnDestination). */
  options: () => { router: RouterClient; routeOptions?: Partial<RouteRequest> | undefined }
  now: () => number
  newId: () => string
  /** Drives a new transfer (saved once locked). */
  drive: (id: string, fresh: TransferRecord) => void
  /** The live error of a transfer's last failed step. */
  liveError: (id: string) => Error | undefined
  /** Work not waited for; a failure is reported, never unhandled. */
  background: (work: Promise<unknown>) => void
}

export type GasFollower = ReturnType<typeof createGasFollower>

/** Starts each due gas route once, from the page that drives its transfer, and notes on it a gas route that did not go. */
export function createGasFollower(parameters: GasFollowerParameters) {
  const { store } = parameters
  const started = new Set<string>()
  return {
    changed(previous: TransferRecord | null, next: TransferRecord | null) {
      if (
        next &&
        gasDue(next) &&
        parameters.here.has(next.id) &&
        store.owned.has(next.id) &&
        !started.has(next.id)
      ) {
        started.add(next.id)
        const gas = gasRecordOf(next, parameters.newId(), parameters.now())
        if (!gas) return
        parameters.background(
          // saved on the transfer first: a reload finds the gas route's record through it
          store
            .apply(next.id, { type: 'gasStarted', transferId: gas.id })
            .then(() => parameters.drive(gas.id, gas)),
        )
      }
      // a gas route dropped before anything of it was broadcast (declined, msgs refused): its transfer says why
      const mainId = previous?.gasFor
      // (a gas route with a tx on its way or done is no such drop: another tab removed its record, it still went)
      if (
        previous &&
        !next &&
        mainId &&
        store.get(mainId)?.gas?.transferId === previous.id &&
        !previous.txs.some((tx) => tx.txHash !== null)
      ) {
        const error = parameters.liveError(previous.id) ?? new Error('The gas route did not start.')
        parameters.background(store.apply(mainId, { type: 'gasFailed', error: errorRecordOf(error) }))
      }
    },
    /** The transfer's gas route quoted again (requote.ts); nothing is signed. */
    quote(id: string, signal?: AbortSignal) {
      const { router, routeOptions } = parameters.options()
      return gasQuoteAgain({ router, routeOptions, gas: store.get(id)?.gas ?? null, signal })
    },
    /**
     * The user asked for a gas route that was never sent, quoted again (`quote`, shown to them): started once, on a
     * transfer this page drives or that is over (another tab's live transfer keeps its own gas route).
     */
    bring(id: string, quote: GasQuote) {
      const main = store.get(id)
      if (!main?.gas || !gasProgressOf(main, store.list(), parameters.here.has(id))?.canBring) return
      // a quote shown for another transfer (its screen swapped under it) is not this one's gas route
      const asked = main.gas.request
      const quoted = quote.request
      if (
        quoted.sourceChainId !== asked.sourceChainId ||
        quoted.sourceDenom !== asked.sourceDenom ||
        quoted.destChainId !== asked.destChainId ||
        quoted.destDenom !== asked.destDenom ||
        quoted.recipient !== asked.recipient
      )
        return
      if (!store.owned.has(id) && !isSettled(main.phase)) return
      parameters.here.add(id)
      const gas = gasRecordOf(
        { ...main, gas: { ...main.gas, ...quote } },
        parameters.newId(),
        parameters.now(),
      )
      if (!gas) return
      parameters.background(
        store
          .apply(id, { type: 'gasRetried', transferId: gas.id, request: quote.request, route: quote.route })
          .then(
            () => parameters.drive(gas.id, gas),
            (error: unknown) => {
              parameters.here.delete(id)
              throw error
            },
          ),
      )
    },
  }
}
