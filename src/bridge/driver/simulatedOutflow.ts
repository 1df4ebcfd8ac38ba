// What a route's Cosmos tx takes from its signer by the chain's simulation, against what the quote lets that tx
// take (routeBudget.ts: the amount in, or what the previous tx delivered, plus the fees the quote declares). Pure.
import { addressKey } from '../../balances/address.ts'
import { balanceChanges } from '../../balances/balanceChanges.ts'
import type { SimulatedOutflow } from '../../errors/bridge.ts'
import type { CosmosTx, Route } from '../../router/schemas.ts'
import type { TxSimulationSummary } from '../types.ts'
import type { RouteTxSimulation } from './context.ts'
import { budgetFor } from './routeBudget.ts'

/** More events than a tx of a route makes by far (simulateTx keeps 1,000): an answer beyond it is not read. */
export const maxSimulatedEvents = 1000

export type SimulationVerdict =
  | { ok: true; summary: TxSimulationSummary }
  | { ok: false; outflows: SimulatedOutflow[]; unreadable?: string | undefined }

/**
 * The signer's balance changes in the simulation, and each denom its messages take more of than the quote allows.
 * The network fee (the ante handler's, `isFee`) is stated apart and not held against the quote: the quote does not
 * price gas, and the wallet sets the fee it signs. A simulation whose events cannot all be read is refused, since
 * what it takes is then not known.
 */
export function simulationVerdict(
  route: Route,
  index: number,
  tx: CosmosTx,
  simulation: RouteTxSimulation,
  now: number,
): SimulationVerdict {
  const unreadable = (reason: string): SimulationVerdict => ({ ok: false, outflows: [], unreadable: reason })
  const gasUsed = String(simulation?.gasUsed)
  // gas is a u64: at most 20 digits
  if (!/^\d{1,20}$/.test(gasUsed)) return unreadable(`tx ${index}: gas used is ${gasUsed.slice(0, 40)}`)
  const events = simulation.events
  if (!Array.isArray(events)) return unreadable(`tx ${index}: the simulation has no list of events`)
  const count = events.length + (simulation.eventsOmitted ?? 0)
  if (count > maxSimulatedEvents || (simulation.eventsOmitted ?? 0) > 0)
    return unreadable(`tx ${index}: the simulation has ${count} events, more than are read`)
  // an account that is no address would match no event, and so show nothing taken
  if (addressKey(tx.signer_address) === undefined)
    return unreadable(`tx ${index}: the signer ${tx.signer_address.slice(0, 80)} is not an address`)
  const budget = budgetFor(route, index, tx.chain_id, false)
  const { changes, issues } = balanceChanges({ events }, tx.signer_address, {
    denoms: budget.names.values(),
  })
  if (issues.length > 0)
    return unreadable(
      `tx ${index}: ${issues.map((issue) => `${issue.count} ${issue.kind}${'eventType' in issue ? ` (${issue.eventType})` : ''}`).join(', ')}`,
    )
  const outflows: SimulatedOutflow[] = []
  for (const change of changes) {
    if (change.isFee || change.direction !== 'out') continue
    const allowed = budget.limits.get(budget.key(change.denom)) ?? 0n
    if (change.amount > allowed)
      outflows.push({
        tx: index,
        denom: change.denom,
        simulated: String(change.amount),
        allowed: String(allowed),
      })
  }
  if (outflows.length > 0) return { ok: false, outflows }
  return {
    ok: true,
    summary: {
      gasUsed,
      changes: changes.map(({ denom, amount, direction, isFee }) => ({
        denom,
        amount: String(amount),
        direction,
        isFee,
      })),
      at: now,
    },
  }
}
