import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { devnetUrl } from '../.storybook/preview.tsx'
import { bankFixtures } from '../packages/devnet/src/isomorphic.ts'
import { Portfolio } from '../src/components/Portfolio/Portfolio.tsx'
import { createRegistryClient } from '../src/registry/client.ts'
import usage from './docs/components/Portfolio.md?raw'
import { evm } from './fixtures.ts'

// The devnet's chains serve x/bank's balances on their registry REST, and Initia's price API at /prices (INIT $0.5,
// USDC $1, ATOM $4.5). The busy account holds INIT and USDC on all three chains, a little ATOM on the L1 (a small
// balance), and an unlisted denom on the L1 and on evm-1.
const meta = {
  title: 'Components/Portfolio',
  component: Portfolio,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: usage } } },
  args: { account: evm.busyAccount.bech32, prices: { baseUrl: `${devnetUrl()}/prices` } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Portfolio>

export default meta
type Story = StoryObj<typeof meta>

const loaded = (canvasElement: HTMLElement) =>
  waitFor(
    () => expect(canvasElement.querySelector('[data-state="success"][aria-busy="false"]')).not.toBeNull(),
    {
      timeout: 10_000,
    },
  )

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvasElement)
    const groups = within(canvas.getByRole('list', { name: 'Assets' }))
    const rows = groups.getAllByRole('button', { expanded: false })
    // INIT first (the most valuable), then USDC, each on three chains; ATOM is a small balance, hidden
    await expect(rows.map((row) => row.querySelector('.rs-portfolio-name')?.textContent)).toEqual([
      'INIT3 chains',
      'USDC3 chains',
    ])
    await expect(canvas.queryByText('ATOM')).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Show 1 small balance' })).toBeVisible()
    await expect(canvas.getByText(/^Unlisted tokens \(2\)$/)).toBeVisible()
    // the header names the account (the devnet registers satoshi.init for it); the title keeps the address
    const name = await canvas.findByText('satoshi.init', {}, { timeout: 10_000 })
    await expect(name.closest('[title]')?.getAttribute('title')).toContain(evm.busyAccount.bech32)
  },
}

export const NoNames: Story = {
  args: { names: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvasElement)
    await expect(canvas.queryByText('satoshi.init')).toBeNull()
    await expect(canvasElement.querySelector('.rs-portfolio-account')?.textContent).toMatch(/^init1/)
  },
}

export const Expanded: Story = {
  args: { onAssetSelect: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await loaded(canvasElement)
    const init = canvas.getByRole('button', { name: /^INIT.*3 chains/ })
    await userEvent.click(init)
    await expect(init).toHaveAttribute('aria-expanded', 'true')
    const chains = within(canvasElement.querySelector<HTMLElement>(`#${init.getAttribute('aria-controls')}`)!)
    const onEvm = chains.getByRole('button', { name: /^on Evm/ })
    await userEvent.click(onEvm)
    await expect(args.onAssetSelect).toHaveBeenCalledWith(
      expect.objectContaining({ chainId: 'evm-1', symbol: 'INIT', decimals: 18 }),
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Show 1 small balance' }))
    await expect(canvas.getByText('ATOM')).toBeVisible()
    await userEvent.click(canvas.getByText(/^Unlisted tokens/))
  },
}

export const ChainFailing: Story = {
  name: 'One chain failing',
  args: { account: bankFixtures.failingOnMove },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvasElement)
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 })
    await expect(alert).toHaveTextContent('Move: The chain sent something this page cannot read.')
    await expect(within(alert).getByRole('button', { name: 'Retry Move' })).toBeVisible()
    // the other chains' tokens are there
    await expect(canvas.getByRole('button', { name: /^INIT.*2 chains/ })).toBeVisible()
  },
}

export const Hostile: Story = {
  args: { account: bankFixtures.hostile },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvasElement)
    await userEvent.click(canvas.getByText(/^Unlisted tokens/))
    // markup is text, never markup
    await expect(canvas.getByText('<img src=x onerror=alert(1)>')).toBeVisible()
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull()
  },
}

export const ManyUnlisted: Story = {
  name: 'Many unlisted tokens (three pages)',
  args: { account: bankFixtures.manyDenoms, chainIds: ['initiation-2'] },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement)
    await expect(within(canvasElement).getByText('Unlisted tokens (230)')).toBeVisible()
  },
}

export const NoPrices: Story = {
  name: 'Without prices',
  args: { prices: false },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement)
    await expect(
      within(canvasElement).getByText('Some tokens have no price and are not counted.'),
    ).toBeVisible()
  },
}

export const Empty: Story = {
  args: { account: bankFixtures.empty },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(within(canvasElement).getByText('No tokens on these chains yet.')).toBeVisible(),
      {
        timeout: 10_000,
      },
    )
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { registry: { url: `${devnetUrl()}/no-such-registry` } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 })
    await expect(alert).toHaveTextContent('The chain registry could not be read')
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible()
  },
}

export const Loading: Story = {
  args: {
    registry: createRegistryClient({
      network: { url: `${devnetUrl()}/registry` },
      fetch: () => new Promise<Response>(() => {}),
    }),
    // the registry that never answers shares its chains.json query with the names' L1 lookup: no names here
    names: false,
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state="loading"]')).not.toBeNull()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement)
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^INIT.*3 chains/ }))
  },
}
