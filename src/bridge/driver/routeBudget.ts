// What the quote allows each tx to spend, and where its funds must land: read from the route's operations
// (Skip swagger `Operation`) and declared fees. Pure.
import type { Operation, Route } from '../../router/schemas.ts'
import { isObject } from '../machine/json.ts'
import { kindOf, startChain, text } from '../machine/routeOperations.ts'
import type { MsgContext } from './msgFunds.ts'
import { decimal, erc20Key } from './msgJson.ts'

/** What an operation produces: `denom_out`, or the legacy `dest_denom`. */
export const denomOut = (operation: Operation) => {
  const body = kindOf(operation)?.body
  return body && (text(body.denom_out) ?? text(body.dest_denom))
}

/** Where the operation of `kind` that starts on `chainId` goes. */
export function landing(operations: readonly Operation[], chainId: string, kinds: readonly string[]) {
  for (const operation of operations) {
    const kind = kindOf(operation)
    if (!kind || startChain(operation) !== chainId) continue
    if (kinds.includes(kind.name)) return text(kind.body.to_chain_id)
    // an Axelar transfer from a Cosmos chain starts with an IBC transfer to Axelar (route-axelar-osmosis-to-eth-nested-ibc.json)
    const ibc = kind.body.ibc_transfer_to_axelar
    if (kinds.includes('transfer') && isObject(ibc)) return text(ibc.to_chain_id)
  }
  return undefined
}

export function contextFor(route: Route, operations: readonly Operation[], chainId: string): MsgContext {
  const swaps = operations.filter(
    (operation) => kindOf(operation)?.name === 'swap' && startChain(operation) === chainId,
  )
  const pools = swaps.flatMap((operation) => {
    const body = kindOf(operation)?.body ?? {}
    const swap = [body.swap_in, body.swap_out, body.smart_swap_in].find(isObject)
    const steps = Array.isArray(swap?.swap_operations) ? swap.swap_operations : []
    return steps.flatMap((step) => (isObject(step) && typeof step.pool === 'string' ? [step.pool] : []))
  })
  const swapBody = swaps[0] && kindOf(swaps[0])?.body
  return {
    ibcTo: landing(operations, chainId, ['transfer']),
    opTo: landing(operations, chainId, ['op_init_transfer']),
    cctpTo: landing(operations, chainId, ['cctp_transfer']),
    pools,
    swapDenom: swapBody && text(swapBody.denom_in),
    // `estimated_affiliate_fee` is an amount and a denom, e.g. "0ibc/EA1D..." (route-multi-hop-ibc-swap-axelar-bad-price-warning.json)
    affiliateFee: route.operations.some((operation) => {
      const fee = kindOf(operation)?.body.estimated_affiliate_fee
      return typeof fee === 'string' && /^0*[1-9]/.test(fee)
    }),
  }
}

/** What a tx may spend, per denom key, and how much of it may go to others than the user (the declared fees). */
export interface Budget {
  limits: Map<string, bigint>
  fees: Map<string, bigint>
  names: Map<string, string>
  key(denom: string): string
}

export const NATIVE = 'native'

export function budgetFor(route: Route, index: number, chainId: string, evm: boolean): Budget {
  const key = (denom: string) => erc20Key(denom) ?? (evm ? NATIVE : denom)
  const budget: Budget = { limits: new Map(), fees: new Map(), names: new Map(), key }
  const add = (denom: unknown, amount: unknown, fee = false) => {
    if (typeof denom !== 'string' || typeof amount !== 'string' || !decimal.test(amount)) return
    const k = key(denom)
    budget.limits.set(k, (budget.limits.get(k) ?? 0n) + BigInt(amount))
    if (fee) budget.fees.set(k, (budget.fees.get(k) ?? 0n) + BigInt(amount))
    if (!budget.names.has(k)) budget.names.set(k, denom)
  }
  const operations = route.operations.filter((operation) => operation.tx_index === index)
  // a later tx spends what the previous one delivered
  const previous = route.operations.filter((operation) => operation.tx_index === index - 1).at(-1)
  if (index === 0) add(route.source_asset_denom, route.amount_in)
  else if (previous) add(denomOut(previous), previous.amount_out)
  else add(operations[0] && kindOf(operations[0])?.body.denom_in, operations[0]?.amount_in)
  // estimated_fees: {amount, origin_asset: {denom, chain_id}, chain_id, tx_index}; "" and null when unknown
  // (msgs-cosmos-osmosis-to-eth-axelar.json); a relay fee is often its own MsgSend (msgs-direct-cctp-noble-to-eth-two-msgs.json)
  for (const fee of route.estimated_fees ?? []) {
    const asset = fee.origin_asset
    if (!isObject(asset) || (fee.tx_index !== undefined && fee.tx_index !== index)) continue
    const feeChain = text(asset.chain_id) ?? text(fee.chain_id)
    if (feeChain === undefined || feeChain === chainId) add(asset.denom, fee.amount, true)
  }
  for (const operation of operations) {
    const body = kindOf(operation)?.body ?? {}
    // a bridge fee paid on the source chain, e.g. Axelar's gas in ETH as the tx's value (route-axelar-eth-to-osmosis.json)
    for (const [amount, asset] of [
      ['fee_amount', 'fee_asset'],
      ['messaging_fee_amount', 'messaging_fee_asset'],
      ['oft_fee_amount', 'oft_fee_asset'],
    ] as const) {
      const feeAsset = body[asset]
      if (isObject(feeAsset) && feeAsset.chain_id === chainId) add(feeAsset.denom, body[amount], true)
    }
    // a swap's output on this chain is the user's to send on in the same tx
    if (
      (kindOf(operation)?.name === 'swap' || kindOf(operation)?.name === 'evm_swap') &&
      startChain(operation) === chainId
    )
      add(denomOut(operation), operation.amount_out)
  }
  return budget
}
