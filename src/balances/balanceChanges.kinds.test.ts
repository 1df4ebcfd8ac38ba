import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseCoins } from '@cosmjs/amino'
import { sha256 } from '@cosmjs/crypto'
import { fromBech32, toBech32, toHex } from '@cosmjs/encoding'
import {
  encodeAbiParameters,
  encodeEventTopics,
  erc20Abi,
  getAddress,
  parseEventLogs,
  zeroAddress,
} from 'viem'
import { describe, expect, test } from 'vitest'
import { balanceChanges } from './balanceChanges.ts'
import type { BalanceChange } from './types.ts'

// The kinds of tx no recorded sample of ours shows, built as the emitting modules write their events (each cited),
// and the one that has a sample (an OPinit withdrawal on minievm). Expectations are computed another way than the
// kit reads: as rollytics' rich list reads balances (indexer/extension/richlist: `coinbase`, `burn` and `transfer`
// events on miniwasm, viem-decoded Transfer logs without the zero address on minievm), or by hand from cw20-base.

type Attr = { key: string; value: string }
type Ev = { type: string; attributes: Attr[] }
const event = (type: string, attributes: Record<string, string>, msgIndex: number | undefined = 0): Ev => ({
  type,
  attributes: Object.entries({
    ...attributes,
    ...(msgIndex === undefined ? {} : { msg_index: String(msgIndex) }),
  }).map(([key, value]) => ({ key, value })),
})
const attr = (e: Ev, key: string) => e.attributes.find((a) => a.key === key)?.value
const moduleAddress = (name: string) => toBech32('init', sha256(new TextEncoder().encode(name)).slice(0, 20))
/** One name for an account in either form: its bytes in lower-case hex. */
const hexOf = (address: string) =>
  (address.startsWith('0x')
    ? address.toLowerCase()
    : `0x${toHex(fromBech32(address, 90).data)}`) as `0x${string}`
const alice = 'init1veaum7vy45fzw5x4mflskgx5lnmwmxx5wm3x8p'
const bob = 'init1yh03a2wr9f5sr9ln0nlpgpwah7gqurccy33y0h'
const opchild = moduleAddress('opchild')
const samples = join(import.meta.dirname, '../../../shared/specs/samples/indexer')
const l2Denom = 'l2/8f73cfaf153520f511b4fc0bd71d60d64b4e19eff04a350e642718a3c1ab3b06'

function totals(entries: Iterable<[string, string, bigint]>) {
  const map: Record<string, string> = {}
  for (const [who, denom, amount] of entries) {
    const id = `${who} ${denom}`
    map[id] = String(BigInt(map[id] ?? 0) + amount)
  }
  for (const id in map) if (map[id] === '0') delete map[id]
  return map
}
const ours = (changes: BalanceChange[], { fees = false } = {}) =>
  totals(
    changes
      .filter((c) => fees || !c.isFee)
      .map((c) => [hexOf(c.account), c.denom, c.direction === 'in' ? c.amount : -c.amount]),
  )

/** rollytics' wasm rich list: `coinbase` adds to the minter, `burn` takes from the burner, `transfer` moves. */
function richListOfBankEvents(events: Ev[]) {
  return totals(
    events.flatMap((e): [string, string, bigint][] => {
      if (!['coinbase', 'burn', 'transfer'].includes(e.type)) return []
      const coins = parseCoins(attr(e, 'amount')!)
      const side = (who: string | undefined, sign: bigint) =>
        coins.map((coin): [string, string, bigint] => [hexOf(who!), coin.denom, sign * BigInt(coin.amount)])
      if (e.type === 'coinbase') return side(attr(e, 'minter'), 1n)
      if (e.type === 'burn') return side(attr(e, 'burner'), -1n)
      if (e.type === 'transfer') return [...side(attr(e, 'sender'), -1n), ...side(attr(e, 'recipient'), 1n)]
      return []
    }),
  )
}

