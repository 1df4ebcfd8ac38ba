import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { devnetUrl } from '../.storybook/preview.tsx'
import { createMemoryStorage } from '../src/bridge/store/storage.ts'
import type { WalletAdapter } from '../src/wallet/types.ts'
import { bridgeTestWallet, evm } from './fixtures.ts'
import { WalletPanel } from './wallet/WalletPanel.tsx'

const meta = {
  title: 'dApp/Wallet panel',
  component: WalletPanel,
  parameters: { layout: 'padded' },
  args: {
    account: evm.busyAccount.bech32,
    wallet: undefined as unknown as WalletAdapter,
    prices: { baseUrl: `${devnetUrl()}/prices` },
    nftChainId: 'evm-1',
  },
  // the bridge signs on the EVM rollup too: the wallet has an Ethereum key as well as the Cosmos ones
  loaders: [async () => ({ wallet: await bridgeTestWallet() })],
  render: (args, { loaded }) => (
    <div style={{ width: 390, maxWidth: '100%' }}>
      <style>{`
        .wallet-panel { display: grid; gap: 12px; font-family: var(--rs-font, system-ui, sans-serif); }
        .wallet-actions { display: grid; grid-template-columns: repeat(3, 1fr); gap: 8px; }
        .wallet-actions button { font: inherit; font-weight: 600; padding: 10px 0; border-radius: 10px;
          cursor: pointer; border: 0; background: #2450d8; color: #fff; }
        .wallet-actions button:disabled { cursor: not-allowed; background: transparent; color: #6b7280;
          border: 1px dashed #8a93a3; }
        .wallet-tabs { display: flex; gap: 4px; border-bottom: 1px solid #8a93a3; }
        .wallet-tabs button, .wallet-back { font: inherit; padding: 8px 12px; cursor: pointer;
          border: 0; background: transparent; color: inherit; }
        .wallet-tabs button { border-bottom: 2px solid transparent; margin-bottom: -1px; }
        .wallet-tabs button[aria-selected="true"] { border-bottom-color: #2450d8; font-weight: 600; }
        .wallet-back { justify-self: start; border: 1px solid #8a93a3; border-radius: 6px; padding: 6px 12px; }
        :is(.wallet-actions, .wallet-tabs) button:focus-visible, .wallet-back:focus-visible {
          outline: 2px solid #2450d8; outline-offset: 2px; }
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
    const canvas = within(canvasElement)
    await portfolioLoaded(canvasElement)
    await expect(canvas.getByRole('tab', { name: 'Assets' })).toHaveAttribute('aria-selected', 'true')
    for (const action of ['Send', 'Receive', 'Bridge'])
      await expect(canvas.getByRole('button', { name: action })).toBeVisible()
  },
}

export const Activity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await portfolioLoaded(canvasElement)
    // the tabs as a keyboard reaches them: one tab stop, the arrow keys move the selection
    canvas.getByRole('tab', { name: 'Assets' }).focus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('tab', { name: 'Activity' })).toHaveFocus()
    await expect(canvas.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true')
    // one level of tabs: the activity is one list, with no tabs of its own
    await expect(canvas.getAllByRole('tablist')).toHaveLength(1)
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

export const Nfts: Story = {
  name: 'NFTs',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await portfolioLoaded(canvasElement)
    await userEvent.click(canvas.getByRole('tab', { name: 'NFTs' }))
    await waitFor(
      () => expect(canvasElement.querySelector('.rs-nft-gallery[data-state="success"]')).not.toBeNull(),
      { timeout: 10_000 },
    )
    await waitFor(
      () => expect(canvasElement.querySelectorAll('.rs-nft-gallery .rs-skeleton')).toHaveLength(0),
      { timeout: 10_000 },
    )
  },
}

export const BridgeFromAsset: Story = {
  name: 'Bridge opened from a token',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await portfolioLoaded(canvasElement)
    const usdc = canvas.getByRole('button', { name: /^USDC.*3 chains/ })
    await userEvent.click(usdc)
    const chains = within(canvasElement.querySelector<HTMLElement>(`#${usdc.getAttribute('aria-controls')}`)!)
    // USDC on the minievm rollup: the registry's `evm/…` denom on `evm-1`, which the router names by its EVM
    // chain id and ERC-20 contract
    await userEvent.click(chains.getByRole('button', { name: /^on Evm/ }))
    await expect(await canvas.findByRole('heading', { name: 'Bridge' })).toBeVisible()
    await expect(
      await canvas.findByRole('button', { name: 'From: USDC on Minievm Devnet' }, { timeout: 10_000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: '← Wallet' })).toHaveFocus()
  },
}
