// The widget with nothing but a wallet, against the devnet router behind msw (real HTTP through fetch).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { afterEach, expect, test } from 'vitest'
import { createRouterDevnet } from '../../../packages/devnet/src/router/index.ts'
import { usdcL1, usdcMove } from '../../../test/bridgeRequests.ts'
import { setupMswServer } from '../../../test/msw.ts'
import { createMemoryStorage } from '../../bridge/store/storage.ts'
import { createMemoryRecipientStore } from '../../recipients/localStore.ts'
import type { WalletAdapter } from '../../wallet/types.ts'
import { BridgeWidget, type BridgeWidgetProps } from './BridgeWidget.tsx'

const server = setupMswServer()
afterEach(cleanup)
const base = 'http://router.test'

function routerOnMsw() {
  const devnet = createRouterDevnet({})
  const counts = new Map<string, number>()
  server.use(
    http.all(`${base}/*`, ({ request }) => {
      const path = new URL(request.url).pathname
      counts.set(path, (counts.get(path) ?? 0) + 1)
      return devnet.fetch(request)
    }),
  )
  return counts
}

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
    throw new Error('not in this test')
  },
}

const widget = (key: string, props: Partial<BridgeWidgetProps> = {}) => (
  <BridgeWidget
    key={key}
    wallet={wallet}
    router={{ baseUrl: base }}
    storage={createMemoryStorage()}
    defaultSource="noble-1/uusdc"
    defaultDestination={`initiation-2/${usdcL1}`}
    quoteDebounceMs={1}
    locale="en-US"
    {...props}
  />
)

test('behavior: two widgets in one app ask the router for its chains and assets once', async () => {
  const counts = routerOnMsw()
  render(<QueryClientProvider client={new QueryClient()}>{[widget('a'), widget('b')]}</QueryClientProvider>)
  await waitFor(() => expect(screen.getAllByRole('button', { name: 'From: USDC on Noble' })).toHaveLength(2))
  expect(counts.get('/v2/info/chains')).toBe(1)
  expect(counts.get('/v2/fungible/assets')).toBe(1)
})

test('behavior: without a QueryClientProvider the widget still loads', async () => {
  routerOnMsw()
  render(widget('alone'))
  expect(await screen.findByRole('button', { name: 'From: USDC on Noble' })).toBeTruthy()
})

test('behavior: a recipient of another chain is refused before any quote can be reviewed', async () => {
  routerOnMsw()
  render(<QueryClientProvider client={new QueryClient()}>{widget('recipient')}</QueryClientProvider>)
  await userEvent.type(await screen.findByRole('textbox', { name: 'Amount' }), '1')
  await userEvent.click(screen.getByRole('button', { name: 'Send to another address' }))
  // the field loads on first use
  await userEvent.type(await screen.findByRole('textbox', { name: 'Recipient' }), addresses['noble-1']!)
  expect(await screen.findByText('This address is not on Initia: check its first letters.')).toBeTruthy()
  expect((screen.getByRole('button', { name: 'Review' }) as HTMLButtonElement).disabled).toBe(true)
  await userEvent.clear(screen.getByRole('textbox', { name: 'Recipient' }))
  await userEvent.type(screen.getByRole('textbox', { name: 'Recipient' }), addresses['initiation-2']!)
  await waitFor(() =>
    expect((screen.getByRole('button', { name: 'Review' }) as HTMLButtonElement).disabled).toBe(false),
  )
})

test('behavior: the same asset cannot be on both sides: picking it swaps them', async () => {
  routerOnMsw()
  render(<QueryClientProvider client={new QueryClient()}>{widget('flip')}</QueryClientProvider>)
  await userEvent.click(await screen.findByRole('button', { name: 'From: USDC on Noble' }))
  await userEvent.type(
    screen.getByRole('combobox', { name: 'From: Search chains and assets' }),
    'usdc initia',
  )
  await userEvent.keyboard('{Enter}')
  expect(screen.getByRole('button', { name: 'From: USDC on Initia' })).toBeTruthy()
  expect(screen.getByRole('button', { name: 'To: USDC on Noble' })).toBeTruthy()
  // the destination list never offers the source
  await userEvent.click(screen.getByRole('button', { name: 'To: USDC on Noble' }))
  const options = within(screen.getByRole('listbox', { name: 'To' })).getAllByRole('option')
  expect(options.map((option) => option.textContent)).not.toContain('USUSDCInitia')
})

