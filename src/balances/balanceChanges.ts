// What a tx changed, per account and denom, from its own events and logs (no request). Each part of the tx is read
// from one source: its Move fungible-asset events or EVM Transfer logs when it has them (on Initia's Move and EVM
// chains every coin moves through them, and they also show the moves inside contracts), else its Cosmos coin
// events. A part's coin events and VM events tell the same sends twice, so they are never added together. CW-20
// contracts keep ledgers no coin event tells: their `wasm` events add to the rest.
import type { EvmTx } from '../indexer/evmTxs.ts'
import type { Tx } from '../indexer/txs.ts'
import { addressKey, bech32OfKey } from './address.ts'
import { addressCandidates } from './candidates.ts'
import { parseCoins } from './coins.ts'
import { cosmosMovements } from './cosmosMovements.ts'
import { attribute, isRecord, type PhasedEvent, phasedEvents } from './events.ts'
import { eventTransfers, evmMovements, receiptTransfers } from './evmMovements.ts'
import { feeCollectorKey } from './feeCollector.ts'
import { createIssues } from './issues.ts'
import { isAssetEvent, moveMovements } from './moveMovements.ts'
import type { BalanceChange, BalanceChangesOptions, BalanceChangesReturnType, Movement } from './types.ts'
import { wasmMovements } from './wasmMovements.ts'

const isEvmRecord = (tx: unknown): boolean =>
  isRecord(tx) && typeof tx.transactionHash === 'string' && !Array.isArray(tx.events)

/**
 * What `tx` (a Cosmos tx record or an EVM receipt, as the indexer returns them) changed for `account` (any form of
 * its address: `init1…` or 0x), or for every account the tx names when `account` is omitted. Fees are their own
 * entries (`isFee`). What cannot be read is counted in `issues`, never guessed.
 */
export function balanceChanges(
  tx: Tx | EvmTx | unknown,
  account?: string,
  options: BalanceChangesOptions = {},
): BalanceChangesReturnType {
  const issues = createIssues()
  const only = account === undefined ? undefined : addressKey(account)
  // an account that is no address has no balance to change
  if (account !== undefined && only === undefined) return { changes: [], issues: [] }
  const collector = feeCollectorKey()
  let movements: Movement[]
  let cosmosNames = new Map<string, string>()
  let isFee: (movement: Movement) => boolean
  if (isEvmRecord(tx)) {
    movements = evmMovements(receiptTransfers((tx as Record<string, unknown>).logs, issues), [])
    // a receipt's only sends to and from the fee collector are the fee and its refund
    isFee = (movement) => movement.key === collector || movement.counterparty === collector
  } else {
    const read = phasedEvents(tx)
    issues.add({ kind: 'unreadableEvent', count: read.unreadable })
    const cosmos = cosmosMovements(read.events, issues)
    movements = cosmosRecordMovements(tx, read.events, cosmos, only, options, issues)
    // an account a VM event names is named as the coin events name it (a 32-byte one in bech32, as the chain does)
    cosmosNames = new Map(cosmos.map((movement) => [movement.key, movement.address]))
    // x/auth/ante/fee.go sends the fee to the fee collector before any message runs
    isFee = (movement) =>
      !movement.phase.startsWith('msg') && (movement.key === collector || movement.counterparty === collector)
  }
  const changes = net(movements, isFee, isEvmRecord(tx), cosmosNames).filter(
    (change) => only === undefined || addressKey(change.account) === only,
  )
  return { changes, issues: issues.list() }
}

function cosmosRecordMovements(
  tx: unknown,
  events: PhasedEvent[],
  cosmos: Movement[],
  account: string | undefined,
  options: BalanceChangesOptions,
  issues: ReturnType<typeof createIssues>,
): Movement[] {
  const vmPhases = new Set<string>()
  const vm: Movement[] = []
  if (events.some(isAssetEvent)) {
    const record = isRecord(tx) ? tx : {}
    const body = isRecord(record.tx) && isRecord(record.tx.body) ? record.tx.body : {}
    const feePayer = events.find((event) => event.type === 'tx' && attribute(event, 'fee_payer'))
    const owners = addressCandidates(events, body.messages, [
      ...(account ? [`0x${account}`] : []),
      ...(feePayer ? [attribute(feePayer, 'fee_payer')!] : []),
      `0x${feeCollectorKey()}`,
    ])
    const denoms = new Set([...cosmos.map((movement) => movement.denom), ...feeDenoms(record, events)])
    for (const denom of options.denoms ?? []) if (typeof denom === 'string') denoms.add(denom)
    vm.push(...moveMovements(events, owners, denoms, issues, options.storeOwners))
    for (const event of events) if (isAssetEvent(event)) vmPhases.add(event.phase)
  }
  const transfers = eventTransfers(events, issues)
  vm.push(...evmMovements(transfers, events))
  for (const transfer of transfers) vmPhases.add(transfer.phase)
  return [
    ...vm,
    ...cosmos.filter((movement) => !vmPhases.has(movement.phase)),
    ...wasmMovements(events, issues),
  ]
}

/** The fee's denoms: the `tx` event's `fee` and the tx's `auth_info.fee`. */
function feeDenoms(record: Record<string, unknown>, events: PhasedEvent[]): string[] {
  const fromEvents = events.flatMap((event) =>
    event.type === 'tx' ? (parseCoins(attribute(event, 'fee')) ?? []).map((coin) => coin.denom) : [],
  )
  const authInfo = isRecord(record.tx) && isRecord(record.tx.auth_info) ? record.tx.auth_info : {}
  const amount = isRecord(authInfo.fee) && Array.isArray(authInfo.fee.amount) ? authInfo.fee.amount : []
  return [
    ...fromEvents,
    ...amount.flatMap((coin) => (isRecord(coin) && typeof coin.denom === 'string' ? [coin.denom] : [])),
  ]
}

/** Movements netted per account, denom and fee; what nets to zero changed nothing. */
function net(
  movements: Movement[],
  isFee: (movement: Movement) => boolean,
  evm: boolean,
  cosmosNames: ReadonlyMap<string, string>,
): BalanceChange[] {
  const totals = new Map<string, { movement: Movement; fee: boolean; amount: bigint; known: boolean }>()
  const names = new Map<string, string>()
  for (const movement of movements) {
    // an account is named as the Cosmos events name it, else in its chain's usual form
    if (movement.source === 'cosmos' || !names.has(movement.key))
      names.set(
        movement.key,
        cosmosNames.get(movement.key) ??
          (movement.source === 'cosmos' || evm ? movement.address : bech32OfKey(movement.key)),
      )
    const fee = isFee(movement)
    const id = `${movement.key} ${movement.denom} ${fee}`
    const total = totals.get(id)
    if (total) {
      total.amount += movement.amount
      total.known &&= movement.denomKnown
    } else totals.set(id, { movement, fee, amount: movement.amount, known: movement.denomKnown })
  }
  const changes: BalanceChange[] = []
  for (const { movement, fee, amount, known } of totals.values()) {
    if (amount === 0n) continue
    changes.push({
      account: names.get(movement.key)!,
      denom: movement.denom,
      amount: amount < 0n ? -amount : amount,
      direction: amount < 0n ? 'out' : 'in',
      isFee: fee,
      source: movement.source,
      denomKnown: known,
    })
  }
  // per account in the order the tx names them, the messages' changes before the fee
  const order = [...names.keys()].map((key) => names.get(key)!)
  return changes.sort(
    (a, b) => order.indexOf(a.account) - order.indexOf(b.account) || Number(a.isFee) - Number(b.isFee),
  )
}
