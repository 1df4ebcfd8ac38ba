import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { devnetUrl } from '../.storybook/preview.tsx'
import { AccountActivity } from '../src/components/AccountActivity/AccountActivity.tsx'
import { BlockDetail } from '../src/components/BlockDetail/BlockDetail.tsx'
import { EvmTxDetail } from '../src/components/EvmTxDetail/EvmTxDetail.tsx'
import { NftGallery } from '../src/components/NftGallery/NftGallery.tsx'
import { RichListTable } from '../src/components/RichListTable/RichListTable.tsx'
import { SearchBox, type SearchSelection } from '../src/components/SearchBox/SearchBox.tsx'
import { TxDetail } from '../src/components/TxDetail/TxDetail.tsx'
import { RollscopeProvider } from '../src/hooks/RollscopeProvider.tsx'
import type { IndexerClientConfig } from '../src/indexer/client.ts'
import usage from './docs/components/SearchBox.md?raw'
import { evm, move } from './fixtures.ts'

// "2 min ago" counts from the devnet's newest block, so the pictures do not change with the day they are taken
const now = Date.parse('2026-03-02T00:00:00Z')

const meta = {
  title: 'Components/SearchBox',
  component: SearchBox,
  // a docs page: the props table, and the usage in docs/components
  tags: ['autodocs'],
  parameters: { docs: { description: { component: usage } } },
  args: { now, onSelect: fn() },
  decorators: [
    (Story) => (
      // room for the open list in the picture
      <div style={{ minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBox>

export default meta
type Story = StoryObj<typeof meta>

const input = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: 'Search' })
const options = (canvasElement: HTMLElement) => within(canvasElement).queryAllByRole('option')
const settled = (canvasElement: HTMLElement) =>
  waitFor(
    () => expect(canvasElement.querySelector('[data-rollscope]')).not.toHaveAttribute('aria-busy', 'true'),
    {
      timeout: 15_000,
    },
  )

/** Typed in, the box asks each chain; keys alone move through the results and pick one. */
export const TxFound: Story = {
  name: 'Tx found (keyboard only)',
  play: async ({ canvasElement, args }) => {
    const box = input(canvasElement)
    await userEvent.click(box)
    await userEvent.paste(evm.txHash.toLowerCase())
    await waitFor(() => expect(options(canvasElement).length).toBeGreaterThan(0), { timeout: 15_000 })
    await settled(canvasElement)
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    const listbox = within(canvasElement).getByRole('listbox', { name: 'Search results' })
    await expect(within(listbox).getByRole('group', { name: 'Evm' })).toBeVisible()
    await expect(options(canvasElement)[0]).toHaveTextContent(/^Tx 6F9652…12A746 on Evm · success · /)
    await expect(canvasElement).toHaveTextContent('No match on 2 chains')
    await userEvent.keyboard('{ArrowDown}')
    const first = options(canvasElement)[0]!
    await expect(box).toHaveAttribute('aria-activedescendant', first.id)
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{End}')
    await expect(box).toHaveAttribute('aria-activedescendant', options(canvasElement).at(-1)!.id)
    await userEvent.keyboard('{Home}')
    await expect(box).toHaveAttribute('aria-activedescendant', first.id)
    await userEvent.keyboard('{Escape}')
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await userEvent.keyboard('{ArrowDown}')
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{Enter}')
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ match: expect.objectContaining({ kind: 'tx', chainId: 'evm-1' }) }),
    )
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    // the list stays open for the pictures
    await userEvent.keyboard('{ArrowDown}')
  },
}

/** The same account on the three chains: one option for it, and one under each chain. */
export const AccountOnChains: Story = {
  args: { defaultText: evm.busyAccount.hex },
  play: async ({ canvasElement }) => {
    await userEvent.click(input(canvasElement))
    await waitFor(() => expect(canvasElement).toHaveTextContent('Account on 3 chains'), { timeout: 15_000 })
    await settled(canvasElement)
  },
}

/** A name: the L1 says whose it is, and the account shows on each chain, with the name. */
export const FindsAName: Story = {
  name: 'finds a name',
  args: { defaultText: 'satoshi.init' },
  play: async ({ canvasElement }) => {
    await userEvent.click(input(canvasElement))
    await waitFor(() => expect(canvasElement).toHaveTextContent('Account satoshi.init on 3 chains'), {
      timeout: 15_000,
    })
    await settled(canvasElement)
    await expect(canvasElement).toHaveTextContent(/satoshi\.init is init1/)
  },
}

/** A Cyrillic а in a name: said in words, and nothing is asked. */
export const LookalikeName: Story = {
  name: 'a name with a lookalike letter',
  args: { defaultText: 's\u0430toshi.init' },
  play: async ({ canvasElement }) => {
    await userEvent.click(input(canvasElement))
    await waitFor(() => expect(canvasElement).toHaveTextContent('(U+0430) looks like a Latin letter'), {
      timeout: 15_000,
    })
    await expect(options(canvasElement)).toHaveLength(0)
  },
}

/** On both rollups; the L1's indexer serves no blocks by height: no match there, not an error. */
export const Block: Story = {
  args: { defaultText: '1,234' },
  play: async ({ canvasElement }) => {
    await userEvent.click(input(canvasElement))
    await waitFor(() => expect(canvasElement).toHaveTextContent('Block 1,234 on Move'), { timeout: 15_000 })
    await settled(canvasElement)
    await expect(canvasElement).toHaveTextContent('No match on 1 chain')
    await expect(within(canvasElement).queryByRole('button', { name: 'Retry' })).toBeNull()
  },
}

