import { HttpResponse, http } from 'msw'
import { describe, expect, test } from 'vitest'
import { setupMswServer } from '../../test/msw.ts'
import { InvalidParameterError } from '../errors/http.ts'
import { getBlock } from './blocks.ts'
import { createIndexerClient } from './client.ts'
import { listNftTokensByAccount } from './nft.ts'
import { listRichList } from './richList.ts'
import { listTxs, listTxsByAccount } from './txs.ts'

const server = setupMswServer()
const client = createIndexerClient({ baseUrl: 'http://indexer.test/' })
const emptyPage = { pagination: { next_key: null, previous_key: null, total: '0' } }

/** Answers every GET with an empty list and records the raw URLs the kit sent. */
function recordUrls() {
  const urls: string[] = []
  server.use(
    http.get('http://indexer.test/*', ({ request }) => {
      urls.push(request.url.replace('http://indexer.test', ''))
      return HttpResponse.json({ ...emptyPage, txs: [], holders: [], tokens: [] })
    }),
  )
  return urls
}

describe('query parameters as the real server reads them', () => {
  test('parameters: msgs are repeated, without the leading slash', async () => {
    const urls = recordUrls()
    await listTxs(client, { msgs: ['/cosmos.bank.v1beta1.MsgSend', 'initia.move.v1.MsgExecute'] })
    expect(urls).toEqual([
      '/indexer/tx/v1/txs?msgs=cosmos.bank.v1beta1.MsgSend&msgs=initia.move.v1.MsgExecute',
    ])
  })

  test('parameters: a denom with a slash is sent as %2F', async () => {
    const urls = recordUrls()
    await listRichList(client, { denom: 'evm/2eE7007DF876084d4C74685e90bB7f4cd7c86e22', limit: 10 })
    expect(urls).toEqual([
      '/indexer/richlist/v1/evm%2F2eE7007DF876084d4C74685e90bB7f4cd7c86e22?pagination.limit=10',
    ])
  })

  test('parameters: the key is URL-encoded and replaces the offset', async () => {
    const urls = recordUrls()
    await listTxs(client, { key: 'ey+J/c==', offset: 5, reverse: false, countTotal: false })
    expect(urls).toEqual([
      '/indexer/tx/v1/txs?pagination.key=ey%2BJ%2Fc%3D%3D&pagination.count_total=false&pagination.reverse=false',
    ])
  })

  test('parameters: isSigner, collection filter and order', async () => {
    const urls = recordUrls()
    await listTxsByAccount(client, { account: 'init1abc', isSigner: true })
    await listNftTokensByAccount(client, {
      account: '0xAB',
      collectionAddr: '0xC0',
      orderBy: 'height',
      offset: 200,
    })
    expect(urls).toEqual([
      '/indexer/tx/v1/txs/by_account/init1abc?is_signer=true',
      '/indexer/nft/v1/tokens/by_account/0xAB?pagination.offset=200&collection_addr=0xC0&order_by=height',
    ])
  })

  test.each([
    ['a limit of 0', () => listRichList(client, { denom: 'uinit', limit: 0 }), 'pagination.limit'],
    ['a limit of 1001', () => listRichList(client, { denom: 'uinit', limit: 1001 }), 'pagination.limit'],
    ['a fractional limit', () => listRichList(client, { denom: 'uinit', limit: 2.5 }), 'pagination.limit'],
    ['a negative offset', () => listRichList(client, { denom: 'uinit', offset: -1 }), 'pagination.offset'],
    ['a key that is not base64', () => listTxs(client, { key: '{"sequence":1}' }), 'pagination.key'],
    ['an empty denom', () => listRichList(client, { denom: '' }), 'denom'],
    ['a height that is not an integer', () => getBlock(client, { height: 'abc' }), 'height'],
    ['a negative height', () => getBlock(client, { height: -1 }), 'height'],
    [
      'an unknown order',
      () => listNftTokensByAccount(client, { account: 'a', orderBy: 'price' as never }),
      'orderBy',
    ],
  ])('behavior: %s is rejected before any request', async (_name, call, parameter) => {
    const urls = recordUrls()
    const error = await call().catch((error: unknown) => error)
    expect(error).toBeInstanceOf(InvalidParameterError)
    expect((error as InvalidParameterError).parameter).toBe(parameter)
    expect(urls).toEqual([])
  })

  test('behavior: the error says what to do', async () => {
    const error = await listRichList(client, { denom: 'uinit', limit: 5000 }).catch((error: unknown) => error)
    expect((error as Error).message).toMatchInlineSnapshot(
      `"Invalid pagination.limit: 5000. Use an integer from 1 to 1000."`,
    )
  })

  test('parameters: heights as number, bigint and string', async () => {
    const urls: string[] = []
    server.use(
      http.get('http://indexer.test/indexer/block/v1/blocks/:height', ({ request }) => {
        urls.push(new URL(request.url).pathname)
        return new HttpResponse('[NOT_FOUND] block not found', { status: 404 })
      }),
    )
    for (const height of [7, 7n, '7']) await getBlock(client, { height }).catch(() => {})
    expect(urls).toEqual(Array(3).fill('/indexer/block/v1/blocks/7'))
  })
})
