import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { devnetUrl } from '../.storybook/preview.tsx'
import { createMemoryStorage } from '../src/bridge/storage.ts'
import { type BridgeAsset, BridgeWidget } from '../src/components/BridgeWidget/BridgeWidget.tsx'
import { createRouterClient } from '../src/router/client.ts'
import type { WalletAdapter } from '../src/wallet/types.ts'
import { usdcEvm, usdcL1, usdcMove } from '../test/bridgeRequests.ts'
import { anvilAccounts, initiaTestWallet } from '../test/wallets.ts'

// The devnet router's assets. One Ethereum test key (anvil's second account, through wagmi's mock connector)
// signs on every Initia chain and the EVM rollup; a cosmjs test wallet signs on Noble and the Hub.
const assets: BridgeAsset[] = [
  { chainId: '4354', chainName: 'EVM rollup', denom: usdcEvm, symbol: 'USDC', decimals: 6 },
  { chainId: 'noble-1', chainName: 'Noble', denom: 'uusdc', symbol: 'USDC', decimals: 6 },
  { chainId: 'initiation-2', chainName: 'Initia', denom: usdcL1, symbol: 'USDC', decimals: 6 },
  { chainId: 'initiation-2', chainName: 'Initia', denom: 'uinit', symbol: 'INIT', decimals: 6 },
  { chainId: 'move-1', chainName: 'Move rollup', denom: usdcMove, symbol: 'USDC', decimals: 6 },
  { chainId: 'cosmoshub-4', chainName: 'Cosmos Hub', denom: 'uatom', symbol: 'ATOM', decimals: 6 },
]

const chains = ['initiation-2', 'move-1', 'cosmoshub-4', 'noble-1']

async function testWallet() {
  const routerUrl = `${devnetUrl()}/router`
  // the devnet's router names each chain's RPC, the EVM rollup's anvil included
  const { chains: info } = await createRouterClient({ baseUrl: routerUrl }).chains({ include_evm: 'true' })
  const rpcUrl = info.find((chain) => chain.chain_id === '4354')?.rpc
  if (!rpcUrl) throw new Error('The devnet runs without its EVM rollup (no anvil binary).')
  return initiaTestWallet({
    routerUrl,
    evm: { rpcUrl, chainId: 4354 },
    chains: Object.fromEntries(chains.map((chainId) => [chainId, `${devnetUrl()}/chains/${chainId}`])),
    // the Node tests sign with anvil's first and third accounts and the mnemonic's first: no two signers race
    account: anvilAccounts[1],
    cosmosAccountIndex: 1,
  })
}

const meta = {
  title: 'Components/BridgeWidget',
  component: BridgeWidget,
  args: {
    assets,
    wallet: undefined as unknown as WalletAdapter,
    defaultSource: 'noble-1/uusdc',
    defaultDestination: `initiation-2/${usdcL1}`,
    quoteDebounceMs: 100,
    polling: { minIntervalMs: 100, maxIntervalMs: 500 },
  },
  loaders: [async () => ({ wallet: await testWallet() })],
  render: (args, { loaded }) => (
    <BridgeWidget {...args} storage={createMemoryStorage()} wallet={loaded.wallet} />
  ),
} satisfies Meta<typeof BridgeWidget>

export default meta
type Story = StoryObj<typeof meta>

async function typeAmount(canvasElement: HTMLElement, amount: string) {
  const canvas = within(canvasElement)
  await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), amount)
  await waitFor(() => expect(canvas.getByText('You receive')).toBeVisible(), { timeout: 5000 })
}

export const Idle: Story = {}

export const Quoted: Story = {
  play: async ({ canvasElement }) => {
    await typeAmount(canvasElement, '2.5')
    await expect(within(canvasElement).getByRole('button', { name: 'Review' })).toBeEnabled()
  },
}

