// The reader over real HTTP (msw) with recorded bodies: indexer txs from ../shared/specs/samples/indexer, router
// answers from ../shared/specs/samples/router, messages of the router's recorded msgs put in txs as the indexers
// list them (proto-JSON with `@type`).
import { readFileSync } from 'node:fs'
import { HttpResponse, http } from 'msw'
import { describe, expect, test } from 'vitest'
import { createIndexerDevnet } from '../../packages/devnet/src/isomorphic.ts'
import { setupMswServer } from '../../test/msw.ts'
import { createIndexerClient } from '../indexer/client.ts'
import type { Tx } from '../indexer/txs.ts'
import { createRouterClient } from '../router/client.ts'
import { readChainHistory } from './chain.ts'
import { followTransfer } from './follow.ts'
import { readChainTransfers } from './read.ts'
import { recogniseTx } from './recognise.ts'

const sample = (path: string) =>
  JSON.parse(readFileSync(new URL(`../../../shared/specs/samples/${path}.json`, import.meta.url), 'utf8'))
const indexerTx = (name: string): Tx => sample(`indexer/${name}`)

/** A recorded tx carrying the messages of a recorded router msgs body, as the chain's indexer lists them. */
function txWithRouterMsgs(name: string, txhash: string, timestamp = '2026-01-02T03:04:05Z'): Tx {
  const body = sample(`router/${name}`)
  const messages = body.txs[0].cosmos_tx.msgs.map((msg: { msg_type_url: string; msg: string }) => ({
    '@type': msg.msg_type_url,
    // MsgTransfer's timeout is a JSON number beyond 2^53: it is not read
    ...JSON.parse(msg.msg.replace(/"timeout_timestamp":\d+/, '"timeout_timestamp":"0"')),
  }))
  const base = indexerTx('txs-by-account-item-wasm-msgsend-kvindexer')
  return { ...base, txhash, timestamp, tx: { ...base.tx, body: { ...base.tx.body, messages } } }
}

const hash = (n: number) => n.toString(16).toUpperCase().padStart(64, 'A')
const at = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString()
const withHash = (tx: Tx, n: number): Tx => ({ ...tx, txhash: hash(n), timestamp: at(n) })

const ibc = txWithRouterMsgs('msgs-direct-ibc-dydx-to-noble', hash(1))
const routedIbc = txWithRouterMsgs('msgs-direct-multi-hop-dydx-to-eth', hash(2))
const cctpBurn = txWithRouterMsgs('msgs-direct-cctp-noble-to-eth-two-msgs', hash(3))
const deposit = indexerTx('tx-record-l1-op-initiate-token-deposit')
const withdrawal = indexerTx('tx-record-evm-op-initiate-token-withdrawal')
const bankSend = indexerTx('txs-by-account-item-wasm-msgsend-kvindexer')

describe('recogniseTx', () => {
  test('default: each kind of transfer, with what its message says', () => {
    expect(recogniseTx(ibc, 'dydx-mainnet-1')).toMatchObject({
      kind: 'ibc',
      chainId: 'dydx-mainnet-1',
      txHash: hash(1),
      sender: 'dydx1nhzuazjhyfu474er6v4ey8zn6wa5fy6g2dgp7s',
      receiver: 'noble1nhzuazjhyfu474er6v4ey8zn6wa5fy6gthndxf',
      amount: { amount: '10996029' },
      via: 'channel-0',
      // a MsgTransfer without a route in its memo: what a person sends by hand
      routed: false,
      time: Date.parse('2026-01-02T03:04:05Z'),
    })
    expect(recogniseTx(routedIbc, 'dydx-mainnet-1')).toMatchObject({ kind: 'ibc', routed: true })
    expect(recogniseTx(cctpBurn, 'noble-1')).toMatchObject({
      kind: 'cctp',
      sender: 'noble1nhzuazjhyfu474er6v4ey8zn6wa5fy6gthndxf',
      amount: { denom: 'uusdc', amount: '59995433' },
      via: '0',
    })
    expect(recogniseTx(deposit, 'initiation-2')).toMatchObject({
      kind: 'opDeposit',
      txHash: '93AF9DE37F48C9E03C928DDB314D82B79C093958BD0E45FE60BDC65322564614',
      amount: { denom: 'uinit', amount: '360000000' },
      via: '30',
    })
    // two MsgCalls (an approve, a wrap) before the withdrawal: the withdrawal counts
    expect(recogniseTx(withdrawal, 'evm-1')).toMatchObject({
      kind: 'opWithdrawal',
      receiver: 'init1kw2unuhgfa6mz6r0ehrzlr9k9ftjk7pql8u5fm',
      amount: { amount: '100000' },
    })
  })

  test("behavior: an EVM call to the router's withdrawal entry point", () => {
    const [approve] = withdrawal.tx.body.messages
    const call = { ...approve, input: '0xb3af63e8'.padEnd(200, '0') }
    const tx = { ...withdrawal, tx: { ...withdrawal.tx, body: { ...withdrawal.tx.body, messages: [call] } } }
    expect(recogniseTx(tx as Tx, 'evm-1')).toMatchObject({ kind: 'evmWithdrawal' })
  })

  test('behavior: look-alikes are not transfers', () => {
    // a bank send, a Move mint, a wasm mint, an approve MsgCall alone, failed txs (nothing moved)
    const [approve] = withdrawal.tx.body.messages
    const approveOnly = { ...withdrawal, tx: { ...withdrawal.tx, body: { messages: [approve] } } } as Tx
    const failedTransfer = { ...ibc, code: 5 }
    for (const tx of [
      bankSend,
      indexerTx('tx-record-move-nft-mint-executejson'),
      indexerTx('tx-record-wasm-cw721-mint'),
      indexerTx('tx-record-l1-move-failed-code1-undefined-codespace'),
      indexerTx('tx-record-wasm-instantiate-failed-code4'),
      indexerTx('tx-record-l1-usernames-set-name-no-type-url'),
      approveOnly,
      failedTransfer,
    ])
      expect(recogniseTx(tx, 'chain-1')).toBeNull()
  })
})

