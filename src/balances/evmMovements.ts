// ERC-20 movements from `Transfer` logs: in a Cosmos tx record they are `evm` events whose `log` attribute is the
// log as JSON (sample tx-record-evm-banksend-with-evm-logs.json), in an EVM record the receipt's logs. On minievm
// every coin is an ERC-20: the bank sends through the contract (x/bank/keeper/send.go `SendCoins` then emits its
// coin events), and the EVM's native value is the fee coin's ERC-20 minted to and burned from the two sides
// (x/evm/state/statedb.go `AddBalance`/`SubBalance`), so these logs cover the coin events and the native value.
// A contract's denom is `evm/` and its EIP-55 address unless the chain registered it for a Cosmos coin
// (x/evm/types/denom.go `ContractAddrToDenom`); that coin is learned from the coin event the send emitted.
import { keccak_256 } from '@noble/hashes/sha3.js'
import { decodeTransfer, transferTopic } from '../evm/decodeTransfer.ts'
import type { EvmLog } from '../indexer/evmTxs.ts'
import { addressKey, hexOfKey } from './address.ts'
import { parseJson } from './candidates.ts'
import { parseCoins } from './coins.ts'
import { attribute, isRecord, type Phase, type PhasedEvent } from './events.ts'
import type { Issues } from './issues.ts'
import type { Movement } from './types.ts'

interface TransferLog {
  contract: string
  from: string
  to: string
  amount: bigint
  phase: Phase
  position: number
}

/** An address in EIP-55 case, as minievm writes `evm/` denoms (go-ethereum `Address.Hex`). */
export function checksumAddress(hex40: string): string {
  const lower = hex40.toLowerCase()
  const hash = keccak_256(new TextEncoder().encode(lower))
  return [...lower]
    .map((char, i) => (((hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 15) >= 8 ? char.toUpperCase() : char))
    .join('')
}

function readLog(value: unknown, phase: Phase, position: number, issues: Issues): TransferLog | undefined {
  if (!isRecord(value) || typeof value.address !== 'string' || !Array.isArray(value.topics)) return undefined
  const log = {
    topics: value.topics.filter((topic) => typeof topic === 'string'),
    data: String(value.data ?? ''),
  }
  const contract = addressKey(value.address)
  const transfer = decodeTransfer(log)
  if (transfer?.standard !== 'erc20' || !contract) {
    // a Transfer with 2 indexed topics whose amount is not one word
    if (!transfer && log.topics.length === 3 && log.topics[0]?.toLowerCase() === transferTopic)
      issues.add({ kind: 'unreadableAmount', eventType: 'Transfer', count: 1 })
    return undefined
  }
  return {
    contract,
    from: addressKey(transfer.from)!,
    to: addressKey(transfer.to)!,
    amount: BigInt(transfer.amount),
    phase,
    position,
  }
}

/**
 * The Transfer logs of a Cosmos tx record's `evm` events: one event per EVM call, with a `log` attribute for each
 * of its logs (minievm x/evm/keeper/context.go `EVMCall`), so a call that moves several coins has several.
 */
export function eventTransfers(events: readonly PhasedEvent[], issues: Issues): TransferLog[] {
  return events.flatMap((event) =>
    event.type === 'evm'
      ? event.attributes.flatMap(({ key, value }) =>
          key === 'log' ? (readLog(parseJson(value), event.phase, event.position, issues) ?? []) : [],
        )
      : [],
  )
}

/** The Transfer logs of an EVM receipt. */
export function receiptTransfers(logs: readonly EvmLog[] | unknown, issues: Issues): TransferLog[] {
  if (!Array.isArray(logs)) return []
  return logs.flatMap((log, i) => readLog(log, 'msg:0', i, issues) ?? [])
}

/**
 * The denom of each contract: its `evm/` coin events say it; a Cosmos coin's contract is matched to the coin event
 * its send emitted right after the log (same spender and amount, the nearest log before it).
 */
function contractDenoms(transfers: readonly TransferLog[], events: readonly PhasedEvent[]) {
  const denoms = new Map<string, string>()
  const used = new Set<TransferLog>()
  for (const event of events) {
    if (event.type !== 'coin_spent') continue
    const coins = parseCoins(attribute(event, 'amount'))
    const spender = addressKey(attribute(event, 'spender'))
    for (const coin of coins ?? []) {
      if (coin.denom.startsWith('evm/')) {
        const contract = addressKey(`0x${coin.denom.slice(4)}`)
        if (contract) denoms.set(contract, coin.denom)
        continue
      }
      const log = transfers
        .filter(
          (transfer) =>
            !used.has(transfer) &&
            transfer.phase === event.phase &&
            transfer.position < event.position &&
            transfer.from === spender &&
            transfer.amount === coin.amount,
        )
        .at(-1)
      if (!log) continue
      used.add(log)
      if (!denoms.has(log.contract)) denoms.set(log.contract, coin.denom)
    }
  }
  return denoms
}

export function evmMovements(transfers: readonly TransferLog[], events: readonly PhasedEvent[]): Movement[] {
  const denoms = contractDenoms(transfers, events)
  return transfers.flatMap((transfer) => {
    const known = denoms.get(transfer.contract)
    const denom = known ?? `evm/${checksumAddress(transfer.contract.padStart(40, '0'))}`
    const side = (key: string, counterparty: string, sign: bigint): Movement[] =>
      // the zero address is no account: the other side of a mint or a burn
      key === '0'
        ? []
        : [
            {
              key,
              address: hexOfKey(key) ?? key,
              denom,
              amount: sign * transfer.amount,
              phase: transfer.phase,
              source: 'evm',
              denomKnown: known !== undefined,
              counterparty,
            },
          ]
    return [...side(transfer.from, transfer.to, -1n), ...side(transfer.to, transfer.from, 1n)]
  })
}

export type { TransferLog }
