// Checks the router's msgs (and op-hook) against the quote the user accepted, before anything is signed: the
// number of txs, each tx's chain and signer, the funds each message moves and where they end up. Pure, no I/O.

import type { MsgsResponse, Operation, OpHookResponse, Route, RouterMsg } from '../router/schemas.ts'
import type { MsgsMismatch } from './errors.ts'
import {
  addErc20Call,
  decimal,
  erc20Key,
  isObject,
  type Json,
  type MsgContext,
  type MsgEffects,
  matchesUser,
  parseObject,
  readCosmosMsg,
  sameAccount,
  show,
} from './msgFunds.ts'

export interface VerifyMsgsInput {
  /** The quote the user accepted. */
  route: Route
  /** The address_list sent to /v2/fungible/msgs: one per route.required_chain_addresses entry, same order. */
  addressList: readonly string[]
  msgs: MsgsResponse
}

export interface VerifyOpHookInput {
  route: Route
  addressList: readonly string[]
  /** The Initia op-hook messages the wallet signs. */
  hook: OpHookResponse
}

type Found = Omit<MsgsMismatch, 'tx'>

/** The user's addresses, by the chain the route asked them for (a route back to its source chain asks twice). */
interface Users {
  on(chainId: string): string[]
  all: readonly string[]
  has(address: string): boolean
}

function usersOf(route: Route, addressList: readonly string[]): Users {
  return {
    on: (chainId) => addressList.filter((_, i) => route.required_chain_addresses[i] === chainId),
    all: addressList,
    has: (address) => addressList.some((user) => matchesUser(address, user)),
  }
}

// An operation is `{tx_index, amount_in, amount_out}` plus one kind key: `transfer`, `swap`, `axelar_transfer`,
// `cctp_transfer`, `op_init_transfer`, `bank_send`, `evm_swap`, `go_fast_transfer`, ... (Skip swagger `Operation`).
function kindOf(operation: Operation): { name: string; body: Json } | undefined {
  for (const [name, body] of Object.entries(operation))
    if (name !== 'tx_index' && name !== 'amount_in' && name !== 'amount_out' && isObject(body))
      return { name, body }
  return undefined
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)

/** The chain an operation starts on: `from_chain_id`, or a swap's and a bank send's `chain_id`. */
function startChain(operation: Operation): string | undefined {
  const kind = kindOf(operation)
  if (!kind) return undefined
  const { body } = kind
  const venue = [body.swap_in, body.swap_out, body.smart_swap_in].find(isObject)?.swap_venue
  return (
    text(body.from_chain_id) ?? text(body.chain_id) ?? (isObject(venue) ? text(venue.chain_id) : undefined)
  )
}

/** What an operation produces: `denom_out`, or the legacy `dest_denom`. */
const denomOut = (operation: Operation) => {
  const body = kindOf(operation)?.body
  return body && (text(body.denom_out) ?? text(body.dest_denom))
}

