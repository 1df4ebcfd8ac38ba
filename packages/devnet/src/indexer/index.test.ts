import { describe, expect, test } from 'vitest'
import { createIndexerDevnet, type IndexerDevnet } from './index.ts'
import { offsetPage, parsePageRequest } from './pagination.ts'

interface Pagination {
  previous_key: string | null
  next_key: string | null
  total: string
}
type Item = Record<string, unknown>

const devnet = createIndexerDevnet()
const { fixtures } = devnet
const bigDenom = fixtures.denoms.big.replace('/', '%2F')

const get = (path: string, target: IndexerDevnet = devnet) =>
  target.fetch(new Request(`http://devnet${path}`))

async function list(path: string, name: string, target: IndexerDevnet = devnet) {
  const response = await get(path, target)
  expect(response.status, await response.clone().text()).toBe(200)
  const body = (await response.json()) as { pagination: Pagination } & Record<string, Item[]>
  return { items: body[name]!, pagination: body.pagination }
}

async function text(path: string, target: IndexerDevnet = devnet, init?: RequestInit) {
  const response = await target.fetch(new Request(`http://devnet${path}`, init))
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
  return [response.status, await response.text()] as const
}

/** Follows next_key until a page comes back empty; returns every page. */
async function walk(path: string, name: string, target: IndexerDevnet = devnet) {
  const pages: { items: Item[]; pagination: Pagination }[] = []
  let key: string | null = null
  do {
    const separator = path.includes('?') ? '&' : '?'
    const page = await list(
      key ? `${path}${separator}pagination.key=${encodeURIComponent(key)}` : path,
      name,
      target,
    )
    pages.push(page)
    key = page.items.length ? page.pagination.next_key : null
  } while (key)
  return pages
}

const sequenceOf = (key: string | null) => (JSON.parse(atob(key!)) as { sequence: number }).sequence
const firstMessage = (tx: Item) => (tx.tx as { body: { messages: Item[] } }).body.messages[0]!

