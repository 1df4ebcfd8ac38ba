import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { devnetUrl } from '../.storybook/preview.tsx'
import { devnetUsernames } from '../packages/devnet/src/isomorphic.ts'
import { createBridgeController } from '../src/bridge/controller.ts'
import { createRouteTxSimulator } from '../src/bridge/routeTxSimulator.ts'
import { createMemoryStorage } from '../src/bridge/store/storage.ts'
import { BridgeWidget } from '../src/components/BridgeWidget/BridgeWidget.tsx'
import { createMemoryRecipientStore } from '../src/recipients/localStore.ts'
import { createRouterClient } from '../src/router/client.ts'
import type { WalletAdapter } from '../src/wallet/types.ts'
import { usdcEvm, usdcL1, usdcMove } from '../test/bridgeRequests.ts'
import usage from './docs/components/BridgeWidget.md?raw'
import { bridgeTestWallet } from './fixtures.ts'
import { storageWithGasNotSent } from './gasNotSent.ts'
import { noRestKnown, overreachingChain } from './storySimulators.ts'

// The widget reads its chains, assets and balances from the devnet router; its wallet is bridgeTestWallet's.

const meta = {
  title: 'Components/BridgeWidget',
  component: BridgeWidget,
  // a docs page: the props table, and the usage in docs/components
  tags: ['autodocs'],
  parameters: { docs: { description: { component: usage } } },
  args: {
    wallet: undefined as unknown as WalletAdapter,
    defaultSource: 'noble-1/uusdc',
    defaultDestination: `initiation-2/${usdcL1}`,
    quoteDebounceMs: 100,
    polling: { minIntervalMs: 100, maxIntervalMs: 500 },
  },
  loaders: [
    async () => ({
      wallet: await bridgeTestWallet(),
      // each Cosmos tx simulated before signing (rollscope/cosmjs's simulator, over the REST the router names)
      simulate: createRouteTxSimulator({ router: createRouterClient({ baseUrl: `${devnetUrl()}/router` }) }),
    }),
  ],
  render: (args, { loaded }) => (
    <BridgeWidget
      {...args}
      simulate={args.simulate ?? loaded.simulate}
      storage={createMemoryStorage()}
      wallet={loaded.wallet}
    />
  ),
} satisfies Meta<typeof BridgeWidget>

export default meta
type Story = StoryObj<typeof meta>

async function typeAmount(canvasElement: HTMLElement, amount: string) {
  const canvas = within(canvasElement)
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Amount' }), amount)
  await waitFor(() => expect(canvas.getByText('You receive')).toBeVisible())
}

/** Types the amount, reviews and signs, and waits for the transfer to complete. */
async function signedAndCompleted(canvasElement: HTMLElement, amount: string) {
  const canvas = within(canvasElement)
  await typeAmount(canvasElement, amount)
  await userEvent.click(canvas.getByRole('button', { name: 'Review' }))
  await userEvent.click(await canvas.findByRole('button', { name: 'Confirm and sign' }))
  await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Completed'), {
    timeout: 10_000,
  })
  return canvas
}

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // chains and assets come from the router: nothing was passed but the wallet
    await expect(await canvas.findByRole('button', { name: 'From: USDC on Noble' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'To: USDC on Initia' })).toBeVisible()
    await waitFor(() => expect(canvas.getByText(/^Balance: 1,000 USDC/)).toBeVisible())
  },
}

export const Quoted: Story = {
  play: async ({ canvasElement }) => {
    await typeAmount(canvasElement, '2.5')
    await expect(within(canvasElement).getByRole('button', { name: 'Review' })).toBeEnabled()
  },
}

export const CompletedTransfer: Story = {
  name: 'A transfer, signed and completed',
  play: async ({ canvasElement }) => {
    const canvas = await signedAndCompleted(canvasElement, '2.5')
    await expect(canvas.getByRole('list', { name: 'Route progress' })).toHaveTextContent(
      'IBC transfer: Noble → Initia',
    )
    await expect(canvas.getByText('You received 2.5 USDC on Initia.')).toBeVisible()
    // simulated: Noble's REST, named by the router, escrowed what the quote said (ibc-go)
    await expect(
      canvas.getByRole('region', { name: 'Simulated by the chain before signing' }),
    ).toHaveTextContent(/Transaction 1 on Noble: −2\.5 USDC · [\d,]+ gas/)
    await expect(canvas.getByRole('heading', { name: /^Transfer/ })).toHaveFocus()
    await expect(canvas.getByText(/Recent transfers \(1\)/)).toBeVisible()
  },
}

