import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { devnetUrl } from '../.storybook/preview.tsx'
import { createMemoryStorage } from '../src/bridge/store/storage.ts'
import type { WalletAdapter } from '../src/wallet/types.ts'
import { devnetWalletLoader, evm } from './fixtures.ts'
import { WalletPanel } from './wallet/WalletPanel.tsx'

// the devnet's registry lists evm-1 with EVM chain id 4354, the id its router knows the rollup by
const routerChainId = (chainId: string) => (chainId === 'evm-1' ? '4354' : chainId)

const meta = {
  title: 'dApp/Wallet panel',
  component: WalletPanel,
  parameters: { layout: 'padded' },
  args: {
    account: evm.busyAccount.bech32,
    wallet: undefined as unknown as WalletAdapter,
    prices: { baseUrl: `${devnetUrl()}/prices` },
    routerChainId,
  },
  loaders: [devnetWalletLoader],
  render: (args, { loaded }) => (
    <div style={{ width: 390, maxWidth: '100%' }}>
      <style>{`
        .wallet-panel { display: grid; gap: 12px; font-family: var(--rs-font, system-ui, sans-serif); }
        .wallet-tabs { display: flex; gap: 8px; }
        .wallet-tabs button, .wallet-back { font: inherit; padding: 6px 12px; border-radius: 6px; cursor: pointer;
          border: 1px solid #8a93a3; background: transparent; color: inherit; }
        .wallet-tabs button[aria-pressed="true"] { background: #2450d8; border-color: #2450d8; color: #fff; }
        .wallet-back { justify-self: start; }
      `}</style>
      <WalletPanel {...args} wallet={loaded.wallet} storage={createMemoryStorage()} />
    </div>
  ),
} satisfies Meta<typeof WalletPanel>

export default meta
type Story = StoryObj<typeof meta>

const portfolioLoaded = (canvasElement: HTMLElement) =>
  waitFor(
    () =>
      expect(
        canvasElement.querySelector('.rs-portfolio[data-state="success"][aria-busy="false"]'),
      ).not.toBeNull(),
    {
      timeout: 10_000,
    },
  )

export const Assets: Story = {
  play: async ({ canvasElement }) => {
    await portfolioLoaded(canvasElement)
    await waitFor(
      () =>
        expect(
          canvasElement.querySelectorAll('.rs-account-activity tbody tr[data-index]').length,
        ).toBeGreaterThan(3),
      { timeout: 10_000 },
    )
    // each row's balance changes load after it: the picture is taken once every row shown has them
    await waitFor(
      () =>
        expect(
          canvasElement.querySelectorAll('.rs-account-activity tbody tr[data-index] .rs-skeleton'),
        ).toHaveLength(0),
      { timeout: 10_000 },
    )
  },
}

export const AssetsDark: Story = {
  name: 'Assets (dark)',
  globals: { theme: 'dark' },
  play: Assets.play,
}

export const BridgeFromAsset: Story = {
  name: 'Bridge opened from a token',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await portfolioLoaded(canvasElement)
    const usdc = canvas.getByRole('button', { name: /^USDC.*3 chains/ })
    await userEvent.click(usdc)
    const chains = within(canvasElement.querySelector<HTMLElement>(`#${usdc.getAttribute('aria-controls')}`)!)
    await userEvent.click(chains.getByRole('button', { name: /^on Initia/ }))
    await expect(await canvas.findByRole('heading', { name: 'Bridge' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: '← Assets' })).toBeVisible()
  },
}