// cosmos-sdk x/bank/keeper (which miniwasm's x/bank/keeper/keeper.go embeds): MintCoins adds to the module
// (coin_received) then emits `coinbase`; BurnCoins takes from it (coin_spent) then emits `burn`; SendCoins emits
// coin_spent, coin_received, transfer and message.
const bankSend = (from: string, to: string, amount: string) => [
  event('coin_spent', { spender: from, amount }),
  event('coin_received', { receiver: to, amount }),
  event('transfer', { recipient: to, sender: from, amount }),
  event('message', { sender: from }),
]
const bankMint = (module: string, amount: string) => [
  event('coin_received', { receiver: module, amount }),
  event('coinbase', { minter: module, amount }),
]
const bankBurn = (module: string, amount: string) => [
  event('coin_spent', { spender: module, amount }),
  event('burn', { burner: module, amount }),
]

describe('OPinit on miniwasm (cosmos-sdk bank events)', () => {
  test('behavior: a deposit is minted to the recipient (x/opchild/keeper/deposit.go safeDepositToken)', () => {
    const events = [
      event('message', { action: '/opinit.opchild.v1.MsgFinalizeTokenDeposit', module: 'opchild' }),
      ...bankMint(opchild, `5000000${l2Denom}`),
      ...bankSend(opchild, alice, `5000000${l2Denom}`),
      // msg_server.go FinalizeTokenDeposit
      event('finalize_token_deposit', {
        l1_sequence: '7',
        sender: alice,
        recipient: alice,
        denom: l2Denom,
        base_denom: 'uinit',
        amount: '5000000',
        finalize_height: '100',
        success: 'true',
      }),
    ]
    const expected = richListOfBankEvents(events)
    expect(ours(balanceChanges({ events }).changes)).toEqual(expected)
    expect(expected).toEqual({ [`${hexOf(alice)} ${l2Denom}`]: '5000000' })
    expect(balanceChanges({ events }, alice).changes).toMatchObject([
      { denom: l2Denom, amount: 5000000n, direction: 'in', isFee: false, source: 'cosmos' },
    ])
  })

  test('behavior: a withdrawal is sent to opchild and burned (msg_server.go InitiateTokenWithdrawal)', () => {
    const events = [
      event('message', { action: '/opinit.opchild.v1.MsgInitiateTokenWithdrawal', module: 'opchild' }),
      ...bankSend(alice, opchild, `250${l2Denom}`),
      ...bankBurn(opchild, `250${l2Denom}`),
      event('initiate_token_withdrawal', { from: alice, to: alice, denom: l2Denom, amount: '250' }),
    ]
    expect(ours(balanceChanges({ events }).changes)).toEqual(richListOfBankEvents(events))
    expect(balanceChanges({ events }).changes).toMatchObject([
      { account: alice, denom: l2Denom, amount: 250n, direction: 'out' },
    ])
  })
})

describe('OPinit on the L1 (Move events)', () => {
  test('behavior: a recorded deposit: the sender pays the bridge, named as its coin event names it', () => {
    const file = join(samples, 'tx-record-l1-op-initiate-token-deposit.json')
    if (!existsSync(file)) return
    const tx = JSON.parse(readFileSync(file, 'utf8'))
    const deposit = (tx.events as Ev[]).find((e) => e.type === 'initiate_token_deposit')!
    // ophost's bridge account holds what is deposited: the coin event of the message names it (32 bytes)
    const received = (tx.events as Ev[]).find(
      (e) => e.type === 'coin_received' && attr(e, 'msg_index') === '0',
    )!
    const bridge = attr(received, 'receiver')!
    expect(fromBech32(bridge, 90).data).toHaveLength(32)
    const amount = BigInt(attr(deposit, 'amount')!)
    expect(balanceChanges(tx).changes.filter((c) => !c.isFee)).toMatchObject([
      {
        account: attr(deposit, 'from'),
        denom: attr(deposit, 'l1_denom'),
        amount,
        direction: 'out',
        source: 'move',
      },
      { account: bridge, denom: attr(deposit, 'l1_denom'), amount, direction: 'in', source: 'move' },
    ])
  })
})

