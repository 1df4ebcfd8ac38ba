import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseCoins } from '@cosmjs/amino'
import { sha256 } from '@cosmjs/crypto'
import { fromBech32, fromHex, toBech32, toHex } from '@cosmjs/encoding'
import { erc20Abi, getAddress, parseEventLogs } from 'viem'
import { describe, expect, test } from 'vitest'
import { balanceChanges } from './balanceChanges.ts'
import type { BalanceChange } from './types.ts'

// Real records (../shared/specs/samples/indexer, beside the repository). Each expectation below is computed a
// second way, with other libraries and without the kit's parsing: cosmjs for coins and addresses, viem for ERC-20
// logs, node's sha3-256 for Move's object addresses.
const samples = join(import.meta.dirname, '../../../shared/specs/samples/indexer')
const read = (name: string) => JSON.parse(readFileSync(join(samples, `${name}.json`), 'utf8'))
const account = 'init1veaum7vy45fzw5x4mflskgx5lnmwmxx5wm3x8p'

type Attr = { key: string; value: string }
type Ev = { type: string; attributes: Attr[] }
const attr = (event: Ev, key: string) => event.attributes.find((a) => a.key === key)?.value
const inMessage = (event: Ev) => attr(event, 'msg_index') !== undefined
const feeCollector = toBech32('init', sha256(new TextEncoder().encode('fee_collector')).slice(0, 20))

/** Signed totals by `account denom fee`, the shape both sides are compared in. */
function totals(entries: Iterable<[string, string, boolean, bigint]>) {
  const map: Record<string, string> = {}
  for (const [who, denom, fee, amount] of entries) {
    const id = `${who} ${denom}${fee ? ' fee' : ''}`
    map[id] = String(BigInt(map[id] ?? 0) + amount)
  }
  for (const id in map) if (map[id] === '0') delete map[id]
  return map
}
const ours = (changes: BalanceChange[]) =>
  totals(changes.map((c) => [c.account, c.denom, c.isFee, c.direction === 'in' ? c.amount : -c.amount]))

