import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query'
import { delay, HttpResponse, http, passthrough } from 'msw'
import { describe, expect, inject, test } from 'vitest'
import { createIndexerDevnet } from '../../packages/devnet/src/isomorphic.ts'
import { setupMswServer } from '../../test/msw.ts'
import { TimeoutError } from '../errors/http.ts'
import { createIndexerClient } from '../indexer/client.ts'
import { blockQueryOptions, indexerStatusQueryOptions } from './blocks.ts'
import { rollscopeQueryKey } from './indexerQuery.ts'
import { richListInfiniteQueryOptions } from './richList.ts'
import { txsByAccountInfiniteQueryOptions } from './txs.ts'

const server = setupMswServer()
const { denoms, busyAccount } = createIndexerDevnet().fixtures

describe('query options outside React', () => {
  test('default: prefetch on a server, dehydrate, hydrate in the browser', async () => {
    // the devnet itself, over real HTTP
    server.use(http.all('http://127.0.0.1:*', () => passthrough()))
    const client = createIndexerClient({ baseUrl: inject('devnetIndexers')['evm-1']! })
    const onServer = new QueryClient()
    await onServer.prefetchInfiniteQuery(
      richListInfiniteQueryOptions(client, { denom: denoms.big, limit: 3 }),
    )
    const state = JSON.parse(JSON.stringify(dehydrate(onServer)))

    const inBrowser = new QueryClient()
    hydrate(inBrowser, state)
    const data = inBrowser.getQueryData(
      richListInfiniteQueryOptions(client, { denom: denoms.big, limit: 3 }).queryKey,
    )
    expect(data?.pages[0]?.holders).toHaveLength(3)
    expect(data?.pageParams).toEqual([{ key: null, position: 0, previous: null }])
  })

  test('default: keys', () => {
    const client = createIndexerClient({ baseUrl: 'https://rollytics.example/' })
    expect(indexerStatusQueryOptions(client).queryKey).toMatchInlineSnapshot(`
      [
        "rollscope",
        "indexer",
        "https://rollytics.example",
        "indexerStatus",
        {},
      ]
    `)
    expect(blockQueryOptions(client, { height: 10n }).queryKey).toMatchInlineSnapshot(`
      [
        "rollscope",
        "indexer",
        "https://rollytics.example",
        "block",
        {
          "height": "10",
        },
      ]
    `)
    expect(
      txsByAccountInfiniteQueryOptions(client, {
        account: busyAccount.bech32,
        isSigner: true,
        msgs: ['a.MsgB'],
      }).queryKey,
    ).toMatchInlineSnapshot(`
      [
        "rollscope",
        "indexer",
        "https://rollytics.example",
        "txsByAccount",
        {
          "account": "init1ggjwv9y9p23gshpv28tju30m5nd0gcx7dlvh6q",
          "isSigner": true,
          "msgs": [
            "a.MsgB",
          ],
        },
      ]
    `)
    expect(blockQueryOptions(client, { height: 1 }).queryKey.slice(0, 2)).toEqual([
      ...rollscopeQueryKey,
      'indexer',
    ])
  })
})

describe('retry policy', () => {
  const client = (timeoutMs = 10_000) =>
    createIndexerClient({ baseUrl: 'http://indexer.test', timeoutMs, retry: { count: 1, delayMs: 1 } })

  function answer(respond: () => Response | Promise<Response>) {
    const calls = { count: 0 }
    server.use(
      http.get('http://indexer.test/*', () => {
        calls.count++
        return respond()
      }),
    )
    return calls
  }

  test('behavior: a 404 is not retried by TanStack', async () => {
    const calls = answer(() => new HttpResponse('[NOT_FOUND] block not found', { status: 404 }))
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 3, retryDelay: 1 } } })
    await expect(queryClient.fetchQuery(blockQueryOptions(client(), { height: 1 }))).rejects.toMatchObject({
      status: 404,
    })
    expect(calls.count).toBe(1)
  })

  test('behavior: 5xx is retried by the http layer only, not again by TanStack', async () => {
    const calls = answer(() => new HttpResponse('Internal Server Error', { status: 500 }))
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 3, retryDelay: 1 } } })
    await expect(queryClient.fetchQuery(blockQueryOptions(client(), { height: 1 }))).rejects.toMatchObject({
      status: 500,
    })
    expect(calls.count).toBe(2)
  })

  test('behavior: a timeout is tried three times in all', async () => {
    const calls = answer(async () => {
      await delay('infinite')
      return new HttpResponse(null)
    })
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 3, retryDelay: 1 } } })
    await expect(queryClient.fetchQuery(blockQueryOptions(client(30), { height: 1 }))).rejects.toBeInstanceOf(
      TimeoutError,
    )
    expect(calls.count).toBe(3)
  })
})
