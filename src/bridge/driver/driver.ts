import { ModuleLoadError } from '../../errors/moduleLoad.ts'
import { errorRecordOf } from '../../errors/record.ts'
import { loadModule } from '../controller/lazyModule.ts'
import { isActivePhase } from '../machine/phases.ts'
import { asError } from './asError.ts'
import { confirm } from './confirm.ts'
import type { DriverContext } from './context.ts'
import { prepare } from './prepare.ts'
import { send } from './send.ts'
import { track } from './track.ts'

// The one driver of a transfer's effects: a loop that runs the step its phase names (prepare.ts, send.ts,
// confirm.ts, track.ts; withdrawal.ts, loaded on first use, for OPinit's finalizing and claim). Plain functions
// over an injected router, wallet, store and clock (context.ts); each step reports what happened as an event to
// the store, which applies the machine's transition and saves the result before what depends on it.

// loaded on first use: OPinit's finalizing and claim, when a withdrawal waits for them
const withdrawalDriver = () => loadModule(() => import('./withdrawal.ts'))

/** Runs one transfer as far as it can go without the user. Rejects with the signal's reason when stopped. */
export async function driveTransfer(id: string, signal: AbortSignal, context: DriverContext): Promise<void> {
  const { store, clock } = context
  for (;;) {
    signal.throwIfAborted()
    const record = store.get(id)
    if (!record || !isActivePhase(record.phase)) return
    try {
      if (record.phase === 'preparing' || record.phase === 'signingOpHook')
        await prepare(record, signal, context)
      else if (record.phase === 'tracking') await track(record, signal, context)
      else if (record.phase === 'confirming') await confirm(record, signal, context)
      else if (record.phase === 'finalizing')
        await (await withdrawalDriver()).finalizeWithdrawal(record, signal, context)
      else if (record.phase === 'claiming')
        await (await withdrawalDriver()).driveClaim(record, signal, context)
      else await send(record, signal, context)
    } catch (error) {
      // a wallet that answers after the page stopped still counts: a rejection must not be asked again
      if (signal.aborted && error === signal.reason) throw error
      // code this page cannot load changes nothing about the transfer: it waits, as it is, for the next try
      if (error instanceof ModuleLoadError) throw error
      const live = asError(error)
      context.onStepError(id, live)
      // the rollup tx is on its way whatever happened to its claim: only the claim goes back to the user
      if (record.phase === 'claiming')
        await store.apply(id, { type: 'claimFailed', error: errorRecordOf(live) })
      else if (record.phase !== 'finalizing')
        await store.apply(id, { type: 'sendFailed', error: errorRecordOf(live) })
      signal.throwIfAborted()
    }
    // every turn waits for something: a step that changed nothing never spins the event loop
    if (store.get(id) === record) await clock.sleep(1000, signal)
  }
}
