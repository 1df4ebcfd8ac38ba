import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { devnetUrl } from '../.storybook/preview.tsx'
import { AccountActivity } from '../src/components/AccountActivity/AccountActivity.tsx'
import { RollscopeProvider } from '../src/hooks/RollscopeProvider.tsx'
import { createRegistryClient, type RegistryClient } from '../src/registry/client.ts'
import usage from './docs/components/AccountActivity.md?raw'
import { evm, hangingClient, move, showsRetryableError, unknownChainClient } from './fixtures.ts'

const meta = {
  title: 'Components/AccountActivity',
  component: AccountActivity,
  // a docs page: the props table, and the usage in docs/components
  tags: ['autodocs'],
  parameters: { docs: { description: { component: usage } } },
  args: { account: evm.busyAccount.bech32, height: 360, txHref: (hash: string) => `#/tx/${hash}` },
} satisfies Meta<typeof AccountActivity>

export default meta
type Story = StoryObj<typeof meta>

const listItems = (canvasElement: HTMLElement) =>
  canvasElement.querySelectorAll('[role="tabpanel"] tbody tr[data-index]')

/** Every row shown says what its tx changed (each row's changes load after it): the picture is taken then. */
const changesShown = (canvasElement: HTMLElement) =>
  waitFor(
    () => {
      expect(listItems(canvasElement).length).toBeGreaterThan(0)
      expect(
        canvasElement.querySelectorAll('[role="tabpanel"] tbody tr[data-index] .rs-skeleton'),
      ).toHaveLength(0)
    },
    { timeout: 10_000 },
  )

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
    await changesShown(canvasElement)
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
    panel.scrollTop = 0
    await changesShown(canvasElement)
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
    // each row's balance changes, signed, once their code has loaded
    // (a row whose tx changed nothing for the account shows an empty list, so not only the first row is read)
    await waitFor(() => {
      const lists = [...canvasElement.querySelectorAll('[role="tabpanel"] .rs-balance-change-list')]
      expect(lists.some((list) => /^[+−]/.test(list.textContent ?? ''))).toBe(true)
    })
    await changesShown(canvasElement)
  },
}

/** The chain names of the rows shown, in order. */
const rowChains = (canvasElement: HTMLElement) =>
  [...listItems(canvasElement)].map((row) => row.querySelector('.rs-chain')?.textContent)

