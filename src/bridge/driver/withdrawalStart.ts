// Which withdrawal a tx starts, and how the driver reaches the OPinit services.
import type { OpinitClient } from '../../opinit/client.ts'
import { kindOf, startChain, text } from '../machine/routeOperations.ts'
import type { WithdrawalStart } from '../machine/withdrawal.ts'
import type { TransferRecord } from '../types.ts'

/** How the driver reaches each rollup's executor and the L1's REST. */
export interface OpinitAccess {
  /** Whether withdrawals from this rollup (by the router's chain id) can be followed to their claim. */
  has(l2ChainId: string): boolean
  client(l2ChainId: string, l1ChainId: string): Promise<OpinitClient>
}

/** The withdrawal the current tx starts: the route's OPinit hop leaving its chain, when that rollup is known. */
export function withdrawalStartOf(
  record: TransferRecord,
  opinit: OpinitAccess | undefined,
): WithdrawalStart | undefined {
  const tx = record.txs[record.currentTx]
  if (!tx || !opinit?.has(tx.chainId)) return undefined
  for (const operation of record.route.operations) {
    const kind = kindOf(operation)
    if (kind?.name !== 'op_init_transfer' || startChain(operation) !== tx.chainId) continue
    const l1ChainId = text(kind.body.to_chain_id)
    const bridgeId = kind.body.op_init_bridge_id
    const index = l1ChainId ? record.route.required_chain_addresses.indexOf(l1ChainId) : -1
    const to = record.addressList[index]
    if (!l1ChainId || to === undefined || (typeof bridgeId !== 'string' && typeof bridgeId !== 'number'))
      return undefined
    return { l2ChainId: tx.chainId, l1ChainId, bridgeId: String(bridgeId), to, amount: operation.amount_out }
  }
  return undefined
}