// minievm: every coin is an ERC-20, minted, sent and burned through the contract (x/evm/keeper/erc20.go MintCoins,
// SendCoins, BurnCoins call sudoMint, sudoTransfer, sudoBurn), each call an `evm` event with a `log` attribute for
// each of its logs (x/evm/keeper/context.go EVMCall). x/bank/keeper/keeper.go MintCoins then emits `coinbase` only,
// BurnCoins `burn` only; x/bank/keeper/send.go SendCoins coin_spent, coin_received, transfer and message.
const contract = '0x41Dda9c5f6937146Ae4b4A6f99f37F75d5420AeB'
const transferLog = (from: string, to: string, value: bigint, address: string = contract) =>
  JSON.stringify({
    address,
    topics: encodeEventTopics({ abi: erc20Abi, eventName: 'Transfer', args: { from, to } } as never),
    data: encodeAbiParameters([{ type: 'uint256' }], [value]),
  })
const evmCall = (...logs: string[]) => ({
  type: 'evm',
  attributes: [...logs.map((value) => ({ key: 'log', value })), { key: 'msg_index', value: '0' }],
})
const evmSend = (from: string, to: string, amount: bigint, denom: string) => [
  evmCall(transferLog(hexOf(from), hexOf(to), amount)),
  ...bankSend(from, to, `${amount}${denom}`),
]

/** rollytics' EVM rich list: each Transfer log moves `value` between its two sides, the zero address left out. */
function richListOfLogs(events: Ev[], denoms: Record<string, string>) {
  const logs = parseEventLogs({
    abi: erc20Abi,
    eventName: 'Transfer',
    logs: events
      .flatMap((e) => (e.type === 'evm' ? e.attributes.filter((a) => a.key === 'log') : []))
      .map((a) => JSON.parse(a.value)),
  })
  return totals(
    logs.flatMap((log): [string, string, bigint][] => {
      const denom = denoms[log.address.toLowerCase()] ?? `evm/${getAddress(log.address).slice(2)}`
      const { from, to, value } = log.args
      return [
        ...(from === zeroAddress ? [] : [[hexOf(from), denom, -value] as [string, string, bigint]]),
        ...(to === zeroAddress ? [] : [[hexOf(to), denom, value] as [string, string, bigint]]),
      ]
    }),
  )
}