export const AllChains: Story = {
  name: 'All chains (chainIds="all")',
  // the devnet's chains share their accounts (the same 20 bytes): one address, the L1's and both rollups' rows by
  // time. The L1's indexer is Initia's core indexer, whose NFTs the kit does not read: said in words on that tab
  args: {
    account: evm.accounts[3]!.hex,
    chainIds: 'all',
    txHref: (hash: string, chainId?: string) => `#/${chainId}/tx/${hash}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(
      () => expect(new Set(rowChains(canvasElement))).toEqual(new Set(['Initia', 'Evm', 'Move'])),
      {
        timeout: 10_000,
      },
    )
    const grid = canvas.getByRole('grid', { name: 'Transactions' })
    await expect(within(grid).getByRole('columnheader', { name: 'Chain' })).toBeVisible()
    // every tx links through its own chain: the host's txHref is told the row's chain
    for (const link of within(grid).getAllByRole('link')) {
      const chain = link.closest('tr')?.querySelector('.rs-chain')?.textContent
      await expect(link).toHaveAttribute(
        'href',
        expect.stringMatching(
          chain === 'Evm'
            ? /^#\/evm-1\/tx\//
            : chain === 'Move'
              ? /^#\/move-1\/tx\//
              : /^#\/initiation-2\/tx\//,
        ),
      )
    }
    // newest first across both chains
    const times = [...grid.querySelectorAll('tbody time')].map((time) => time.getAttribute('datetime')!)
    await expect(times).toEqual([...times].sort().reverse())
    // the L1's txs are read from its core indexer: no error on this tab
    await expect(canvas.queryByRole('alert')).toBeNull()
    await userEvent.click(canvas.getByRole('tab', { name: /^NFTs/ }))
    await waitFor(() => expect(new Set(rowChains(canvasElement))).toEqual(new Set(['Evm', 'Move'])))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "Initia: this chain's indexer lists NFTs in a form this page cannot read.",
    )
    await userEvent.click(canvas.getByRole('tab', { name: /^Transactions/ }))
    await waitFor(() => expect(rowChains(canvasElement).length).toBeGreaterThan(3))
    await changesShown(canvasElement)
  },
}

let offlineRegistry: RegistryClient | undefined
/**
 * The devnet's registry, listing one more rollup whose indexer cannot be reached (a port nothing answers on):
 * a chain that is down, next to two that are up.
 */
function registryWithOfflineRollup() {
  offlineRegistry ??= createRegistryClient({
    network: { url: `${devnetUrl()}/registry` },
    fetch: async (input, init) => {
      const response = await fetch(input, init)
      if (!String(input instanceof Request ? input.url : input).endsWith('/chains.json')) return response
      const chains = (await response.json()) as { chain_id: string; apis: object }[]
      const move = chains.find((chain) => chain.chain_id === 'move-1')!
      const offline = {
        ...move,
        chain_id: 'offline-1',
        chain_name: 'offline',
        pretty_name: 'Offline rollup',
        apis: { ...move.apis, indexer: [{ address: 'http://127.0.0.1:9' }] },
      }
      return Response.json([...chains, offline])
    },
  })
  return offlineRegistry
}

export const OneChainDown: Story = {
  name: 'A chain down (chainIds="all")',
  args: { account: evm.accounts[3]!.bech32, chainIds: 'all' },
  decorators: [
    (Story) => (
      <RollscopeProvider network={registryWithOfflineRollup()} chainId="evm-1">
        <Story />
      </RollscopeProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 })
    await expect(alert).toHaveTextContent(
      'Offline rollup: The indexer could not be reached. Check your connection, then try again.',
    )
    await expect(within(alert).getByRole('button', { name: 'Retry Offline rollup' })).toBeVisible()
    // the chains that answered show their rows beside it
    await waitFor(() => expect(new Set(rowChains(canvasElement))).toEqual(new Set(['Initia', 'Evm', 'Move'])))
    await changesShown(canvasElement)
  },
}

let noL1IndexerRegistry: RegistryClient | undefined
/** The devnet's registry without the L1's indexer, as some chains of a registry list none. */
function registryWithoutL1Indexer() {
  noL1IndexerRegistry ??= createRegistryClient({
    network: { url: `${devnetUrl()}/registry` },
    fetch: async (input, init) => {
      const response = await fetch(input, init)
      if (!String(input instanceof Request ? input.url : input).endsWith('/chains.json')) return response
      const chains = (await response.json()) as { chain_id: string; apis: Record<string, unknown> }[]
      return Response.json(
        chains.map((chain) =>
          chain.chain_id === 'initiation-2'
            ? { ...chain, apis: { ...chain.apis, indexer: undefined } }
            : chain,
        ),
      )
    },
  })
  return noL1IndexerRegistry
}

export const NamedChainWithoutIndexer: Story = {
  name: 'A named chain without an indexer',
  args: { chainIds: ['initiation-2', 'evm-1'] },
  decorators: [
    (Story) => (
      <RollscopeProvider network={registryWithoutL1Indexer()} chainId="evm-1">
        <Story />
      </RollscopeProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent(
      'Initia: The chain registry names no indexer for this chain, so its data cannot be shown here.',
    )
    // asking again would not give the L1 an indexer: no Retry
    await expect(within(alert).queryByRole('button')).toBeNull()
    await waitFor(() => expect(rowChains(canvasElement).length).toBeGreaterThan(3))
    await expect(new Set(rowChains(canvasElement))).toEqual(new Set(['Evm']))
    await changesShown(canvasElement)
  },
}
