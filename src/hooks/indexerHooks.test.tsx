import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { createIndexerDevnet } from '../../packages/devnet/src/isomorphic.ts'
import { countingFetch, devnetUrl, fixtures, renderIndexerHook } from '../../test/render.tsx'
import { HttpError, InvalidParameterError } from '../errors/http.ts'
import { useAvgBlockTime } from './useAvgBlockTime.ts'
import { useBlock } from './useBlock.ts'
import { useBlocks } from './useBlocks.ts'
import { useCosmosTxOfEvmTx } from './useCosmosTxOfEvmTx.ts'
import { useEvmInternalTxs } from './useEvmInternalTxs.ts'
import { useEvmInternalTxsByAccount } from './useEvmInternalTxsByAccount.ts'
import { useEvmInternalTxsByHash } from './useEvmInternalTxsByHash.ts'
import { useEvmInternalTxsByHeight } from './useEvmInternalTxsByHeight.ts'
import { useEvmTx } from './useEvmTx.ts'
import { useEvmTxs } from './useEvmTxs.ts'
import { useEvmTxsByAccount } from './useEvmTxsByAccount.ts'
import { useEvmTxsByHeight } from './useEvmTxsByHeight.ts'
import { useIndexerStatus } from './useIndexerStatus.ts'
import { useNftCollection } from './useNftCollection.ts'
import { useNftCollections } from './useNftCollections.ts'
import { useNftCollectionsByAccount } from './useNftCollectionsByAccount.ts'
import { useNftCollectionsByName } from './useNftCollectionsByName.ts'
import { useNftTokensByAccount } from './useNftTokensByAccount.ts'
import { useNftTokensByCollection } from './useNftTokensByCollection.ts'
import { useNftTxs } from './useNftTxs.ts'
import { useRichList } from './useRichList.ts'
import { useTx } from './useTx.ts'
import { useTxs } from './useTxs.ts'
import { useTxsByAccount } from './useTxsByAccount.ts'
import { useTxsByHeight } from './useTxsByHeight.ts'

const { busyAccount, nft } = fixtures
const evmTxHash = fixtures.evmTxHash!
const nestedEvmTxHash = fixtures.nestedEvmTxHash!

interface SettledResult {
  isPending: boolean
  fetchStatus: string
  error: unknown
  data?: unknown
}
interface ListResult extends SettledResult {
  data?: { pages: unknown[] }
  items: readonly unknown[]
  total: bigint | null
}

async function settled<result extends { isPending: boolean; fetchStatus: string }>(hook: () => result) {
  const rendered = renderIndexerHook(hook)
  await waitFor(() =>
    expect(rendered.result.current.isPending || rendered.result.current.fetchStatus !== 'idle').toBe(false),
  )
  return rendered
}

describe('single-record hooks, over HTTP to the devnet', () => {
  test.each([
    ['useIndexerStatus', () => useIndexerStatus(), { chain_id: 'evm-1', height: fixtures.latestHeight }],
    ['useAvgBlockTime', () => useAvgBlockTime(), { avg_block_time: expect.any(Number) }],
    [
      'useBlock',
      () => useBlock({ height: fixtures.busyHeight }),
      { block: expect.objectContaining({ height: String(fixtures.busyHeight) }) },
    ],
    [
      'useTx',
      () => useTx({ txHash: fixtures.txHash }),
      { tx: expect.objectContaining({ txhash: fixtures.txHash, code: 0 }) },
    ],
    [
      'useEvmTx',
      () => useEvmTx({ txHash: evmTxHash }),
      { tx: expect.objectContaining({ transactionHash: evmTxHash }) },
    ],
    [
      'useCosmosTxOfEvmTx',
      () => useCosmosTxOfEvmTx({ txHash: evmTxHash }),
      { tx: expect.objectContaining({ txhash: fixtures.evmTxCosmosHash }) },
    ],
    [
      'useNftCollection',
      () => useNftCollection({ collectionAddr: nft.collectionAddr }),
      { collection: expect.objectContaining({ object_addr: nft.collectionAddr }) },
    ],
  ] as [string, () => SettledResult, object][])('default: %s', async (_name, hook, expected) => {
    const { result } = await settled(hook)
    expect(result.current.error).toBeNull()
    expect(result.current.data).toMatchObject(expected)
  })
})