describe('OPinit and IBC on minievm (ERC-20 logs)', () => {
  test('behavior: a deposit is a mint log to opchild, then its send to the recipient', () => {
    const events = [
      event('message', { action: '/opinit.opchild.v1.MsgFinalizeTokenDeposit', module: 'opchild' }),
      evmCall(transferLog(zeroAddress, hexOf(opchild), 7n)),
      event('coinbase', { minter: opchild, amount: `7${l2Denom}` }),
      ...evmSend(opchild, bob, 7n, l2Denom),
    ]
    const expected = richListOfLogs(events, { [contract.toLowerCase()]: l2Denom })
    expect(ours(balanceChanges({ events }).changes)).toEqual(expected)
    expect(expected).toEqual({ [`${hexOf(bob)} ${l2Denom}`]: '7' })
  })

  test('behavior: a recorded withdrawal: every log of every call, read as rollytics reads them', () => {
    const file = join(samples, 'tx-record-evm-op-initiate-token-withdrawal.json')
    if (!existsSync(file)) return
    const tx = JSON.parse(readFileSync(file, 'utf8'))
    const withdrawal = (tx.events as Ev[]).find((e) => e.type === 'initiate_token_withdrawal')!
    // the module the coins go to is opchild's (x/auth NewModuleAddress), as the burn event says
    expect(attr((tx.events as Ev[]).find((e) => e.type === 'burn')!, 'burner')).toBe(opchild)
    const expected = richListOfLogs(tx.events, {
      [contract.toLowerCase()]: attr(withdrawal, 'denom')!,
    })
    expect(ours(balanceChanges(tx).changes, { fees: true })).toEqual(expected)
    // the second call's one evm event holds three logs: the wrapper burns 0.1 of its 18-decimal coin and pays
    // 100000 of the 6-decimal l2 coin, which the withdrawal then burns: the account's l2 coin nets to nothing
    const account = attr(withdrawal, 'from')!
    expect(expected[`${hexOf(account)} ${attr(withdrawal, 'denom')}`]).toBeUndefined()
    expect(balanceChanges(tx, account).changes.filter((c) => !c.isFee)).toMatchObject([
      { denom: 'evm/856aB2c9F35B9187aB3eB0Fcd11DCc6160427e96', amount: 10n ** 17n, direction: 'out' },
    ])
  })

  // ibc-go v10 modules/apps/transfer/keeper/relay.go OnRecvPacket: a coin from elsewhere is minted to the
  // transfer module and sent to the receiver; with minievm's ibc hooks (app/ibc-hooks/receive.go) the receiver is
  // the intermediate sender, which approves the hook's contract, whose call then moves the coin on.
  const transferModule = moduleAddress('transfer')
  const voucher = 'ibc/6490A7EAB61059BFC1CDDEB05917DD70BDF3A611654162A1A47DB930D40D8AF4'

  test('behavior: an IBC receive mints the voucher to the receiver', () => {
    const events = [
      event('message', { action: '/ibc.core.channel.v1.MsgRecvPacket', module: 'ibc_channel' }),
      evmCall(transferLog(zeroAddress, hexOf(transferModule), 10n)),
      event('coinbase', { minter: transferModule, amount: `10${voucher}` }),
      ...evmSend(transferModule, alice, 10n, voucher),
      event('fungible_token_packet', {
        sender: 'cosmos1x',
        receiver: alice,
        denom: 'uatom',
        amount: '10',
        success: 'true',
      }),
    ]
    expect(ours(balanceChanges({ events }).changes)).toEqual(
      richListOfLogs(events, { [contract.toLowerCase()]: voucher }),
    )
    expect(balanceChanges({ events }, alice).changes).toMatchObject([
      { denom: voucher, amount: 10n, direction: 'in' },
    ])
  })

  test('behavior: a hook call that moves the coin twice in one evm event: both logs count', () => {
    const hook = '0x00000000000000000000000000000000000000f1'
    const events = [
      event('message', { action: '/ibc.core.channel.v1.MsgRecvPacket', module: 'ibc_channel' }),
      evmCall(transferLog(zeroAddress, hexOf(transferModule), 10n)),
      ...evmSend(transferModule, bob, 10n, voucher),
      // the contract pulls the coin from the intermediate sender and pays alice, two logs of one call
      evmCall(transferLog(hexOf(bob), hook, 10n), transferLog(hook, hexOf(alice), 10n)),
    ]
    const expected = richListOfLogs(events, { [contract.toLowerCase()]: voucher })
    expect(ours(balanceChanges({ events }).changes)).toEqual(expected)
    expect(expected).toEqual({ [`${hexOf(alice)} ${voucher}`]: '10' })
  })

  test('behavior: a receive whose acknowledgement failed changed nothing (its events renamed ibccallbackerror-)', () => {
    // ibc-go core/keeper RecvPacket drops the app's writes and emits its events through ConvertToErrorEvents
    const failed = [
      ...bankMint(transferModule, `10${voucher}`),
      ...bankSend(transferModule, alice, `10${voucher}`),
    ].map((e) => ({
      type: `ibccallbackerror-${e.type}`,
      attributes: e.attributes.map((a) => ({ key: `ibccallbackerror-${a.key}`, value: a.value })),
    }))
    expect(balanceChanges({ events: failed })).toEqual({ changes: [], issues: [] })
  })
})

// CW-20: cw20-base's execute_* (CosmWasm/cw-plus contracts/cw20-base/src/contract.rs, allowances.rs) as wasmd
// writes them: one `wasm` event per call, `_contract_address` first (x/wasm/keeper/events.go), msg_index last
// (the shape of the recorded tx-record-wasm-cw721-mint.json).
const cw20 = 'init1qyygux5t4s3a3l25k8psxjydhtudu5lnt0tk0szm8q4s27xa980scjvh6c' // the recorded contract's address
const wasm = (attributes: Record<string, string>, address = cw20) =>
  event('wasm', { _contract_address: address, ...attributes })

