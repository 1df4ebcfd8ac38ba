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
