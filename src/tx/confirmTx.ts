import type { PendingTxLookup, WalletAdapter } from '../wallet/types.ts'
import { failureReasonOf } from './failureReason.ts'
import type { TxRecord, TxStore } from './txStore.ts'

export interface ConfirmTxParameters {
  wallet: WalletAdapter
  record: TxRecord
  /** Where the wallet looks the tx up, when not the record's chain: an EVM call's EVM chain id (`evm_chain_id`). */
  chainId?: string | undefined
  store: TxStore
  /** Between looks; default 1 s. */
  intervalMs?: number | undefined
  /** How long to look; default 60 s. The record stays open after it, to be looked for again. */
  timeoutMs?: number | undefined
  signal?: AbortSignal | undefined
}

const wait = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(signal.reason)
    })
  })

/**
 * Looks for a broadcast tx on its chain (the adapter's `checkTx`) until it is in a block (`confirmed`; `failed` with
 * the chain's `failure` when it failed there), another tx took its nonce (`failed`), or the time is up (the record
 * as it was). An adapter without `checkTx` leaves it.
 */
export async function confirmTx(parameters: ConfirmTxParameters): Promise<TxRecord> {
  const { wallet, store, intervalMs = 1000, timeoutMs = 60_000, signal } = parameters
  let { record } = parameters
  if (!wallet.checkTx || !record.txHash) return record
  const started = Date.now()
  for (;;) {
    const found = await wallet
      .checkTx({
        chainId: parameters.chainId ?? record.chainId,
        txHash: record.txHash,
        signer: record.signer,
        nonce: record.nonce || '0',
      })
      .catch(() => 'pending' as const)
    if (found !== 'pending') {
      record = endedRecord(record, found)
      store.saveTx(record)
      return record
    }
    if (Date.now() - started >= timeoutMs) return record
    await wait(intervalMs, signal)
  }
}

function endedRecord(record: TxRecord, found: Exclude<PendingTxLookup, 'pending'>): TxRecord {
  if (found === 'included') return { ...record, state: 'confirmed' }
  if (found === 'nonceUsed') return { ...record, state: 'failed' }
  const log = String(found.log).slice(0, 4000)
  return { ...record, state: 'failed', failure: { code: found.code, log, reason: failureReasonOf(log) } }
}
