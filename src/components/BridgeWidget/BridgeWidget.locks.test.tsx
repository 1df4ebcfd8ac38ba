// Locked sides and route preferences: the widget against the devnet router behind msw (real HTTP through fetch).
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { afterEach, expect, test } from 'vitest'
import { createRouterDevnet } from '../../../packages/devnet/src/router/index.ts'
import { usdcL1, usdcMove } from '../../../test/bridgeRequests.ts'
import { setupMswServer } from '../../../test/msw.ts'
import { createMemoryStorage } from '../../bridge/store/storage.ts'
import type { WalletAdapter } from '../../wallet/types.ts'
import { BridgeWidget, type BridgeWidgetProps } from './BridgeWidget.tsx'

const server = setupMswServer()
afterEach(() => {
  cleanup()
  window.history.replaceState(null, '', '/')
  sessionStorage.clear()
})
const base = 'http://router.test'
const deposit = { chainId: 'move-1', asset: usdcMove }

const addresses: Record<string, string> = {
  'noble-1': 'noble1lsagfzrm4gz28he4wunt63sts5xzmczw0zr3wl',
  'initiation-2': 'init1lsagfzrm4gz28he4wunt63sts5xzmczwfhk2an',
  'move-1': 'init1lsagfzrm4gz28he4wunt63sts5xzmczwfhk2an',
  'cosmoshub-4': 'cosmos1lsagfzrm4gz28he4wunt63sts5xzmczw8pkek3',
}
const wallet: WalletAdapter = {
  getAddress: async (chainId) => {
    const address = addresses[chainId]
    if (!address) throw new Error(`no key for ${chainId}`)
    return address
  },
  sendTx: async () => {
    throw new Error('nothing here signs')
  },
}

/** The widget on the devnet router; the body of each route request, in order. */
function open(props: Partial<BridgeWidgetProps> = {}, search = '') {
  window.history.replaceState(null, '', `/page${search}`)
  const devnet = createRouterDevnet({})
  const routeBodies: Record<string, unknown>[] = []
  server.use(
    http.all(`${base}/*`, async ({ request }) => {
      if (new URL(request.url).pathname === '/v2/fungible/route')
        routeBodies.push((await request.clone().json()) as Record<string, unknown>)
      return devnet.fetch(request)
    }),
  )
  const view = render(
    <QueryClientProvider client={new QueryClient()}>
      <BridgeWidget
        wallet={wallet}
        router={{ baseUrl: base }}
        storage={createMemoryStorage()}
        quoteDebounceMs={1}
        locale="en-US"
        {...props}
      />
    </QueryClientProvider>,
  )
  return { routeBodies, view }
}

const fromSide = () => screen.getByRole('group', { name: 'From' })
const toSide = () => screen.getByRole('group', { name: 'To' })

test('behavior: a side locked to one asset shows it without a picker, and no flip', async () => {
  open({ lockedDestination: deposit })
  expect(await screen.findByRole('button', { name: /^From: / })).toBeInTheDocument()
  expect(within(toSide()).queryByRole('button', { name: /^To: / })).toBeNull()
  expect(toSide()).toHaveTextContent('To: USDC on Minimove Devnet')
  expect(screen.queryByRole('button', { name: 'Swap source and destination' })).toBeNull()
  // the source may be anything but the locked asset
  await userEvent.click(screen.getByRole('button', { name: /^From: / }))
  const options = within(screen.getByRole('listbox', { name: 'From' })).getAllByRole('option')
  expect(options.length).toBeGreaterThan(3)
  expect(options.map((option) => option.textContent)).not.toContain('USDCMinimove Devnet')
})