export const SimulatedOutflowRefused: Story = {
  name: 'Error: the simulation takes more than the quote, nothing signed',
  args: { simulate: overreachingChain(2n) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await typeAmount(canvasElement, '2.5')
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }))
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm and sign' }))
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent(
      'A check of the transaction before signing showed it taking more from your account than the quote, so it was not signed. Nothing was sent.',
    )
    await userEvent.click(within(alert).getByText('Details'))
    await expect(alert).toHaveTextContent(
      'the simulation takes 5000000 uusdc from the signer; the quote allows at most 2500000',
    )
  },
}

export const NotSimulated: Story = {
  name: 'A chain whose REST is not known: signed, and said to be not simulated',
  args: { simulate: noRestKnown() },
  play: async ({ canvasElement }) => {
    const canvas = await signedAndCompleted(canvasElement, '2.5')
    await expect(
      canvas.getByRole('region', { name: 'Simulated by the chain before signing' }),
    ).toHaveTextContent(
      'Transaction 1 on Noble: not simulated (no address known for this chain); checked against the quote only',
    )
  },
}

export const OpHookRoute: Story = {
  name: 'A route through the op-hook',
  args: { defaultDestination: `move-1/${usdcMove}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await typeAmount(canvasElement, '3')
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }))
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm and sign' }))
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Completed'), {
      timeout: 10_000,
    })
  },
}

/**
 * A deposit into one rollup: the destination locked to move-1's USDC. That side shows the asset without a picker and
 * there is no flip; the source offers everything else.
 */
export const LockedDeposit: Story = {
  name: 'Locked deposit',
  args: { defaultDestination: undefined, lockedDestination: { chainId: 'move-1', asset: usdcMove } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: 'From: USDC on Noble' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /^To: / })).toBeNull()
    await expect(canvas.getByRole('group', { name: 'To' })).toHaveTextContent('To: USDC on Minimove Devnet')
    await expect(canvas.queryByRole('button', { name: 'Swap source and destination' })).toBeNull()
    await typeAmount(canvasElement, '3')
    await expect(canvas.getByText('Fastest route via IBC, OPinit')).toBeVisible()
  },
}

/**
 * Cheapest by the app's default, over IBC and OPinit only; the user picks Fastest in the settings and the route is
 * asked once more (the choice is kept for the browser session).
 */
export const RoutePreferences: Story = {
  name: 'Route preferences',
  args: { routePreference: 'cheapest', bridges: ['IBC', 'OPINIT'], defaultDestination: `move-1/${usdcMove}` },
  // a choice another story made in this session would win over the prop
  beforeEach: () => sessionStorage.removeItem('rollscope:bridge:routePreference'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await typeAmount(canvasElement, '3')
    await expect(canvas.getByText('Cheapest route via IBC, OPinit')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Fastest' }))
    await expect(canvas.getByRole('button', { name: 'Fastest' })).toHaveAttribute('aria-pressed', 'true')
    // the new quote in, no longer dimmed
    await waitFor(() =>
      expect(canvasElement.querySelector('.rs-bridge-quote')).toHaveAttribute('data-state', 'ready'),
    )
    await expect(canvas.getByText('Fastest route via IBC, OPinit')).toBeVisible()
  },
}

/** An account the devnet never funded: it holds none of Minimove's fee token, INIT. */
const unfundedRecipient = 'init1zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg30th3ed'

export const GasOnDestination: Story = {
  name: 'Gas on destination',
  args: { defaultSource: `initiation-2/${usdcL1}`, defaultDestination: `move-1/${usdcMove}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await typeAmount(canvasElement, '5')
    await userEvent.click(canvas.getByRole('button', { name: 'Send to another address' }))
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Recipient' }), unfundedRecipient)
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Review' })).toBeEnabled())
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }))
    // the recipient holds no INIT on the rollup: the review offers to bring some, with its cost, on by default
    const gas = await canvas.findByRole('region', { name: 'Gas on Minimove Devnet' })
    await expect(within(gas).getByRole('checkbox', { name: 'Bring INIT for fees' })).toBeChecked()
    await expect(within(gas).getByText(/^0\.1 USDC for [\d.]+ INIT$/)).toBeVisible()
  },
}