const server = setupMswServer()
const indexer = createIndexerClient({ baseUrl: 'https://indexer.test' })
const router = createRouterClient({ baseUrl: 'https://router.test' })
const account = 'init1kw2unuhgfa6mz6r0ehrzlr9k9ftjk7pql8u5fm'

/** Serves `pages` in order as rollytics does (a next key on every non-empty page, INDEXER.md); counts requests. */
function servePages(pages: Tx[][]) {
  const requests: URL[] = []
  server.use(
    http.get('https://indexer.test/indexer/tx/v1/txs/by_account/:account', ({ request }) => {
      const url = new URL(request.url)
      requests.push(url)
      const key = url.searchParams.get('pagination.key')
      const index = key === null ? 0 : Number(atob(key))
      return HttpResponse.json({
        txs: pages[index] ?? [],
        pagination: {
          previous_key: null,
          next_key: index < pages.length ? btoa(String(index + 1)) : null,
          total: '0',
        },
      })
    }),
  )
  return requests
}

describe('readChainTransfers', () => {
  test('behavior: duplicate and reordered pages: each transfer once, newest first', async () => {
    const a = withHash(ibc, 30)
    const b = withHash(deposit, 20)
    const c = withHash(cctpBurn, 10)
    const requests = servePages([
      [a, withHash(bankSend, 25), b],
      [b, a, withHash(ibc, 15)],
      [c, c],
    ])
    const { transfers, truncated } = await readChainTransfers(indexer, {
      chainId: 'chain-1',
      account,
      pageSize: 3,
    })
    expect(transfers.map((transfer) => transfer.txHash)).toEqual([hash(30), hash(20), hash(15), hash(10)])
    // the third page is short: the last
    expect(requests).toHaveLength(3)
    expect(truncated).toBe(false)
    expect(requests[0]?.searchParams.get('pagination.limit')).toBe('3')
  })

  test('parameters: pages and since bound the read', async () => {
    const pages = [[withHash(ibc, 50)], [withHash(ibc, 40)], [withHash(ibc, 30)], [withHash(ibc, 20)]]
    let requests = servePages(pages)
    const byPages = await readChainTransfers(indexer, { chainId: 'chain-1', account, pageSize: 1, pages: 2 })
    expect([byPages.transfers.length, requests.length, byPages.truncated]).toEqual([2, 2, true])

    requests = servePages(pages)
    const bySince = await readChainTransfers(indexer, {
      chainId: 'chain-1',
      account,
      pageSize: 1,
      since: Date.parse(at(35)),
    })
    expect(bySince.transfers.map((transfer) => transfer.txHash)).toEqual([hash(50), hash(40)])
    expect(requests).toHaveLength(3)
  })

  test("behavior: the L1's core indexer names no next key uncounted: the read goes on by offset", async () => {
    const core = createIndexerDevnet({ vm: 'move', chainId: 'initiation-2', server: 'core', blocks: 400 })
    const urls: URL[] = []
    server.use(
      http.get('https://core.test/*', ({ request }) => {
        urls.push(new URL(request.url))
        return core.fetch(request)
      }),
    )
    const { requests, truncated } = await readChainTransfers(
      createIndexerClient({ baseUrl: 'https://core.test' }),
      { chainId: 'initiation-2', account: core.fixtures.busyAccount.bech32, pageSize: 10, pages: 3 },
    )
    expect([requests, truncated]).toEqual([3, true])
    expect(urls.map((url) => url.searchParams.get('pagination.offset'))).toEqual([null, '10', '20'])
    expect(urls.every((url) => url.searchParams.get('pagination.count_total') === 'false')).toBe(true)
  })

  test('behavior: a page of known txs ends the read: nothing is read again', async () => {
    const requests = servePages([[withHash(ibc, 50)], [withHash(ibc, 40)], [withHash(ibc, 30)]])
    const { transfers } = await readChainTransfers(indexer, {
      chainId: 'chain-1',
      account,
      pageSize: 1,
      known: new Set([hash(40), hash(30)]),
    })
    expect(transfers.map((transfer) => transfer.txHash)).toEqual([hash(50), hash(40)])
    expect(requests).toHaveLength(2)
  })
})

