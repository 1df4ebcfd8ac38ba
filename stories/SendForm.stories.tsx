import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { devnetUsernames } from '../packages/devnet/src/isomorphic.ts'
import { SendForm } from '../src/components/SendForm/SendForm.tsx'
import { createMemoryRecipientStore } from '../src/recipients/localStore.ts'
import type { WalletAdapter } from '../src/wallet/types.ts'
import usage from './docs/components/SendForm.md?raw'
import { devnetWalletLoader, memoryTxStore } from './fixtures.ts'

// On the devnet's L1: the test wallet (the test mnemonic's first account) holds INIT, USDC, ATOM and an unlisted
// IBC denom; the REST simulates and executes MsgSend.
const receiver = 'init1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqa4qvvl'
// the devnet's L1 has usernames for its funded accounts (packages/devnet/src/move/usernames.ts)
const bob = devnetUsernames.find((entry) => entry.name === 'bob')!.address

const meta = {
  title: 'Components/SendForm',
  component: SendForm,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: usage } } },
  args: { chainId: 'initiation-2', locale: 'en-US', wallet: undefined as unknown as WalletAdapter },
  loaders: [devnetWalletLoader],
  render: (args, { loaded }) => (
    <div style={{ maxWidth: 480 }}>
      <SendForm
        {...args}
        wallet={args.wallet ?? (loaded as { wallet: WalletAdapter }).wallet}
        storage={memoryTxStore()}
      />
    </div>
  ),
} satisfies Meta<typeof SendForm>

export default meta
type Story = StoryObj<typeof meta>

const fields = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement)
  const amount = await canvas.findByRole('textbox', { name: 'Amount' }, { timeout: 15_000 })
  return { canvas, amount, recipient: canvas.getByRole('textbox', { name: 'Recipient' }) }
}

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await fields(canvasElement)
    await expect(canvas.getByRole('combobox', { name: 'Asset' })).toHaveDisplayValue(/^INIT/)
    await expect(canvas.getByRole('button', { name: 'Review' })).toBeDisabled()
  },
}

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, amount, recipient } = await fields(canvasElement)
    await userEvent.type(amount, '12.5')
    await userEvent.type(recipient, receiver)
    await expect(canvas.getByText(/needs a memo/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Review' })).toBeEnabled()
    // the saved recipients load after the field
    await expect(await canvas.findByRole('button', { name: 'Save to address book' })).toBeVisible()
  },
}

export const BadRecipient: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, amount, recipient } = await fields(canvasElement)
    await userEvent.type(amount, '1')
    await userEvent.type(recipient, `0x${'aB'.repeat(20)}`)
    await expect(canvas.getByText(/checksum does not match/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Review' })).toBeDisabled()
  },
}

export const OtherNetwork: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, recipient } = await fields(canvasElement)
    await userEvent.type(recipient, 'cosmos1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqnrql8a')
    await expect(canvas.getByText(/on another network/)).toBeVisible()
  },
}

export const OverBalance: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, amount, recipient } = await fields(canvasElement)
    await userEvent.type(recipient, receiver)
    await userEvent.type(amount, '1000000')
    await expect(canvas.getByText('That is more INIT than you have.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Review' })).toBeDisabled()
  },
}

export const Max: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, amount } = await fields(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Max' }))
    await waitFor(() => expect((amount as HTMLInputElement).value).not.toBe(''))
  },
}

export const Review: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, amount, recipient } = await fields(canvasElement)
    await userEvent.type(amount, '1')
    await userEvent.type(recipient, receiver)
    await userEvent.type(canvas.getByRole('textbox', { name: /Memo/ }), 'invoice 7')
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }))
    await expect(await canvas.findByRole('button', { name: 'Confirm' }, { timeout: 15_000 })).toBeEnabled()
  },
}

export const Loading: Story = {
  args: {
    wallet: { getAddress: () => new Promise<string>(() => {}), sendTx: () => new Promise(() => {}) },
  },
}

export const WalletRefuses: Story = {
  args: {
    wallet: {
      getAddress: () => Promise.reject(new Error('User rejected the request.')),
      sendTx: () => Promise.reject(new Error('unused')),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 })).toBeVisible()
  },
}

