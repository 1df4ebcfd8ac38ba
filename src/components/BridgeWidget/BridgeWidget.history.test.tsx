// The widget given `chainHistory`: transfers found on the chains join its history, marked so, with their actions;
// a chain whose indexer is down says so in words. The devnet's registry; indexers and router answer with recorded
// bodies (msw).
import '@testing-library/jest-dom/vitest'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http, passthrough } from 'msw'
import { afterEach, expect, inject, test } from 'vitest'
import { setupMswServer } from '../../../test/msw.ts'
import { RollscopeProvider } from '../../hooks/RollscopeProvider.tsx'
import { useTransferHistory } from '../../hooks/useTransferHistory.ts'
import type { WalletAdapter } from '../../wallet/types.ts'
import { BridgeWidget } from './BridgeWidget.tsx'

afterEach(cleanup)
const origin = inject('devnetUrl')
const server = setupMswServer()
const sample = (path: string) =>
  JSON.parse(readFileSync(resolve(process.cwd(), `../shared/specs/samples/${path}.json`), 'utf8'))
const wallet: WalletAdapter = {
  getAddress: async () => 'init1kw2unuhgfa6mz6r0ehrzlr9k9ftjk7pql8u5fm',
  sendTx: async () => {
    throw new Error('not in this test')
  },
}

/** The app's side: it reads the history and gives it to the widget. */
function App() {
  const router = { baseUrl: 'http://router.test' }
  const history = useTransferHistory({ account: 'init1kw2unuhgfa6mz6r0ehrzlr9k9ftjk7pql8u5fm', router })
  return <BridgeWidget wallet={wallet} router={router} chainHistory={history} />
}

test('behavior: a transfer found on a chain shows once, marked, with Track again; a chain down says so', async () => {
  const tracks: unknown[] = []
  server.use(
    http.get(`${origin}/evm-1/indexer/tx/v1/txs/by_account/:account`, () =>
      HttpResponse.json({
        txs: [sample('indexer/tx-record-evm-op-initiate-token-withdrawal')],
        pagination: { previous_key: null, next_key: null, total: '0' },
      }),
    ),
    http.get(`${origin}/move-1/indexer/tx/v1/txs/by_account/:account`, () =>
      HttpResponse.text('down', { status: 503, headers: { 'retry-after': '3600' } }),
    ),
    http.get('http://router.test/v2/tx/status', () =>
      HttpResponse.json({ code: 5, message: 'tx not found', details: [] }, { status: 404 }),
    ),
    http.post('http://router.test/v2/tx/track', async ({ request }) => {
      tracks.push(await request.json())
      return HttpResponse.json(sample('router/track-error-404-chain-not-supported'), { status: 404 })
    }),
    http.get('http://router.test/v2/info/chains', () => HttpResponse.json({ chains: [] })),
    http.get('http://router.test/v2/fungible/assets', () => HttpResponse.json({ chain_to_assets_map: {} })),
    http.post('http://router.test/*', () =>
      HttpResponse.json({ code: 5, message: 'not found' }, { status: 404 }),
    ),
    http.all(`${origin}/*`, () => passthrough()),
  )
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RollscopeProvider network={{ url: `${origin}/registry` }}>
        <App />
      </RollscopeProvider>
    </QueryClientProvider>,
  )
  const row = (await screen.findByText(/Not followed · Found on chain/, {}, { timeout: 10_000 })).closest('li')!
  expect(within(row).getByText(/^The router cannot follow this transfer/)).toBeInTheDocument()
  expect(screen.getAllByText(/Found on chain/)).toHaveLength(1)
  expect(await screen.findByText('Could not read the history of Move')).toBeInTheDocument()
  expect(screen.getByText(/Recent transfers \(2\)/)).toBeInTheDocument()

  // the tracks so far: the reader's own registration of the tx the router did not know
  const before = tracks.length
  await userEvent.click(within(row).getByRole('button', { name: 'Track again' }))
  expect(await within(row).findByRole('alert')).toHaveTextContent(/router/i)
  expect(tracks.slice(before)).toEqual([
    { chain_id: 'evm-1', tx_hash: '3ACF2A12CBD1DB35D9732A462F1B8238EDC40ED62DB0E24BC169ACA158CCA521' },
  ])
})