test('behavior: Review and Back move focus to the step heading, then the widget title', async () => {
  routerOnMsw()
  render(<QueryClientProvider client={new QueryClient()}>{widget('focus')}</QueryClientProvider>)
  await userEvent.type(await screen.findByRole('textbox', { name: 'Amount' }), '2')
  const review = screen.getByRole('button', { name: 'Review' }) as HTMLButtonElement
  await waitFor(() => expect(review.disabled).toBe(false))
  await userEvent.click(review)
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Review the transfer' })),
  )
  await userEvent.click(screen.getByRole('button', { name: 'Back' }))
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Bridge' })))
})

test("behavior: the review lists what the user's accounts give, pay in fees and get, per chain, signed and worded", async () => {
  routerOnMsw()
  render(
    <QueryClientProvider client={new QueryClient()}>
      {widget('changes', { defaultDestination: `move-1/${usdcMove}` })}
    </QueryClientProvider>,
  )
  await userEvent.type(await screen.findByRole('textbox', { name: 'Amount' }), '12.5')
  const review = screen.getByRole('button', { name: 'Review' }) as HTMLButtonElement
  await waitFor(() => expect(review.disabled).toBe(false))
  await userEvent.click(review)
  // the devnet's noble-1 uusdc -> move-1 USDC route costs a 0.02 USDC relay fee (packages/devnet/README.md)
  const changes = await screen.findByRole('region', { name: 'Your balances' })
  const lines = within(changes)
    .getAllByRole('listitem')
    .map((line) => line.textContent?.replace(/\s+/g, ' ').trim())
  // ' · ' is shown, ', ' read out: both are in the text
  expect(lines).toEqual(['On Noble: −12.5 USDC · , −0.02 USDC fee', 'On Minimove Devnet: +12.48 USDC'])
})

test("behavior: Max keeps the fee's gas when the source pays Noble's fees, and sends all of a coin that does not", async () => {
  routerOnMsw()
  render(<QueryClientProvider client={new QueryClient()}>{widget('max')}</QueryClientProvider>)
  const amount = (await screen.findByRole('textbox', { name: 'Amount' })) as HTMLInputElement
  // the devnet's test account holds 1,000 of each; Noble's fee asset is uusdc at gas_price high 0.2
  await userEvent.click(await screen.findByRole('button', { name: 'Max' }))
  expect(amount.value).toBe('999.95')
  await userEvent.click(screen.getByRole('button', { name: 'Swap source and destination' }))
  await waitFor(() => expect(screen.getByRole('button', { name: 'From: USDC on Initia' })).toBeTruthy())
  await userEvent.click(await screen.findByRole('button', { name: 'Max' }))
  await waitFor(() => expect(amount.value).toBe('1,000'))
})

// a typing pause no test waits out: a quote that shows came at once
const longPause = { quoteDebounceMs: 60_000 }

/** The `amount_in` of each route request, in order (then the devnet router answers it). */
function routeAmounts() {
  const amounts: string[] = []
  server.use(
    http.post(`${base}/v2/fungible/route`, async ({ request }) => {
      amounts.push(((await request.clone().json()) as { amount_in: string }).amount_in)
    }),
  )
  return amounts
}

test.each([
  ['the amount field loses focus', () => userEvent.tab()],
  ['Enter is pressed in it', () => userEvent.keyboard('{Enter}')],
])('behavior: typing then %s quotes at once', async (name, settle) => {
  routerOnMsw()
  const amounts = routeAmounts()
  render(<QueryClientProvider client={new QueryClient()}>{widget(name, longPause)}</QueryClientProvider>)
  await userEvent.type(await screen.findByRole('textbox', { name: 'Amount' }), '12')
  await settle()
  expect(await screen.findByText('You receive')).toBeTruthy()
  // settled again with nothing changed: nothing more is asked
  await userEvent.click(screen.getByRole('textbox', { name: 'Amount' }))
  await userEvent.keyboard('{Enter}')
  await userEvent.tab()
  expect(amounts).toEqual(['12000000'])
})

test('behavior: a pasted amount quotes at once', async () => {
  routerOnMsw()
  const amounts = routeAmounts()
  render(<QueryClientProvider client={new QueryClient()}>{widget('paste', longPause)}</QueryClientProvider>)
  await userEvent.click(await screen.findByRole('textbox', { name: 'Amount' }))
  await userEvent.paste('250')
  expect(await screen.findByText('You receive')).toBeTruthy()
  expect(amounts).toEqual(['250000000'])
})

