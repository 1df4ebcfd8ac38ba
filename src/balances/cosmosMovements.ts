// Bank movements from `coin_spent` (spender, amount) and `coin_received` (receiver, amount): cosmos-sdk
// x/bank/keeper/send.go `SendCoins` emits the two one after the other for every send (the fee's too, x/auth/ante/
// fee.go), mints and burns one of them; minievm's x/bank/keeper/send.go and Initia's bank over Move do the same.
import { addressKey } from './address.ts'
import { parseCoins } from './coins.ts'
import { attribute, type PhasedEvent } from './events.ts'
import type { Issues } from './issues.ts'
import type { Movement } from './types.ts'

const sides = { coin_spent: ['spender', -1n], coin_received: ['receiver', 1n] } as const

export function cosmosMovements(events: readonly PhasedEvent[], issues: Issues): Movement[] {
  const movements: Movement[] = []
  events.forEach((event, i) => {
    if (event.type !== 'coin_spent' && event.type !== 'coin_received') return
    const [role, sign] = sides[event.type]
    const address = attribute(event, role)
    const key = addressKey(address)
    const coins = parseCoins(attribute(event, 'amount'))
    if (!key || !coins) {
      issues.add({ kind: 'unreadableAmount', eventType: event.type, count: 1 })
      return
    }
    // the send's other half is the neighbouring event of the other kind with the same amount
    const pair = events[event.type === 'coin_spent' ? i + 1 : i - 1]
    const counterparty =
      pair &&
      pair.type !== event.type &&
      pair.type in sides &&
      attribute(pair, 'amount') === attribute(event, 'amount')
        ? addressKey(attribute(pair, sides[pair.type as keyof typeof sides][0]))
        : undefined
    for (const coin of coins)
      movements.push({
        key,
        address: address!,
        denom: coin.denom,
        amount: sign * coin.amount,
        phase: event.phase,
        source: 'cosmos',
        denomKnown: true,
        counterparty,
      })
  })
  return movements
}
