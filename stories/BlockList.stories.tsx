import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { devnetUrl } from '../.storybook/preview.tsx'
import { BlockList } from '../src/components/BlockList/BlockList.tsx'
import { createIndexerClient } from '../src/indexer/client.ts'
import usage from './docs/components/BlockList.md?raw'
import { evm, hangingClient, showsRetryableError, unknownChainClient } from './fixtures.ts'

const meta = {
  title: 'Components/BlockList',
  component: BlockList,
  // a docs page: the props table, and the usage in docs/components
  tags: ['autodocs'],
  parameters: { docs: { description: { component: usage } } },
  args: { height: 420, blockHref: (height) => `#block-${height}` },
} satisfies Meta<typeof BlockList>

export default meta
type Story = StoryObj<typeof meta>

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // newest first, each height a link
    const latest = await canvas.findByRole('link', { name: String(evm.latestHeight) })
    await expect(latest).toHaveAttribute('href', `#block-${evm.latestHeight}`)
    const rows = within(canvas.getByRole('region', { name: 'Blocks' })).getAllByRole('row')
    await expect(rows[1]).toHaveTextContent('sequencer')
    await expect(rows[2]).toHaveTextContent(String(evm.latestHeight - 1))
    await expect(canvas.getByRole('columnheader', { name: 'Proposer' })).toBeVisible()
  },
}

export const LongList: Story = {
  // where the scrolling stopped depends on timing: the picture is taken back at the top
  parameters: { visual: { scrollToTop: true } },
  args: { pageSize: 50 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('link', { name: String(evm.latestHeight) })
    const region = canvas.getByRole('region', { name: 'Blocks' })
    const lastRow = () =>
      [...canvasElement.querySelectorAll('tr[data-index]')].at(-1)?.getAttribute('data-index')
    // scroll to the end of what is loaded, again on each try, until the next pages have arrived (the DOM stays small)
    await waitFor(
      () => {
        region.scrollTop = region.scrollHeight
        expect(Number(lastRow())).toBeGreaterThan(100)
      },
      { timeout: 30_000, interval: 100 },
    )
    await expect(canvasElement.querySelectorAll('tbody tr').length).toBeLessThanOrEqual(60)
  },
}

export const Empty: Story = {
  args: {
    client: createIndexerClient({
      baseUrl: devnetUrl(),
      fetch: async () =>
        Response.json({ blocks: [], pagination: { previous_key: null, next_key: null, total: '0' } }),
    }),
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('No blocks yet.')).toBeVisible())
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
    await expect(canvasElement.querySelectorAll('.rs-skeleton').length).toBeGreaterThan(0)
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
