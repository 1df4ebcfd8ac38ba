import { errorRecordOf } from '../../errors/record.ts'
import { BroadcastNotFoundError } from '../../errors/transfer.ts'
import { BroadcastUncertainError } from '../../errors/wallet.ts'
import type { PendingTxRef } from '../../wallet/types.ts'
import type { StoredError, TransferRecord } from '../types.ts'
import type { DriverContext } from './context.ts'
import { retryDelay } from './polling.ts'

/**
 * A broadcast without a clear answer: the router (which registers only txs the chain has) and the wallet's
 * view of the chain are asked until the tx is found, or shown never sent: its nonce went to another tx, or
 * the account's nonce did not move within `confirmTimeoutMs`. Never signed again without the user.
 */
export async function confirm(record: TransferRecord, signal: AbortSignal, context: DriverContext) {
  const { router, wallet, store, clock, settings } = context
  const id = record.id
  const since = record.broadcastAt ?? clock.now()
  for (let attempt = 0; store.get(id)?.phase === 'confirming'; attempt++) {
    const current = store.get(id)!
    const pending = current.txs[current.currentTx]?.pending
    if (!pending) return void (await store.apply(id, { type: 'txFound' }))
    if (pending.txHash) {
      try {
        await router.track({ tx_hash: pending.txHash, chain_id: pending.chainId }, { signal })
        await store.apply(id, { type: 'txFound' })
        const tracked = await store.apply(id, { type: 'tracked' })
        if (tracked) context.onTracked(tracked)
        return
      } catch (error) {
        if (signal.aborted) throw error
      }
    }
    let lookup: 'included' | 'pending' | 'nonceUsed' | 'unknown' = 'unknown'
    if (wallet.checkTx && pending.nonce)
      lookup = await wallet.checkTx(pending).then(
        // in a block, failed or not: the router's tracking says how the transfer ended
        (found) => (typeof found === 'string' ? found : 'included'),
        (error: unknown) => {
          if (signal.aborted) throw error
          return 'unknown' as const
        },
      )
    if (lookup === 'included' && pending.txHash) return void (await store.apply(id, { type: 'txFound' }))
    if (lookup === 'nonceUsed')
      return void (await store.apply(id, { type: 'txAbsent', error: absentError(pending, true) }))
    if (clock.now() - since >= settings.confirmTimeoutMs) {
      // the nonce never moved: the tx is not on the chain, and a new signature reuses that nonce
      if (lookup === 'pending')
        return void (await store.apply(id, { type: 'txAbsent', error: absentError(pending, false) }))
      if (pending.txHash) return void (await store.apply(id, { type: 'txFound' }))
      return void (await store.apply(id, {
        type: 'sendUncertain',
        error: errorRecordOf(
          new BroadcastUncertainError(pending, undefined, {
            message:
              "The network did not confirm your transaction and the wallet cannot look for it. Check your wallet's activity before you sign again.",
          }),
        ),
      }))
    }
    await clock.sleep(retryDelay(attempt, 1000, 10_000), signal)
  }
}

function absentError(pending: PendingTxRef, nonceUsed: boolean): StoredError {
  if (!pending.txHash && nonceUsed)
    return errorRecordOf(
      new BroadcastUncertainError(pending, undefined, {
        message:
          "Your wallet may have sent the transaction, but did not say so. Check your wallet's activity before you sign again.",
      }),
    )
  return errorRecordOf(new BroadcastNotFoundError(nonceUsed))
}