describe('list hooks, over HTTP to the devnet', () => {
  test.each([
    ['useBlocks', () => useBlocks({ limit: 5 }), 5],
    ['useTxs', () => useTxs({ limit: 5 }), 5],
    ['useTxsByAccount', () => useTxsByAccount({ account: busyAccount.bech32, limit: 5 }), 5],
    ['useTxsByHeight', () => useTxsByHeight({ height: fixtures.busyHeight }), undefined],
    ['useEvmTxs', () => useEvmTxs({ limit: 5 }), 5],
    ['useEvmTxsByAccount', () => useEvmTxsByAccount({ account: busyAccount.hex, limit: 5 }), 5],
    ['useEvmTxsByHeight', () => useEvmTxsByHeight({ height: fixtures.busyHeight }), undefined],
    ['useEvmInternalTxs', () => useEvmInternalTxs({ limit: 5 }), 5],
    [
      'useEvmInternalTxsByAccount',
      () => useEvmInternalTxsByAccount({ account: busyAccount.hex, limit: 5 }),
      undefined,
    ],
    [
      'useEvmInternalTxsByHeight',
      () => useEvmInternalTxsByHeight({ height: fixtures.busyHeight }),
      undefined,
    ],
    ['useEvmInternalTxsByHash', () => useEvmInternalTxsByHash({ txHash: nestedEvmTxHash }), undefined],
    ['useNftCollections', () => useNftCollections({ limit: 5 }), 5],
    ['useNftCollectionsByAccount', () => useNftCollectionsByAccount({ account: nft.owner }), undefined],
    ['useNftCollectionsByName', () => useNftCollectionsByName({ name: 'a' }), undefined],
    [
      'useNftTokensByAccount',
      () => useNftTokensByAccount({ account: nft.owner, orderBy: 'height' }),
      undefined,
    ],
    [
      'useNftTokensByCollection',
      () => useNftTokensByCollection({ collectionAddr: fixtures.bigCollection, limit: 5 }),
      5,
    ],
    ['useNftTxs', () => useNftTxs({ collectionAddr: nft.collectionAddr, tokenId: nft.tokenId }), nft.txCount],
    ['useRichList', () => useRichList({ denom: fixtures.denoms.big, limit: 5 }), 5],
  ] as [string, () => ListResult, number | undefined][])('default: %s', async (_name, hook, count) => {
    const { result } = await settled(hook)
    expect(result.current.error).toBeNull()
    expect(result.current.data?.pages).toHaveLength(1)
    expect(result.current.items.length).toBeGreaterThan(0)
    if (count !== undefined) expect(result.current.items).toHaveLength(count)
    expect(result.current.total).toBeTypeOf('bigint')
  })
})

describe('query.select, over HTTP to the devnet', () => {
  test('parameters: query.select: a record hook returns what select makes of the record', async () => {
    const { result } = await settled(() =>
      useTx({ txHash: fixtures.txHash, query: { select: (data) => data.tx.txhash.toLowerCase() } }),
    )
    expect(result.current.data).toBe(fixtures.txHash.toLowerCase())
  })

  test('parameters: query.select: a list returns what select makes of its pages, items stay the records', async () => {
    const { result } = await settled(() =>
      useRichList({
        denom: fixtures.denoms.big,
        limit: 5,
        query: {
          select: (data) => data.pages.flatMap((page) => page.holders.map((holder) => holder.account)),
        },
      }),
    )
    expect(result.current.data).toHaveLength(5)
    expect(result.current.data).toEqual(result.current.items.map((holder) => holder.account))
    expect(result.current.total).not.toBeNull()
    await act(() => result.current.fetchNextPage())
    await waitFor(() => expect(result.current.data).toHaveLength(10))
    expect(result.current.items.map((holder) => holder.account)).toEqual(result.current.data)
  })
})

