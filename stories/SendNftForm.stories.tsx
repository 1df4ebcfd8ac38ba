import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { SendNftForm } from '../src/components/SendNftForm/SendNftForm.tsx'
import type { Nft } from '../src/indexer/nft.ts'
import type { WalletAdapter } from '../src/wallet/types.ts'
import usage from './docs/components/SendNftForm.md?raw'
import { devnetWalletLoader, memoryTxStore } from './fixtures.ts'

// A Move NFT on the devnet's move-1, as NftGallery's detail hands it over.
const token = {
  collection_addr: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
  collection_name: 'Devnet Apes',
  collection_origin_name: 'Devnet Apes',
  object_addr: '0x00000000000000000000000000000000000000000000000000000000000a11ce',
  owner: '',
  height: 1,
  timestamp: '2026-01-01T00:00:00Z',
  nft: { token_id: 'Ape #7', uri: 'https://example.test/7.json' },
} satisfies Nft

const meta = {
  title: 'Components/SendNftForm',
  component: SendNftForm,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: usage } } },
  args: { chainId: 'move-1', token, wallet: undefined as unknown as WalletAdapter, onCancel: () => {} },
  loaders: [devnetWalletLoader],
  render: (args, { loaded }) => (
    <div style={{ maxWidth: 480 }}>
      <SendNftForm
        {...args}
        wallet={args.wallet ?? (loaded as { wallet: WalletAdapter }).wallet}
        storage={memoryTxStore()}
      />
    </div>
  ),
} satisfies Meta<typeof SendNftForm>

export default meta
type Story = StoryObj<typeof meta>

const recipientField = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('textbox', { name: 'Recipient' }, { timeout: 15_000 })

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    await recipientField(canvasElement)
    await expect(within(canvasElement).getByRole('button', { name: 'Review' })).toBeDisabled()
  },
}

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(await recipientField(canvasElement), '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')
    await expect(within(canvasElement).getByRole('button', { name: 'Review' })).toBeEnabled()
    // the saved recipients load after the field
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Save to address book' }),
    ).toBeVisible()
  },
}

export const BadRecipient: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(await recipientField(canvasElement), 'cosmos1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqnrql8a')
    await expect(within(canvasElement).getByText(/on another network/)).toBeVisible()
  },
}

export const ChainNotListed: Story = {
  args: { chainId: 'noble-1' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 15_000 })).toBeVisible()
  },
}
