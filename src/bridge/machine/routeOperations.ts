// A route's operations as the router writes them (Skip swagger `Operation`): each one's kind and the chain it
// starts on. Pure; what the form, the summary and the driver read before any msgs check (routeBudget.ts).
import type { Operation } from '../../router/schemas.ts'
import { isObject, type Json } from './json.ts'

// An operation is `{tx_index, amount_in, amount_out}` plus one kind key: `transfer`, `swap`, `axelar_transfer`,
// `cctp_transfer`, `op_init_transfer`, `bank_send`, `evm_swap`, `go_fast_transfer`, ... (Skip swagger `Operation`).
export function kindOf(operation: Operation): { name: string; body: Json } | undefined {
  for (const [name, body] of Object.entries(operation))
    if (name !== 'tx_index' && name !== 'amount_in' && name !== 'amount_out' && isObject(body))
      return { name, body }
  return undefined
}

export const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)

/** The chain an operation starts on: `from_chain_id`, or a swap's and a bank send's `chain_id`. */
export function startChain(operation: Operation): string | undefined {
  const kind = kindOf(operation)
  if (!kind) return undefined
  const { body } = kind
  const venue = [body.swap_in, body.swap_out, body.smart_swap_in].find(isObject)?.swap_venue
  return (
    text(body.from_chain_id) ?? text(body.chain_id) ?? (isObject(venue) ? text(venue.chain_id) : undefined)
  )
}