describe('records', () => {
  test('default: status omits zero values', async () => {
    const response = await get('/status')
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(await response.json()).toEqual({
      version: 'dev',
      commit_hash: 'unknown',
      chain_id: 'evm-1',
      height: 2000,
      internal_tx_height: 2000,
      rich_list_height: 2000,
      evm_ret_cleanup_height: -1,
      tx_account_cleanup_sequence: -1,
      tx_account_cleanup_deleted: -1,
      tx_account_cleanup_inserted: -1,
    })
  })

  test('default: block and tx shapes', async () => {
    const { block } = (await (await get(`/indexer/block/v1/blocks/${fixtures.busyHeight}`)).json()) as {
      block: Item
    }
    expect(block).toMatchObject({
      chain_id: 'evm-1',
      height: String(fixtures.busyHeight),
      proposer: { identity: '' },
    })
    expect(block.hash).toMatch(/^[0-9A-F]{64}$/)
    expect(block.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/)
    expect(Number(block.tx_count)).toBeGreaterThan(3)
    const empty = (await (await get(`/indexer/block/v1/blocks/${fixtures.emptyHeight}`)).json()) as {
      block: Item
    }
    expect(empty.block).toMatchObject({ tx_count: '0', total_fee: null, gas_used: '0' })

    const { tx } = (await (await get(`/indexer/tx/v1/txs/${fixtures.txHash}`)).json()) as { tx: Item }
    expect(tx).toMatchObject({ txhash: fixtures.txHash, code: 0, codespace: '', logs: [] })
    expect(tx.tx).not.toHaveProperty('@type')
    expect(firstMessage(tx)['@type']).toBe('/cosmos.bank.v1beta1.MsgSend')
    expect(tx.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,9})?Z$/)
    expect((tx.events as { attributes: Item[] }[])[0]!.attributes[0]).toHaveProperty('index', true)
    const failed = (await (await get(`/indexer/tx/v1/txs/${fixtures.failedTxHash}`)).json()) as { tx: Item }
    expect(failed.tx.code).not.toBe(0)
    expect(failed.tx.raw_log).toMatch(/^failed to execute message/)
  })

  test('default: evm tx and nested internal calls', async () => {
    const { tx } = (await (await get(`/indexer/tx/v1/evm-txs/${fixtures.evmTxHash}`)).json()) as { tx: Item }
    expect(tx).toMatchObject({ transactionHash: fixtures.evmTxHash, status: '0x1', contractAddress: null })
    expect(tx.blockNumber).toMatch(/^0x[0-9a-f]+$/)
    const { items } = await list(
      `/indexer/tx/v1/evm-internal-txs/${fixtures.nestedEvmTxHash}`,
      'internal_txs',
    )
    const calls = items.map(({ index, parent_index }) => [index, parent_index] as [number, number])
    expect(calls).toContainEqual([0, -1])
    expect(calls.some(([, parent]) => parent > 0)).toBe(true)
    expect(items.every((call) => call.hash === fixtures.nestedEvmTxHash)).toBe(true)
  })

  test('behavior: the same seed gives the same chain', async () => {
    const again = createIndexerDevnet({ seed: 1 })
    const other = createIndexerDevnet({ seed: 2 })
    for (const path of ['/indexer/tx/v1/txs?pagination.limit=20', `/indexer/richlist/v1/${bigDenom}`]) {
      expect(await (await get(path, again)).text()).toBe(await (await get(path)).text())
    }
    expect(again.fixtures).toEqual(fixtures)
    expect(other.fixtures.txHash).not.toBe(fixtures.txHash)
  })

  test('behavior: X-Cache is a hit for the same URL', async () => {
    const path = `/indexer/block/v1/blocks/${fixtures.latestHeight - 1}`
    expect((await get(path)).headers.get('x-cache')).toBe('miss')
    expect((await get(path)).headers.get('x-cache')).toBe('hit')
    expect((await get(`${path}?x=1`)).headers.get('x-cache')).toBe('miss')
  })
})