export const Empty: Story = {
  args: {
    wallet: {
      getAddress: async () => '0x00000000000000000000000000000000000ba1a3',
      sendTx: () => Promise.reject(new Error('unused')),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/holds nothing/, {}, { timeout: 15_000 }),
    ).toBeVisible()
  },
}

export const Labels: Story = {
  args: { labels: { title: 'Envoyer', amount: 'Montant', recipient: 'Destinataire', review: 'Vérifier' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('textbox', { name: 'Montant' }, { timeout: 15_000 }),
    ).toBeVisible()
  },
}

// the user's saved recipients: two recent ones (one of them in the address book) and three contacts
const savedRecipients = () =>
  createMemoryRecipientStore({
    recent: [
      { address: receiver, chainId: 'initiation-2', at: 2 },
      { address: 'init1zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg30th3ed', chainId: 'initiation-2', at: 1 },
      // another chain's recipient (the bridge's): not offered here
      { address: 'noble1lsagfzrm4gz28he4wunt63sts5xzmczw0zr3wl', chainId: 'noble-1', at: 0 },
    ],
    addressBook: [
      { label: 'Alice', address: receiver },
      {
        label: 'Treasury multisig of grants committee',
        address: 'init1yg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zqkjh36',
      },
      {
        label: 'Exchange deposit',
        address: '0x4444444444444444444444444444444444444444',
        chainId: 'initiation-2',
      },
    ],
  })

/** The saved recipients opened from the recipient field: recent ones and the address book, with rename and remove. */
export const AddressBook: Story = {
  args: { recipients: savedRecipients() },
  play: async ({ canvasElement }) => {
    const { canvas } = await fields(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Saved' }))
    const book = await canvas.findByRole('region', { name: 'Address book' })
    await expect(within(book).getByRole('button', { name: 'Remove Alice' })).toBeVisible()
    await expect(within(canvas.getByRole('region', { name: 'Recent' })).getAllByRole('button')).toHaveLength(
      2,
    )
  },
}

/** A valid recipient the address book does not hold, being named. */
export const SaveContact: Story = {
  args: { recipients: savedRecipients() },
  play: async ({ canvasElement }) => {
    const { canvas, recipient } = await fields(canvasElement)
    await userEvent.type(recipient, 'init1zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg30th3ed')
    await userEvent.click(await canvas.findByRole('button', { name: 'Save to address book' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), '<b>Bob</b>{Enter}')
    await expect(canvas.getByText(/Use plain text for the name/)).toBeVisible()
  },
}

/** The recipient typed as a name: looked up once the typing pauses, the address it points at shown before Review. */
export const RecipientName: Story = {
  name: 'Recipient typed as a name',
  play: async ({ canvasElement }) => {
    const { canvas, amount, recipient } = await fields(canvasElement)
    await userEvent.type(amount, '1')
    await userEvent.type(recipient, 'bob.init')
    await expect(await canvas.findByText(bob)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Review' })).toBeEnabled()
    await expect(await canvas.findByRole('button', { name: 'Save to address book' })).toBeVisible()
  },
}

/** A name with a Cyrillic а: said which character, and nothing asked. */
export const RecipientNameLookalike: Story = {
  name: 'Recipient typed as a name: a lookalike letter',
  play: async ({ canvasElement }) => {
    const { canvas, recipient } = await fields(canvasElement)
    await userEvent.type(recipient, '\u0430lice.init')
    await expect(canvas.getByText(/only looks like a Latin letter/)).toBeVisible()
  },
}

/** The review of a send to a name: the name and the address, asked again at Confirm. */
export const RecipientNameReview: Story = {
  name: 'Recipient typed as a name: review',
  play: async ({ canvasElement }) => {
    const { canvas, amount, recipient } = await fields(canvasElement)
    await userEvent.type(amount, '1')
    await userEvent.type(recipient, 'bob.init')
    await canvas.findByText(bob)
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }))
    await expect(await canvas.findByRole('button', { name: 'Confirm' }, { timeout: 15_000 })).toBeEnabled()
    await expect(canvas.getByText('bob.init')).toBeVisible()
  },
}
