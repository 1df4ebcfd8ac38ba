import { QueryClient } from '@tanstack/react-query'
import { describe, expect, test } from 'vitest'
import { chainIndexerClient } from '../registry/chainClients.ts'
import { createRegistryClient } from '../registry/client.ts'
import type { RegistryChain } from '../registry/schemas.ts'
import { bech32Decode } from '../router/initiaAddress.ts'
import {
  type ActivityChainPages,
  type ActivityRecord,
  accountActivityChainQueryOptions,
  accountActivityChains,
  accountActivityEvmChain,
  activityTime,
  mergeActivity,
} from './accountActivity.ts'

interface Row {
  id: string
  at: number
}
const record: ActivityRecord<Row> = { time: (row) => BigInt(row.at), key: (row) => row.id }
const rows = (chain: string, ...times: number[]) => times.map((at) => ({ id: `${chain}${at}`, at }))
const ids = (merged: { rows: { chainId: string; key: string }[] }) =>
  merged.rows.map((row) => `${row.chainId}:${row.key}`)

/** A chain's full list, served `size` rows a page, `pages` pages loaded. */
function loaded(chainId: string, all: Row[], size: number, pages: number): ActivityChainPages<Row> {
  return { chainId, items: all.slice(0, size * pages), holding: size * pages < all.length }
}

describe('mergeActivity', () => {
  test('default: newest first across chains, down to the newest last row of a chain with more pages', () => {
    const merged = mergeActivity(
      [
        { chainId: 'a', items: rows('a', 90, 70, 50), holding: true },
        { chainId: 'b', items: rows('b', 80, 60, 40, 20), holding: false },
      ],
      record,
    )
    // a's next page may hold a row at 49: b's 40 and 20 wait for it
    expect(ids(merged)).toEqual(['a:a90', 'b:b80', 'a:a70', 'b:b60', 'a:a50'])
    expect(merged.waitingFor).toEqual(['a'])
  })

  test('behavior: chains without more pages merge to the end', () => {
    const merged = mergeActivity(
      [
        { chainId: 'a', items: rows('a', 90, 50), holding: false },
        { chainId: 'b', items: rows('b', 80, 20), holding: false },
      ],
      record,
    )
    expect(ids(merged)).toEqual(['a:a90', 'b:b80', 'a:a50', 'b:b20'])
    expect(merged.waitingFor).toEqual([])
  })

  test('behavior: rows shown never move as pages arrive, whichever chain loads first', () => {
    const a = rows('a', 100, 95, 71, 70, 52, 40, 33, 31, 10, 5)
    const b = rows('b', 99, 90, 80, 71, 70, 51, 45, 30, 29, 2, 1)
    const complete = ids(mergeActivity([loaded('a', a, 99, 1), loaded('b', b, 99, 1)], record))
    expect(complete).toHaveLength(a.length + b.length)
    // every mix of loaded pages shows a prefix of the complete merge
    for (let pagesA = 1; pagesA <= 4; pagesA++)
      for (let pagesB = 1; pagesB <= 4; pagesB++) {
        const shown = ids(mergeActivity([loaded('a', a, 3, pagesA), loaded('b', b, 3, pagesB)], record))
        expect(complete.slice(0, shown.length)).toEqual(shown)
      }
  })

  test('behavior: equal times keep each chain’s order, the chain listed first first', () => {
    const merged = mergeActivity(
      [
        {
          chainId: 'a',
          items: [
            { id: 'x', at: 5 },
            { id: 'y', at: 5 },
          ],
          holding: false,
        },
        { chainId: 'b', items: [{ id: 'z', at: 5 }], holding: false },
      ],
      record,
    )
    expect(ids(merged)).toEqual(['a:x', 'a:y', 'b:z'])
  })

  test('behavior: an equal time on a waiting chain listed first holds the others back', () => {
    const merged = mergeActivity(
      [
        { chainId: 'a', items: rows('a', 9, 5), holding: true },
        { chainId: 'b', items: [{ id: 'b5', at: 5 }], holding: false },
      ],
      record,
    )
    expect(ids(merged)).toEqual(['a:a9', 'a:a5'])
    expect(merged.waitingFor).toEqual(['a'])
  })

  test('behavior: pages that overlap or come reordered show no row twice', () => {
    const merged = mergeActivity(
      [
        // page 2 repeats page 1's last rows and one of its first (offset pages shifted by new rows)
        { chainId: 'a', items: [...rows('a', 9, 7, 5), ...rows('a', 5, 9, 3)], holding: false },
        { chainId: 'b', items: rows('b', 8, 6, 8), holding: false },
      ],
      record,
    )
    expect(ids(merged)).toEqual(['a:a9', 'b:b8', 'a:a7', 'b:b6', 'a:a5', 'a:a3'])
  })

  test('behavior: the same hash on two chains is two rows', () => {
    const merged = mergeActivity(
      [
        { chainId: 'a', items: [{ id: 'h', at: 2 }], holding: false },
        { chainId: 'b', items: [{ id: 'h', at: 1 }], holding: false },
      ],
      record,
    )
    expect(ids(merged)).toEqual(['a:h', 'b:h'])
  })

  test('behavior: waitingFor names only the chains that hold the merge back', () => {
    const merged = mergeActivity(
      [
        { chainId: 'a', items: rows('a', 50), holding: true },
        { chainId: 'b', items: rows('b', 60, 10), holding: true },
        { chainId: 'c', items: rows('c', 40), holding: true },
      ],
      record,
    )
    // b's 10 is still loaded: b does not hold back; c's 40 is older than a's 50
    expect(ids(merged)).toEqual(['b:b60', 'a:a50'])
    expect(merged.waitingFor).toEqual(['a'])
  })
})

