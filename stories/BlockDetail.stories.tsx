import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { devnetUrl } from '../.storybook/preview.tsx'
import { formatAmount } from '../src/amounts/amount.ts'
import { BlockDetail } from '../src/components/BlockDetail/BlockDetail.tsx'
import usage from './docs/components/BlockDetail.md?raw'
import { evm, hangingClient, move, showsRetryableError, unknownChainClient } from './fixtures.ts'

const meta = {
  title: 'Components/BlockDetail',
  component: BlockDetail,
  // a docs page: the props table, and the usage in docs/components
  tags: ['autodocs'],
  parameters: { docs: { description: { component: usage } } },
  args: {
    height: evm.busyHeight,
    txHref: (hash) => `#tx-${hash}`,
  },
} satisfies Meta<typeof BlockDetail>

export default meta
type Story = StoryObj<typeof meta>

const termValue = (canvasElement: HTMLElement, term: string) =>
  within(canvasElement).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(termValue(canvasElement, 'Height')).toHaveTextContent(String(evm.busyHeight)))
    const response = await fetch(`${devnetUrl()}/evm-1/indexer/block/v1/blocks/${evm.busyHeight}`)
    const { block } = (await response.json()) as {
      block: { tx_count: string; total_fee: { amount: string }[]; proposer: { moniker: string } }
    }
    // the fee exactly, from base units
    await expect(termValue(canvasElement, 'Total fee')).toHaveTextContent(
      `${formatAmount(block.total_fee[0]!.amount, 18)} INIT`,
    )
    await expect(termValue(canvasElement, 'Proposer')).toHaveTextContent(block.proposer.moniker)
    // then the block's txs, every one of them
    const txs = canvas.getByRole('region', { name: `Transactions in block ${evm.busyHeight}` })
    await waitFor(() => expect(within(txs).getAllByRole('link')).toHaveLength(Number(block.tx_count)))
  },
}

export const NoTransactions: Story = {
  args: { height: evm.emptyHeight },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByText('No transactions in this block.')).toBeVisible(),
    )
    await expect(termValue(canvasElement, 'Total fee')).toHaveTextContent('None')
  },
}

export const MoveChain: Story = {
  args: { height: move.busyHeight },
  parameters: { indexerChain: 'move-1' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(termValue(canvasElement, 'Chain')).toHaveTextContent('move-1'))
    // the fee's l2/ denom named by move-1's assetlist in the registry
    await expect(termValue(canvasElement, 'Total fee')).toHaveTextContent(/^[\d,.]+ INIT$/)
  },
}

/** A height the indexer has not reached: not found, which is not an error. */
export const Empty: Story = {
  args: { height: evm.latestHeight + 1000 },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(
        within(canvasElement).getByText(`Block ${evm.latestHeight + 1000} not found.`, { exact: false }),
      ).toBeVisible(),
    )
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
    await expect(within(canvasElement).getByText('Total fee')).toBeVisible()
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
