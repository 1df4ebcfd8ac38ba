// What a caller sees of a submitted transfer: its record as a `BridgeState`, with its error as an Error.
import { errorOf } from '../../errors/record.ts'
import { hopsOf } from '../../router/status.ts'
import type { BridgeState, TransferRecord } from '../types.ts'

/** What a caller sees of a transfer. */
export function transferState(transfer: TransferRecord, error: Error | null): BridgeState {
  const hashed = transfer.txs.filter((tx) => tx.txHash)
  const last = hashed.at(-1)
  const current = transfer.txs[transfer.currentTx]
  return {
    status: transfer.phase,
    request: transfer.request,
    route: transfer.route,
    transfer,
    txHash: current?.txHash ?? last?.txHash ?? null,
    chainId: (current?.txHash ? current.chainId : last?.chainId) ?? null,
    lastStatus: current?.status ?? last?.status ?? null,
    hops: hopsOf(current?.status ?? last?.status ?? null),
    error: error ?? errorOf(transfer.error),
  }
}