export const GasNotSent: Story = {
  name: 'Gas on destination: not sent, after a reload',
  args: { defaultSource: `initiation-2/${usdcL1}`, defaultDestination: `move-1/${usdcMove}` },
  loaders: [
    async () => {
      const wallet = await bridgeTestWallet()
      return { wallet, storage: await storageWithGasNotSent(wallet, unfundedRecipient) }
    },
  ],
  render: (args, { loaded }) => <BridgeWidget {...args} storage={loaded.storage} wallet={loaded.wallet} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Show' }, { timeout: 10_000 }))
    // the transfer is taken up and arrives
    await expect(await canvas.findByText(/^You received /, {}, { timeout: 15_000 })).toBeVisible()
    // nothing was signed on this page: the gas route is said not sent, and offered
    await expect(
      await canvas.findByText(/for fees was not sent: the page closed before it was signed\./),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Bring INIT for fees' }))
    // quoted again, its cost shown; the story stops before signing (the recipient stays without INIT for the others)
    await expect(await canvas.findByText(/^0\.1 USDC for [\d.]+ INIT$/, {}, { timeout: 5000 })).toBeVisible()
    await expect(canvas.getByText(/^(One signature|\d+ signatures) in your wallet\.$/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Confirm and sign' })).toBeEnabled()
  },
}

/** The devnet router, with a fault for the route request only (the catalogue still loads). */
const routerFailingRoutes = (fault: string) =>
  createRouterClient({
    baseUrl: `${devnetUrl()}/router`,
    retry: false,
    fetch: (input, init) =>
      String(input).includes('/v2/fungible/route')
        ? fetch(input, {
            ...init,
            headers: { ...(init?.headers as Record<string, string>), 'x-devnet-fault': fault },
          })
        : fetch(input, init),
  })

export const RouteError: Story = {
  name: 'Error: the router cannot quote',
  args: { router: routerFailingRoutes('503') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Amount' }), '1')
    const alert = await canvas.findByRole('alert', {}, { timeout: 15_000 })
    await expect(alert).toHaveTextContent(
      'The bridge service could not handle the request. Try again, or pick another route.',
    )
    // the developer's text stays behind Details
    await expect(within(alert).getByText('Details')).toBeVisible()
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** Selling a large amount of INIT into the devnet's L1 pool moves its price (packages/devnet/src/router/routes.ts). */
const largeSwap = {
  defaultSource: 'initiation-2/uinit',
  defaultDestination: `initiation-2/${usdcL1}`,
  balances: { 'initiation-2/uinit': '10000000000000' },
}

export const ValueLossWarning: Story = {
  name: 'A value-loss warning blocks Confirm until acknowledged',
  args: largeSwap,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await typeAmount(canvasElement, '300,000')
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }))
    const confirm = await canvas.findByRole('button', { name: 'Confirm and sign' })
    await expect(confirm).toBeDisabled()
    await userEvent.click(canvas.getByRole('checkbox', { name: /I understand/ }))
    await expect(confirm).toBeEnabled()
  },
}

export const BadPriceShowAnyway: Story = {
  name: 'Error: bad price, and the route shown anyway',
  args: largeSwap,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Amount' }), '1000000')
    const alert = await canvas.findByRole('alert')
    await userEvent.click(within(alert).getByRole('button', { name: 'Show the route anyway' }))
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Review' })).toBeEnabled())
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }))
    await expect(await canvas.findByRole('button', { name: 'Confirm and sign' })).toBeDisabled()
    await expect(canvas.getByRole('checkbox', { name: /I understand/ })).not.toBeChecked()
  },
}