test('activityTime: nanoseconds, any offset, -1 when unreadable', () => {
  expect(activityTime('2026-03-01T00:18:28.426183133Z')).toBe(1772324308426183133n)
  expect(activityTime('2026-03-01T00:18:28Z')).toBe(1772324308000000000n)
  expect(activityTime('2026-03-01T02:18:28.5+02:00')).toBe(1772324308500000000n)
  expect(
    activityTime('2026-03-01T00:18:28.426183134Z') > activityTime('2026-03-01T00:18:28.426183133Z'),
  ).toBe(true)
  expect(activityTime('yesterday')).toBe(-1n)
})

const chain = (chainId: string, extra: Partial<RegistryChain> = {}) =>
  ({
    chain_id: chainId,
    chain_name: chainId.replace(/-\d+$/, ''),
    pretty_name: chainId.toUpperCase(),
    bech32_prefix: 'init',
    network_type: 'testnet',
    fees: { fee_tokens: [] },
    apis: { rpc: [], rest: [], indexer: [{ address: `https://${chainId}.example` }] },
    ...extra,
  }) as RegistryChain

describe('accountActivityChains', () => {
  const chains = [
    chain('l1-1', { apis: { rpc: [], rest: [] } }),
    chain('evm-1', { metadata: { minitia: { type: 'minievm', version: '1' } } }),
    chain('move-1', { metadata: { minitia: { type: 'minimove', version: '1' } } }),
    chain('twin-1'),
    chain('twin-1'),
  ]
  const hex = '0x4224e614850aa2885c2c51d72e45fba4daf460de'
  const bech32 = 'init1ggjwv9y9p23gshpv28tju30m5nd0gcx7dlvh6q'

  test("default: 'all' is every chain with an indexer, once, in the registry's order", () => {
    const picked = accountActivityChains(chains, { account: hex, chainIds: 'all' })
    expect(picked.map((entry) => [entry.chainId, entry.name, entry.evm, entry.account])).toEqual([
      ['evm-1', 'EVM-1', true, bech32],
      ['move-1', 'MOVE-1', false, bech32],
      ['twin-1', 'twin-1', false, bech32],
    ])
  })

  test('parameters: named chains are kept, known or not; the account in the chain’s prefix', () => {
    const picked = accountActivityChains([...chains, chain('other-1', { bech32_prefix: 'other' })], {
      account: bech32,
      chainIds: ['l1-1', 'nowhere-1', 'other-1', 'l1-1'],
    })
    expect(picked.map((entry) => [entry.chainId, entry.name, entry.account])).toEqual([
      ['l1-1', 'L1-1', bech32],
      ['nowhere-1', 'nowhere-1', bech32],
      ['other-1', 'OTHER-1', expect.stringMatching(/^other1/)],
    ])
    expect(bech32Decode(picked[2]!.account!)?.bytes).toEqual(bech32Decode(bech32)?.bytes)
  })

  test('behavior: text that is no address is sent as it is', () => {
    expect(accountActivityChains(chains, { account: 'abc', chainIds: ['evm-1'] })[0]!.account).toBe('abc')
  })

  test('accountActivityEvmChain: the named minievm chain, else the first', () => {
    const picked = accountActivityChains(
      [...chains, chain('evm-2', { metadata: { minitia: { type: 'minievm', version: '1' } } })],
      { chainIds: 'all' },
    )
    expect(accountActivityEvmChain(picked)?.chainId).toBe('evm-1')
    expect(accountActivityEvmChain(picked, 'evm-2')?.chainId).toBe('evm-2')
    expect(accountActivityEvmChain(picked, 'move-1')?.chainId).toBe('evm-1')
  })
})

test('accountActivityChainQueryOptions: the one-chain hooks’ keys; no EVM query off minievm', () => {
  const client = chainIndexerClient({
    registry: createRegistryClient({ network: 'testnet' }),
    chainId: 'evm-1',
    queryClient: new QueryClient(),
  })
  const options = accountActivityChainQueryOptions(client, { account: 'init1abc', evm: true, pageSize: 20 })
  expect(options.txs.queryKey).toMatchInlineSnapshot(`
    [
      "rollscope",
      "indexer",
      "https://registry.testnet.initia.xyz#evm-1",
      "txsByAccount",
      {
        "account": "init1abc",
        "limit": 20,
      },
    ]
  `)
  expect(options.nfts.queryKey[4]).toEqual({ account: 'init1abc', limit: 20, orderBy: 'height' })
  expect(options.evm?.queryKey[3]).toBe('evmTxsByAccount')
  expect(accountActivityChainQueryOptions(client, { account: 'init1abc' }).evm).toBeUndefined()
})
