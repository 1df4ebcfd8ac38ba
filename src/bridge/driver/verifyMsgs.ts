// Checks the router's msgs (and op-hook) against the quote the user accepted, before anything is signed: the
// number of txs, each tx's chain and signer, the funds each message moves and where they end up. Pure, no I/O.

import type { MsgsMismatch } from '../../errors/bridge.ts'
import type { MsgsResponse, OpHookResponse, Route, RouterMsg } from '../../router/schemas.ts'
import { startChain } from '../machine/routeOperations.ts'
import { addErc20Call, type MsgContext, type MsgEffects, readCosmosMsg } from './msgFunds.ts'
import { decimal, erc20Key, matchesUser, parseObject, sameAccount, show } from './msgJson.ts'
import { type Budget, budgetFor, contextFor, denomOut, NATIVE } from './routeBudget.ts'

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
