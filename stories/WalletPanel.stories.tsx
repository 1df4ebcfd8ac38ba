import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { devnetUrl } from '../.storybook/preview.tsx'
import { createMemoryStorage } from '../src/bridge/store/storage.ts'
import { toInitiaBech32 } from '../src/router/initiaAddress.ts'
import type { TxStore } from '../src/tx/txStore.ts'
import type { WalletAdapter } from '../src/wallet/types.ts'
import { bankBalance, confirmed, ownedObjects, previewReady, shownPreview } from './chainCheck.ts'
import { bridgeTestWallet, evm, memoryTxStore, onSigningDevnet, storyWallet } from './fixtures.ts'
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
    sendChainId: 'initiation-2',
  },
  // the bridge signs on the EVM rollup too: the wallet has an Ethereum key as well as the Cosmos ones
  loaders: [onSigningDevnet, async () => ({ wallet: await bridgeTestWallet(), txStore: memoryTxStore() })],
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
        .wallet-asset h2 { margin: 0 0 8px; font-size: 1.1rem; }
        .wallet-asset h2 span { font-weight: 400; }
        .wallet-back { justify-self: start; border: 1px solid #8a93a3; border-radius: 6px; padding: 6px 12px; }
        :is(.wallet-actions, .wallet-tabs) button:focus-visible, .wallet-back:focus-visible {
          outline: 2px solid #2450d8; outline-offset: 2px; }
      `}</style>
      <WalletPanel
        {...args}
        // a story that signs brings its own account (its loaders')
        account={(loaded as { account?: string }).account ?? args.account}
        wallet={loaded.wallet as WalletAdapter}
        storage={createMemoryStorage()}
        txStore={loaded.txStore as TxStore}
      />
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
    // the row offers what the panel does with a token
    await userEvent.click(canvas.getByRole('button', { name: 'Bridge' }))
    await expect(await canvas.findByRole('heading', { name: 'Bridge' })).toBeVisible()
    await expect(
      await canvas.findByRole('button', { name: 'From: USDC on Minievm Devnet' }, { timeout: 10_000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: '← Wallet' })).toHaveFocus()
  },
}

// The stories that sign: each with an account and chain no other story signs on (stories/fixtures.ts storyWallet),
// to a recipient of its own, so the balances it reads back move only by its own tx.
const signsAs = (accountIndex: 0 | 1) => [
  async () => ({ ...(await storyWallet(accountIndex)), txStore: memoryTxStore() }),
]
const recipientOf = (tag: string) => toInitiaBech32(`0x${tag.padStart(40, '0')}`)!

/** Review in SendForm, then the preview TxPreview shows once simulated. */
async function review(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Review' }))
  return previewReady(canvasElement)
}

async function fillSend(canvasElement: HTMLElement, amount: string, recipient: string) {
  const canvas = within(canvasElement)
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Amount' }, { timeout: 15_000 }), amount)
  await userEvent.type(canvas.getByRole('textbox', { name: 'Recipient' }), recipient)
}

export const SendInit: Story = {
  name: 'Send INIT',
  args: { sendChainId: 'initiation-2' },
  loaders: signsAs(1),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    const sender = loaded.account as string
    const recipient = recipientOf('5e0d1')
    await portfolioLoaded(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    await fillSend(canvasElement, '1.5', recipient)
    const before = await Promise.all([sender, recipient].map((a) => bankBalance('initiation-2', a, 'uinit')))
    const preview = await review(canvasElement)
    const shown = shownPreview(preview, { fee: 6, changes: 6 })
    await expect(shown.changes).toEqual([-1_500_000n])
    await userEvent.click(within(preview).getByRole('button', { name: 'Confirm' }))
    await confirmed(preview)
    // the chain did what was shown: the recipient got the amount, the sender paid it and the fee shown
    const after = await Promise.all([sender, recipient].map((a) => bankBalance('initiation-2', a, 'uinit')))
    await expect(after[1]! - before[1]!).toBe(1_500_000n)
    await expect(before[0]! - after[0]!).toBe(1_500_000n + shown.fee!)
  },
}

const usdcOnEvm = 'evm/5FbDB2315678afecb367f032d93F642f64180aa3'
const evmFeeToken = 'evm/2eE7007DF876084d4C74685e90bB7f4cd7c86e22'
const moveFeeToken = 'l2/2588fd87a8e081f6a557f43ff14f05dddf5e34cb27afcefd6eaf81f1daea30d0'

export const SendUsdc: Story = {
  name: 'Send USDC from its row',
  loaders: signsAs(1),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    const sender = loaded.account as string
    const recipient = recipientOf('5e0d2')
    await portfolioLoaded(canvasElement)
    // USDC on the minievm rollup, from its Portfolio row: the row offers Send and Bridge
    const usdc = canvas.getByRole('button', { name: /^USDC.*3 chains/ })
    await userEvent.click(usdc)
    const chains = within(canvasElement.querySelector<HTMLElement>(`#${usdc.getAttribute('aria-controls')}`)!)
    await userEvent.click(chains.getByRole('button', { name: /^on Evm/ }))
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Asset' })).toHaveDisplayValue(/^USDC/), {
      timeout: 15_000,
    })
    await fillSend(canvasElement, '2.25', recipient)
    const balances = () =>
      Promise.all([
        bankBalance('evm-1', sender, usdcOnEvm),
        bankBalance('evm-1', recipient, usdcOnEvm),
        bankBalance('evm-1', sender, evmFeeToken),
      ])
    const before = await balances()
    const preview = await review(canvasElement)
    const shown = shownPreview(preview, { fee: 18, changes: 6 })
    await expect(shown.changes).toEqual([-2_250_000n])
    await userEvent.click(within(preview).getByRole('button', { name: 'Confirm' }))
    await confirmed(preview)
    const after = await balances()
    await expect(before[0]! - after[0]!).toBe(2_250_000n)
    await expect(after[1]! - before[1]!).toBe(2_250_000n)
    await expect(before[2]! - after[2]!).toBe(shown.fee)
  },
}

