// Search over HTTP on the devnet's registry (the L1 with Initia's core indexer, evm-1 and move-1 with rollytics): each
// kind found on the chain that has it, the others "not here" (the L1's indexer serves no blocks by height and no
// collections: not here either, never an error), a failing chain said so, and the requests each search sends.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import { HttpResponse, http, passthrough } from 'msw'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, inject, test, vi } from 'vitest'
import { createIndexerDevnet } from '../../packages/devnet/src/isomorphic.ts'
import { setupMswServer } from '../../test/msw.ts'
import { recordRequests } from '../../test/render.tsx'
import { HttpError, ResponseValidationError } from '../errors/http.ts'
import { RollscopeProvider } from './RollscopeProvider.tsx'
import { type UseSearchParameters, useSearch } from './useSearch.ts'

const origin = inject('devnetUrl')
const evm = createIndexerDevnet({ vm: 'evm', chainId: 'evm-1' }).fixtures
const move = createIndexerDevnet({ vm: 'move', chainId: 'move-1' }).fixtures
const l1 = createIndexerDevnet({ vm: 'move', chainId: 'initiation-2' }).fixtures
const server = setupMswServer()

let urls: string[] = []
beforeEach(() => {
  server.use(http.all(`${origin}/*`, () => passthrough()))
  urls = recordRequests()
})
afterEach(() => {
  vi.restoreAllMocks()
})

function render(parameters: UseSearchParameters) {
  const queryClient = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <RollscopeProvider network={{ url: `${origin}/registry` }}>{children}</RollscopeProvider>
    </QueryClientProvider>
  )
  return renderHook((props: UseSearchParameters) => useSearch(props), { wrapper, initialProps: parameters })
}

type Result = ReturnType<typeof useSearch>
const settled = (result: Result) =>
  !result.isPending && result.chains.length > 0 && result.chains.every((chain) => chain.state !== 'loading')
const found = (result: Result) =>
  result.chains.map((chain) => [chain.chainId, chain.state, chain.matches.map((match) => match.kind).join()])
