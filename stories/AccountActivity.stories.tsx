import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { AccountActivity } from '../src/components/AccountActivity/AccountActivity.tsx'
import { evm, hangingClient, move, showsRetryableError, unknownChainClient } from './fixtures.ts'

const meta = {
  title: 'Components/AccountActivity',
  component: AccountActivity,
  args: { account: evm.busyAccount.bech32, height: 360, txHref: (hash: string) => `#/tx/${hash}` },
} satisfies Meta<typeof AccountActivity>

export default meta
type Story = StoryObj<typeof meta>

const listItems = (canvasElement: HTMLElement) =>
  canvasElement.querySelectorAll('[role="tabpanel"] tbody tr[data-index]')

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const tablist = canvas.getByRole('tablist', { name: 'Account activity' })
    const tabs = within(tablist).getAllByRole('tab')
    await expect(tabs.map((tab) => tab.textContent?.replace(/[\d,\s]+$/, ''))).toEqual([
      'Transactions',
      'EVM transactions',
      'NFTs',
    ])
    const [txsTab, evmTab, nftsTab] = tabs as [HTMLElement, HTMLElement, HTMLElement]
    await expect(txsTab).toHaveAttribute('aria-selected', 'true')
    await waitFor(() => expect(listItems(canvasElement).length).toBeGreaterThan(3))
    await expect(canvas.getByRole('tabpanel', { name: /^Transactions/ })).toBeVisible()
    await expect(canvas.getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^#\/tx\/[0-9A-F]+$/),
    )
    // TxList's row, one tab stop for the whole table: Tab from the tabs lands in the table, the next Tab leaves it
    const table = canvas.getByRole('grid', { name: 'Transactions' })
    txsTab.focus()
    await userEvent.tab()
    await expect(table.contains(document.activeElement)).toBe(true)
    await userEvent.tab()
    await expect(table.contains(document.activeElement)).toBe(false)

    // arrow keys move between tabs and select them
    txsTab.focus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(evmTab).toHaveFocus()
    await expect(evmTab).toHaveAttribute('aria-selected', 'true')
    const evmPanel = canvas.getByRole('tabpanel', { name: /^EVM transactions/ })
    // EvmTxList's row: block, from, to, status, gas
    await waitFor(() => expect(listItems(canvasElement).length).toBeGreaterThan(3))
    await expect(within(evmPanel).getByRole('columnheader', { name: 'Block' })).toBeInTheDocument()
    await expect(within(evmPanel).getByRole('grid', { name: 'EVM transactions' })).toBeInTheDocument()
    await userEvent.keyboard('{End}')
    await expect(nftsTab).toHaveFocus()
    const nftPanel = canvas.getByRole('tabpanel', { name: /^NFTs/ })
    await waitFor(() => expect(listItems(canvasElement).length).toBeGreaterThan(0))
    await expect(within(nftPanel).getByRole('columnheader', { name: 'Token ID' })).toBeInTheDocument()
    await userEvent.keyboard('{ArrowRight}')
    await expect(txsTab).toHaveFocus()
    await userEvent.click(nftsTab)
    await expect(nftsTab).toHaveAttribute('aria-selected', 'true')
  },
}

export const EvmTab: Story = {
  name: 'EVM tab (EvmTxList’s row)',
  args: { defaultTab: 'evm', evmTxHref: (hash: string) => `#/evm-tx/${hash}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(listItems(canvasElement).length).toBeGreaterThan(3))
    const grid = canvas.getByRole('grid', { name: 'EVM transactions' })
    await expect(within(grid).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^#\/evm-tx\/0x[0-9a-f]{64}$/),
    )
  },
}

export const MoveChain: Story = {
  name: 'Move chain (no EVM tab)',
  args: { account: move.busyAccount.bech32 },
  parameters: { indexerChain: 'move-1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // the indexer answers the EVM list with a 404: the tab goes away
    await waitFor(() => expect(canvas.getAllByRole('tab')).toHaveLength(2))
    await expect(canvas.queryByRole('tab', { name: /EVM/ })).toBeNull()
    await waitFor(() => expect(listItems(canvasElement).length).toBeGreaterThan(3))
  },
}

export const LongList: Story = {
  // where the scrolling stopped depends on timing: the picture is taken back at the top
  parameters: { visual: { scrollToTop: true } },
  args: { pageSize: 30 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(listItems(canvasElement).length).toBeGreaterThan(3))
    const panel = canvasElement.querySelector<HTMLElement>('[role="tabpanel"] .rs-vtable')!
    const last = () => [...listItems(canvasElement)].at(-1)?.getAttribute('data-index')
    // scroll to the end of what is loaded, again on each try, until the next pages have arrived (the DOM stays small)
    await waitFor(
      () => {
        panel.scrollTop = panel.scrollHeight
        expect(Number(last())).toBeGreaterThan(60)
      },
      { timeout: 30_000, interval: 100 },
    )
    await expect(listItems(canvasElement).length).toBeLessThanOrEqual(30)
  },
}

export const Empty: Story = {
  args: { account: `0x${'0'.repeat(39)}1` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('No transactions for this account.')
    await userEvent.click(canvas.getByRole('tab', { name: /^NFTs/ }))
    await expect(await canvas.findByText('This account holds no NFTs.')).toBeVisible()
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
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(listItems(canvasElement).length).toBeGreaterThan(3))
  },
}
