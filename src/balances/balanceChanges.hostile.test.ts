import { expect, test } from 'vitest'
import { balanceChanges } from './balanceChanges.ts'

const alice = 'init1veaum7vy45fzw5x4mflskgx5lnmwmxx5wm3x8p'
const bob = 'init1yh03a2wr9f5sr9ln0nlpgpwah7gqurccy33y0h'
const event = (type: string, attributes: Record<string, string>) => ({
  type,
  attributes: Object.entries(attributes).map(([key, value]) => ({ key, value, index: true })),
})
const send = (amount: string, extra: Record<string, string> = { msg_index: '0' }) => [
  event('coin_spent', { spender: alice, amount, ...extra }),
  event('coin_received', { receiver: bob, amount, ...extra }),
]
const record = (events: unknown[]) => ({ txhash: 'AB', events })

test('behavior: an amount of 78 digits is kept exactly; a longer one is no amount', () => {
  const huge = '9'.repeat(78)
  expect(balanceChanges(record(send(`${huge}uinit`)), alice).changes[0]?.amount).toBe(BigInt(huge))
  const result = balanceChanges(record(send(`${'9'.repeat(79)}uinit`)), alice)
  expect(result.changes).toEqual([])
  expect(result.issues).toEqual([
    { kind: 'unreadableAmount', eventType: 'coin_spent', count: 1 },
    { kind: 'unreadableAmount', eventType: 'coin_received', count: 1 },
  ])
})

test('behavior: markup in a denom is no denom; the sends beside it still count', () => {
  const result = balanceChanges(record([...send('5<img src=x onerror=alert(1)>'), ...send('7uinit')]), alice)
  expect(result.changes).toMatchObject([{ denom: 'uinit', amount: 7n, direction: 'out' }])
  expect(result.issues).toHaveLength(2)
})

test('behavior: malformed events, missing fields and other records do not throw', () => {
  for (const tx of [
    undefined,
    null,
    42,
    'tx',
    [],
    {},
    { events: 'x' },
    {
      events: [null, 1, { type: 3 }, { type: 'coin_spent' }, { type: 'coin_spent', attributes: [null, {}] }],
    },
    { events: [event('move', { type_tag: '0x1::fungible_asset::DepositEvent', data: '{not json' })] },
    { events: [event('move', { type_tag: '0x1::fungible_asset::DepositEvent', data: '{"amount":"-5"}' })] },
    { events: [event('evm', { log: '{"address":"0x1","topics":"no"}' })] },
    { transactionHash: '0x1', logs: [{ address: 'x', topics: [], data: 5 }] },
  ])
    expect(() => balanceChanges(tx, alice)).not.toThrow()
  const result = balanceChanges({ events: [null, { type: 'coin_spent' }] })
  expect(result.issues).toContainEqual({ kind: 'unreadableEvent', count: 2 })
})

test('behavior: an account that is no address matches nothing', () => {
  expect(balanceChanges(record(send('7uinit')), '<b>me</b>').changes).toEqual([])
})

test('behavior: a send that nets to zero changed nothing; two denoms stay apart', () => {
  const back = [
    event('coin_spent', { spender: bob, amount: '7uinit', msg_index: '0' }),
    event('coin_received', { receiver: alice, amount: '7uinit', msg_index: '0' }),
  ]
  expect(balanceChanges(record([...send('7uinit'), ...back]), alice).changes).toEqual([])
  expect(balanceChanges(record(send('7uinit,3uusdc')), alice).changes.map((change) => change.denom)).toEqual([
    'uinit',
    'uusdc',
  ])
})

test('behavior: a send to the fee collector inside a message is no fee', () => {
  const collector = 'init17xpfvakm2amg962yls6f84z3kell8c5l70rnql'
  const events = [
    event('coin_spent', { spender: alice, amount: '9uinit' }),
    event('coin_received', { receiver: collector, amount: '9uinit' }),
    event('coin_spent', { spender: alice, amount: '4uinit', msg_index: '0' }),
    event('coin_received', { receiver: collector, amount: '4uinit', msg_index: '0' }),
  ]
  expect(balanceChanges(record(events), alice).changes).toMatchObject([
    { amount: 4n, isFee: false },
    { amount: 9n, isFee: true },
  ])
})

