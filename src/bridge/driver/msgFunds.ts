// What one router message does with the user's funds, read from its JSON: the coins it spends, the approvals it
// grants, the accounts it acts for and where the funds must end up. Pure, and never throws: what it cannot read
// it reports as a problem.
import { isObject, type Json } from '../machine/json.ts'
import { base64Bytes, base64Text, decimal, field, hexOf, parseObject, show } from './msgJson.ts'

/** A mismatch before it is placed in a tx and a message. */
export interface Problem {
  field: string
  expected: string
  actual: string
}

export interface Spend {
  denom: string
  amount: bigint
  /** The payee of a plain payment (MsgSend, an ERC-20 `transfer`); undefined when a bridge or contract takes it. */
  to?: string | undefined
}

export interface Receiver {
  address: string
  /** The chain on which it must be the user's address; undefined: any of the user's addresses. */
  chainId?: string | undefined
  /** The mismatch field when it is not. */
  field: string
}

export interface MsgEffects {
  /** Accounts the message acts for: each must be the signer. */
  senders: string[]
  spends: Spend[]
  approvals: { token: string; amount: bigint }[]
  receivers: Receiver[]
  problems: Problem[]
}

/** What the quote says about the chain a message runs on. */
export interface MsgContext {
  /** Where the route's IBC transfer from this chain lands. */
  ibcTo?: string | undefined
  /** Where the route's OPinit deposit or withdrawal from this chain lands. */
  opTo?: string | undefined
  /** Where the route's CCTP burn on this chain mints. */
  cctpTo?: string | undefined
  /** The pools the quote's swaps on this chain name. */
  pools: readonly string[]
  /** The denom the quote's swap on this chain offers. */
  swapDenom?: string | undefined
  /** Whether any swap of the quote declares an affiliate fee. */
  affiliateFee: boolean
}

const empty = (): MsgEffects => ({ senders: [], spends: [], approvals: [], receivers: [], problems: [] })

function amountOf(value: unknown, effects: MsgEffects, name = 'amount'): bigint | undefined {
  if (typeof value === 'string' && decimal.test(value)) return BigInt(value)
  effects.problems.push({ field: name, expected: 'a decimal integer string', actual: show(value) })
  return undefined
}

function addCoins(value: unknown, effects: MsgEffects, to?: string) {
  for (const coin of Array.isArray(value) ? value : [value]) {
    if (!isObject(coin) || typeof coin.denom !== 'string') {
      effects.problems.push({ field: 'amount', expected: 'a coin {denom, amount}', actual: show(coin) })
      continue
    }
    const amount = amountOf(coin.amount, effects)
    if (amount !== undefined) effects.spends.push({ denom: coin.denom, amount, to })
  }
}

function addSender(message: Json, name: string, effects: MsgEffects) {
  const sender = field(message, name)
  if (typeof sender === 'string') effects.senders.push(sender)
  else effects.problems.push({ field: 'sender', expected: `the signer in ${name}`, actual: show(sender) })
}

function addReceiver(address: unknown, chainId: string | undefined, name: string, effects: MsgEffects) {
  if (typeof address === 'string') effects.receivers.push({ address, chainId, field: name })
  else effects.problems.push({ field: name, expected: 'an address', actual: show(address) })
}

/**
 * An IBC transfer's receiver and memo. Without a hook the receiver is where the funds end up. A PFM `forward`
 * (ibc-apps packet-forward-middleware) only passes through its receiver, an ibc-hooks `wasm` call must name its
 * contract as the receiver (osmosis x/ibc-hooks), an Axelar GMP memo names the recipient on the far chain; the
 * next hops are then read where the kit can (sample msgs-direct-multi-hop-dydx-to-eth.json).
 */
function addIbcLeg(
  receiver: unknown,
  memo: unknown,
  landing: string | undefined,
  context: MsgContext,
  effects: MsgEffects,
  depth = 0,
) {
  const hook = parseObject(memo)
  if (depth > 8) {
    effects.problems.push({ field: 'memo', expected: 'at most 8 nested hops', actual: show(memo) })
    return
  }
  if (hook && 'forward' in hook) {
    const forward = hook.forward
    if (!isObject(forward))
      effects.problems.push({ field: 'memo', expected: 'a PFM forward object', actual: show(forward) })
    else addIbcLeg(forward.receiver, forward.next, undefined, context, effects, depth + 1)
    return
  }
  if (hook && isObject(hook.wasm)) {
    if (receiver !== hook.wasm.contract)
      effects.problems.push({
        field: 'receiver',
        expected: `the wasm hook's contract ${show(hook.wasm.contract)}`,
        actual: show(receiver),
      })
    addContractMsg(hook.wasm.msg, context, effects, depth + 1)
    return
  }
  // Initia's move and evm hooks call a contract with the funds: its arguments are not the kit's to read
  if (hook && (isObject(hook.move) || isObject(hook.evm))) return
  if (hook && typeof hook.destination_chain === 'string') {
    addAxelarRecipient(hook, effects)
    return
  }
  addReceiver(receiver, landing, 'receiver', effects)
}

