// Server rendering: importing the package and rendering every component on a server touches no window.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, inject, test } from 'vitest'
import { createIndexerDevnet } from '../../packages/devnet/src/isomorphic.ts'
import * as actions from '../exports/actions.ts'
import * as bridge from '../exports/bridge.ts'
import * as explorer from '../exports/explorer.ts'
import * as root from '../exports/index.ts'
import * as query from '../exports/query.ts'

// every entry an app imports, as one
const rollscope = { ...root, ...explorer, ...bridge, ...actions, ...query }

const wallet = { getAddress: async () => '', sendTx: async () => ({ txHash: '', chainId: '' }) }

function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <rollscope.RollscopeProvider
        indexer={{ baseUrl: 'http://indexer.test' }}
        router={{ baseUrl: 'http://router.test' }}
      >
        {children}
      </rollscope.RollscopeProvider>
    </QueryClientProvider>
  )
}

const components: [string, ReactNode][] = [
  ['RichListTable', <rollscope.RichListTable key="r" denom="uinit" />],
  ['EvmTxList', <rollscope.EvmTxList key="e" />],
  ['IndexerStatus', <rollscope.IndexerStatus key="s" />],
  ['BlockList', <rollscope.BlockList key="bl" />],
  ['BlockDetail', <rollscope.BlockDetail key="bd" height={1} />],
  ['TxList', <rollscope.TxList key="tl" />],
  ['TxDetail', <rollscope.TxDetail key="td" txHash="AB" />],
  ['NftGallery', <rollscope.NftGallery key="n" collectionAddr="0xab" />],
  ['EvmTxDetail', <rollscope.EvmTxDetail key="d" txHash="0xab" />],
  ['InternalTxTree', <rollscope.InternalTxTree key="i" txHash="0xab" />],
  ['AccountActivity', <rollscope.AccountActivity key="a" account="init1abc" />],
  [
    'BridgeWidget',
    <rollscope.BridgeWidget
      key="b"
      wallet={wallet}
      assets={[{ chainId: 'noble-1', chainName: 'Noble', denom: 'uusdc', symbol: 'USDC', decimals: 6 }]}
    />,
  ],
]

test('default: there is no window here', () => {
  expect(typeof window).toBe('undefined')
  expect(typeof document).toBe('undefined')
})

test.each(components)('behavior: %s renders on a server, in its loading state', (_name, element) => {
  const html = renderToString(<Providers>{element}</Providers>)
  expect(html).toContain('data-rollscope')
})

describe('prefetched on a server', async () => {
  const devnet = createIndexerDevnet()
  const { fixtures } = devnet
  const client = rollscope.createIndexerClient({
    baseUrl: 'http://indexer.test',
    fetch: (input, init) => devnet.fetch(new Request(input, init)),
  })
  // each component beside the query a server prefetches for it: the same key, so its rows are in the HTML
  const lists: [string, ReactNode, () => Promise<unknown>, string][] = [
    [
      'RichListTable',
      <rollscope.RichListTable key="r" denom={fixtures.denoms.small} height={400} />,
      () => prefetch(rollscope.richListTableQueryOptions(client, { denom: fixtures.denoms.small })),
      'tbody tr[data-index]',
    ],
    [
      'TxList',
      <rollscope.TxList key="t" account={fixtures.busyAccount.bech32} height={400} />,
      () => prefetch(rollscope.txListQueryOptions(client, { account: fixtures.busyAccount.bech32 })),
      'tbody tr[data-index]',
    ],
    [
      'EvmTxList',
      <rollscope.EvmTxList key="e" height={400} />,
      () => prefetch(rollscope.evmTxListQueryOptions(client)),
      'tbody tr[data-index]',
    ],
    [
      'BlockList',
      <rollscope.BlockList key="b" height={400} />,
      () => prefetch(rollscope.blockListQueryOptions(client)),
      'tbody tr[data-index]',
    ],
    [
      'BlockDetail',
      <rollscope.BlockDetail key="d" height={fixtures.busyHeight} />,
      async () => {
        const { block, txs } = rollscope.blockDetailQueryOptions(client, { height: fixtures.busyHeight })
        await queryClient.prefetchQuery(block)
        await prefetch(txs)
      },
      'tbody tr[data-index]',
    ],
    [
      'AccountActivity',
      <rollscope.AccountActivity key="a" account={fixtures.busyAccount.bech32} height={400} />,
      async () => {
        const queries = rollscope.accountActivityQueryOptions(client, {
          account: fixtures.busyAccount.bech32,
        })
        await Promise.all([prefetch(queries.txs), prefetch(queries.evm), prefetch(queries.nfts)])
      },
      'tbody tr[data-index]',
    ],
    [
      'NftGallery',
      <rollscope.NftGallery key="n" collectionAddr={fixtures.bigCollection} height={560} />,
      () => prefetch(rollscope.nftGalleryQueryOptions(client, { collectionAddr: fixtures.bigCollection })),
      'li[aria-posinset]',
    ],
  ]
  let queryClient = new QueryClient()
  const prefetch = (options: object) => queryClient.prefetchInfiniteQuery(options as never)

  test.each(lists)(
    'behavior: %s draws its first rows in the server HTML',
    async (_name, element, load, row) => {
      queryClient = new QueryClient()
      await load()
      const html = renderToString(
        <QueryClientProvider client={queryClient}>
          <rollscope.RollscopeProvider indexer={client}>{element}</rollscope.RollscopeProvider>
        </QueryClientProvider>,
      )
      expect(html).toContain('data-state="success"')
      const rows = html.match(
        row === 'li[aria-posinset]' ? /<li[^>]*aria-posinset=/g : /<tr[^>]*data-index=/g,
      )
      expect(rows?.length ?? 0).toBeGreaterThanOrEqual(8)
    },
  )
})

describe('one network and one chain id, prefetched on a server', () => {
  test('behavior: RichListTable draws its holders in the registry’s symbol in the server HTML', async () => {
    const evm = createIndexerDevnet({ vm: 'evm', chainId: 'evm-1' }).fixtures
    const queryClient = new QueryClient()
    const registry = rollscope.createRegistryClient({ network: { url: `${inject('devnetUrl')}/registry` } })
    // the Chain registry docs page's example: the client and the view the provider and the component build, so the keys are theirs
    const client = rollscope.chainIndexerClient({ registry, chainId: 'evm-1', queryClient })
    await Promise.all([
      queryClient.prefetchInfiniteQuery(
        rollscope.richListTableQueryOptions(client, { denom: evm.denoms.big }),
      ),
      queryClient.prefetchQuery(rollscope.chainViewQueryOptions(registry, { chainId: 'evm-1' })),
    ])
    const html = renderToString(
      <QueryClientProvider client={queryClient}>
        <rollscope.RollscopeProvider network={registry} chainId="evm-1">
          <rollscope.RichListTable denom={evm.denoms.big} height={400} />
        </rollscope.RollscopeProvider>
      </QueryClientProvider>,
    )
    expect(html).toContain('data-state="success"')
    expect(html.match(/<tr[^>]*data-index=/g)?.length ?? 0).toBeGreaterThanOrEqual(8)
    expect(html.match(/ INIT<\/span>/g)?.length ?? 0).toBeGreaterThanOrEqual(8)
  })
})