test('behavior: a side locked by chain offers only that chain; by symbol, that symbol on every chain', async () => {
  open({ lockedSource: { chainId: 'initiation-2' }, lockedDestination: { asset: 'usdc' } })
  await userEvent.click(await screen.findByRole('button', { name: /^From: / }))
  const sources = within(screen.getByRole('listbox', { name: 'From' })).getAllByRole('option')
  const chainOf = (option: HTMLElement) => option.querySelector('.rs-bridge-picker-chain')?.textContent
  expect(new Set(sources.map(chainOf))).toEqual(new Set(['Initia']))
  await userEvent.keyboard('{Escape}')
  await userEvent.click(screen.getByRole('button', { name: /^To: / }))
  const destinations = within(screen.getByRole('listbox', { name: 'To' })).getAllByRole('option')
  expect(destinations.length).toBeGreaterThan(1)
  expect(destinations.every((option) => option.textContent?.startsWith('USDC'))).toBe(true)
})

test('behavior: flipping is offered only while it keeps the locks', async () => {
  open({
    lockedSource: { asset: 'USDC' },
    lockedDestination: { asset: 'USDC' },
    defaultSource: 'noble-1/uusdc',
  })
  const flip = await screen.findByRole('button', { name: 'Swap source and destination' })
  expect(flip).toBeEnabled()
  await userEvent.click(flip)
  await waitFor(() => expect(screen.getByRole('button', { name: /^To: USDC on Noble/ })).toBeInTheDocument())
  cleanup()
  open({ lockedSource: { chainId: 'initiation-2' }, defaultDestination: 'noble-1/uusdc' })
  expect(await screen.findByRole('button', { name: 'Swap source and destination' })).toBeDisabled()
  cleanup()
  // Noble offers one asset: a side locked to it is fixed, and no pair could be flipped
  open({ lockedSource: { chainId: 'noble-1' } })
  expect(await screen.findByRole('button', { name: /^To: / })).toBeInTheDocument()
  expect(fromSide()).toHaveTextContent('USDC on Noble')
  expect(screen.queryByRole('button', { name: 'Swap source and destination' })).toBeNull()
})

test('behavior: a link naming another pair changes nothing locked and says so; hostile values change nothing', async () => {
  const link = new URLSearchParams({
    sourceChain: 'noble-1',
    sourceAsset: 'uusdc',
    destChain: 'initiation-2',
    destAsset: usdcL1,
    amount: '2',
  })
  const { routeBodies } = open({ lockedDestination: deposit, urlState: true }, `?${link}`)
  expect(
    await screen.findByText(
      "The link's destination chain was ignored: this page only bridges to what it shows.",
    ),
  ).toBeInTheDocument()
  // the rest of the link is taken: the source and the amount
  expect(screen.getByRole('button', { name: 'From: USDC on Noble' })).toBeInTheDocument()
  expect(toSide()).toHaveTextContent('USDC on Minimove Devnet')
  await waitFor(() => expect(routeBodies.length).toBeGreaterThan(0))
  expect(routeBodies.at(-1)).toMatchObject({ dest_asset_chain_id: 'move-1', dest_asset_denom: usdcMove })
  cleanup()

  const hostileLinks: Record<string, string>[] = [
    { destChain: 'x'.repeat(5000) },
    { destChain: 'move-1', destAsset: '"><img src=x onerror=alert(1)>' },
    { destChain: 'noble-1', destAsset: 'uusdc', sourceChain: 'move-1', sourceAsset: usdcMove },
  ]
  for (const hostile of hostileLinks) {
    open({ lockedDestination: deposit, urlState: true }, `?${new URLSearchParams(hostile)}`)
    expect(await screen.findByRole('button', { name: /^From: / })).toBeInTheDocument()
    expect(toSide()).toHaveTextContent('USDC on Minimove Devnet')
    expect(screen.queryByRole('button', { name: /^From: USDC on Minimove/ })).toBeNull()
    expect(document.querySelector('img[src="x"]')).toBeNull()
    cleanup()
  }
})