/** A wallet not connected anywhere (an app's wallet before its user connects it). */
const notConnected: WalletAdapter = {
  getAddress: () => Promise.reject(new Error('Not connected')),
  sendTx: () => Promise.reject(new Error('Not connected')),
}

export const QuoteBeforeWallet: Story = {
  name: 'No wallet yet: the price first, then Review asks for a wallet and a recipient',
  loaders: [async () => ({ wallet: notConnected })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await typeAmount(canvasElement, '2.5')
    await expect(canvas.getByText('Asked for at Review')).toBeVisible()
    const review = canvas.getByRole('button', { name: 'Review' })
    await waitFor(() => expect(review).toBeEnabled())
    await userEvent.click(review)
    await expect(
      await canvas.findByText('Connect a wallet that can sign on Noble to send from it.'),
    ).toBeVisible()
    await expect(canvas.getByText('Enter an address on Initia to receive.')).toBeVisible()
    await expect(await canvas.findByRole('textbox', { name: 'Recipient' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Confirm and sign' })).toBeDisabled()
  },
}

export const Rejected: Story = {
  name: 'Error: signature declined, then signed again',
  loaders: [
    async () => {
      const wallet = await bridgeTestWallet()
      let declined = false
      return {
        wallet: {
          ...wallet,
          sendTx: (...args: Parameters<WalletAdapter['sendTx']>) => {
            if (declined) return wallet.sendTx(...args)
            declined = true
            return Promise.reject(Object.assign(new Error('declined'), { name: 'UserRejectedError' }))
          },
        },
      }
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await typeAmount(canvasElement, '1')
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }))
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm and sign' }))
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('You declined the signature in your wallet. Nothing was sent.')
    // the declined quote is refreshed first: Sign again waits for it
    const signAgain = within(alert).getByRole('button', { name: 'Sign again' })
    await waitFor(() => expect(signAgain).toBeEnabled())
    await userEvent.click(signAgain)
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Completed'), {
      timeout: 10_000,
    })
  },
}

