import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { RichListTable } from '../src/components/RichListTable/RichListTable.tsx'
import usage from './docs/components/RichListTable.md?raw'
import { hangingClient, linkTo, showsRetryableError, unknownChainClient } from './fixtures.ts'

// the devnet's EVM rollup: a rich list of 100,000 holders, and a small one of 250
const bigDenom = 'evm/2eE7007DF876084d4C74685e90bB7f4cd7c86e22'

const meta = {
  title: 'Components/RichListTable',
  component: RichListTable,
  // a docs page: the props table, and the usage in docs/components
  tags: ['autodocs'],
  parameters: { docs: { description: { component: usage } } },
  args: { denom: bigDenom, height: 420 },
} satisfies Meta<typeof RichListTable>

export default meta
type Story = StoryObj<typeof meta>

export const Success: Story = {
  args: { denom: 'uinit', supply: '1000000000000000000' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByText('250 holders')).toBeVisible())
    await expect(canvas.getAllByRole('row').length).toBeGreaterThan(5)
  },
}

// the devnet's L1 names ranks 1, 3 and 5 of every rich list (satoshi.init, validator-01.init and grace.init)
export const WithNames: Story = {
  name: 'RichListTable with names',
  args: { denom: 'uinit', supply: '1000000000000000000', height: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const satoshi = await canvas.findByRole('link', { name: 'satoshi.init' }, { timeout: 10_000 })
    // the address stays reachable: the link's title holds it, Copy copies it
    const row = satoshi.closest('tr') as HTMLElement
    const address = satoshi.getAttribute('title')?.split('\n')[1]
    await expect(address).toMatch(/^(init1|0x)/)
    await expect(within(row).getByRole('button', { name: 'Copy address' })).toBeVisible()
    await expect(await canvas.findByRole('link', { name: 'validator-01.init' })).toBeVisible()
    await expect(await canvas.findByRole('link', { name: 'grace.init' })).toBeVisible()
    // rank 2 has no name: its short address
    const second = canvasElement.querySelector('tr[data-index="1"] .rs-hash') as HTMLElement
    await expect(second.textContent).toContain('…')
  },
}

export const WithoutNames: Story = {
  name: 'RichListTable with names={false}',
  args: { denom: 'uinit', height: 300, names: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByText('250 holders')).toBeVisible())
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('tr[data-index] .rs-hash').length).toBeGreaterThan(5),
    )
    await expect(canvasElement.querySelector('.rs-name')).toBeNull()
  },
}

export const Keyboard: Story = {
  name: 'Keyboard: one tab stop, arrows inside',
  args: { denom: 'uinit', height: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByText('250 holders')).toBeVisible())
    // the rows, in INIT as the registry names uinit
    await waitFor(() => expect(canvas.getAllByText(/ INIT$/).length).toBeGreaterThan(0))
    const region = canvas.getByRole('region', { name: 'Holders' })
    const grid = canvas.getByRole('grid', { name: 'Holders' })
    // Export CSV, then the table: its first cell
    await userEvent.tab()
    await userEvent.tab()
    await expect(grid).toContainElement(document.activeElement as HTMLElement)
    await expect(document.activeElement?.closest('td')?.textContent).toBe('1')
    // right to the account: its link (or text cell), and down twenty rows
    await userEvent.keyboard('{ArrowRight}')
    for (let row = 0; row < 20; row++) await userEvent.keyboard('{ArrowDown}')
    await waitFor(() => expect(document.activeElement?.closest('tr')?.getAttribute('data-index')).toBe('20'))
    // the focused cell is in view, below the sticky header
    const focused = (document.activeElement as HTMLElement).getBoundingClientRect()
    const area = region.getBoundingClientRect()
    const header = canvas.getByRole('columnheader', { name: 'Rank' }).getBoundingClientRect()
    await expect(focused.top).toBeGreaterThanOrEqual(header.bottom - 1)
    await expect(focused.bottom).toBeLessThanOrEqual(area.bottom + 1)
    // one Tab leaves the whole table: no stop on each row's copy button
    await userEvent.tab()
    await expect(grid).not.toContainElement(document.activeElement as HTMLElement)
    // and Shift+Tab comes back to the same cell
    await userEvent.tab({ shift: true })
    await expect(document.activeElement?.closest('tr')?.getAttribute('data-index')).toBe('20')
    // copy buttons are 24 × 24 px targets
    const copy = canvasElement.querySelector('.rs-copy') as HTMLElement
    await expect(copy.getBoundingClientRect().width).toBeGreaterThanOrEqual(24)
    await expect(copy.getBoundingClientRect().height).toBeGreaterThanOrEqual(24)
  },
}

export const LongList: Story = {
  // where the scrolling stopped depends on timing: the picture is taken back at the top
  parameters: { visual: { scrollToTop: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByText('100,000 holders')).toBeVisible())
    const region = canvas.getByRole('region', { name: 'Holders' })
    // rows that arrived, not the placeholders of rows still loading
    const lastRow = () =>
      [...canvasElement.querySelectorAll('tr[data-index]')]
        .filter((row) => !row.querySelector('.rs-skeleton'))
        .at(-1)
        ?.getAttribute('data-index')
    // scroll to the end of what is loaded, again on each try, until the next page has arrived
    await waitFor(
      () => {
        region.scrollTop = region.scrollHeight
        expect(Number(lastRow())).toBeGreaterThan(150)
      },
      { timeout: 30_000, interval: 100 },
    )
    await expect(canvasElement.querySelectorAll('tbody tr').length).toBeLessThanOrEqual(60)
  },
}

export const Empty: Story = {
  args: { denom: 'unknown-denom' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('No holders yet.')).toBeVisible())
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
  args: { denom: 'uinit' },
  globals: { theme: 'dark' },
  // axe checks the loaded dark state, not the skeleton
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-state="loading"]')).toBeNull(), {
      timeout: 10_000,
    })
  },
}

/** Lists as links: a link to rank 101 (the offset list's cursor is base64 of the offset) opens the holders there. */
export const OpenedFromLink: Story = {
  args: { urlState: { prefix: 'holders-' } },
  beforeEach: linkTo('holders-cursor', btoa('100')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() =>
      expect(canvasElement.querySelector('tbody tr[data-index]')?.textContent).toMatch(/^101(?=0x)/),
    )
    await expect(canvas.getByRole('button', { name: 'Back to top' })).toBeVisible()
  },
}