export const SendNft: Story = {
  name: 'Send an NFT',
  args: { nftChainId: 'move-1' },
  loaders: signsAs(0),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    const sender = loaded.account as string
    const recipient = recipientOf('5e0d3')
    // a Move NFT the devnet gave the account (its indexer's ownedNfts on move-1)
    const object = '0x1d3a3d51da847218e1c248bb37f1ca00aa19807d9afadf53b86bf7819f799e52'
    await expect(await ownedObjects('move-1', sender)).toContain(object)
    await portfolioLoaded(canvasElement)
    await userEvent.click(canvas.getByRole('tab', { name: 'NFTs' }))
    await userEvent.click(await canvas.findByRole('button', { name: /#30$/ }, { timeout: 15_000 }))
    const dialog = within(await canvas.findByRole('dialog'))
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }))
    await userEvent.type(
      await dialog.findByRole('textbox', { name: 'Recipient' }, { timeout: 15_000 }),
      recipient,
    )
    const feeBefore = await bankBalance('move-1', sender, moveFeeToken)
    const preview = await review(canvasElement)
    const shown = shownPreview(preview, { fee: 6, changes: 6 })
    await userEvent.click(within(preview).getByRole('button', { name: 'Confirm' }))
    await confirmed(preview)
    // the NFT is the recipient's now, and the sender paid the fee shown
    await expect(await ownedObjects('move-1', recipient)).toContain(object)
    await expect(await ownedObjects('move-1', sender)).not.toContain(object)
    await expect(feeBefore - (await bankBalance('move-1', sender, moveFeeToken))).toBe(shown.fee)
  },
}

export const Receive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await portfolioLoaded(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Receive' }))
    await expect(
      await canvas.findByRole('img', { name: /^QR code of init1/ }, { timeout: 10_000 }),
    ).toBeVisible()
    await expect(canvas.getByText(evm.busyAccount.bech32)).toBeVisible()
  },
}