describe('cursor pagination', () => {
  test('behavior: cursor ends on empty page', async () => {
    const pages = await walk('/indexer/block/v1/blocks?pagination.limit=1000', 'blocks')
    expect(pages.map((page) => page.items.length)).toEqual([1000, 1000, 0])
    // next_key on the last full page too; the page after it is empty with next_key null
    expect(pages[1]!.pagination.next_key).toBe(btoa('{"height":1}'))
    expect(pages[2]!.pagination).toEqual({ previous_key: null, next_key: null, total: '2000' })
    expect(pages[0]!.items[0]!.height).toBe('2000')
  })

  test('behavior: walking an account gets every tx once, newest first', async () => {
    const pages = await walk(
      `/indexer/tx/v1/txs/by_account/${fixtures.busyAccount.bech32}?pagination.limit=200`,
      'txs',
    )
    const total = Number(pages[0]!.pagination.total)
    const hashes = pages.flatMap((page) => page.items.map((tx) => tx.txhash))
    expect(total).toBeGreaterThan(400)
    expect(new Set(hashes).size).toBe(total)
    const keys = pages.slice(0, -1).map((page) => sequenceOf(page.pagination.next_key))
    expect(keys).toEqual([...keys].sort((a, b) => b - a))
    expect(pages.every((page) => page.pagination.previous_key === null)).toBe(true)
  })

  test('parameters: reverse', async () => {
    const ascending = await walk(
      '/indexer/block/v1/blocks?pagination.limit=1000&pagination.reverse=false',
      'blocks',
    )
    expect(ascending.map((page) => page.items.length)).toEqual([1000, 1000, 0])
    expect(ascending[1]!.items[0]!.height).toBe('1001')
    const byHeight = `/indexer/tx/v1/txs/by_height/${fixtures.busyHeight}`
    const newest = await list(byHeight, 'txs')
    const oldest = await list(`${byHeight}?pagination.reverse=false`, 'txs')
    // the block's last tx comes first unless reverse=false
    expect(newest.items.map((tx) => tx.txhash)).toEqual(oldest.items.map((tx) => tx.txhash).reverse())
  })

  test('parameters: offset applies to the first page only', async () => {
    const first = await list('/indexer/tx/v1/txs?pagination.limit=5', 'txs')
    const offset = await list('/indexer/tx/v1/txs?pagination.limit=5&pagination.offset=5', 'txs')
    const next = `/indexer/tx/v1/txs?pagination.limit=5&pagination.key=${first.pagination.next_key}`
    expect((await list(next, 'txs')).items).toEqual(offset.items)
    expect((await list(`${next}&pagination.offset=100`, 'txs')).items).toEqual(offset.items)
  })

  test('behavior: a cursor of the wrong family restarts at the first page', async () => {
    const first = await list('/indexer/block/v1/blocks?pagination.limit=3', 'blocks')
    for (const cursor of ['{"sequence":1500}', '{"height":1500,"token_id":"1"}', '{"foo":1}']) {
      expect(
        (await list(`/indexer/block/v1/blocks?pagination.limit=3&pagination.key=${btoa(cursor)}`, 'blocks'))
          .items,
      ).toEqual(first.items)
    }
    const txs = await list('/indexer/tx/v1/txs?pagination.limit=3', 'txs')
    const keyed = await list(
      `/indexer/tx/v1/txs?pagination.limit=3&pagination.key=${btoa('{"height":10}')}`,
      'txs',
    )
    expect(keyed.items).toEqual(txs.items)
  })

  test('parameters: msgs', async () => {
    const send = 'cosmos.bank.v1beta1.MsgSend'
    const call = 'minievm.evm.v1.MsgCall'
    const all = await list('/indexer/tx/v1/txs?pagination.limit=50', 'txs')
    const types = async (query: string) => {
      const { items, pagination } = await list(`/indexer/tx/v1/txs?pagination.limit=50&${query}`, 'txs')
      return { types: new Set(items.map((tx) => firstMessage(tx)['@type'])), pagination }
    }
    expect((await types(`msgs=${send}`)).types).toEqual(new Set([`/${send}`]))
    expect((await types(`msgs=${send}&msgs=${call}`)).types).toEqual(new Set([`/${send}`, `/${call}`]))
    expect((await types(`msgs=${send}&msgs=not.a.Type`)).types).toEqual(new Set([`/${send}`]))
    expect(Number((await types(`msgs=${send}`)).pagination.total)).toBeLessThan(Number(all.pagination.total))
    // a leading slash or a comma-separated list matches no stored type: no filter at all
    for (const query of [`msgs=/${send}`, `msgs=${send},${call}`, 'msgs=']) {
      expect((await list(`/indexer/tx/v1/txs?pagination.limit=50&${query}`, 'txs')).items).toEqual(all.items)
    }
  })

  test('parameters: is_signer', async () => {
    const path = `/indexer/tx/v1/txs/by_account/${fixtures.busyAccount.hex}?pagination.limit=1000`
    const all = await list(path, 'txs')
    const signed = await list(`${path}&is_signer=true`, 'txs')
    expect(Number(signed.pagination.total)).toBeLessThan(Number(all.pagination.total))
    for (const tx of signed.items) {
      const message = firstMessage(tx)
      expect(message.sender ?? message.from_address).toBe(fixtures.busyAccount.bech32)
    }
    // only the exact string "true" enables it
    expect((await list(`${path}&is_signer=1`, 'txs')).pagination.total).toBe(all.pagination.total)
    const evm = await list(
      `/indexer/tx/v1/evm-txs/by_account/${fixtures.busyAccount.bech32}?is_signer=true`,
      'txs',
    )
    expect(evm.items.length).toBeGreaterThan(0)
    expect(evm.items.every((tx) => tx.from === fixtures.busyAccount.hex)).toBe(true)
  })

  test('parameters: count_total and total', async () => {
    const account = `/indexer/tx/v1/txs/by_account/${fixtures.busyAccount.bech32}?pagination.limit=1`
    expect((await list(`${account}&pagination.count_total=false`, 'txs')).pagination.total).toBe('0')
    const timesOut = createIndexerDevnet({ countTimesOut: true })
    expect((await list(account, 'txs', timesOut)).pagination.total).toBe('-1')
    // unfiltered lists report the max sequence, which never times out
    const txs = await list('/indexer/tx/v1/txs?pagination.limit=1', 'txs', timesOut)
    expect(Number(txs.pagination.total)).toBe(sequenceOf(txs.pagination.next_key))
  })
})