describe.skipIf(!existsSync(samples) && !process.env.CI)('recorded samples', () => {
  test('behavior: a MiniWasm bank send, as cosmjs reads its coin events', () => {
    const tx = read('txs-by-account-item-wasm-msgsend-kvindexer')
    const expected = totals(
      (tx.events as Ev[]).flatMap((event): [string, string, boolean, bigint][] => {
        if (event.type !== 'coin_spent' && event.type !== 'coin_received') return []
        const spent = event.type === 'coin_spent'
        const who = attr(event, spent ? 'spender' : 'receiver')!
        return parseCoins(attr(event, 'amount')!).map((coin) => [
          who,
          coin.denom,
          !inMessage(event),
          spent ? -BigInt(coin.amount) : BigInt(coin.amount),
        ])
      }),
    )
    expect(ours(balanceChanges(tx).changes)).toEqual(expected)
    expect(expected).toEqual({
      [`${account} l2/c88b68df2060ba982a80d3001afcb2d354031f6901df2391acb4f0e2f545c770`]: '-1000000',
      [`${account} l2/c88b68df2060ba982a80d3001afcb2d354031f6901df2391acb4f0e2f545c770 fee`]: '-3112',
      [`${feeCollector} l2/c88b68df2060ba982a80d3001afcb2d354031f6901df2391acb4f0e2f545c770 fee`]: '3112',
      'init1yh03a2wr9f5sr9ln0nlpgpwah7gqurccy33y0h l2/c88b68df2060ba982a80d3001afcb2d354031f6901df2391acb4f0e2f545c770':
        '1000000',
    })
    // the fee is the `tx` event's
    const fee = (tx.events as Ev[]).find((event) => event.type === 'tx' && attr(event, 'fee'))!
    expect(parseCoins(attr(fee, 'fee')!)[0]!.amount).toBe('3112')
  })

  test('behavior: a MiniEVM bank send, as viem decodes its ERC-20 logs, agrees with its coin events', () => {
    const tx = read('txs-by-account-item-evm-msgsend-kvindexer')
    const events = (tx.events as Ev[]).filter((event) => event.type === 'evm')
    const logs = parseEventLogs({
      abi: erc20Abi,
      eventName: 'Transfer',
      logs: events.map((event) => ({ ...JSON.parse(attr(event, 'log')!), fee: !inMessage(event) })),
    })
    const name = (hex: string) => toBech32('init', fromHex(hex.slice(2)))
    const expected = totals(
      logs.flatMap((log, i): [string, string, boolean, bigint][] => {
        const denom = `evm/${getAddress(log.address).slice(2)}`
        const fee = !inMessage(events[i]!)
        return [
          [name(log.args.from), denom, fee, -log.args.value],
          [name(log.args.to), denom, fee, log.args.value],
        ]
      }),
    )
    const result = balanceChanges(tx)
    expect(ours(result.changes)).toEqual(expected)
    expect(expected[`${account} evm/4f7566f67941283a30cf65de7b9c6fdf2c04FCA1`]).toBe('-1000000000000000000')
    expect(expected[`${account} evm/4f7566f67941283a30cf65de7b9c6fdf2c04FCA1 fee`]).toBe('-2026250000000000')
    // the coin events tell the same sends: counted once, not twice
    const coins = totals(
      (tx.events as Ev[]).flatMap((event): [string, string, boolean, bigint][] =>
        event.type === 'coin_spent' || event.type === 'coin_received'
          ? parseCoins(attr(event, 'amount')!).map((coin) => [
              attr(event, event.type === 'coin_spent' ? 'spender' : 'receiver')!,
              coin.denom,
              !inMessage(event),
              (event.type === 'coin_spent' ? -1n : 1n) * BigInt(coin.amount),
            ])
          : [],
      ),
    )
    expect(coins).toEqual(expected)
    expect(result.changes.every((change) => change.denomKnown)).toBe(true)
  })

  test("behavior: a Move swap on the L1, its stores found as node's sha3-256 derives them", () => {
    const tx = read('txs-by-account-item-move-l1-core-indexer')
    const sha3 = (...parts: Buffer[]) => createHash('sha3-256').update(Buffer.concat(parts)).digest()
    const pad = (hex: string) => Buffer.from(hex.replace(/^0x/, '').padStart(64, '0'), 'hex')
    const owner = pad(toHex(fromBech32(account, 90).data))
    const usdc = 'ibc/39B55F22F15FB09189045A993817CDF0D388D3FF8773B2E22B6DE7B222636EEA' // an L1 assetlist's
    const named = (denom: string) => sha3(pad('0x1'), Buffer.from(denom), Buffer.from([0xfe])).toString('hex')
    const denomOf: Record<string, string> = { [named('uinit')]: 'uinit', [named(usdc)]: usdc }
    const expected = totals(
      (tx.events as Ev[]).flatMap((event): [string, string, boolean, bigint][] => {
        const tag = attr(event, 'type_tag')
        if (event.type !== 'move' || !/::(Withdraw|Deposit)Event$/.test(tag ?? '')) return []
        const data = JSON.parse(attr(event, 'data')!)
        const metadata = pad(data.metadata_addr)
        if (!sha3(owner, metadata, Buffer.from([0xfc])).equals(pad(data.store_addr))) return []
        const denom = denomOf[metadata.toString('hex')] ?? `move/${metadata.toString('hex')}`
        const amount = BigInt(data.amount) * (tag!.endsWith('WithdrawEvent') ? -1n : 1n)
        return [[account, denom, !inMessage(event), amount]]
      }),
    )
    expect(ours(balanceChanges(tx, account, { denoms: [usdc] }).changes)).toEqual(expected)
    expect(expected).toEqual({
      [`${account} uinit`]: '-168935',
      [`${account} uinit fee`]: '-6162',
      [`${account} ${usdc}`]: '-100000',
      [`${account} move/5ac318c3479d518f7b9baf80a9c9533475434b645316d266a12e66a349a9f2ae`]: '265227',
    })
    // the coin events of the fee tell the same send as its Move events: once
    expect(balanceChanges(tx, account).changes.filter((change) => change.isFee)).toHaveLength(1)
  })

  test('behavior: the account is found under its 0x name too, and only its changes are given', () => {
    const tx = read('txs-by-account-item-move-l1-core-indexer')
    const hex = `0x${toHex(fromBech32(account, 90).data)}`
    expect(balanceChanges(tx, hex).changes).toEqual(balanceChanges(tx, account).changes)
    expect(new Set(balanceChanges(tx, account).changes.map((change) => change.account))).toEqual(
      new Set([account]),
    )
  })

  test('behavior: an unlisted Move coin keeps its metadata denom and says it is not known', () => {
    const tx = read('txs-by-account-item-move-l1-core-indexer')
    const lp = balanceChanges(tx, account).changes.find((change) => change.denom.startsWith('move/5ac3'))
    expect(lp).toMatchObject({ direction: 'in', amount: 265227n, denomKnown: false, source: 'move' })
  })

  const files = existsSync(samples) ? readdirSync(samples).filter((file) => file.endsWith('.json')) : []
  test.each(files)('behavior: every recorded tx reads without issues: %s', (file) => {
    const result = balanceChanges(JSON.parse(readFileSync(join(samples, file), 'utf8')))
    expect(result.issues).toEqual([])
    // each fee paid is received by the fee collector
    const fees = result.changes.filter((change) => change.isFee)
    expect(fees.some((change) => change.account === feeCollector && change.direction === 'in')).toBe(
      fees.length > 0,
    )
  })
})