/**
 * Skip's Axelar memo (sample msgs-cosmos-osmosis-to-eth-axelar.json): type 3 sends the token to
 * `destination_address`; type 2 calls Skip's contract there with `abi.encode(bool unwrap, address recipient)`.
 */
function addAxelarRecipient(memo: Json, effects: MsgEffects) {
  if (memo.type === 3) {
    addReceiver(memo.destination_address, undefined, 'receiver', effects)
    return
  }
  const payload = memo.payload
  if (memo.type !== 2 || !Array.isArray(payload) || payload.length !== 64) return
  const bytes = payload.map((byte) =>
    Number.isInteger(byte) && byte >= 0 && byte < 256 ? (byte as number) : -1,
  )
  const isZero = (from: number, to: number) => bytes.slice(from, to).every((byte) => byte === 0)
  if (bytes.includes(-1) || !isZero(0, 31) || (bytes[31] ?? 2) > 1 || !isZero(32, 44)) return
  addReceiver(`0x${hexOf(bytes.slice(44))}`, undefined, 'receiver', effects)
}

/** Skip's CosmWasm entry point (`swap_and_action` / `action`): its post-swap transfer; other contracts are opaque. */
function addContractMsg(message: unknown, context: MsgContext, effects: MsgEffects, depth: number) {
  const msg = parseObject(message) ?? parseObject(base64Text(message))
  const body = msg && (msg.swap_and_action ?? msg.action)
  if (!isObject(body)) return
  const affiliates = body.affiliates
  if (Array.isArray(affiliates) && affiliates.length > 0 && !context.affiliateFee)
    effects.problems.push({
      field: 'receiver',
      expected: 'no affiliates: the quote declares no affiliate fee',
      actual: show(affiliates),
    })
  const action = body.post_swap_action ?? body.action
  if (!isObject(action)) return
  if (isObject(action.transfer)) addReceiver(action.transfer.to_address, undefined, 'receiver', effects)
  const info = isObject(action.ibc_transfer) ? action.ibc_transfer.ibc_info : undefined
  if (isObject(info)) {
    if (info.recover_address !== undefined)
      addReceiver(info.recover_address, undefined, 'recover_address', effects)
    addIbcLeg(info.receiver, info.memo, undefined, context, effects, depth)
  }
}

const normalHex = (hex: string) => hex.replace(/^0x/i, '').toLowerCase().padStart(64, '0')

/** `0x1::dex::swap_script(pair, offer_coin, offer_coin_amount: u64, min_return: Option<u64>)`, args in BCS or JSON. */
function addMoveSwap(message: Json, json: boolean, context: MsgContext, effects: MsgEffects): boolean {
  const address = field(message, 'module_address')
  const args = field(message, 'args')
  const isCore = typeof address === 'string' && /^0x0*1$/i.test(address)
  if (!isCore || field(message, 'module_name') !== 'dex' || field(message, 'function_name') !== 'swap_script')
    return false
  if (!Array.isArray(args) || args.length !== 4 || context.swapDenom === undefined) return false
  const arg = (i: number): unknown => {
    if (!json) return base64Bytes(args[i])
    try {
      return JSON.parse(String(args[i]))
    } catch {
      return undefined
    }
  }
  const pair = arg(0)
  const pairHex = Array.isArray(pair) ? hexOf(pair) : typeof pair === 'string' ? normalHex(pair) : ''
  if (!context.pools.some((pool) => normalHex(pool) === pairHex))
    effects.problems.push({
      field: 'pool',
      expected: `a pool the quote names (${context.pools.join(', ')})`,
      actual: pairHex ? `0x${pairHex}` : show(args[0]),
    })
  const offer = arg(2)
  // BCS writes a u64 as eight bytes, little-endian (packages/devnet/src/router/moveSwap.ts)
  const amount = Array.isArray(offer)
    ? offer.length === 8
      ? offer.reduceRight((sum: bigint, byte: number) => sum * 256n + BigInt(byte), 0n)
      : undefined
    : amountOf(offer, effects)
  if (amount === undefined && Array.isArray(offer))
    effects.problems.push({ field: 'amount', expected: 'a BCS u64', actual: show(args[2]) })
  if (amount !== undefined) effects.spends.push({ denom: context.swapDenom, amount })
  return true
}