describe('query validation', () => {
  test('parameters: pagination.limit bounds', async () => {
    expect(await text('/indexer/tx/v1/txs?pagination.limit=0')).toEqual([
      400,
      '[INVALID_VALUE] invalid value for pagination.limit: 0 (must be between 1 and 1000)',
    ])
    expect((await text('/indexer/tx/v1/txs?pagination.limit=1001'))[0]).toBe(400)
    expect((await text('/indexer/tx/v1/txs?pagination.offset=-1'))[0]).toBe(400)
    // non-numeric silently becomes 100
    expect((await list('/indexer/block/v1/blocks?pagination.limit=ten', 'blocks')).items).toHaveLength(100)
  })

  test('behavior: bad keys answer 400', async () => {
    for (const key of [
      'not-base64!',
      'YWJj' /* "abc" */,
      btoa('{"sequence":'),
      btoa('-5'),
      btoa('{"height":12}').replace(/=+$/, '') /* unpadded */,
    ]) {
      const [status, body] = await text(`/indexer/block/v1/blocks?pagination.key=${encodeURIComponent(key)}`)
      expect(status).toBe(400)
      expect(body).toMatch(/^\[INVALID_VALUE\] invalid value for pagination.key/)
    }
    // a raw + in the query string arrives as a space
    const key = btoa('{"height":1500,"x":"~~~"}')
    expect(key).toContain('+')
    expect((await get(`/indexer/block/v1/blocks?pagination.key=${encodeURIComponent(key)}`)).status).toBe(200)
    expect((await get(`/indexer/block/v1/blocks?pagination.key=${key}`)).status).toBe(400)
  })

  test('behavior: accounts as bech32 or hex', async () => {
    const { bech32, hex } = fixtures.accounts[3]!
    const totals = await Promise.all(
      [bech32, hex, hex.slice(2), hex.toUpperCase().replace('0X', '0x')].map(
        async (account) =>
          (await list(`/indexer/tx/v1/txs/by_account/${account}?pagination.limit=1`, 'txs')).pagination.total,
      ),
    )
    expect(new Set(totals).size).toBe(1)
    expect(Number(totals[0])).toBeGreaterThan(0)
    expect(await text('/indexer/tx/v1/txs/by_account/xyz')).toEqual([
      400,
      '[INVALID_VALUE] invalid value for account: xyz',
    ])
    const unknown = await list(`/indexer/tx/v1/txs/by_account/0x${'ab'.repeat(20)}`, 'txs')
    expect(unknown).toEqual({ items: [], pagination: { previous_key: null, next_key: null, total: '0' } })
  })

  test('behavior: errors are text/plain', async () => {
    const latest = fixtures.latestHeight
    expect(await text('/indexer/block/v1/blocks/abc')).toEqual([
      400,
      '[INVALID_VALUE] invalid value for height: abc (must be a valid integer)',
    ])
    expect(await text(`/indexer/block/v1/blocks/${latest + 1}`)).toEqual([404, '[NOT_FOUND] block not found'])
    expect(await text(`/indexer/tx/v1/txs/${'AB'.repeat(32)}`)).toEqual([
      404,
      '[NOT_FOUND] transaction not found',
    ])
    expect(await text('/indexer/tx/v1/txs/xyz')).toEqual([400, '[INVALID_VALUE] invalid hash format'])
    expect(await text(`/indexer/tx/v1/evm-txs/0x${'ab'.repeat(32)}`)).toEqual([
      404,
      '[NOT_FOUND] tx not found',
    ])
    expect(await text(`/indexer/nft/v1/collections/0x${'ab'.repeat(20)}`)).toEqual([
      404,
      '[NOT_FOUND] nft collection not found',
    ])
    expect((await text('/indexer/nft/v1/collections/0x1234'))[0]).toBe(400)
    expect(await text('/indexer/nope')).toEqual([404, 'Cannot GET /indexer/nope'])
    expect(await text('/status', devnet, { method: 'POST' })).toEqual([404, 'Cannot POST /status'])
  })
})