export const Loading: Story = {
  name: 'Loading: quoting',
  args: {
    router: routerFailingRoutes('latency=60000'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Amount' }), '1')
    await expect(await canvas.findByText('Finding the best route…')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Review' })).toBeDisabled()
  },
}

export const Empty: Story = {
  name: 'Empty: no assets offered',
  args: { chains: ['no-such-chain'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Review' })).toBeDisabled()
  },
}

export const SearchMaxAndSlippage: Story = {
  name: 'Search, Max, flip and slippage',
  args: { balances: { 'noble-1/uusdc': '12345678' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // a search that selects: type, then Enter picks the first match
    await userEvent.click(await canvas.findByRole('button', { name: 'To: USDC on Initia' }))
    // what Noble's USDC can reach on the Hub (the router's assets_from_source)
    await userEvent.type(canvas.getByRole('combobox', { name: 'To: Search chains and assets' }), 'hub')
    // once the router's assets_from_source has answered, only what Noble's USDC reaches is offered
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(1))
    await expect(canvas.getByRole('option', { name: /USDC\s*Cosmos Hub/ })).toBeVisible()
    await userEvent.keyboard('{Enter}')
    const to = canvas.getByRole('button', { name: 'To: USDC on Cosmos Hub' })
    await expect(to).toHaveFocus()
    await userEvent.click(canvas.getByRole('button', { name: 'Max' }))
    // Max keeps the fee: USDC pays Noble's fees (the router's gas_price.high 0.2 × 250 000 gas = 0.05 USDC)
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('12.295678')
    await userEvent.click(canvas.getByRole('button', { name: 'Swap source and destination' }))
    await expect(canvas.getByRole('button', { name: 'From: USDC on Cosmos Hub' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '0.5 %' }))
    await expect(canvas.getByRole('button', { name: '0.5 %' })).toHaveAttribute('aria-pressed', 'true')
    const custom = canvas.getByRole('textbox', { name: 'Custom slippage (%)' })
    await userEvent.type(custom, '250')
    await expect(canvas.getByText('Slippage must be between 0.01 % and 50 %.')).toBeVisible()
  },
}

export const AmountWithGrouping: Story = {
  name: 'Amounts: a thousands separator is not a decimal point',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const amount = await canvas.findByRole('textbox', { name: 'Amount' })
    await userEvent.type(amount, '1,5')
    await expect(canvas.getByText('"," separates thousands here. Use "." for decimals.')).toBeVisible()
    await userEvent.clear(amount)
    // the test account holds 1,000 USDC on Noble: a thousand is quoted, ten thousand is refused
    await userEvent.type(amount, '1,000')
    await waitFor(() => expect(canvas.getByText('You receive')).toBeVisible())
    await userEvent.clear(amount)
    await userEvent.type(amount, '10,000')
    await expect(await canvas.findByText('That is more USDC than you have.')).toBeVisible()
  },
}

/** The story opened from a link: `fields` added to the page's own query, which stays. */
const fromLink = (fields: Record<string, string>) => () => {
  const before = window.location.href
  const url = new URL(before)
  for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, value)
  window.history.replaceState(window.history.state, '', url)
  return () => window.history.replaceState(window.history.state, '', before)
}

export const LinkPrefill: Story = {
  name: 'Link prefill',
  args: { urlState: true },
  beforeEach: fromLink({
    sourceChain: 'noble-1',
    sourceAsset: 'uusdc',
    destChain: 'initiation-2',
    destAsset: usdcL1,
    amount: '12.5',
    recipient: 'init1lsagfzrm4gz28he4wunt63sts5xzmczwfhk2an',
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('12.5'))
    // the recipient's field loads on first use
    await expect(await canvas.findByRole('textbox', { name: 'Recipient' })).toHaveValue(
      'init1lsagfzrm4gz28he4wunt63sts5xzmczwfhk2an',
    )
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Review' })).toBeEnabled())
    // a link fills the form and nothing more: the review waits for the user's click
    await expect(canvas.queryByRole('heading', { name: 'Review the transfer' })).toBeNull()
    // the saved recipients load after the field
    await expect(await canvas.findByRole('button', { name: 'Save to address book' })).toBeVisible()
  },
}

export const HostileLink: Story = {
  name: 'Link prefill: a hostile link',
  args: { urlState: true },
  beforeEach: fromLink({
    sourceChain: 'evil-1',
    sourceAsset: '<script>alert(1)</script>',
    destChain: 'initiation-2',
    destAsset: usdcL1,
    amount: '1e999',
    recipient: 'noble1lsagfzrm4gz28he4wunt63sts5xzmczw0zr3wl',
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText("The link's source chain is not offered here. Choose one.", undefined),
    ).toBeVisible()
    await expect(
      canvas.getByText("The link's source asset could not be read and was left out."),
    ).toBeVisible()
    await expect(canvas.getByText("The link's amount could not be read and was left out.")).toBeVisible()
    await expect(canvas.getByText('This address is not on Initia: check its first letters.')).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('')
    await expect(canvasElement.querySelector('script')).toBeNull()
  },
}

export const NarrowContainer: Story = {
  name: 'Layout: a 320 px column',
  render: (args, { loaded }) => (
    <div style={{ width: 320 }}>
      <BridgeWidget {...args} storage={createMemoryStorage()} wallet={loaded.wallet} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await typeAmount(canvasElement, '2.5')
    const widget = canvasElement.querySelector('section') as HTMLElement
    await expect(widget.scrollWidth).toBeLessThanOrEqual(widget.clientWidth)
  },
}

export const HistoryDismiss: Story = {
  name: 'History: dismiss a finished transfer',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await typeAmount(canvasElement, '1')
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }))
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm and sign' }))
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Completed'), {
      timeout: 10_000,
    })
    await userEvent.click(canvas.getByRole('button', { name: 'New transfer' }))
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('')
    await userEvent.click(canvas.getByText(/Recent transfers \(1\)/))
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }))
    await expect(canvas.queryByText(/Recent transfers/)).toBeNull()
  },
}

