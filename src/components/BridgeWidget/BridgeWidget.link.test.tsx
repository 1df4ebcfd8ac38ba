// Transfers as links (`urlState`): the widget against the devnet router behind msw (real HTTP through fetch).
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { afterEach, expect, test } from 'vitest'
import { createRouterDevnet } from '../../../packages/devnet/src/router/index.ts'
import { usdcL1 } from '../../../test/bridgeRequests.ts'
import { setupMswServer } from '../../../test/msw.ts'
import { createMemoryStorage } from '../../bridge/store/storage.ts'
import type { WalletAdapter } from '../../wallet/types.ts'
import { BridgeWidget, type BridgeWidgetProps } from './BridgeWidget.tsx'

const server = setupMswServer()
afterEach(() => {
  cleanup()
  window.history.replaceState(null, '', '/')
})
const base = 'http://router.test'

function routerOnMsw() {
  const devnet = createRouterDevnet({})
  const paths: string[] = []
  server.use(
    http.all(`${base}/*`, ({ request }) => {
      paths.push(new URL(request.url).pathname)
      return devnet.fetch(request)
    }),
  )
  return paths
}

const addresses: Record<string, string> = {
  'noble-1': 'noble1lsagfzrm4gz28he4wunt63sts5xzmczw0zr3wl',
  'initiation-2': 'init1lsagfzrm4gz28he4wunt63sts5xzmczwfhk2an',
  'cosmoshub-4': 'cosmos1lsagfzrm4gz28he4wunt63sts5xzmczw8pkek3',
}
function walletWithCalls() {
  const calls: string[] = []
  const wallet: WalletAdapter = {
    getAddress: async (chainId) => {
      const address = addresses[chainId]
      if (!address) throw new Error(`no key for ${chainId}`)
      return address
    },
    sendTx: async () => {
      calls.push('sendTx')
      throw new Error('a link must never sign')
    },
  }
  return { wallet, calls }
}

function open(search: string, props: Partial<BridgeWidgetProps> = {}) {
  window.history.replaceState(null, '', `/page${search}`)
  const paths = routerOnMsw()
  const { wallet, calls } = walletWithCalls()
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BridgeWidget
        wallet={wallet}
        router={{ baseUrl: base }}
        storage={createMemoryStorage()}
        quoteDebounceMs={1}
        locale="en-US"
        urlState
        {...props}
      />
    </QueryClientProvider>,
  )
  return { paths, calls }
}

const link = (fields: Record<string, string>) => `?${new URLSearchParams(fields)}`

test('behavior: a link fills the form, and only fills it: the user still reviews and signs', async () => {
  const { paths, calls } = open(
    link({
      tab: 'bridge',
      sourceChain: 'noble-1',
      sourceAsset: 'uusdc',
      destChain: 'initiation-2',
      destAsset: usdcL1,
      amount: '234.5',
      recipient: addresses['initiation-2']!,
    }),
  )
  expect(await screen.findByRole('button', { name: 'From: USDC on Noble' })).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'To: USDC on Initia' })).toBeInTheDocument()
  expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('234.5')
  expect(await screen.findByRole('textbox', { name: 'Recipient' })).toHaveValue(addresses['initiation-2'])
  // quoted and ready to review, but nothing more happens by itself
  await waitFor(() => expect(screen.getByRole('button', { name: 'Review' })).toBeEnabled())
  expect(screen.queryByRole('heading', { name: 'Review the transfer' })).toBeNull()
  expect(calls).toEqual([])
  expect(paths.filter((path) => path.includes('msgs'))).toEqual([])
})

test("behavior: a hostile link opens a partly filled form with each field's problem in words", async () => {
  const { calls } = open(
    link({
      sourceChain: 'evil-1',
      sourceAsset: '<script>alert(1)</script>',
      destChain: 'initiation-2',
      destAsset: usdcL1,
      amount: '9'.repeat(80),
      recipient: addresses['noble-1']!,
    }),
    // the app's default stands where the link's source is refused
    { defaultSource: 'noble-1/uusdc' },
  )
  expect(
    await screen.findByText("The link's source chain is not offered here. Choose one."),
  ).toBeInTheDocument()
  expect(screen.getByText("The link's amount is too large.")).toBeInTheDocument()
  expect(screen.getByText("The link's source asset could not be read and was left out.")).toBeInTheDocument()
  expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('')
  expect(screen.getByRole('button', { name: 'From: USDC on Noble' })).toBeInTheDocument()
  // the destination chain was fine; the recipient of another chain stays visible, with its own problem
  expect(screen.getByRole('button', { name: 'To: USDC on Initia' })).toBeInTheDocument()
  expect(await screen.findByRole('textbox', { name: 'Recipient' })).toHaveValue(addresses['noble-1'])
  expect(screen.getByText('This address is not on Initia: check its first letters.')).toBeInTheDocument()
  expect(document.querySelector('script')).toBeNull()
  expect(document.body.textContent).not.toContain('alert')
  // a problem goes once the user changes its field
  await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '2')
  expect(screen.queryByText("The link's amount is too large.")).toBeNull()
  expect(screen.getByText("The link's source chain is not offered here. Choose one.")).toBeInTheDocument()
  expect(calls).toEqual([])
})

test("behavior: the form is written back to the URL, the host's params untouched, no entry per keystroke", async () => {
  // the host's own `amount` is not the widget's: the widget's is renamed `value`
  open(
    link({ tab: 'bridge', amount: 'host', sourceChain: 'noble-1', destChain: 'initiation-2', value: '1' }),
    {
      urlState: { params: { amount: 'value' } },
    },
  )
  const entries = window.history.length
  const amount = await screen.findByRole('textbox', { name: 'Amount' })
  await waitFor(() => expect(amount).toHaveValue('1'))
  await userEvent.clear(amount)
  await userEvent.type(amount, '2,500.75')
  await waitFor(() => expect(new URLSearchParams(window.location.search).get('value')).toBe('2500.75'))
  const query = new URLSearchParams(window.location.search)
  expect(window.location.pathname).toBe('/page')
  expect(query.get('tab')).toBe('bridge')
  expect(query.get('sourceChain')).toBe('noble-1')
  expect(query.get('destAsset')).toBe('uinit')
  expect(query.get('amount')).toBe('host')
  expect(window.history.length).toBe(entries)
})

test('behavior: back and forward fill the form from the URL again', async () => {
  open(link({ sourceChain: 'noble-1', destChain: 'initiation-2', amount: '1' }))
  const amount = await screen.findByRole('textbox', { name: 'Amount' })
  await waitFor(() => expect(amount).toHaveValue('1'))
  act(() => {
    const search = link({ sourceChain: 'initiation-2', sourceAsset: usdcL1, amount: '3' })
    window.history.pushState(null, '', `/page${search}`)
    window.dispatchEvent(new PopStateEvent('popstate'))
  })
  await waitFor(() => expect(amount).toHaveValue('3'))
  expect(screen.getByRole('button', { name: 'From: USDC on Initia' })).toBeInTheDocument()
})

test('behavior: without urlState the URL is neither read nor written', async () => {
  open(link({ sourceChain: 'initiation-2', amount: '3' }), { urlState: false })
  const amount = await screen.findByRole('textbox', { name: 'Amount' })
  await userEvent.type(amount, '5')
  expect(amount).toHaveValue('5')
  expect(screen.queryByRole('button', { name: 'From: USDC on Initia' })).toBeNull()
  expect(window.location.search).toBe(link({ sourceChain: 'initiation-2', amount: '3' }))
})