describe('CW-20 (wasm events)', () => {
  const pool = toBech32('init', new Uint8Array(32).fill(7))
  const events = [
    wasm({ action: 'transfer', from: alice, to: bob, amount: '100' }),
    // send: the cw20 moves, then the receiving contract's own event (no amount of this coin)
    wasm({ action: 'send', from: alice, to: pool, amount: '40' }),
    wasm({ action: 'receive', sender: alice }, pool),
    wasm({ action: 'transfer_from', from: bob, to: alice, by: pool, amount: '5' }),
    wasm({ action: 'send_from', from: bob, to: pool, by: alice, amount: '6' }),
    wasm({ action: 'mint', to: bob, amount: '1000' }),
    wasm({ action: 'burn', from: alice, amount: '3' }),
    wasm({ action: 'burn_from', from: bob, by: alice, amount: '2' }),
    // cw721-base's mint names a token, no amount: no coin moved
    wasm({ action: 'mint', minter: alice, owner: alice, token_id: '1' }, pool),
  ]

  test('behavior: every cw20-base action moves `cw20:<contract>` as cw20-base says', () => {
    const denom = `cw20:${cw20}`
    const by = (who: string) => hexOf(who)
    expect(ours(balanceChanges({ events }).changes)).toEqual({
      [`${by(alice)} ${denom}`]: String(-100 - 40 + 5 - 3),
      [`${by(bob)} ${denom}`]: String(100 - 5 - 6 + 1000 - 2),
      [`${by(pool)} ${denom}`]: String(40 + 6),
    })
    expect(balanceChanges({ events }).issues).toEqual([])
    expect(balanceChanges({ events }, bob).changes).toEqual([
      { account: bob, denom, amount: 1087n, direction: 'in', isFee: false, source: 'wasm', denomKnown: true },
    ])
  })

  test('behavior: a CW-20 send beside a bank send: both count', () => {
    const both = [
      ...bankSend(alice, bob, '9uinit'),
      wasm({ action: 'transfer', from: alice, to: bob, amount: '1' }),
    ]
    expect(balanceChanges({ events: both }, alice).changes.map((c) => `${c.amount} ${c.denom}`)).toEqual([
      '9 uinit',
      `1 cw20:${cw20}`,
    ])
  })
})

// Move: fungible_asset.move deposit_internal and withdraw_internal emit DepositOwnerEvent / WithdrawOwnerEvent
// { owner } right after the store's event when it is its owner's primary store (initia-labs/movevm initia_stdlib
// sources/fa/fungible_asset.move); rollytics' Move rich list attributes the pair the same way.
describe('Move stores named by owner events', () => {
  const metadata = '0x8e4733bdabcf7d4afc3d14f0dd46c9bf52fb0fce9e4b996c939e195b8bc891d9' // uinit's, on the L1
  const move = (tag: string, data: object) =>
    event('move', { type_tag: `0x1::fungible_asset::${tag}`, data: JSON.stringify(data) })

  test("behavior: a store no address of the tx leads to is its owner event's owner", () => {
    const store = `0x${'ab'.repeat(32)}`
    const events = [
      move('DepositEvent', { store_addr: store, metadata_addr: metadata, amount: '12' }),
      move('DepositOwnerEvent', { owner: hexOf(bob) }),
    ]
    expect(balanceChanges({ events }, bob, { denoms: ['uinit'] })).toEqual({
      changes: [
        {
          account: bob,
          denom: 'uinit',
          amount: 12n,
          direction: 'in',
          isFee: false,
          source: 'move',
          denomKnown: true,
        },
      ],
      issues: [],
    })
  })

  test('behavior: without the owner event the store is counted apart, and named', () => {
    const store = `0x${'ab'.repeat(32)}`
    const result = balanceChanges({
      events: [move('DepositEvent', { store_addr: store, metadata_addr: metadata, amount: '12' })],
    })
    expect(result).toEqual({ changes: [], issues: [{ kind: 'unknownStore', count: 1, stores: [store] }] })
  })
})