describe('nft', () => {
  test('default: collections use offset keys and an estimated total', async () => {
    const first = await list('/indexer/nft/v1/collections?pagination.limit=5', 'collections')
    expect(first.pagination).toEqual({ previous_key: null, next_key: btoa('5'), total: '10' })
    expect(first.items[0]).toMatchObject({ collection: { nfts: { handle: '' } } })
    const last = await list(
      `/indexer/nft/v1/collections?pagination.limit=5&pagination.key=${btoa('10')}`,
      'collections',
    )
    expect(last.items).toHaveLength(fixtures.collections.length - 10)
    expect(last.pagination).toMatchObject({ previous_key: btoa('5'), next_key: null })
  })

  test('parameters: by_name is a fuzzy substring match', async () => {
    const names = async (name: string) =>
      (await list(`/indexer/nft/v1/collections/by_name/${name}`, 'collections')).items.map(
        (item) => (item.collection as { name: string }).name,
      )
    expect((await names('APE')).sort()).toEqual(['Ape Yacht Rollers', 'Initia Apes', 'Rollup Apes'])
    expect(await names('zzz')).toEqual([])
  })

  test('parameters: order_by', async () => {
    const path = `/indexer/nft/v1/tokens/by_collection/${fixtures.bigCollection}?pagination.limit=1000&pagination.reverse=false`
    const byTokenId = await list(path, 'tokens')
    const ids = byTokenId.items.map((token) => (token.nft as { token_id: string }).token_id)
    expect(byTokenId.items.length).toBeGreaterThan(100)
    expect(ids).toEqual([...ids].sort())
    expect(ids.slice(0, 3)).toEqual(['1', '10', '100'])
    const heights = (await list(`${path}&order_by=height`, 'tokens')).items.map(
      (token) => token.height as number,
    )
    expect(heights).toEqual([...heights].sort((a, b) => a - b))
    expect((await text(`${path}&order_by=owner`))[0]).toBe(400)
  })

  test('default: tokens by account and NFT txs', async () => {
    const { nft } = fixtures
    const owned = await list(
      `/indexer/nft/v1/tokens/by_account/${nft.owner}?collection_addr=${nft.collectionAddr}`,
      'tokens',
    )
    expect(owned.items.map((token) => (token.nft as { token_id: string }).token_id)).toContain(nft.tokenId)
    expect(owned.items.every((token) => token.owner === nft.owner && token.object_addr === '')).toBe(true)
    const pages = await walk(
      `/indexer/nft/v1/txs/${nft.collectionAddr}/${nft.tokenId}?pagination.limit=2`,
      'txs',
    )
    expect(pages.flatMap((page) => page.items)).toHaveLength(nft.txCount)
    expect(pages[0]!.pagination.total).toBe(String(nft.txCount))
  })
})

