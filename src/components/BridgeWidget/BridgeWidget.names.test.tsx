// "Send to another address" typed as a name (issue 32): the devnet router behind msw and the names core's msw L1
// REST (test/usernamesRest.ts). One read after the typing pause; a destination that takes no Initia address asks
// nothing; an Initia EVM rollup gets the account's 0x form; a name that moved at Confirm asks the router for no msgs
// and the wallet for no signature.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { afterEach, expect, test } from 'vitest'
import { createRouterDevnet } from '../../../packages/devnet/src/router/index.ts'
import { usdcEvm, usdcL1 } from '../../../test/bridgeRequests.ts'
import { setupMswServer } from '../../../test/msw.ts'
import { testnetModule, usernamesRestHandlers } from '../../../test/usernamesRest.ts'
import { createMemoryStorage } from '../../bridge/store/storage.ts'
import { RollscopeProvider } from '../../hooks/RollscopeProvider.tsx'
import { usernameTypingPauseMs } from '../../hooks/useRecipientUsername.ts'
import { bech32Encode } from '../../router/initiaAddress.ts'
import type { WalletAdapter } from '../../wallet/types.ts'
import { BridgeWidget, type BridgeWidgetProps } from './BridgeWidget.tsx'

const server = setupMswServer()
afterEach(cleanup)
const base = 'http://router.test'
const l1Rest = 'https://l1-rest.example'
const aliceHex = '1f2e3d4c5b6a79880f1e2d3c4b5a69788796a5b4'
const alice = bech32Encode('init', Buffer.from(aliceHex, 'hex'))

function devnets() {
  const router = createRouterDevnet({})
  const paths: string[] = []
  const msgs: { address_list?: string[] }[] = []
  const names = usernamesRestHandlers(l1Rest)
  names.state.addresses.set('alice', `0x${aliceHex}`)
  server.use(
    http.all(`${base}/*`, async ({ request }) => {
      const path = new URL(request.url).pathname
      paths.push(path)
      if (path.endsWith('/msgs')) msgs.push((await request.clone().json()) as { address_list?: string[] })
      return router.fetch(request)
    }),
    names.handler,
  )
  return { paths, msgs, names: names.state }
}

const own = 'init1lsagfzrm4gz28he4wunt63sts5xzmczwfhk2an'
const addresses: Record<string, string> = {
  'noble-1': 'noble1lsagfzrm4gz28he4wunt63sts5xzmczw0zr3wl',
  'initiation-2': own,
  '4354': '0xfc3A848878Aa8144A3e66BBb26d6E2a08c2dB04E',
}
const sent: unknown[] = []
const wallet: WalletAdapter = {
  getAddress: async (chainId) => {
    const address = addresses[chainId]
    if (!address) throw new Error(`no key for ${chainId}`)
    return address
  },
  sendTx: async (tx) => {
    sent.push(tx)
    throw new Error('not in this test')
  },
}

function renderWidget(props: Partial<BridgeWidgetProps> = {}) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RollscopeProvider usernames={{ moduleAddress: testnetModule, rest: l1Rest }}>
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
      </RollscopeProvider>
    </QueryClientProvider>,
  )
}

// the typed name's reads (the widget also names the wallet's own address, with get_name_from_address)
const lookups = (calls: readonly { fn: string }[]) =>
  calls.filter((call) => call.fn === 'get_address_from_name')

// it loads on first use
const recipientField = () => screen.findByRole('textbox', { name: 'Recipient' })
const review = () => screen.getByRole('button', { name: 'Review' }) as HTMLButtonElement

async function typeName(text: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Amount' }), '1')
  await userEvent.click(screen.getByRole('button', { name: 'Send to another address' }))
  // keystrokes 60 ms apart: a person typing
  await userEvent.setup({ delay: 60 }).type(await recipientField(), text)
}

test('default: alice.init typed key by key is read once, shown, reviewed with its address, and signed for it', async () => {
  const { names, msgs } = devnets()
  sent.length = 0
  renderWidget()
  await typeName('alice.init')
  expect(await screen.findByText(alice)).toBeTruthy()
  expect(lookups(names.calls)).toEqual([{ fn: 'get_address_from_name', argument: 'alice' }])
  await waitFor(() => expect(review().disabled).toBe(false))
  await userEvent.click(review())
  const details = await screen.findByRole('heading', { name: 'Review the transfer' })
  const reviewed = details.closest('.rs-bridge-review') as HTMLElement
  expect(within(reviewed).getByText('alice.init')).toBeTruthy()
  expect(within(reviewed).getByText(alice)).toBeTruthy()
  const confirm = screen.getByRole('button', { name: 'Confirm and sign' }) as HTMLButtonElement
  await waitFor(() => expect(confirm.disabled).toBe(false))
  await userEvent.click(confirm)
  // asked again, then the msgs for alice's address, then the wallet
  await waitFor(() => expect(sent).toHaveLength(1))
  expect(lookups(names.calls)).toHaveLength(2)
  expect(msgs.map((body) => body.address_list?.at(-1))).toEqual([alice])
})

test('behavior: an Initia EVM rollup gets the account in its 0x form', async () => {
  devnets()
  renderWidget({ defaultDestination: `4354/${usdcEvm}` })
  await typeName('alice.init')
  await screen.findByText(alice)
  await waitFor(() => expect(review().disabled).toBe(false))
  await userEvent.click(review())
  await screen.findByRole('heading', { name: 'Review the transfer' })
  expect(screen.getByText(`0x${aliceHex}`)).toBeTruthy()
})

test('bad input: a destination that takes its own addresses (Noble) says names are for Initia chains, asking nothing', async () => {
  const { names } = devnets()
  renderWidget({ defaultSource: `initiation-2/${usdcL1}`, defaultDestination: 'noble-1/uusdc' })
  await typeName('alice.init')
  expect(
    screen.getByText(/Names \(name\.init\) are for Initia chains; Noble takes its own addresses/),
  ).toBeTruthy()
  expect(review().disabled).toBe(true)
  // nothing shows that nothing was asked: the wait past the typing pause is the point
  await new Promise((resolve) => setTimeout(resolve, usernameTypingPauseMs * 3))
  expect(lookups(names.calls)).toEqual([])
})

test('bad input: the name pointing elsewhere at Confirm stops the transfer: no msgs asked, nothing signed', async () => {
  const { names, paths } = devnets()
  sent.length = 0
  renderWidget()
  await typeName('alice.init')
  await screen.findByText(alice)
  await waitFor(() => expect(review().disabled).toBe(false))
  await userEvent.click(review())
  const confirm = await screen.findByRole('button', { name: 'Confirm and sign' })
  await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false))
  names.addresses.set('alice', `0x${'ab'.repeat(20)}`)
  await userEvent.click(confirm)
  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toMatch(/now points at another account/)
  expect(within(alert).getByText('Details')).toBeTruthy()
  expect(lookups(names.calls)).toHaveLength(2)
  expect(paths.filter((path) => path.includes('msgs'))).toEqual([])
  expect(sent).toEqual([])
})
