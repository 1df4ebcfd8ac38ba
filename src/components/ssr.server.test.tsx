// Server rendering: importing the package and rendering every component on a server touches no window.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import * as rollscope from '../index.ts'

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