describe('followTransfer', () => {
  const found = recogniseTx(withHash(ibc, 1), 'noble-1')!

  test('default: the router knows the tx: its state', async () => {
    server.use(
      http.get('https://router.test/v2/tx/status', () =>
        HttpResponse.json(sample('router/status-completed-success-ibc-noble-to-neutron')),
      ),
    )
    const followed = await followTransfer(found, { router })
    expect([followed.state, followed.reason]).toEqual(['success', null])
  })

  test('behavior: a tx the router does not know is tracked, then its status read', async () => {
    const calls: string[] = []
    let tracked = false
    server.use(
      http.get('https://router.test/v2/tx/status', () => {
        calls.push('status')
        return tracked
          ? HttpResponse.json(sample('router/status-pending-cctp-sent'))
          : HttpResponse.json({ code: 5, message: 'tx not found', details: [] }, { status: 404 })
      }),
      http.post('https://router.test/v2/tx/track', async ({ request }) => {
        calls.push('track')
        expect(await request.json()).toEqual({ chain_id: 'noble-1', tx_hash: hash(1) })
        tracked = true
        return HttpResponse.json(sample('router/track-success-hash-only'))
      }),
    )
    const followed = await followTransfer(found, { router })
    expect(calls).toEqual(['status', 'track', 'status'])
    expect([followed.state, followed.reason]).toEqual(['pending', null])
  })

  test('behavior: a transfer the router cannot follow says so in words', async () => {
    server.use(
      http.get('https://router.test/v2/tx/status', () =>
        HttpResponse.json({ code: 5, message: 'tx not found', details: [] }, { status: 404 }),
      ),
      http.post('https://router.test/v2/tx/track', () =>
        HttpResponse.json(sample('router/track-error-404-chain-not-supported'), { status: 404 }),
      ),
    )
    const followed = await followTransfer(found, { router })
    expect(followed.state).toBe('notFollowed')
    expect(followed.reason).toMatchInlineSnapshot(
      `"The router cannot follow this transfer: it may have been sent without the router (The router does not know this tx yet (router track: 404, "chain id not supported"))."`,
    )
  })
})

describe('readChainHistory', () => {
  test('behavior: a second read asks nothing again about what it already knows finished', async () => {
    const requests = servePages([[withHash(ibc, 50), withHash(deposit, 40)]])
    const statuses: string[] = []
    server.use(
      http.get('https://router.test/v2/tx/status', ({ request }) => {
        const hash = new URL(request.url).searchParams.get('tx_hash')!
        statuses.push(hash)
        return HttpResponse.json(
          sample(
            hash === hash50
              ? 'router/status-completed-success-ibc-noble-to-neutron'
              : 'router/status-pending-cctp-sent',
          ),
        )
      }),
    )
    const hash50 = hash(50)
    const parameters = { chainId: 'chain-1', account, pageSize: 2, router }
    const first = await readChainHistory(indexer, parameters)
    expect(first.transfers.map((transfer) => transfer.state)).toEqual(['success', 'pending'])
    // a full page, then the empty one after it (rollytics names a next key on a full last page)
    expect([requests.length, statuses.length]).toEqual([2, 2])

    const second = await readChainHistory(indexer, { ...parameters, previous: first })
    expect(second.transfers.map((transfer) => transfer.txHash)).toEqual([hash(50), hash(40)])
    // the first page only (it holds nothing new), the pending transfer asked about again, the finished one not
    expect([requests.length, statuses]).toEqual([3, [hash(50), hash(40), hash(40)]])
  })
})