const indexerRequests = (urls: string[]) =>
  urls.filter((url) => /\/(evm-1|move-1|initiation-2)\/indexer\//.test(url))

async function search(text: string, chainIds: UseSearchParameters['chainIds'] = 'all') {
  urls.length = 0
  const { result, rerender } = render({ text, chainIds })
  await waitFor(() => expect(settled(result.current)).toBe(true), { timeout: 20_000 })
  return { result, urls: [...urls], rerender }
}

describe('useSearch', { timeout: 40_000 }, () => {
  test('Cosmos tx hash: found on evm-1, not on the L1 or move-1; one request per chain', async () => {
    const { result, urls } = await search(evm.txHash.toLowerCase())
    expect(found(result.current)).toEqual([
      ['initiation-2', 'done', ''],
      ['evm-1', 'done', 'tx'],
      ['move-1', 'done', ''],
    ])
    expect(result.current.matches[0]).toMatchObject({
      kind: 'tx',
      chainName: 'Evm',
      hash: evm.txHash,
      success: true,
    })
    expect(indexerRequests(urls)).toHaveLength(3)
  })

  // the devnet generates the same txs for both Move chains: the L1's hash is move-1's too
  test('Cosmos tx hash of the L1: read from its core indexer’s record', async () => {
    const { result } = await search(l1.txHash)
    // the L1's txs are its own: move-1, a Move chain of the same seed, does not have them
    expect(found(result.current)).toEqual([
      ['initiation-2', 'done', 'tx'],
      ['evm-1', 'done', ''],
      ['move-1', 'done', ''],
    ])
    expect(result.current.matches[0]).toMatchObject({ kind: 'tx', chainName: 'Initia', hash: l1.txHash })
  })

  test('EVM tx hash: found on evm-1 with its Cosmos tx; the Move chains asked for a collection of that address', async () => {
    const { result, urls } = await search(evm.evmTxHash!)
    expect(found(result.current)).toEqual([
      ['initiation-2', 'done', ''],
      ['evm-1', 'done', 'evmTx'],
      ['move-1', 'done', ''],
    ])
    expect(result.current.matches[0]).toMatchObject({ kind: 'evmTx', cosmosTxHash: evm.evmTxCosmosHash })
    expect(
      indexerRequests(urls).map((url) => url.replace(/^.*\/([\w-]+)\/indexer\/(\w+)\/.*$/, '$1 $2')),
    ).toEqual(expect.arrayContaining(['evm-1 tx', 'move-1 nft', 'initiation-2 nft']))
    expect(indexerRequests(urls)).toHaveLength(3)
  })

  test('block height: on both rollups; past a chain’s head, or on the L1 (no blocks by height), not here', async () => {
    const { result } = await search('1,234')
    expect(found(result.current)).toEqual([
      ['initiation-2', 'done', ''],
      ['evm-1', 'done', 'block'],
      ['move-1', 'done', 'block'],
    ])
    expect(result.current.chains[0]!.error).toBeNull()
    const past = await search(String(evm.latestHeight + 1))
    expect(found(past.result.current)).toEqual([
      ['initiation-2', 'done', ''],
      ['evm-1', 'done', ''],
      ['move-1', 'done', ''],
    ])
  })

  test('account: bech32 or 0x, on every chain that has its txs; a 0x address is also asked as an EVM collection', async () => {
    const { result, urls } = await search(evm.busyAccount.bech32)
    expect(found(result.current)).toEqual([
      ['initiation-2', 'done', 'account'],
      ['evm-1', 'done', 'account'],
      ['move-1', 'done', 'account'],
    ])
    expect(indexerRequests(urls)).toHaveLength(3)
    const hex = await search(evm.busyAccount.hex.toUpperCase().replace('0X', '0x'))
    expect(found(hex.result.current)).toEqual([
      ['initiation-2', 'done', 'account'],
      ['evm-1', 'done', 'account'],
      ['move-1', 'done', 'account'],
    ])
    expect(indexerRequests(hex.urls)).toHaveLength(4)
  })

  test('collection: an EVM one on evm-1, a Move object on move-1', async () => {
    const onEvm = await search(evm.bigCollection)
    expect(onEvm.result.current.matches.map((match) => `${match.kind}@${match.chainId}`)).toEqual([
      'collection@evm-1',
    ])
    const onMove = await search(move.bigCollection)
    expect(found(onMove.result.current)).toEqual([
      ['initiation-2', 'done', ''],
      ['evm-1', 'done', ''],
      ['move-1', 'done', 'collection'],
    ])
  })

  test('chain, token and denom: from the registry, no indexer request', async () => {
    const chain = await search('Move')
    expect(chain.result.current.matches).toMatchObject([
      { kind: 'chain', chainId: 'move-1', chainName: 'Move' },
    ])
    const token = await search('usdc')
    expect(token.result.current.matches.length).toBeGreaterThan(0)
    expect(
      token.result.current.matches.every((match) => match.kind === 'token' && match.symbol === 'USDC'),
    ).toBe(true)
    const denom = await search('uinit')
    expect(denom.result.current.matches.map((match) => match.kind)).toContain('denom')
    expect(indexerRequests([...chain.urls, ...token.urls, ...denom.urls])).toEqual([])
  })

  test('behavior: text that is no search sends no request', async () => {
    urls.length = 0
    const { result } = render({ text: '<script>alert(1)</script>' })
    await waitFor(() => expect(result.current.isPending).toBe(false), { timeout: 20_000 })
    expect(result.current.terms).toEqual([])
    expect(result.current.chains).toEqual([])
    expect(indexerRequests(urls)).toEqual([])
  })

  test('parameters: chainIds limits the chains asked', async () => {
    const { result, urls } = await search(evm.txHash, ['move-1'])
    expect(found(result.current)).toEqual([['move-1', 'done', '']])
    expect(indexerRequests(urls)).toHaveLength(1)
  })

  test('behavior: a chain answering HTML or 500 says so; the other still answers', async () => {
    server.use(
      http.get(`${origin}/move-1/indexer/tx/v1/txs/:hash`, () =>
        HttpResponse.text('<html><body>Bad gateway</body></html>', {
          headers: { 'content-type': 'text/html' },
        }),
      ),
    )
    const { result } = await search(evm.txHash)
    expect(found(result.current)).toEqual([
      ['initiation-2', 'done', ''],
      ['evm-1', 'done', 'tx'],
      ['move-1', 'error', ''],
    ])
    expect(result.current.chains[2]!.error).toBeInstanceOf(ResponseValidationError)

    server.use(
      http.get(
        `${origin}/move-1/indexer/block/v1/blocks/:height`,
        () => new HttpResponse('down', { status: 500 }),
      ),
    )
    const failing = await search('7')
    expect(found(failing.result.current)).toEqual([
      ['initiation-2', 'done', ''],
      ['evm-1', 'done', 'block'],
      ['move-1', 'error', ''],
    ])
    expect(failing.result.current.chains[2]!.error).toBeInstanceOf(HttpError)
  })

  test('behavior: typing on aborts the request the old text still waits for', async () => {
    let aborted = false
    server.use(
      http.get(
        `${origin}/move-1/indexer/tx/v1/txs/:hash`,
        ({ request }) =>
          new Promise<Response>((resolve) =>
            request.signal.addEventListener('abort', () => {
              aborted = true
              resolve(HttpResponse.error())
            }),
          ),
      ),
    )
    urls.length = 0
    const { result, rerender } = render({ text: evm.txHash })
    await waitFor(() =>
      expect(indexerRequests(urls).filter((url) => url.includes('/move-1/'))).toHaveLength(1),
    )
    rerender({ text: '7' })
    await waitFor(() => expect(aborted).toBe(true))
    await waitFor(() => expect(settled(result.current)).toBe(true))
    expect(result.current.matches.map((match) => match.kind)).toEqual(['block', 'block'])
  })

  test('behavior: new text drops the old one’s queries and shows only its own', async () => {
    const { result, rerender } = await search(evm.txHash)
    rerender({ text: move.txHash, chainIds: 'all' })

    await waitFor(() =>
      expect(found(result.current)).toEqual([
        ['initiation-2', 'done', ''],
        ['evm-1', 'done', ''],
        ['move-1', 'done', 'tx'],
      ]),
    )
  })
})
