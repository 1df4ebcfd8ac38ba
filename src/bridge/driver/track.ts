import { RollscopeError } from '../../errors/base.ts'
import { WalletContractError } from '../../errors/bridge.ts'
import { errorRecordOf } from '../../errors/record.ts'
import { TxNotFoundError } from '../../errors/router.ts'
import { statusBelongsTo } from '../../router/statusTxs.ts'
import type { TransferRecord } from '../types.ts'
import type { DriverContext } from './context.ts'
import { retryDelay } from './polling.ts'
import { statusPollInterval } from './statusPolling.ts'
import { withdrawalStartOf } from './withdrawalStart.ts'

// Tracking a broadcast tx: registering it with the router, then polling its status until it is settled.

export async function track(record: TransferRecord, signal: AbortSignal, context: DriverContext) {
  const { router, store, clock, settings } = context
  const id = record.id
  const tx = record.txs[record.currentTx]
  if (!tx?.txHash) {
    const error = new WalletContractError('the transfer is tracking a tx without a hash')
    context.onStepError(id, error)
    return void (await store.apply(id, { type: 'sendUncertain', error: errorRecordOf(error) }))
  }
  const txRef = { tx_hash: tx.txHash, chain_id: tx.chainId }
  // registration: retried while the router has not seen the tx yet; exactly one success per tx. A tx the
  // router followed before (then abandoned) is registered again with retry_track.
  const retrack = tx.status !== null
  for (let attempt = 0; !store.get(id)?.txs[record.currentTx]?.tracked; attempt++) {
    if (clock.now() - (store.get(id)?.broadcastAt ?? clock.now()) > settings.trackTimeoutMs)
      return void (await store.apply(id, { type: 'trackTimedOut' }))
    try {
      await (retrack ? router.retryTrack(txRef, { signal }) : router.track(txRef, { signal }))
      const tracked = await store.apply(id, { type: 'tracked' })
      if (tracked) context.onTracked(tracked)
    } catch (error) {
      if (signal.aborted) throw error
      await clock.sleep(retryDelay(attempt, error instanceof TxNotFoundError ? 500 : 1000), signal)
    }
  }
  const etaMs = (record.route.estimated_route_duration_seconds ?? 60) * 1000
  for (
    let failures = 0;
    store.get(id)?.phase === 'tracking' && store.get(id)?.currentTx === record.currentTx;
  ) {
    const elapsed = clock.now() - (store.get(id)?.broadcastAt ?? clock.now())
    const hidden = globalThis.document?.visibilityState === 'hidden'
    await clock.sleep(statusPollInterval(elapsed, etaMs, hidden, settings.polling), signal, true)
    try {
      const status = await router.status(txRef, { signal })
      failures = 0
      if (!statusBelongsTo(status, { chainId: tx.chainId, txHash: tx.txHash })) {
        context.onAnomaly(
          new RollscopeError('The router answered about another transaction; the answer was ignored.', {
            details: `tracking ${tx.txHash} on ${tx.chainId}`,
          }),
          store.get(id) ?? record,
        )
        continue
      }
      const visible = globalThis.document?.visibilityState !== 'hidden'
      await store.apply(id, {
        type: 'statusReceived',
        status,
        autoContinue: context.isWatched(id) && visible,
        unknownTimeoutMs: settings.unknownStateTimeoutMs,
        withdrawal: withdrawalStartOf(store.get(id) ?? record, context.opinit),
      })
    } catch (error) {
      if (signal.aborted) throw error
      await clock.sleep(retryDelay(failures++), signal)
    }
  }
}
