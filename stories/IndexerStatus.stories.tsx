import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { devnetUrl } from '../.storybook/preview.tsx'
import { IndexerStatus } from '../src/components/IndexerStatus/IndexerStatus.tsx'
import { createIndexerClient } from '../src/indexer/client.ts'
import usage from './docs/components/IndexerStatus.md?raw'
import { evm, hangingClient, showsRetryableError, unknownChainClient } from './fixtures.ts'

/** An indexer that answers /status with `status()`, called afresh on every request. */
const statusClient = (status: () => Record<string, unknown>) =>
  createIndexerClient({
    baseUrl: devnetUrl(),
    fetch: async () =>
      Response.json({ version: 'v1.0.55', commit_hash: 'abc1234', chain_id: 'evm-1', ...status() }),
  })

/** The value shown for a term of the description list. */
const termValue = (canvasElement: HTMLElement, term: string) =>
  within(canvasElement).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement

/** The registry's name has arrived (the id shows until it does): the screenshot is the same on every run. */
const namesEvm = (canvasElement: HTMLElement) =>
  waitFor(() => expect(termValue(canvasElement, 'Chain')).toHaveTextContent(/^Evm$/))

const meta = {
  title: 'Components/IndexerStatus',
  component: IndexerStatus,
  // a docs page: the props table, and the usage in docs/components
  tags: ['autodocs'],
  parameters: { docs: { description: { component: usage } } },
} satisfies Meta<typeof IndexerStatus>

export default meta
type Story = StoryObj<typeof meta>

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(termValue(canvasElement, 'Latest height')).toHaveTextContent(String(evm.latestHeight)),
    )
    // the registry's name of the chain, not its id
    await waitFor(() => expect(termValue(canvasElement, 'Chain')).toHaveTextContent(/^Evm$/))
    await expect(termValue(canvasElement, 'Internal txs')).toHaveTextContent(`${evm.latestHeight} (in sync)`)
    await expect(termValue(canvasElement, 'Rich list')).toHaveTextContent(`${evm.latestHeight} (in sync)`)
  },
}

/** A Move chain indexes no internal txs: the server leaves the height out. */
export const MoveChain: Story = {
  parameters: { indexerChain: 'move-1' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(termValue(canvasElement, 'Chain')).toHaveTextContent(/^Move$/))
    await expect(termValue(canvasElement, 'Internal txs')).toHaveTextContent('Not indexed')
    await expect(termValue(canvasElement, 'Rich list')).toHaveTextContent('(in sync)')
  },
}

export const Lagging: Story = {
  args: { client: statusClient(() => ({ height: 5000, internal_tx_height: 4975, rich_list_height: 4999 })) },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(termValue(canvasElement, 'Internal txs')).toHaveTextContent('4975 (25 blocks behind)'),
    )
    await expect(termValue(canvasElement, 'Rich list')).toHaveTextContent('4999 (1 block behind)')
    await expect(canvasElement.querySelector('[data-lag="warning"]')).toHaveTextContent('25 blocks behind')
    await namesEvm(canvasElement)
  },
}

let height = 100
/** The heights move on while the page is open: the status refreshes every `refreshInterval` ms. */
export const Refreshing: Story = {
  args: {
    refreshInterval: 200,
    client: statusClient(() => {
      height += 1
      return { height, internal_tx_height: height - 2, rich_list_height: height - 1 }
    }),
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-state="success"]')).not.toBeNull())
    const first = Number(termValue(canvasElement, 'Latest height').textContent)
    await waitFor(() =>
      expect(Number(termValue(canvasElement, 'Latest height').textContent)).toBeGreaterThan(first),
    )
    await namesEvm(canvasElement)
  },
}

export const Empty: Story = {
  args: { client: statusClient(() => ({ height: 0 })) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('Nothing indexed yet.')).toBeVisible())
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
    await expect(within(canvasElement).getByText('Latest height')).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  // axe checks the loaded dark state, not the skeleton
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-state="loading"]')).toBeNull(), {
      timeout: 10_000,
    })
    await namesEvm(canvasElement)
  },
}