/** Where the operation of `kind` that starts on `chainId` goes. */
function landing(operations: readonly Operation[], chainId: string, kinds: readonly string[]) {
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

function contextFor(route: Route, operations: readonly Operation[], chainId: string): MsgContext {
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
interface Budget {
  limits: Map<string, bigint>
  fees: Map<string, bigint>
  names: Map<string, string>
  key(denom: string): string
}

const NATIVE = 'native'

function budgetFor(route: Route, index: number, chainId: string, evm: boolean): Budget {
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

interface Read {
  msg?: number | undefined
  effects: MsgEffects
}

/** Senders, funds, approvals and receivers of a tx's (or the op-hook's) messages. */
function checkEffects(
  reads: readonly Read[],
  budget: Budget,
  users: Users,
  signers: readonly string[],
): Found[] {
  const found: Found[] = []
  const spent = new Map<string, bigint>()
  const paid = new Map<string, bigint>()
  const approved = new Map<string, bigint>()
  const allowed = () => [...budget.names.values()].join(' or ') || 'nothing'
  for (const { msg, effects } of reads) {
    const at = (mismatch: Found) => found.push({ msg, ...mismatch })
    for (const problem of effects.problems) at(problem)
    for (const sender of effects.senders)
      if (!signers.some((signer) => sameAccount(sender, signer)))
        at({ field: 'sender', expected: signers.join(' or '), actual: sender })
    for (const { denom, amount, to } of effects.spends) {
      const k = budget.key(denom)
      const limit = budget.limits.get(k)
      if (limit === undefined) {
        at({ field: 'denom', expected: allowed(), actual: denom })
        continue
      }
      const total = (spent.get(k) ?? 0n) + amount
      spent.set(k, total)
      if (total > limit && total - amount <= limit)
        at({
          field: 'amount',
          expected: `at most ${limit} ${budget.names.get(k)} (amount in plus fees)`,
          actual: `${total} ${denom}`,
        })
      if (to === undefined || users.has(to)) continue
      const others = (paid.get(k) ?? 0n) + amount
      paid.set(k, others)
      const fees = budget.fees.get(k) ?? 0n
      if (others > fees)
        at({
          field: 'receiver',
          expected: `one of your addresses, or a fee the quote declares (${fees} ${denom})`,
          actual: to,
        })
    }
    for (const { token, amount } of effects.approvals) {
      const k = erc20Key(token)
      const limit = k === undefined ? undefined : budget.limits.get(k)
      const total = (k === undefined ? 0n : (approved.get(k) ?? 0n)) + amount
      if (k !== undefined) approved.set(k, total)
      if (limit === undefined)
        at({ field: 'approval', expected: `an approval of ${allowed()}`, actual: token })
      else if (total > limit)
        at({ field: 'approval', expected: `at most ${limit} ${token}`, actual: String(total) })
    }
    for (const { address, chainId, field } of effects.receivers) {
      const own = chainId === undefined ? [] : users.on(chainId)
      if (own.length > 0 ? !own.some((user) => matchesUser(address, user)) : !users.has(address))
        at({
          field,
          expected: own.join(' or ') || `one of your addresses (${users.all.join(', ')})`,
          actual: address,
        })
    }
  }
  return found
}

function readMsgs(msgs: readonly RouterMsg[], context: MsgContext): Read[] {
  return (Array.isArray(msgs) ? msgs : []).map((entry, index) => {
    const msg: unknown = entry?.msg
    const message = parseObject(msg)
    if (typeof msg === 'string' && message && typeof entry.msg_type_url === 'string')
      return { msg: index, effects: readCosmosMsg(entry.msg_type_url, message, context) }
    const problem = { field: 'msg', expected: 'the message as a JSON object', actual: show(msg) }
    return {
      msg: index,
      effects: { senders: [], spends: [], approvals: [], receivers: [], problems: [problem] },
    }
  })
}

function verifyTx(route: Route, users: Users, tx: MsgsResponse['txs'][number], index: number): Found[] {
  const body = tx.cosmos_tx ?? tx.evm_tx
  if (!body)
    return [
      {
        field: 'tx',
        expected: 'a cosmos_tx or evm_tx the kit can read',
        actual: tx.svm_tx ? 'svm_tx' : show(tx),
      },
    ]
  const found: Found[] = []
  const first = route.operations.find((operation) => operation.tx_index === index)
  const expected = first && startChain(first)
  if (expected === undefined)
    found.push({
      field: 'chain_id',
      expected: `a chain of the route's operations with tx_index ${index}`,
      actual: body.chain_id,
    })
  else if (body.chain_id !== expected) found.push({ field: 'chain_id', expected, actual: body.chain_id })
  const chainId = expected ?? body.chain_id
  const own = users.on(chainId)
  if (!own.some((user) => sameAccount(body.signer_address, user)))
    found.push({
      field: 'signer',
      expected: own.join(' or ') || `an address for ${chainId} in the address list`,
      actual: body.signer_address,
    })
  const signers = own.length > 0 ? own : [body.signer_address]
  const operations = route.operations.filter((operation) => operation.tx_index === index)
  const context = contextFor(route, operations, chainId)
  const budget = budgetFor(route, index, chainId, Boolean(tx.evm_tx))
  if (tx.cosmos_tx)
    return [...found, ...checkEffects(readMsgs(tx.cosmos_tx.msgs, context), budget, users, signers)]

  const evm = tx.evm_tx!
  const effects: MsgEffects = { senders: [], spends: [], approvals: [], receivers: [], problems: [] }
  // `value` is wei, "" for none (Skip swagger EvmTx); only the native source asset or a native fee pays it
  const value = evm.value === '' ? '0' : evm.value
  const limit = budget.limits.get(NATIVE) ?? 0n
  if (!decimal.test(value))
    found.push({ field: 'value', expected: 'a decimal integer string', actual: show(value) })
  else if (BigInt(value) > limit)
    found.push({
      field: 'value',
      expected: `at most ${limit} ${budget.names.get(NATIVE) ?? 'of the native token'}`,
      actual: value,
    })
  if (typeof evm.to === 'string' && typeof evm.data === 'string') addErc20Call(evm.to, evm.data, effects)
  for (const { token_contract, amount } of evm.required_erc20_approvals ?? []) {
    if (decimal.test(amount)) effects.approvals.push({ token: token_contract, amount: BigInt(amount) })
    else
      effects.problems.push({ field: 'approval', expected: 'a decimal integer string', actual: show(amount) })
  }
  return [...found, ...checkEffects([{ effects }], budget, users, signers)]
}

/** Every way the msgs differ from the quote; empty when they match. Pure, no I/O. */
export function verifyMsgs({ route, addressList, msgs }: VerifyMsgsInput): MsgsMismatch[] {
  const users = usersOf(route, addressList)
  const found: MsgsMismatch[] = []
  if (msgs.txs.length > route.txs_required)
    found.push({
      field: 'txs.length',
      expected: `at most ${route.txs_required} (txs_required)`,
      actual: String(msgs.txs.length),
    })
  msgs.txs.forEach((tx, index) => {
    for (const mismatch of verifyTx(route, users, tx, index)) found.push({ tx: index, ...mismatch })
  })
  return found
}

/**
 * Every way the op-hook differs from the quote: it runs on one of the route's chains as the user's account there,
 * and moves at most what the route's operations deliver, in a denom they deliver. Empty when it matches.
 */
export function verifyOpHook({ route, addressList, hook }: VerifyOpHookInput): MsgsMismatch[] {
  const users = usersOf(route, addressList)
  const found: Found[] = []
  if (!route.chain_ids.includes(hook.chain_id))
    found.push({ field: 'chain_id', expected: `one of ${route.chain_ids.join(', ')}`, actual: hook.chain_id })
  // the hook's account is the user's on its chain; without one, the Initia address /op-hook was asked with (opHook.ts)
  const own = users.on(hook.chain_id)
  const signers =
    own.length > 0 ? own : addressList.filter((address) => /^(init1|0x)/.test(address)).slice(0, 1)
  const key = (denom: string) => erc20Key(denom) ?? denom
  const budget: Budget = { limits: new Map(), fees: new Map(), names: new Map(), key }
  const deliver = (denom: string | undefined, amount: string) => {
    if (denom === undefined || !decimal.test(amount)) return
    const k = key(denom)
    const current = budget.limits.get(k)
    if (current === undefined || BigInt(amount) > current) budget.limits.set(k, BigInt(amount))
    budget.names.set(k, denom)
  }
  for (const operation of route.operations) deliver(denomOut(operation), operation.amount_out)
  deliver(route.dest_asset_denom, route.amount_out)
  const context = contextFor(route, route.operations, hook.chain_id)
  found.push(...checkEffects(readMsgs(hook.hook, context), budget, users, signers))
  return found
}