export const Token: Story = {
  args: { defaultText: 'usdc' },
  play: async ({ canvasElement }) => {
    await userEvent.click(input(canvasElement))
    await waitFor(() => expect(canvasElement).toHaveTextContent(/Token: USDC on \d chains?/), {
      timeout: 15_000,
    })
  },
}

export const NothingFound: Story = {
  args: { defaultText: String(evm.latestHeight + 1_000_000) },
  play: async ({ canvasElement }) => {
    await userEvent.click(input(canvasElement))
    await waitFor(() => expect(canvasElement).toHaveTextContent('No match on 3 chains'), { timeout: 15_000 })
    await expect(options(canvasElement)).toEqual([])
  },
}

/** move-1's indexer as the app gives it, in place of the registry's (the provider's `indexer` wins for its chain). */
const withMoveIndexer = (indexer: IndexerClientConfig) => (args: Story['args']) => (
  <RollscopeProvider network={{ url: `${devnetUrl()}/registry` }} chainId="move-1" indexer={indexer}>
    <SearchBox {...args} />
  </RollscopeProvider>
)

/** One chain failing: its error in words, with Retry; the others answer. */
export const ChainFails: Story = {
  args: { defaultText: evm.txHash },
  render: withMoveIndexer({
    baseUrl: 'https://indexer.move-1.invalid',
    retry: false,
    fetch: async () => new Response('upstream down', { status: 502 }),
  }),
  play: async ({ canvasElement }) => {
    await userEvent.click(input(canvasElement))
    await waitFor(() => expect(canvasElement).toHaveTextContent(/Move: /), { timeout: 15_000 })
    await settled(canvasElement)
    await expect(options(canvasElement)[0]).toHaveTextContent(/^Tx 6F9652…12A746 on Evm/)
    await expect(within(canvasElement).getByRole('button', { name: 'Retry' })).toBeVisible()
  },
}

/** A chain still answering: said so under what the others found. */
export const Loading: Story = {
  args: { defaultText: evm.txHash },
  render: withMoveIndexer({ baseUrl: 'https://indexer.move-1.invalid', fetch: () => new Promise(() => {}) }),
  play: async ({ canvasElement }) => {
    await userEvent.click(input(canvasElement))
    await waitFor(
      () => {
        expect(canvasElement).toHaveTextContent('No match on 1 chain')
        expect(options(canvasElement)).toHaveLength(1)
      },
      { timeout: 15_000 },
    )
    await expect(canvasElement).toHaveTextContent('Searching Move…')
  },
}

/** Markup is shown as text and sends nothing. */
export const NotASearch: Story = {
  args: { defaultText: '<img src=x onerror=alert(1)>' },
  play: async ({ canvasElement }) => {
    await userEvent.click(input(canvasElement))
    await waitFor(() => expect(canvasElement).toHaveTextContent('Type a tx hash'), { timeout: 15_000 })
    await expect(canvasElement.querySelector('img')).toBeNull()
  },
}

/** SearchBox over the explorer components: what was picked decides what is shown. */
function Explorer() {
  const [selection, setSelection] = useState<SearchSelection | undefined>()
  const match = selection?.match
  const view = (() => {
    switch (match?.kind) {
      case 'tx':
        return <TxDetail txHash={match.hash} chainId={match.chainId} />
      case 'evmTx':
        return <EvmTxDetail txHash={match.hash} chainId={match.chainId} />
      case 'block':
        return <BlockDetail height={match.height} chainId={match.chainId} />
      case 'account':
        return (
          <AccountActivity
            account={match.address}
            chainIds={selection!.matches.map((each) => each.chainId)}
            height={360}
          />
        )
      case 'collection':
        return <NftGallery collectionAddr={match.address} chainId={match.chainId} height={360} />
      case 'denom':
      case 'token': {
        const denom = match.kind === 'token' ? match.denom : match.denom
        return <RichListTable denom={denom} chainId={match.chainId} height={360} />
      }
      default:
        return <p>Search for a tx, a block, an account, a collection or a token.</p>
    }
  })()
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <SearchBox now={now} onSelect={setSelection} />
      {view}
    </div>
  )
}

export const ExplorerStory: Story = {
  name: 'Explorer',
  render: () => <Explorer />,
  play: async ({ canvasElement }) => {
    const box = input(canvasElement)
    await userEvent.click(box)
    await userEvent.paste(move.txHash)
    // only move-1 has it (the devnet's L1, a Move chain of the same seed, has hashes of its own)
    await waitFor(() => expect(options(canvasElement).length).toBe(1), { timeout: 15_000 })
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(canvasElement).toHaveTextContent(move.txHash), { timeout: 15_000 })
    await userEvent.clear(box)
    await userEvent.paste('1,234')
    await waitFor(() => expect(options(canvasElement).length).toBe(2), { timeout: 15_000 })
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    await waitFor(() => expect(canvasElement).toHaveTextContent('Height'), { timeout: 15_000 })
    await userEvent.clear(box)
    await userEvent.paste(evm.busyAccount.bech32)
    await waitFor(() => expect(canvasElement).toHaveTextContent('Account on 3 chains'), { timeout: 15_000 })
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await waitFor(
      () => expect(within(canvasElement).getByRole('tablist', { name: 'Account activity' })).toBeVisible(),
      {
        timeout: 15_000,
      },
    )
  },
}