test('behavior: records without msg_index: the fee is what moved before the first message', () => {
  const collector = 'init17xpfvakm2amg962yls6f84z3kell8c5l70rnql'
  const events = [
    event('coin_spent', { spender: alice, amount: '9uinit' }),
    event('coin_received', { receiver: collector, amount: '9uinit' }),
    event('message', { action: '/cosmos.bank.v1beta1.MsgSend' }),
    ...send('4uinit', {}),
  ]
  expect(balanceChanges(record(events), alice).changes).toMatchObject([
    { amount: 4n, isFee: false },
    { amount: 9n, isFee: true },
  ])
})

const cw20 = 'init1qyygux5t4s3a3l25k8psxjydhtudu5lnt0tk0szm8q4s27xa980scjvh6c'
const cw20Move = (attributes: Record<string, string>) =>
  event('wasm', {
    _contract_address: cw20,
    action: 'transfer',
    from: alice,
    to: bob,
    ...attributes,
    msg_index: '0',
  })

test('behavior: a CW-20 amount of 78 digits is kept; a longer one, or markup for an address, is counted apart', () => {
  const huge = '9'.repeat(78)
  expect(balanceChanges(record([cw20Move({ amount: huge })]), bob).changes[0]?.amount).toBe(BigInt(huge))
  const result = balanceChanges(
    record([
      cw20Move({ amount: '9'.repeat(79) }),
      cw20Move({ amount: '-5' }),
      cw20Move({ amount: '1', to: '<script>alert(1)</script>' }),
      cw20Move({ amount: '2' }),
    ]),
    bob,
  )
  expect(result.changes).toMatchObject([{ denom: `cw20:${cw20}`, amount: 2n, direction: 'in' }])
  expect(result.issues).toEqual([{ kind: 'unreadableAmount', eventType: 'wasm', count: 3 }])
})

test('behavior: thousands of CW-20 events and an evm event of thousands of logs are all read', () => {
  const transfers = Array.from({ length: 5000 }, () => cw20Move({ amount: '3' }))
  expect(balanceChanges(record(transfers), bob).changes).toMatchObject([{ amount: 15000n, direction: 'in' }])
  const pad = (hex: string) => `0x${hex.padStart(64, '0')}`
  const log = JSON.stringify({
    address: '0x41Dda9c5f6937146Ae4b4A6f99f37F75d5420AeB',
    topics: [
      '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
      pad('66f3cdf984ad122750d5da7f0b20d4fcf6ed98d4'),
      pad('25df1ea9c32a690197f37cfe1405ddbf900e0f18'),
    ],
    data: pad('1'),
  })
  const call = {
    type: 'evm',
    attributes: [
      ...Array.from({ length: 3000 }, () => ({ key: 'log', value: log })),
      { key: 'msg_index', value: '0' },
    ],
  }
  const { changes } = balanceChanges(record([call]), '0x25df1ea9c32a690197f37cfe1405ddbf900e0f18')
  expect(changes).toMatchObject([{ amount: 3000n, direction: 'in', source: 'evm' }])
})

test('behavior: thousands of stores no one is named for: all counted, the first 64 named', () => {
  const deposits = Array.from({ length: 1000 }, (_, i) =>
    event('move', {
      type_tag: '0x1::fungible_asset::DepositEvent',
      data: JSON.stringify({
        store_addr: `0x${(i + 1).toString(16).padStart(64, 'f')}`,
        metadata_addr: '0x1',
        amount: '1',
      }),
      msg_index: '0',
    }),
  )
  const [issue] = balanceChanges(record(deposits)).issues
  expect(issue).toMatchObject({ kind: 'unknownStore', count: 1000 })
  expect(issue && 'stores' in issue && issue.stores).toHaveLength(64)
})