test('behavior: a locked pair the router lacks says so in words; the other side still works', async () => {
  open({ lockedDestination: { chainId: 'osmosis-1' } })
  expect(
    await screen.findByText(
      'The bridge service does not offer the chain osmosis-1 now, so nothing can be sent to it. Try again later.',
    ),
  ).toBeInTheDocument()
  await userEvent.click(screen.getByRole('button', { name: /^From: / }))
  expect(within(screen.getByRole('listbox', { name: 'From' })).getAllByRole('option').length).toBeGreaterThan(
    3,
  )
  cleanup()
  open({ lockedSource: { asset: 'WBTC', chainId: 'noble-1' } })
  expect(
    await screen.findByText(
      'The bridge service does not offer WBTC on Noble now, so nothing can be sent from it. Try again later.',
    ),
  ).toBeInTheDocument()
  expect(screen.getByRole('button', { name: /^To: / })).toBeInTheDocument()
})

test('behavior: the route request carries the preference and options; the quote names them; a change re-quotes once', async () => {
  const { routeBodies } = open({
    defaultSource: 'noble-1/uusdc',
    lockedDestination: deposit,
    routePreference: 'cheapest',
    bridges: ['IBC', 'OPINIT'],
    allowUnsafe: true,
  })
  await userEvent.type(await screen.findByRole('textbox', { name: 'Amount' }), '5')
  await userEvent.tab()
  expect(await screen.findByText('Cheapest route via IBC, OPinit')).toBeInTheDocument()
  expect(routeBodies).toHaveLength(1)
  expect(routeBodies[0]).toMatchObject({
    amount_in: '5000000',
    go_fast: false,
    smart_relay: true,
    bridges: ['IBC', 'OPINIT'],
    allow_unsafe: true,
  })
  const cheapest = screen.getByRole('button', { name: 'Cheapest' })
  expect(cheapest).toHaveAttribute('aria-pressed', 'true')
  await userEvent.click(screen.getByRole('button', { name: 'Fastest' }))
  // the new quote in, no longer dimmed, after one more route request
  await waitFor(() =>
    expect(document.querySelector('.rs-bridge-quote')).toHaveAttribute('data-state', 'ready'),
  )
  expect(screen.getByText('Fastest route via IBC, OPinit')).toBeInTheDocument()
  expect(routeBodies).toHaveLength(2)
  expect(routeBodies[1]).toMatchObject({ go_fast: true, amount_in: '5000000' })

  // remembered for the session: a widget opened again starts where the user left it, over the prop
  cleanup()
  open({ routePreference: 'cheapest' })
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Fastest' })).toHaveAttribute('aria-pressed', 'true'),
  )
})

test('behavior: without Smart Relay the devnet offers no relayed deposit, and the widget says the route is missing', async () => {
  const { routeBodies } = open({
    defaultSource: 'noble-1/uusdc',
    lockedDestination: deposit,
    smartRelay: false,
  })
  await userEvent.type(await screen.findByRole('textbox', { name: 'Amount' }), '5')
  await userEvent.tab()
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'There is no route between these assets for this amount. Try another pair or amount.',
  )
  expect(routeBodies[0]).toMatchObject({ smart_relay: false, go_fast: true })
  expect(screen.queryByText(/route via/)).toBeNull()
})

test('behavior: Show the route anyway asks the router once more, with allow_unsafe', async () => {
  const { routeBodies } = open({
    defaultSource: 'initiation-2/uinit',
    defaultDestination: `initiation-2/${usdcL1}`,
    balances: { 'initiation-2/uinit': '10000000000000' },
  })
  // a million INIT into the devnet's L1 pool loses most of its value: the router refuses it (BAD_PRICE_ERROR)
  await userEvent.type(await screen.findByRole('textbox', { name: 'Amount' }), '1000000')
  await userEvent.tab()
  const showAnyway = await screen.findByRole('button', { name: 'Show the route anyway' })
  const asked = routeBodies.length
  expect(routeBodies.every((body) => body.allow_unsafe === undefined)).toBe(true)
  await userEvent.click(showAnyway)
  expect(await screen.findByText('You receive')).toBeInTheDocument()
  expect(routeBodies.slice(asked)).toEqual([
    expect.objectContaining({ amount_in: '1000000000000', allow_unsafe: true }),
  ])
})