export const CompletedTransfer: Story = {
  name: 'A transfer, signed and completed',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await typeAmount(canvasElement, '2.5')
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and sign' }))
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Completed'), {
      timeout: 10_000,
    })
    await expect(canvas.getByRole('list', { name: 'Route progress' })).toHaveTextContent(
      'noble-1 → initiation-2',
    )
    await expect(canvas.getByText(/Recent transfers \(1\)/)).toBeVisible()
  },
}

export const OpHookRoute: Story = {
  name: 'A route through the op-hook',
  args: { defaultDestination: `move-1/${usdcMove}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await typeAmount(canvasElement, '3')
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and sign' }))
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Completed'), {
      timeout: 10_000,
    })
  },
}

export const RouteError: Story = {
  name: 'Error: no route',
  args: { defaultSource: 'cosmoshub-4/uatom', defaultDestination: `move-1/${usdcMove}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), '1')
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 })
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible()
  },
}

export const Rejected: Story = {
  name: 'Error: signature declined',
  loaders: [
    async () => {
      const wallet = await testWallet()
      return {
        wallet: {
          ...wallet,
          sendTx: () => Promise.reject(Object.assign(new Error('declined'), { name: 'UserRejectedError' })),
        },
      }
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await typeAmount(canvasElement, '1')
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and sign' }))
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('declined')
  },
}

export const Loading: Story = {
  name: 'Loading: quoting',
  args: {
    router: createRouterClient({
      baseUrl: `${devnetUrl()}/router`,
      headers: { 'x-devnet-fault': 'latency=60000' },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), '1')
    await expect(await canvas.findByText('Finding the best route…', {}, { timeout: 3000 })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Review' })).toBeDisabled()
  },
}

export const Empty: Story = {
  name: 'Empty: no assets offered',
  args: { assets: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Review' })).toBeDisabled()
  },
}

export const SearchMaxAndSlippage: Story = {
  name: 'Search, Max and slippage',
  args: { balances: { 'noble-1/uusdc': '12345678' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // searching the destination list leaves only the matching assets (and the chosen one)
    await userEvent.type(canvas.getByRole('searchbox', { name: 'To: Search chains and assets' }), 'atom')
    const options = within(canvas.getByRole('combobox', { name: 'To' })).getAllByRole('option')
    await expect(options.map((option) => option.textContent)).toEqual([
      'USDC on Initia',
      'ATOM on Cosmos Hub',
    ])
    await userEvent.click(canvas.getByRole('button', { name: 'Max' }))
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('12.345678')
    const slippage = canvas.getByRole('textbox', { name: 'Slippage (%)' })
    await userEvent.clear(slippage)
    await userEvent.type(slippage, '0.5')
    await expect(slippage).toHaveValue('0.5')
  },
}

export const HistoryDismiss: Story = {
  name: 'History: dismiss a finished transfer',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await typeAmount(canvasElement, '1')
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and sign' }))
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Completed'), {
      timeout: 10_000,
    })
    await userEvent.click(canvas.getByRole('button', { name: 'New transfer' }))
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('')
    await userEvent.click(canvas.getByText(/Recent transfers \(1\)/))
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }))
    await expect(canvas.queryByText(/Recent transfers/)).toBeNull()
  },
}

const signAndComplete = async (canvasElement: HTMLElement, amount: string, timeout = 10_000) => {
  const canvas = within(canvasElement)
  await typeAmount(canvasElement, amount)
  await userEvent.click(canvas.getByRole('button', { name: 'Review' }))
  await userEvent.click(canvas.getByRole('button', { name: 'Confirm and sign' }))
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
  name: 'An Ethereum wallet: the EVM rollup back to Initia',
  args: { defaultSource: `4354/${usdcEvm}`, defaultDestination: `initiation-2/${usdcL1}` },
  // an OPinit withdrawal finalizes in 600 s, 6 s at the test devnet's speed
  play: async ({ canvasElement }) => signAndComplete(canvasElement, '1.5', 30_000),
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
