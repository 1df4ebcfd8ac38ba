import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { ReceiveAddress } from '../src/components/ReceiveAddress/ReceiveAddress.tsx'
import usage from './docs/components/ReceiveAddress.md?raw'

const account = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

const meta = {
  title: 'Components/ReceiveAddress',
  component: ReceiveAddress,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: usage } } },
  args: { address: account },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <ReceiveAddress {...args} />
    </div>
  ),
} satisfies Meta<typeof ReceiveAddress>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('img', { name: /^QR code of init1/ }, { timeout: 10_000 }),
    ).toBeVisible()
    await expect(canvas.getByText(account)).toBeVisible()
  },
}

export const EvmForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('radio', { name: 'EVM address' }))
    await expect(
      await canvas.findByRole('img', { name: `QR code of ${account}` }, { timeout: 10_000 }),
    ).toBeVisible()
  },
}

export const ContractAccount: Story = {
  args: { address: 'init1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5z5tpwxqergd3c8g7rusqnusa4v' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('img', { name: /^QR code of init1/ }, { timeout: 10_000 }),
    ).toBeVisible()
    await expect(canvas.getByText(/contract or module account/)).toBeVisible()
  },
}

export const NotAnAddress: Story = {
  args: { address: 'init1notanaddress' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/not an account address/)
  },
}

export const Labels: Story = {
  args: { labels: { heading: 'Recevoir', bech32: 'Adresse Initia', hex: 'Adresse EVM', qrOf: 'QR de' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Recevoir' })).toBeVisible()
  },
}
