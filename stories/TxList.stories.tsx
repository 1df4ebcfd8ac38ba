import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { devnetUrl } from '../.storybook/preview.tsx'
import { TxList } from '../src/components/TxList/TxList.tsx'
import usage from './docs/components/TxList.md?raw'
import { evm, hangingClient, linkTo, showsRetryableError, unknownChainClient } from './fixtures.ts'

const meta = {
  title: 'Components/TxList',
  component: TxList,
  // a docs page: the props table, and the usage in docs/components
  tags: ['autodocs'],
  parameters: { docs: { description: { component: usage } } },
  args: { height: 420, blockHref: (height) => `#block-${height}` },
} satisfies Meta<typeof TxList>

export default meta
type Story = StoryObj<typeof meta>

const dataRows = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('tbody tr[data-index]')]

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(dataRows(canvasElement).length).toBeGreaterThan(5))
    const region = canvas.getByRole('region', { name: 'Transactions' })
    for (const name of ['Hash', 'Height', 'Messages', 'Status', 'Time'])
      await expect(within(region).getByRole('columnheader', { name })).toBeVisible()
    // hashes shortened, linked with the full hash to the explorer the chain registry names
    const link = within(region).getAllByRole('link', { name: /…/ })[0]
    await expect(link?.getAttribute('href')).toMatch(/\/explorer\/evm-1\/txs\/[0-9A-F]{64}$/)
  },
}

/** One account's txs, filtered by message type through the filter's checkboxes. */
export const FilterByMessageType: Story = {
  args: { account: evm.busyAccount.bech32 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const count = await canvas.findByText(/^[\d,]+ transactions$/)
    const unfiltered = count.textContent
    await userEvent.click(canvas.getByText('Message types', { selector: 'summary' }))
    await userEvent.click(await canvas.findByRole('checkbox', { name: /^MsgSend/ }))
    await waitFor(() => expect(canvas.getByText(/^[\d,]+ transactions$/).textContent).not.toBe(unfiltered))
    await waitFor(() => expect(dataRows(canvasElement).length).toBeGreaterThan(0))
    for (const row of dataRows(canvasElement)) await expect(row).toHaveTextContent('MsgSend')
    await expect(canvas.getByText('Message types (1)', { selector: 'summary' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filter' }))
    await waitFor(() => expect(canvas.getByText(/^[\d,]+ transactions$/).textContent).toBe(unfiltered))
    await expect(canvas.getByRole('checkbox', { name: /^MsgSend/ })).not.toBeChecked()
  },
}

/** The indexer ignores a filter of types it does not know and answers every tx: the list says none match. */
export const UnknownMessageType: Story = {
  args: { defaultMsgs: ['/initia.move.v1.MsgExecute'] },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByText('No transactions of the selected types.')).toBeVisible(),
    )
    await expect(dataRows(canvasElement)).toHaveLength(0)
  },
}

export const LongList: Story = {
  // where the scrolling stopped depends on timing: the picture is taken back at the top
  parameters: { visual: { scrollToTop: true } },
  args: { pageSize: 50 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(dataRows(canvasElement).length).toBeGreaterThan(5))
    const region = canvas.getByRole('region', { name: 'Transactions' })
    const lastIndex = () => Number(dataRows(canvasElement).at(-1)?.getAttribute('data-index'))
    // scroll to the end of what is loaded, again on each try, until the next pages have arrived (the DOM stays small)
    await waitFor(
      () => {
        region.scrollTop = region.scrollHeight
        expect(lastIndex()).toBeGreaterThan(100)
      },
      { timeout: 30_000, interval: 100 },
    )
    await expect(canvasElement.querySelectorAll('tbody tr').length).toBeLessThanOrEqual(60)
  },
}

export const Empty: Story = {
  args: { account: '0x000000000000000000000000000000000000dEaD' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('No transactions.')).toBeVisible())
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
  args: { account: evm.busyAccount.bech32 },
  globals: { theme: 'dark' },
  // axe checks the loaded dark state, not the skeleton
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-state="loading"]')).toBeNull(), {
      timeout: 10_000,
    })
  },
}

const txsPage = (key?: string) =>
  fetch(
    `${devnetUrl()}/evm-1/indexer/tx/v1/txs?pagination.limit=20${key ? `&pagination.key=${encodeURIComponent(key)}` : ''}`,
  )
    .then((response) => response.json())
    .then((page: { txs: { txhash: string }[]; pagination: { next_key: string } }) => page)

/** Lists as links: a link to the second page opens it, with a way back to the newest. */
export const OpenedFromLink: Story = {
  args: { pageSize: 20, urlState: { prefix: 'txs-' } },
  beforeEach: async () => linkTo('txs-cursor', (await txsPage()).pagination.next_key)(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const cursor = new URLSearchParams(window.location.search).get('txs-cursor') ?? undefined
    const { txs } = await txsPage(cursor)
    await waitFor(() => expect(dataRows(canvasElement)[0]?.textContent).toContain(txs[0]!.txhash.slice(0, 6)))
    await expect(canvas.getByRole('button', { name: 'Show newest' })).toBeVisible()
  },
}