describe('pagination', () => {
  test('behavior: where the server counts exactly, the list ends at its total without an extra request', async () => {
    const perBlock = (await settled(() => useTxsByHeight({ height: fixtures.busyHeight }))).result.current
      .items.length
    expect(perBlock).toBeGreaterThan(1)
    const { fetch, urls } = countingFetch()
    const { result } = renderIndexerHook(
      () => useTxsByHeight({ height: fixtures.busyHeight, limit: perBlock }),
      {
        baseUrl: devnetUrl(),
        fetch,
      },
    )
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    // a full page, and next_key is set (the indexer sends it on the last cursor page too), but total says done
    expect(result.current.data?.pages[0]?.pagination.next_key).toBeTruthy()
    expect(result.current.hasNextPage).toBe(false)
    expect(urls).toHaveLength(1)
  })

  test('behavior: without a count, a full last cursor page ends on the empty page, which is not shown', async () => {
    const perBlock = (await settled(() => useTxsByHeight({ height: fixtures.busyHeight }))).result.current
      .items.length
    const { result } = await settled(() =>
      useTxsByHeight({ height: fixtures.busyHeight, limit: perBlock, countTotal: false }),
    )
    expect(result.current.hasNextPage).toBe(true)
    await act(() => result.current.fetchNextPage())
    await waitFor(() => expect(result.current.isFetchingNextPage).toBe(false))
    expect(result.current.hasNextPage).toBe(false)
    expect(result.current.data?.pages).toHaveLength(1)
    expect(result.current.items).toHaveLength(perBlock)
  })

  test('behavior: an offset list whose last page is full ends there, maxPages keeping every row of it', async () => {
    const half = fixtures.holders.small / 2
    const { result } = await settled(() =>
      useRichList({ denom: fixtures.denoms.small, limit: half, query: { maxPages: 1 } }),
    )
    expect(result.current.hasNextPage).toBe(true)
    await act(() => result.current.fetchNextPage())
    await waitFor(() => expect(result.current.isFetchingNextPage).toBe(false))
    expect(result.current.hasNextPage).toBe(false)
    expect(result.current.items).toHaveLength(half)
    expect(result.current.data?.pageParams[0]?.position).toBe(half)
  })

  test('behavior: a short cursor page ends the list without another request', async () => {
    const { fetch, urls } = countingFetch()
    const { result } = renderIndexerHook(() => useTxsByHeight({ height: fixtures.busyHeight, limit: 1000 }), {
      baseUrl: devnetUrl(),
      fetch,
    })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.hasNextPage).toBe(false)
    expect(urls).toHaveLength(1)
  })

  test('behavior: an offset list loads to its exact total, across pages', async () => {
    const { small } = fixtures.holders
    const { result } = await settled(() => useRichList({ denom: fixtures.denoms.small, limit: 100 }))
    expect(result.current.total).toBe(BigInt(small))
    while (result.current.hasNextPage) {
      await act(() => result.current.fetchNextPage())
      await waitFor(() => expect(result.current.isFetchingNextPage).toBe(false))
    }
    expect(result.current.items).toHaveLength(small)
    expect(result.current.data?.pages.map((page) => page.holders.length)).toEqual([100, 100, small - 200])
    // largest first, exact strings
    const amounts = result.current.items.map((holder) => BigInt(holder.amount))
    expect(amounts).toEqual([...amounts].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)))
  })

  test('behavior: maxPages keeps memory bounded and refetches dropped pages backwards', async () => {
    const { result } = await settled(() => useTxs({ limit: 4, query: { maxPages: 2 } }))
    const firstPage = result.current.items.map((tx) => tx.txhash)
    for (let page = 0; page < 3; page++) {
      await act(() => result.current.fetchNextPage())
      await waitFor(() => expect(result.current.isFetchingNextPage).toBe(false))
    }
    expect(result.current.data?.pages).toHaveLength(2)
    expect(result.current.items).toHaveLength(8)
    expect(result.current.items.map((tx) => tx.txhash)).not.toContain(firstPage[0])

    // cursor lists have no previous_key: the dropped cursors are remembered
    while (result.current.hasPreviousPage) {
      await act(() => result.current.fetchPreviousPage())
      await waitFor(() => expect(result.current.isFetchingPreviousPage).toBe(false))
    }
    expect(result.current.items.slice(0, 4).map((tx) => tx.txhash)).toEqual(firstPage)
  })

  test('parameters: reverse and offset', async () => {
    const newest = await settled(() => useBlocks({ limit: 2 }))
    const oldest = await settled(() => useBlocks({ limit: 2, reverse: false }))
    const skipped = await settled(() => useBlocks({ limit: 2, offset: 1 }))
    expect(newest.result.current.items.map((block) => block.height)).toEqual([
      String(fixtures.latestHeight),
      String(fixtures.latestHeight - 1),
    ])
    expect(oldest.result.current.items.map((block) => block.height)).toEqual(['1', '2'])
    expect(skipped.result.current.items[0]?.height).toBe(String(fixtures.latestHeight - 1))
  })

  test('parameters: msgs filters by message type, a leading slash included', async () => {
    const { result } = await settled(() => useTxs({ msgs: ['/cosmos.bank.v1beta1.MsgSend'], limit: 20 }))
    expect(result.current.items.length).toBeGreaterThan(0)
    for (const tx of result.current.items)
      expect(tx.tx.body.messages.map((message) => message['@type'])).toContain('/cosmos.bank.v1beta1.MsgSend')
  })

  test('parameters: countTotal false gives a null total', async () => {
    const { result } = await settled(() => useRichList({ denom: fixtures.denoms.small, countTotal: false }))
    expect(result.current.items.length).toBeGreaterThan(0)
    expect(result.current.total).toBeNull()
  })

  test('behavior: a count that timed out on the server ("-1") is a null total', async () => {
    const devnet = createIndexerDevnet({ countTimesOut: true })
    const { result } = renderIndexerHook(() => useRichList({ denom: fixtures.denoms.small }), {
      baseUrl: 'http://devnet.test',
      fetch: (input, init) => devnet.fetch(new Request(input, init)),
    })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.pages[0]?.pagination.total).toBe('-1')
    expect(result.current.total).toBeNull()
    expect(result.current.items).toHaveLength(100)
    expect(result.current.hasNextPage).toBe(true)
  })

  test('behavior: an unknown account is an empty list, not an error', async () => {
    const { result } = await settled(() =>
      useTxsByAccount({ account: '0x000000000000000000000000000000000000dead' }),
    )
    expect(result.current.isSuccess).toBe(true)
    expect(result.current.items).toEqual([])
    expect(result.current.hasNextPage).toBe(false)
    expect(result.current.total).toBe(0n)
  })
})

