// Router numbers that are not base units must not take the widget down: the route below has a fee of "0.02"
// (a decimal, not base units) and the destination asset claims 1e9 decimals. The rest of the quote shows.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { setupMswServer } from '../../../test/msw.ts'
import type { Route } from '../../router/schemas.ts'
import type { WalletAdapter } from '../../wallet/types.ts'
import { BridgeWidget } from './BridgeWidget.tsx'

const route = JSON.parse(
  readFileSync(
    resolve(process.cwd(), '../shared/specs/samples/router/route-ibc-single-hop-dydx-to-noble.json'),
    'utf8',
  ),
) as Route
const hostile: Route = {
  ...route,
  estimated_route_duration_seconds: 30,
  estimated_fees: [
    {
      fee_type: 'SMART_RELAY',
      amount: '0.02',
      origin_asset: { denom: 'uusdc', chain_id: 'noble-1', symbol: 'USDC', decimals: 6 },
    },
  ],
}

const server = setupMswServer()
const wallet: WalletAdapter = {
  getAddress: async () => 'noble1nhzuazjhyfu474er6v4ey8zn6wa5fy6gthndxf',
  sendTx: async () => {
    throw new Error('not in this test')
  },
}

test('behavior: a fee that is not base units and 1e9 decimals leave the rest of the quote on screen', async () => {
  server.use(
    http.post('http://router.test/v2/fungible/route', () => HttpResponse.json(hostile)),
    // the catalogue answers nothing useful: the app's own assets are offered
    http.get('http://router.test/v2/info/chains', () => HttpResponse.json({ chains: [] })),
    http.post('http://router.test/v2/fungible/assets_from_source', () =>
      HttpResponse.json({ code: 5, message: 'not found' }, { status: 404 }),
    ),
    http.post('http://router.test/v2/info/balances', () => HttpResponse.json({ chains: {} })),
  )
  render(
    <BridgeWidget
      wallet={wallet}
      router={{ baseUrl: 'http://router.test' }}
      quoteDebounceMs={1}
      assets={[
        {
          chainId: route.source_asset_chain_id,
          chainName: 'dYdX',
          denom: route.source_asset_denom,
          symbol: 'USDC',
          decimals: 6,
        },
        {
          chainId: route.dest_asset_chain_id,
          chainName: 'Noble',
          denom: route.dest_asset_denom,
          symbol: 'nUSDC',
          decimals: 1e9,
        },
      ]}
    />,
  )
  await userEvent.type(screen.getByRole('textbox', { name: /amount/i }), '10.996029')
  // the quote arrived: its duration shows, the bad figures show as a dash
  expect(await screen.findByText('about 30 s')).toBeTruthy()
  expect(screen.getByText(/— nUSDC/)).toBeTruthy()
  expect(screen.getByText(/— USDC \(Smart Relay\)/)).toBeTruthy()
})
