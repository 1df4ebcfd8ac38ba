import { describe, expect, test } from 'vitest'
import { createIndexerDevnet } from './index.ts'

const devnet = createIndexerDevnet({ vm: 'move', chainId: 'initiation-2', server: 'core', blocks: 400 })
const { fixtures } = devnet
const byAccount = `/indexer/tx/v1/txs/by_account/${fixtures.busyAccount.bech32}`

/** The fields these tests read, of every kind of answer. */
interface Body {
  txs: { txhash: string; height: string; tx: object }[]
  tokens: { collection_addr: string }[]
  pagination: { previous_key: string | null; next_key: string | null; total: string }
  tx: object
  tx_response: { txhash: string; tx: object }
}

const get = (path: string) => devnet.fetch(new Request(`http://devnet${path}`))
async function body(path: string, status = 200) {
  const response = await get(path)
  expect(response.status, await response.clone().text()).toBe(status)
  return (await response.json()) as Body
}

// the fields of the L1 record InterwovenKit keeps, most likely from the core indexer
// (samples/indexer/txs-by-account-item-move-l1-core-indexer.json)
const sample = {
  record: ['code', 'codespace', 'events', 'gas_used', 'gas_wanted', 'height', 'timestamp', 'tx', 'txhash'],
  tx: ['auth_info', 'body', 'signatures'],
}

describe('records', () => {
  test('default: txs by account have the L1 sample’s fields, without data, raw_log, logs or info', async () => {
    const { txs, pagination } = await body(byAccount)
    expect(txs).toHaveLength(10)
    expect(Object.keys(txs[0]!).sort()).toEqual(sample.record)
    expect(Object.keys(txs[0]!.tx).sort()).toEqual(sample.tx)
    expect(pagination).toEqual({ previous_key: null, next_key: btoa('10'), total: expect.any(String) })
  })

  test('default: a tx by hash is {tx, tx_response}', async () => {
    const { tx, tx_response } = await body(`/indexer/tx/v1/txs/${fixtures.txHash.toLowerCase()}`)
    expect(tx_response.txhash).toBe(fixtures.txHash)
    expect(tx).toEqual(tx_response.tx)
  })

  test('default: NFTs by account in the core indexer’s shape, no height or time', async () => {
    const { owner } = fixtures.nft
    const { tokens } = await body(`/indexer/nft/v1/tokens/by_account/${owner}`)
    expect(tokens.length).toBeGreaterThan(0)
    expect(tokens[0]).toEqual({
      object_addr: expect.any(String),
      collection_addr: expect.stringMatching(/^0x/),
      collection_name: expect.any(String),
      owner_addr: expect.stringMatching(/^0x[0-9a-f]{40}$/),
      nft: {
        collection: { inner: tokens[0]!.collection_addr },
        description: '',
        token_id: expect.any(String),
        uri: expect.any(String),
        is_burned: false,
      },
    })
  })
})

describe('pagination', () => {
  test('behavior: next_key is a base64 offset and walks every tx once, newest first', async () => {
    const first = await body(`${byAccount}?pagination.limit=100`)
    const total = Number(first.pagination.total)
    const hashes: string[] = []
    let page = first
    for (;;) {
      hashes.push(...page.txs.map((tx) => tx.txhash))
      if (!page.pagination.next_key) break
      page = await body(`${byAccount}?pagination.limit=100&pagination.key=${page.pagination.next_key}`)
      expect(page.pagination.previous_key).not.toBeNull()
    }
    expect(new Set(hashes).size).toBe(total)
    const heights = first.txs.map((tx) => Number(tx.height))
    expect(heights).toEqual([...heights].sort((a, b) => b - a))
  })

  test('behavior: without count_total there is no next key (total 0)', async () => {
    const { txs, pagination } = await body(`${byAccount}?pagination.limit=5&pagination.count_total=false`)
    expect(txs).toHaveLength(5)
    expect(pagination).toEqual({ previous_key: null, next_key: null, total: '0' })
  })

  test('parameters: offset, reverse', async () => {
    const all = await body(`${byAccount}?pagination.limit=6&pagination.reverse=false`)
    const offset = await body(`${byAccount}?pagination.limit=3&pagination.offset=3&pagination.reverse=false`)
    expect(offset.txs).toEqual(all.txs.slice(3))
  })
})

describe('errors', () => {
  test('behavior: a path it does not route is fiber’s 404 text', async () => {
    for (const path of ['/status', '/indexer/tx/v1/evm-txs/by_account/0x1', '/indexer/richlist/v1/uinit']) {
      const response = await get(path)
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
      expect([response.status, await response.text()]).toEqual([404, `Cannot GET ${path}`])
    }
  })

  test('behavior: bad parameters are JSON errors', async () => {
    expect(await body(`${byAccount}?pagination.limit=2000`, 400)).toEqual({
      status_code: 400,
      message: 'Limit must be between 1 and 1000',
    })
    expect(await body(`${byAccount}?pagination.reverse=maybe`, 400)).toMatchObject({
      message: 'Reverse must be a boolean',
    })
    // AccAddressFromString's error is not the API's own: masked as 500
    expect(await body('/indexer/tx/v1/txs/by_account/nonsense', 500)).toEqual({
      status_code: 500,
      message: 'Internal server error',
    })
    expect(await body('/indexer/tx/v1/txs/ABCDEF', 404)).toEqual({
      status_code: 404,
      message: 'No valid transaction files found for hash ABCDEF',
    })
  })
})

test("behavior: the L1's generated txs have hashes of their own, not move-1's (both Move chains of one seed)", async () => {
  const move = createIndexerDevnet({ vm: 'move', chainId: 'move-1', blocks: 400 })
  const moveBody = async (path: string) =>
    (await (await move.fetch(new Request(`http://devnet${path}`))).json()) as Body
  const l1Hashes = (await body('/indexer/tx/v1/txs?pagination.limit=100')).txs.map((tx) => tx.txhash)
  const moveHashes = (await moveBody('/indexer/tx/v1/txs?pagination.limit=100')).txs.map((tx) => tx.txhash)
  expect(l1Hashes).toHaveLength(100)
  expect(moveHashes).toHaveLength(100)
  expect(l1Hashes.filter((hash) => moveHashes.includes(hash))).toEqual([])
  expect(fixtures.txHash).not.toBe(move.fixtures.txHash)
  // each still finds its own
  await body(`/indexer/tx/v1/txs/${fixtures.txHash}`)
})
