// CW-20 movements from `wasm` events: wasmd writes each contract call's attributes as one `wasm` event led by
// `_contract_address` (x/wasm/keeper/events.go `newWasmModuleEvent`), and cw20-base names every move of its
// ledger there (CosmWasm/cw-plus contracts/cw20-base/src/contract.rs and allowances.rs): `transfer`, `send`,
// `transfer_from` and `send_from` with from, to and amount; `mint` with to; `burn` and `burn_from` with from.
// No coin event tells these, so they add to the bank's. The coin is the contract's: `cw20:<contract>`, as the
// chain registry's assetlists name a CW-20.
import { addressKey } from './address.ts'
import { parseAmount } from './coins.ts'
import { attribute, type PhasedEvent } from './events.ts'
import type { Issues } from './issues.ts'
import type { Movement } from './types.ts'

const sides: Record<string, readonly ('from' | 'to')[]> = {
  transfer: ['from', 'to'],
  send: ['from', 'to'],
  transfer_from: ['from', 'to'],
  send_from: ['from', 'to'],
  mint: ['to'],
  burn: ['from'],
  burn_from: ['from'],
}

export function wasmMovements(events: readonly PhasedEvent[], issues: Issues): Movement[] {
  const movements: Movement[] = []
  for (const event of events) {
    if (event.type !== 'wasm') continue
    const roles = sides[attribute(event, 'action') ?? '']
    const figure = attribute(event, 'amount')
    // another contract's action of the same name (cw721-base's `mint` names a token, not an amount)
    if (!roles || figure === undefined) continue
    const contract = attribute(event, '_contract_address')
    const amount = parseAmount(figure)
    const ends = roles.map((role) => ({ role, address: attribute(event, role) }))
    if (!addressKey(contract) || amount === undefined || ends.some(({ address }) => !addressKey(address))) {
      issues.add({ kind: 'unreadableAmount', eventType: 'wasm', count: 1 })
      continue
    }
    for (const { role, address } of ends)
      movements.push({
        key: addressKey(address)!,
        address: address!,
        denom: `cw20:${contract}`,
        amount: role === 'from' ? -amount : amount,
        phase: event.phase,
        source: 'wasm',
        denomKnown: true,
        counterparty: addressKey(attribute(event, role === 'from' ? 'to' : 'from')),
      })
  }
  return movements
}