test('behavior: typing "1", "12", "123" quickly makes one route call, for 123', async () => {
  routerOnMsw()
  const amounts = routeAmounts()
  // the default typing pause
  render(
    <QueryClientProvider client={new QueryClient()}>
      {widget('typing', { quoteDebounceMs: undefined })}
    </QueryClientProvider>,
  )
  await userEvent.type(await screen.findByRole('textbox', { name: 'Amount' }), '123')
  expect(await screen.findByText('You receive')).toBeTruthy()
  expect(amounts).toEqual(['123000000'])
})

test('behavior: "Send to another address" offers only the saved recipients the destination chain takes', async () => {
  routerOnMsw()
  const recipients = createMemoryRecipientStore({
    addressBook: [
      { label: 'Noble friend', address: addresses['noble-1']! },
      { label: 'Initia friend', address: addresses['initiation-2']! },
    ],
  })
  render(
    <QueryClientProvider client={new QueryClient()}>{widget('saved', { recipients })}</QueryClientProvider>,
  )
  await userEvent.type(await screen.findByRole('textbox', { name: 'Amount' }), '1')
  await userEvent.click(screen.getByRole('button', { name: 'Send to another address' }))
  await userEvent.click(await screen.findByRole('button', { name: 'Saved' }))
  const pick = await screen.findByRole('button', { name: /^Initia friend / })
  expect(screen.queryByRole('button', { name: /^Noble friend / })).toBeNull()
  await userEvent.click(pick)
  expect((screen.getByRole('textbox', { name: 'Recipient' }) as HTMLInputElement).value).toBe(
    addresses['initiation-2'],
  )
  await waitFor(() =>
    expect((screen.getByRole('button', { name: 'Review' }) as HTMLButtonElement).disabled).toBe(false),
  )
})

test('default: in German, the slippage presets are written as Intl writes German percentages', async () => {
  routerOnMsw()
  render(
    <QueryClientProvider client={new QueryClient()}>{widget('de', { locale: 'de' })}</QueryClientProvider>,
  )
  const percent = new Intl.NumberFormat('de', { style: 'percent', maximumFractionDigits: 1 })
  await waitFor(() =>
    expect(
      [...document.querySelectorAll('.rs-bridge-slippage .rs-bridge-presets button')].map(
        (button) => button.textContent,
      ),
    ).toEqual([percent.format(0.005), percent.format(0.01), percent.format(0.03)]),
  )
})

test('default: in English, the slippage presets keep their form', async () => {
  routerOnMsw()
  render(
    <QueryClientProvider client={new QueryClient()}>
      {widget('en', { locale: undefined })}
    </QueryClientProvider>,
  )
  await waitFor(() =>
    expect(
      [...document.querySelectorAll('.rs-bridge-slippage .rs-bridge-presets button')].map(
        (button) => button.textContent,
      ),
    ).toEqual(['0.5 %', '1 %', '3 %']),
  )
})

test("default: in French, the review's balance changes are written as Intl writes French numbers", async () => {
  routerOnMsw()
  render(
    <QueryClientProvider client={new QueryClient()}>
      {widget('changes-fr', { defaultDestination: `move-1/${usdcMove}`, locale: 'fr' })}
    </QueryClientProvider>,
  )
  // French words (src/locales/fr/bridge.ts): the amount typed as French does, with a decimal comma
  await userEvent.type(await screen.findByRole('textbox', { name: 'Montant' }), '12,5')
  const review = await screen.findByRole('button', { name: 'Vérifier' })
  await waitFor(() => expect((review as HTMLButtonElement).disabled).toBe(false))
  await userEvent.click(review)
  // the devnet's noble-1 uusdc -> move-1 USDC route costs a 0.02 USDC relay fee (packages/devnet/README.md)
  const changes = await screen.findByRole('region', { name: 'Vos soldes' })
  const french = new Intl.NumberFormat('fr', { maximumFractionDigits: 6 })
  const text = changes.textContent ?? ''
  for (const amount of [12.5, 0.02, 12.48]) expect(text).toContain(`${french.format(amount)} USDC`)
  expect(text).not.toContain('12.5 USDC')
})
