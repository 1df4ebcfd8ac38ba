import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { EvmTxList } from '../src/components/EvmTxList/EvmTxList.tsx'
import usage from './docs/components/EvmTxList.md?raw'
import { evm, hangingClient, showsRetryableError, unknownChainClient } from './fixtures.ts'

const meta = {
  title: 'Components/EvmTxList',
  component: EvmTxList,
  // a docs page: the props table, and the usage in docs/components
  tags: ['autodocs'],
  parameters: { docs: { description: { component: usage } } },
  args: { height: 420 },
} satisfies Meta<typeof EvmTxList>

export default meta
type Story = StoryObj<typeof meta>

const dataRows = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('tr[data-index]')

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(dataRows(canvasElement).length).toBeGreaterThan(5))
    const table = within(canvas.getByRole('region', { name: 'EVM transactions' }))
    await expect(table.getByRole('columnheader', { name: 'Gas used' })).toBeVisible()
    // hashes are shortened links; block numbers arrive as hex and show as decimal
    const [first] = dataRows(canvasElement)
    const cells = within(first as HTMLElement).getAllByRole('cell')
    await expect(within(cells[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/\/explorer\/evm-1\/txs\/0x[0-9a-f]{64}$/),
    )
    await expect(cells[1]).toHaveTextContent(/^\d+$/)
    await expect(cells[4]).toHaveTextContent(/^(Success|Failed)$/)
  },
}

export const LongList: Story = {
  // where the scrolling stopped depends on timing: the picture is taken back at the top
  parameters: { visual: { scrollToTop: true } },
  name: 'Long list (one account)',
  args: { account: evm.busyAccount.hex, pageSize: 50 },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'EVM transactions' })
    await waitFor(() => expect(dataRows(canvasElement).length).toBeGreaterThan(5))
    const lastRow = () => [...dataRows(canvasElement)].at(-1)?.getAttribute('data-index')
    // scroll to the end of what is loaded, again on each try, until the next pages have arrived (the DOM stays small)
    await waitFor(
      () => {
        region.scrollTop = region.scrollHeight
        expect(Number(lastRow())).toBeGreaterThan(60)
      },
      { timeout: 30_000, interval: 100 },
    )
    await expect(canvasElement.querySelectorAll('tbody tr').length).toBeLessThanOrEqual(60)
  },
}

export const Empty: Story = {
  args: { account: `0x${'0'.repeat(39)}1` },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('No EVM transactions yet.')).toBeVisible())
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
    await expect(within(canvasElement).getByText('Loading transactions…')).toBeInTheDocument()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(dataRows(canvasElement).length).toBeGreaterThan(5))
  },
}
