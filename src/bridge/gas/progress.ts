// Where a transfer's gas on the destination is, from its record and the gas route's own. Pure.
import type { StoredError, TransferRecord } from '../types.ts'
import type { GasQuote } from './quote.ts'

export type GasStage =
  /** Kept on; starts once the transfer's first tx is broadcast. */
  | 'waiting'
  /** The wallet is asked for the gas route's signature (or its msgs are fetched). */
  | 'signing'
  /** Sent; the router follows it. */
  | 'sending'
  | 'arrived'
  /** It did not go, or went wrong: the transfer itself is not affected. */
  | 'failed'
  /** Never sent: the page closed after the transfer's first tx and before the gas route was signed. */
  | 'notSent'

export interface GasProgress {
  stage: GasStage
  /** The gas route as the review showed it. */
  quote: GasQuote
  /** The gas route's own record, once started and still stored. */
  record: TransferRecord | undefined
  /** Why it failed, when it did. */
  error: StoredError | null
  /** Nothing of it was broadcast and nothing is starting it: the user may ask for it again (`gas.bring`). */
  canBring: boolean
}

const signingPhases = new Set(['preparing', 'signingOpHook', 'approving', 'signing', 'broadcasting'])

/**
 * Null when the transfer brings no gas. `startsHere`: this page saw the transfer's first broadcast (or the user asked
 * for the gas route again) and starts its gas route; without it, a gas route with no record of its own after that
 * broadcast was never sent (the page that would have started it closed).
 */
export function gasProgressOf(
  transfer: TransferRecord,
  transfers: readonly TransferRecord[],
  startsHere = false,
): GasProgress | null {
  const gas = transfer.gas
  if (!gas) return null
  const quote = { request: gas.request, route: gas.route }
  // set only when the gas route was dropped before anything of it was broadcast (follow.ts)
  if (gas.error) return { stage: 'failed', quote, record: undefined, error: gas.error, canBring: true }
  const record = gas.transferId ? transfers.find((item) => item.id === gas.transferId) : undefined
  if (!record) {
    if (startsHere || !transfer.txs.some((tx) => tx.txHash !== null))
      return { stage: gas.transferId ? 'signing' : 'waiting', quote, record, error: null, canBring: false }
    return { stage: 'notSent', quote, record, error: null, canBring: true }
  }
  const stage: GasStage =
    record.phase === 'completed'
      ? 'arrived'
      : signingPhases.has(record.phase)
        ? 'signing'
        : record.phase === 'tracking' || record.phase === 'confirming'
          ? 'sending'
          : 'failed'
  return { stage, quote, record, error: stage === 'failed' ? record.error : null, canBring: false }
}