const signAndComplete = async (canvasElement: HTMLElement, amount: string, timeout = 10_000) => {
  const canvas = within(canvasElement)
  await typeAmount(canvasElement, amount)
  await userEvent.click(canvas.getByRole('button', { name: 'Review' }))
  await userEvent.click(await canvas.findByRole('button', { name: 'Confirm and sign' }))
  await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Completed'), { timeout })
}

export const EvmWalletSwapOnL1: Story = {
  name: 'An Ethereum wallet: a Move swap on Initia',
  args: { defaultSource: 'initiation-2/uinit', defaultDestination: `initiation-2/${usdcL1}` },
  play: async ({ canvasElement }) => signAndComplete(canvasElement, '2'),
}

export const EvmWalletToEvmRollup: Story = {
  name: 'An Ethereum wallet: Initia to the EVM rollup through the op-hook',
  args: { defaultSource: 'initiation-2/uinit', defaultDestination: `4354/${usdcEvm}` },
  play: async ({ canvasElement }) => signAndComplete(canvasElement, '2'),
}

export const EvmWalletFromEvmRollup: Story = {
  name: 'An Ethereum wallet: the EVM rollup back to Initia, through the claim',
  args: {
    defaultSource: `4354/${usdcEvm}`,
    defaultDestination: `initiation-2/${usdcL1}`,
    // the devnet's stand-in for each rollup's OPinit executor; the L1's REST comes from the router
    opWithdrawals: {
      executors: { '4354': `${devnetUrl()}/executor/4354`, 'move-1': `${devnetUrl()}/executor/move-1` },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await typeAmount(canvasElement, '1.5')
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }))
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm and sign' }))
    // the withdrawal waits for its output and the finalization period (600 s, 6 s at the test devnet's speed)
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('withdrawal period'), {
      timeout: 15_000,
    })
    const claim = await canvas.findByRole('button', { name: 'Claim on Initia' }, { timeout: 30_000 })
    await userEvent.click(claim)
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Completed'), {
      timeout: 30_000,
    })
    await expect(canvas.getByText('You received 1.5 USDC on Initia.')).toBeVisible()
  },
}

/** The devnet's OPinit stand-ins: each rollup's executor; the L1's REST comes from the router. */
const opWithdrawals = () => ({
  executors: { '4354': `${devnetUrl()}/executor/4354`, 'move-1': `${devnetUrl()}/executor/move-1` },
  l1ChainId: 'initiation-2',
})

export const WithdrawalFinalizing: Story = {
  name: 'A withdrawal waiting for its finalization period',
  args: {
    defaultSource: `4354/${usdcEvm}`,
    defaultDestination: `initiation-2/${usdcL1}`,
    opWithdrawals: opWithdrawals(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await typeAmount(canvasElement, '2')
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }))
    await expect(canvas.getByText(/once its waiting period ends you claim the funds on Initia/)).toBeVisible()
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm and sign' }))
    await expect(await canvas.findByText(/You can claim in about/, {}, { timeout: 15_000 })).toBeVisible()
  },
}

export const WithdrawalFromAnotherDevice: Story = {
  name: 'A withdrawal made on another device, claimed here',
  args: { opWithdrawals: opWithdrawals() },
  parameters: {
    visual: {
      noScreenshot: 'it lists every unclaimed withdrawal the shared devnet holds for the test wallet',
    },
  },
  loaders: [
    async () => {
      const wallet = await bridgeTestWallet()
      // "another device": the same user's withdrawal, sent headless and left before its claim
      const other = createBridgeController({
        router: createRouterClient({ baseUrl: `${devnetUrl()}/router` }),
        wallet,
        storage: createMemoryStorage(),
        quoteDebounceMs: 0,
        polling: { minIntervalMs: 100, maxIntervalMs: 500 },
        opWithdrawals: opWithdrawals(),
      })
      other.start()
      other.setRequest({
        sourceChainId: '4354',
        sourceDenom: usdcEvm,
        destChainId: 'initiation-2',
        destDenom: usdcL1,
        amountIn: '1250000',
      })
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the other device never reached finalizing')), 20_000)
        other.subscribe(() => {
          const { status } = other.getState()
          if (status === 'quoted') other.submit()
          if (status === 'finalizing') {
            clearTimeout(timer)
            resolve()
          }
        })
      })
      other.stop()
      return { wallet }
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await canvas.findByRole('region', { name: 'Withdrawals to claim' }, { timeout: 15_000 })
    // the devnet is shared: other stories' withdrawals may be listed too
    const rows = () =>
      within(list)
        .queryAllByRole('listitem')
        .filter((row) => row.textContent?.includes('1.25 USDC'))
    await waitFor(
      () => expect(rows().some((row) => within(row).queryByRole('button', { name: 'Claim' }))).toBe(true),
      {
        timeout: 30_000,
      },
    )
    const before = rows().length
    const row = rows().find((candidate) => within(candidate).queryByRole('button', { name: 'Claim' }))!
    await userEvent.click(within(row).getByRole('button', { name: 'Claim' }))
    // claimed on L1: the L1 reports it claimed and it leaves the list
    await waitFor(() => expect(canvas.queryAllByText('1.25 USDC').length).toBeLessThan(before), {
      timeout: 30_000,
    })
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  // axe checks the loaded dark state, not the skeleton
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-state="loading"]')).toBeNull(), {
      timeout: 10_000,
    })
  },
}