describe('errors and options', () => {
  test('behavior: a 404 is a typed HttpError with the server text, asked for once', async () => {
    const { fetch, urls } = countingFetch()
    const { result } = renderIndexerHook(() => useTx({ txHash: 'AB'.repeat(32) }), {
      baseUrl: devnetUrl(),
      fetch,
    })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBeInstanceOf(HttpError)
    expect(result.current.error?.shortMessage).toMatch(
      /answered 404 for .*: \[NOT_FOUND\] transaction not found$/,
    )
    expect(urls).toHaveLength(1)
  })

  test('behavior: a bad parameter fails the query with InvalidParameterError and sends nothing', async () => {
    const { fetch, urls } = countingFetch()
    const { result } = renderIndexerHook(() => useRichList({ denom: fixtures.denoms.small, limit: 5000 }), {
      baseUrl: devnetUrl(),
      fetch,
    })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBeInstanceOf(InvalidParameterError)
    expect(urls).toEqual([])
  })

  test('behavior: the query waits while a required parameter is undefined', async () => {
    const { fetch, urls } = countingFetch()
    const { result } = renderIndexerHook(() => useBlock({ height: undefined }), {
      baseUrl: devnetUrl(),
      fetch,
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(result.current.fetchStatus).toBe('idle')
    expect(result.current.isPending).toBe(true)
    expect(urls).toEqual([])
  })

  test('behavior: a list waits while a required parameter is undefined, even with enabled: true', async () => {
    const { fetch, urls } = countingFetch()
    const { result } = renderIndexerHook(() => useRichList({ denom: undefined, query: { enabled: true } }), {
      baseUrl: devnetUrl(),
      fetch,
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(result.current.fetchStatus).toBe('idle')
    expect(result.current.items).toEqual([])
    expect(urls).toEqual([])
  })

  test('parameters: query options pass through, enabled included', async () => {
    const { result } = renderIndexerHook(() => useIndexerStatus({ query: { enabled: false } }))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(result.current.fetchStatus).toBe('idle')
  })

  test('parameters: client overrides the provider, e.g. a second chain', async () => {
    const { result } = await settled(() =>
      useIndexerStatus({ client: { baseUrl: devnetUrl('move-1'), type: 'indexer' } }),
    )
    expect(result.current.data?.chain_id).toBe('move-1')
  })

  test('behavior: evm routes on a Move chain answer a readable 404', async () => {
    const { result } = renderIndexerHook(() => useEvmTxs(), { baseUrl: devnetUrl('move-1') })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error?.message).toContain('evm routes are not available on this chain')
  })

  test('behavior: without a provider the hook says what to do', () => {
    expect(() => renderHook(() => useIndexerStatus())).toThrow(/RollscopeProvider/)
  })

  test('default: the query key holds the base URL and serialisable parameters only', async () => {
    const { queryClient } = await settled(() => useBlock({ height: 5n }))
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([['rollscope', 'indexer', devnetUrl(), 'block', { height: '5' }]])
  })
})
