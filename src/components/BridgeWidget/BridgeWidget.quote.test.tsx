// The price before the wallet (issue 33): the devnet router behind msw (real HTTP through fetch). The quote needs the
// pair and the amount only; Review asks for the wallet and the recipient, in words, and the msgs carry them.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { afterEach, expect, test } from 'vitest'
import { createRouterDevnet } from '../../../packages/devnet/src/router/index.ts'
import { usdcEvm, usdcL1 } from '../../../test/bridgeRequests.ts'
import { setupMswServer } from '../../../test/msw.ts'
import { createMemoryStorage } from '../../bridge/store/storage.ts'
import type { WalletAdapter } from '../../wallet/types.ts'
import { BridgeWidget, type BridgeWidgetProps } from './BridgeWidget.tsx'

const server = setupMswServer()
afterEach(cleanup)
const base = 'http://router.test'

function routerOnMsw() {
  const devnet = createRouterDevnet({})
  const routes: Record<string, unknown>[] = []
  const msgs: { address_list?: string[] }[] = []
  server.use(
    http.all(`${base}/*`, async ({ request }) => {
      const path = new URL(request.url).pathname
      if (path.endsWith('/fungible/route'))
        routes.push((await request.clone().json()) as Record<string, unknown>)
      if (path.endsWith('/fungible/msgs'))
        msgs.push((await request.clone().json()) as { address_list?: string[] })
      return devnet.fetch(request)
    }),
  )
  return { routes, msgs }
}

const noble = 'noble1lsagfzrm4gz28he4wunt63sts5xzmczw0zr3wl'
const initia = 'init1lsagfzrm4gz28he4wunt63sts5xzmczwfhk2an'
const evm = '0xfc3A848878Aa8144A3e66BBb26d6E2a08c2dB04E'

/** A wallet with keys on the given chains only (none: not connected); what it was asked to sign. */
function walletOn(addresses: Record<string, string>) {
  const sent: unknown[] = []
  const wallet: WalletAdapter = {
    getAddress: async (chainId) => {
      const address = addresses[chainId]
      if (!address) throw new Error(`not connected to ${chainId}`)
      return address
    },
    sendTx: async (tx) => {
      sent.push(tx)
      throw new Error('not in this test')
    },
  }
  return { wallet, sent }
}

const client = new QueryClient()
const widget = (wallet: WalletAdapter, props: Partial<BridgeWidgetProps> = {}) => (
  <QueryClientProvider client={client}>
    <BridgeWidget
      wallet={wallet}
      router={{ baseUrl: base }}
      storage={createMemoryStorage()}
      defaultSource="noble-1/uusdc"
      defaultDestination={`initiation-2/${usdcL1}`}
      quoteDebounceMs={1}
      locale="en-US"
      {...props}
    />
  </QueryClientProvider>
)

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement
const quoted = () => screen.findByText('You receive')

/** A route request's fields that name an account: an `address` field, or a bech32 or 0x value (an ERC-20 denom apart). */
const addressesIn = (body: Record<string, unknown>) =>
  Object.entries(body).filter(
    ([key, value]) =>
      /address/i.test(key) ||
      (!key.endsWith('_denom') &&
        typeof value === 'string' &&
        /^(\w+1[02-9ac-hj-np-z]{38}|0x[0-9a-f]{40})$/i.test(value)),
  )

test('default: no wallet connected: the amount is quoted, and Review asks for a wallet and a recipient, then the msgs carry them', async () => {
  const { routes, msgs } = routerOnMsw()
  const none = walletOn({})
  const { rerender } = render(widget(none.wallet))
  await userEvent.type(await screen.findByRole('textbox', { name: 'Amount' }), '2')
  await quoted()
  // no balance without a wallet, and no address in any route request
  expect(screen.queryByRole('button', { name: 'Max' })).toBeNull()
  expect(routes.length).toBeGreaterThan(0)
  expect(routes.flatMap(addressesIn)).toEqual([])
  expect(screen.getByText('Asked for at Review')).toBeTruthy()

  await waitFor(() => expect(button('Review').disabled).toBe(false))
  await userEvent.click(button('Review'))
  await screen.findByRole('heading', { name: 'Review the transfer' })
  expect(screen.getByText('Connect a wallet that can sign on Noble to send from it.')).toBeTruthy()
  expect(screen.getByText('Enter an address on Initia to receive.')).toBeTruthy()
  expect(button('Confirm and sign').disabled).toBe(true)
  // no blank rows for addresses not known yet: they are asked for below
  expect(screen.queryByText('From address')).toBeNull()
  expect(screen.queryByText('…')).toBeNull()

  // a wallet that signs on Noble only: the recipient is still asked for
  const nobleOnly = walletOn({ 'noble-1': noble })
  rerender(widget(nobleOnly.wallet))
  await waitFor(() =>
    expect(screen.queryByText('Connect a wallet that can sign on Noble to send from it.')).toBeNull(),
  )
  expect(screen.getByText('Enter an address on Initia to receive.')).toBeTruthy()
  expect(screen.getByText('From address')).toBeTruthy()
  expect(button('Confirm and sign').disabled).toBe(true)
  await userEvent.type(screen.getByRole('textbox', { name: 'Recipient' }), initia)
  const reviewed = screen.getByRole('heading', { name: 'Review the transfer' }).closest('.rs-bridge-review')
  await waitFor(() => expect(within(reviewed as HTMLElement).getAllByText(initia).length).toBeGreaterThan(0))
  await waitFor(() => expect(button('Confirm and sign').disabled).toBe(false))
  const routesBefore = routes.length
  await userEvent.click(button('Confirm and sign'))
  await waitFor(() => expect(nobleOnly.sent).toHaveLength(1))
  expect(msgs.map((body) => body.address_list)).toEqual([[noble, initia]])
  // the recipient typed at Review asked no new quote
  expect(routes.length).toBe(routesBefore)
  expect(routes.flatMap(addressesIn)).toEqual([])
  expect(none.sent).toEqual([])
})

test('behavior: an EVM-only wallet bridging USDC to Noble sees the price first, and is asked for a Noble address at Review', async () => {
  const { routes } = routerOnMsw()
  const { wallet } = walletOn({ '4354': evm })
  // its balance given: the devnet's EVM account holds no USDC
  const balances = { [`4354/${usdcEvm}`]: '5000000' }
  render(widget(wallet, { defaultSource: `4354/${usdcEvm}`, defaultDestination: 'noble-1/uusdc', balances }))
  await userEvent.type(await screen.findByRole('textbox', { name: 'Amount' }), '1')
  await quoted()
  expect(routes.flatMap(addressesIn)).toEqual([])
  // no Recipient field before the price: it is asked for at Review
  expect(screen.queryByRole('textbox', { name: 'Recipient' })).toBeNull()
  await waitFor(() => expect(button('Review').disabled).toBe(false))
  await userEvent.click(button('Review'))
  expect(await screen.findByText('Enter an address on Noble to receive.')).toBeTruthy()
  expect(screen.queryByText(/Connect a wallet/)).toBeNull()
  expect(button('Confirm and sign').disabled).toBe(true)
  await userEvent.type(screen.getByRole('textbox', { name: 'Recipient' }), initia)
  expect(await screen.findByText('This address is not on Noble: check its first letters.')).toBeTruthy()
  expect(button('Confirm and sign').disabled).toBe(true)
  await userEvent.clear(screen.getByRole('textbox', { name: 'Recipient' }))
  await userEvent.type(screen.getByRole('textbox', { name: 'Recipient' }), noble)
  await waitFor(() => expect(button('Confirm and sign').disabled).toBe(false))
})