/** "Send to another address" with the user's saved recipients: only those the destination chain takes. */
export const SavedRecipients: Story = {
  name: 'Send to another address: saved recipients',
  args: {
    recipients: createMemoryRecipientStore({
      recent: [
        { address: 'init1lsagfzrm4gz28he4wunt63sts5xzmczwfhk2an', chainId: 'initiation-2', at: 2 },
        { address: 'noble1lsagfzrm4gz28he4wunt63sts5xzmczw0zr3wl', chainId: 'noble-1', at: 1 },
      ],
      addressBook: [
        { label: 'Savings', address: 'init1lsagfzrm4gz28he4wunt63sts5xzmczwfhk2an' },
        { label: 'Noble hot wallet', address: 'noble1lsagfzrm4gz28he4wunt63sts5xzmczw0zr3wl' },
        { label: 'Grants multisig', address: 'init1yg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zqkjh36' },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Send to another address' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Saved' }))
    const book = await canvas.findByRole('region', { name: 'Address book' })
    await expect(within(book).getByRole('button', { name: 'Remove Grants multisig' })).toBeVisible()
    // a Noble address cannot receive on Initia: not offered
    await expect(canvas.queryByRole('button', { name: /^Noble hot wallet / })).toBeNull()
  },
}

/** "Send to another address" typed as a name: looked up once the typing pauses, the address shown under the field. */
export const RecipientName: Story = {
  name: 'Send to another address: a name',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await typeAmount(canvasElement, '2')
    await userEvent.click(canvas.getByRole('button', { name: 'Send to another address' }))
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Recipient' }), 'bob.init')
    await expect(
      await canvas.findByText(devnetUsernames.find((entry) => entry.name === 'bob')!.address),
    ).toBeVisible()
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Review' })).toBeEnabled())
  },
}

/** Types an amount and waits for the quote, by the locale's words (its own decimal separator too). */
async function quotedIn(
  canvasElement: HTMLElement,
  words: { amount: string; receive: string; review: string },
  amount: string,
) {
  const canvas = within(canvasElement)
  await userEvent.type(await canvas.findByRole('textbox', { name: words.amount }), amount)
  await waitFor(() => expect(canvas.getByText(words.receive)).toBeVisible())
  await waitFor(() => expect(canvas.getByRole('button', { name: words.review })).toBeEnabled())
}

/** The widget in Korean, with a quote showing: its words load on first use. */
export const Korean: Story = {
  args: { locale: 'ko' },
  play: ({ canvasElement }) =>
    quotedIn(canvasElement, { amount: '금액', receive: '받는 금액', review: '검토' }, '2.5'),
}

/** The widget in German, with a quote showing: a comma is its decimal separator. */
export const German: Story = {
  args: { locale: 'de' },
  play: ({ canvasElement }) =>
    quotedIn(canvasElement, { amount: 'Betrag', receive: 'Sie erhalten', review: 'Prüfen' }, '2,5'),
}