/** An ERC-20 `transfer` (0xa9059cbb) or `approve` (0x095ea7b3) call; any other calldata moves no tokens of its own. */
export function addErc20Call(token: string, data: string, effects: MsgEffects) {
  const hex = data.replace(/^0x/i, '').toLowerCase()
  const selector = hex.slice(0, 8)
  if (selector !== 'a9059cbb' && selector !== '095ea7b3') return
  // (address, uint256): two 32-byte words, the address left-padded with zeros
  if (!/^[0-9a-f]{136}$/.test(hex) || !/^0{24}$/.test(hex.slice(8, 32))) {
    effects.problems.push({
      field: 'data',
      expected: 'an ERC-20 call with (address, uint256)',
      actual: show(data),
    })
    return
  }
  const to = `0x${hex.slice(32, 72)}`
  const amount = BigInt(`0x${hex.slice(72)}`)
  if (selector === 'a9059cbb') effects.spends.push({ denom: token, amount, to })
  else effects.approvals.push({ token, amount })
}

/** Reads one Cosmos message; an unknown type URL is a `message type` problem. */
export function readCosmosMsg(typeUrl: string, message: Json, context: MsgContext): MsgEffects {
  const effects = empty()
  switch (typeUrl) {
    case '/cosmos.bank.v1beta1.MsgSend': {
      addSender(message, 'from_address', effects)
      const to = field(message, 'to_address')
      if (typeof to !== 'string')
        effects.problems.push({ field: 'receiver', expected: 'an address', actual: show(to) })
      else addCoins(field(message, 'amount'), effects, to)
      break
    }
    case '/ibc.applications.transfer.v1.MsgTransfer': {
      addSender(message, 'sender', effects)
      const token = field(message, 'token')
      const tokens = field(message, 'tokens')
      if (token === undefined && tokens === undefined) addCoins(undefined, effects)
      if (token !== undefined) addCoins(token, effects)
      if (tokens !== undefined) addCoins(tokens, effects)
      addIbcLeg(field(message, 'receiver'), field(message, 'memo'), context.ibcTo, context, effects)
      break
    }
    case '/opinit.ophost.v1.MsgInitiateTokenDeposit':
    case '/opinit.opchild.v1.MsgInitiateTokenWithdrawal':
      addSender(message, 'sender', effects)
      addCoins(field(message, 'amount'), effects)
      addReceiver(field(message, 'to'), context.opTo, 'to', effects)
      break
    case '/circle.cctp.v1.MsgDepositForBurn':
    case '/circle.cctp.v1.MsgDepositForBurnWithCaller': {
      addSender(message, 'from', effects)
      addCoins({ denom: field(message, 'burn_token'), amount: field(message, 'amount') }, effects)
      // 32 bytes, the address left-padded (sample msgs-direct-cctp-noble-to-eth-two-msgs.json)
      const recipient = base64Bytes(field(message, 'mint_recipient'))
      if (recipient?.length === 32)
        addReceiver(`0x${hexOf(recipient)}`, context.cctpTo, 'mint_recipient', effects)
      else
        effects.problems.push({
          field: 'mint_recipient',
          expected: '32 bytes in base64',
          actual: show(field(message, 'mint_recipient')),
        })
      break
    }
    case '/cosmwasm.wasm.v1.MsgExecuteContract':
      addSender(message, 'sender', effects)
      addCoins(field(message, 'funds') ?? [], effects)
      addContractMsg(field(message, 'msg'), context, effects, 0)
      break
    case '/initia.move.v1.MsgExecute':
    case '/initia.move.v1.MsgExecuteJSON':
      addSender(message, 'sender', effects)
      if (!addMoveSwap(message, typeUrl.endsWith('JSON'), context, effects))
        effects.problems.push({
          field: 'message type',
          expected: "0x1::dex::swap_script for a swap the quote names (a Move call's funds are not readable)",
          actual: `${typeUrl} ${show(field(message, 'module_address'))}::${show(field(message, 'module_name'))}::${show(field(message, 'function_name'))}`,
        })
      break
    case '/minievm.evm.v1.MsgCall': {
      addSender(message, 'sender', effects)
      // `value` is the chain's fee coin sent with the call; the kit cannot tie it to the route's assets
      const value = field(message, 'value')
      if (value !== undefined && value !== '' && value !== '0')
        effects.problems.push({
          field: 'value',
          expected: '0: a MsgCall may not send the native coin',
          actual: show(value),
        })
      const contract = field(message, 'contract_addr')
      const input = field(message, 'input')
      if (typeof contract === 'string' && typeof input === 'string') addErc20Call(contract, input, effects)
      else effects.problems.push({ field: 'msg', expected: 'contract_addr and input', actual: show(message) })
      break
    }
    default:
      effects.problems.push({
        field: 'message type',
        expected: 'a message type the kit can read',
        actual: typeUrl,
      })
  }
  return effects
}