describe('rich list', () => {
  test('behavior: a denom with a slash is sent as %2F', async () => {
    const { items, pagination } = await list(
      `/indexer/richlist/v1/${bigDenom}?pagination.limit=10`,
      'holders',
    )
    expect(pagination).toEqual({
      previous_key: null,
      next_key: btoa('10'),
      total: String(fixtures.holders.big),
    })
    const amounts = items.map((holder) => BigInt(holder.amount as string))
    expect(amounts).toEqual([...amounts].sort((a, b) => (a < b ? 1 : -1)))
    expect(amounts[0]).toBeGreaterThan(BigInt(Number.MAX_SAFE_INTEGER))
    expect(items[0]!.account).toMatch(/^0x[0-9a-f]{40}$/)
    expect(
      (await list(`/indexer/richlist/v1/${bigDenom.replace('%2F', '%2f')}`, 'holders')).items,
    ).toHaveLength(100)
    expect(await list('/indexer/richlist/v1/unknown', 'holders')).toEqual({
      items: [],
      pagination: { previous_key: null, next_key: null, total: '0' },
    })
  })

  test('behavior: offset pages end with zero balances', async () => {
    const path = `/indexer/richlist/v1/${fixtures.denoms.small}?pagination.limit=125`
    const pages = await walk(path, 'holders')
    expect(pages.map((page) => page.items.length)).toEqual([125, 125, 0])
    expect(pages[1]!.pagination).toEqual({ previous_key: btoa('0'), next_key: btoa('250'), total: '250' })
    expect(pages[1]!.items.at(-1)!.amount).toBe('0')
  })

  // no clock: 2^32 holders are more than one array can hold (its length stops at 2^32 - 1), so a list built whole
  // throws, and one built item by item never answers
  test('behavior: pages of a big list are generated on demand', async () => {
    const size = 2 ** 32
    const huge = createIndexerDevnet({ holders: size })
    const path = `/indexer/richlist/v1/${bigDenom}?pagination.limit=1000`
    const middle = await list(`${path}&pagination.offset=${size / 2}`, 'holders', huge)
    expect(middle.items).toHaveLength(1000)
    expect(middle.pagination).toEqual({
      previous_key: btoa(String(size / 2 - 1000)),
      next_key: btoa(String(size / 2 + 1000)),
      total: String(size),
    })
    const last = await list(`${path}&pagination.offset=${size - 10}`, 'holders', huge)
    expect(last.items.map((holder) => holder.amount)).toEqual(Array(10).fill('0'))
    expect(last.pagination.next_key).toBeNull()
  })

  test('behavior: an offset page asks for its own items only', () => {
    const asked: number[] = []
    const page = offsetPage(
      1_000_000,
      (index) => asked.push(index),
      parsePageRequest(new URLSearchParams('pagination.limit=3&pagination.offset=500000')),
    )
    expect(page.items).toHaveLength(3)
    expect(asked).toEqual([499_999, 499_998, 499_997]) // descending by default: from the end
  })
})

describe('move', () => {
  const move = createIndexerDevnet({ vm: 'move' })

  test('behavior: evm routes are not available', async () => {
    for (const path of ['/indexer/tx/v1/evm-txs', `/indexer/tx/v1/evm-internal-txs/by_height/1`]) {
      expect(await text(path, move)).toEqual([404, 'evm routes are not available on this chain'])
    }
  })

  test('default: move records', async () => {
    expect(move.fixtures).toMatchObject({ chainId: 'move-1', evmTxHash: null })
    expect(move.fixtures.collections[0]).toMatch(/^0x[0-9a-f]{64}$/)
    const tokens = await list(
      `/indexer/nft/v1/tokens/by_collection/${move.fixtures.bigCollection}`,
      'tokens',
      move,
    )
    expect(tokens.items[0]!.object_addr).toMatch(/^0x[0-9a-f]{64}$/)
    const denom = move.fixtures.denoms.big.replace('/', '%2F')
    const holders = await list(`/indexer/richlist/v1/${denom}?pagination.limit=1`, 'holders', move)
    expect(holders.items[0]!.account).toMatch(/^init1/)
    const status = (await (await get('/status', move)).json()) as Item
    expect(status).not.toHaveProperty('internal_tx_height')
  })
})
