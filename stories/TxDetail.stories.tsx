import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { TxDetail } from '../src/components/TxDetail/TxDetail.tsx'
import usage from './docs/components/TxDetail.md?raw'
import { evm, hangingClient, move, showsRetryableError, unknownChainClient } from './fixtures.ts'

const meta = {
  title: 'Components/TxDetail',
  component: TxDetail,
  // a docs page: the props table, and the usage in docs/components
  tags: ['autodocs'],
  parameters: { docs: { description: { component: usage } } },
  args: {
    txHash: evm.txHash,
    blockHref: (height) => `#block-${height}`,
  },
} satisfies Meta<typeof TxDetail>

export default meta
type Story = StoryObj<typeof meta>

const termValue = (canvasElement: HTMLElement, term: string) =>
  within(canvasElement).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(termValue(canvasElement, 'Status')).toHaveTextContent('Success'))
    await expect(termValue(canvasElement, 'Hash')).toHaveTextContent(evm.txHash)
    // the EVM tx minievm recorded for it, from the chain's JSON-RPC the registry lists, linked to the explorer
    await waitFor(() =>
      expect(within(termValue(canvasElement, 'EVM tx')).getByRole('link')).toHaveAttribute(
        'href',
        expect.stringMatching(/\/explorer\/evm-1\/txs\/0x[0-9a-f]{64}$/),
      ),
    )
    await expect(termValue(canvasElement, 'Fee')).toHaveTextContent(/^[\d,.]+ INIT$/)
    await expect(termValue(canvasElement, 'Signer')).toHaveTextContent(/^init1/)
    await expect(within(termValue(canvasElement, 'Height')).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^#block-\d+$/),
    )
    // the message in words: a send, from and to whom, how much
    await expect(canvas.getByText(/^#0 Send/, { selector: 'summary' })).toBeVisible()
    await expect(canvas.getByText('To', { selector: '.rs-decoded dt' })).toBeVisible()
    await expect(
      canvas.getByText('Amount', { selector: '.rs-decoded dt' }).nextElementSibling,
    ).toHaveTextContent(/^[\d,.]+ INIT$/)
    // addresses link to the explorer the chain registry names
    await expect(
      within(
        canvas.getByText('To', { selector: '.rs-decoded dt' }).nextElementSibling as HTMLElement,
      ).getByRole('link'),
    ).toHaveAttribute('href', expect.stringMatching(/\/explorer\/evm-1\/accounts\/init1[0-9a-z]+$/))
    // what it changed, per account: the signer's send and fee, each signed (+/−) and named by the registry
    const changes = canvas.getByText('Balance changes', { selector: 'summary' }).parentElement!
    // they are read after the tx is drawn (their reader loads on first use)
    await waitFor(() => expect(changes).toHaveTextContent(/−[\d,.]+ INIT fee/))
    await expect(changes).toHaveTextContent(/\+[\d,.]+ INIT/)
    // events open on demand, with their attributes
    const transfer = canvas.getAllByText('transfer', { selector: 'summary' })[0]!
    await userEvent.click(transfer)
    await expect(within(transfer.parentElement!).getByText('recipient', { selector: 'dt' })).toBeVisible()
  },
}

export const Failed: Story = {
  args: { txHash: evm.failedTxHash },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(termValue(canvasElement, 'Status')).toHaveTextContent(/^Failed \(code \d+/))
    await expect(termValue(canvasElement, 'Error log')).toHaveTextContent('execution reverted')
  },
}

export const MoveChain: Story = {
  args: { txHash: move.failedTxHash },
  parameters: { indexerChain: 'move-1' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(termValue(canvasElement, 'Status')).toHaveTextContent('Failed (code 5, sdk)'))
    // move-1's fee denom is an l2/ denom: the registry's move-1 assetlist names it
    await expect(termValue(canvasElement, 'Fee')).toHaveTextContent(/^[\d,.]+ INIT$/)
    await expect(termValue(canvasElement, 'Error log')).toHaveTextContent('insufficient funds')
  },
}

/** A hash the indexer does not know: not found, which is not an error. */
export const Empty: Story = {
  args: { txHash: 'AB'.repeat(32) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText(/not found/)).toBeVisible())
    await expect(within(canvasElement).queryByRole('alert')).toBeNull()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { client: unknownChainClient() },
  play: showsRetryableError,
}

export const Loading: Story = {
  args: { client: hangingClient() },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state="loading"]')).not.toBeNull()
    await expect(within(canvasElement).getByText('Signer')).toBeVisible()
  },
}

export const Dark: Story = {
  args: { txHash: evm.failedTxHash },
  globals: { theme: 'dark' },
  // axe checks the loaded dark state, not the skeleton
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-state="loading"]')).toBeNull(), {
      timeout: 10_000,
    })
  },
}
