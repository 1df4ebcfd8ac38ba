// AccountActivity with `chainIds`, over HTTP to the devnet and its chain registry: every row names its chain and
// links through that chain's explorer, and a chain that fails says so in words beside the others' rows.
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http, passthrough } from 'msw'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, inject, test, vi } from 'vitest'
import { createIndexerDevnet } from '../../../packages/devnet/src/isomorphic.ts'
import { serveRegistryWithoutIndexer, serveTwoEvmRegistry, setupMswServer } from '../../../test/msw.ts'
import { RollscopeProvider } from '../../hooks/RollscopeProvider.tsx'
import { AccountActivity } from './AccountActivity.tsx'

const origin = inject('devnetUrl')
const evm = createIndexerDevnet({ vm: 'evm', chainId: 'evm-1' }).fixtures
const move = createIndexerDevnet({ vm: 'move', chainId: 'move-1' }).fixtures
const server = setupMswServer()

beforeEach(() => {
  server.use(http.all(`${origin}/*`, () => passthrough()))
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function renderWith(ui: ReactNode, network = `${origin}/registry`) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <RollscopeProvider network={{ url: network }} chainId="evm-1">
        {ui}
      </RollscopeProvider>
    </QueryClientProvider>,
  )
}

/** The shown rows' chain names, in order. */
const rowChains = () =>
  [...document.querySelectorAll('[role="tabpanel"] tbody tr[data-index]')].map(
    (row) => row.querySelector('.rs-chain')?.textContent,
  )

describe('AccountActivity with chainIds', () => {
  test("default: 'all': each row names its chain, the L1's among them, and links to its chain's explorer", async () => {
    const urls: string[] = []
    const original = globalThis.fetch
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      urls.push(String(input instanceof Request ? input.url : input))
      return original(input, init)
    })
    renderWith(<AccountActivity account={evm.busyAccount.hex} chainIds="all" pageSize={20} />)
    await waitFor(() => expect(new Set(rowChains())).toEqual(new Set(['Initia', 'Evm', 'Move'])), {
      timeout: 10_000,
    })
    const grid = screen.getByRole('grid', { name: 'Transactions' })
    expect(within(grid).getByRole('columnheader', { name: 'Chain' })).toBeInTheDocument()
    const links = within(grid).getAllByRole('link')
    const hrefs = links.map((link) => link.getAttribute('href'))
    expect(hrefs.some((href) => href?.startsWith(`${origin}/explorer/evm-1/txs/`))).toBe(true)
    expect(hrefs.some((href) => href?.startsWith(`${origin}/explorer/move-1/txs/`))).toBe(true)
    expect(hrefs.some((href) => href?.startsWith(`${origin}/explorer/initiation-2/txs/`))).toBe(true)
    // each link goes to the explorer of the chain its row names
    const chainIdOf: Record<string, string> = { Initia: 'initiation-2', Evm: 'evm-1', Move: 'move-1' }
    for (const link of links) {
      const chain = link.closest('tr')!.querySelector('.rs-chain')!.textContent!
      expect(link.getAttribute('href')).toContain(`/${chainIdOf[chain]}/`)
    }
    // the L1's indexer (Initia's core indexer) lists txs in its own shape: read, not an error
    expect(screen.queryByRole('alert')).toBeNull()
    // the tabs: EVM receipts exist on evm-1, the one minievm chain
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent?.replace(/[\d,\s]+$/, ''))
    expect(tabs).toEqual(['Transactions', 'EVM transactions', 'NFTs'])
    // one chains.json, each chain's assetlist (it names the txs' balance changes) and each chain's first page of each
    // list once; the table may ask for more pages ahead of the scroll, each once; nothing else
    await waitFor(() => expect(urls.length).toBeGreaterThanOrEqual(11))
    const firstPages = urls.filter((url) => !url.includes('pagination.key='))
    expect(firstPages.map((url) => url.replace(origin, '').replace(/\/by_account\/.*$/, '')).sort()).toEqual([
      '/evm-1/indexer/nft/v1/tokens',
      '/evm-1/indexer/tx/v1/evm-txs',
      '/evm-1/indexer/tx/v1/txs',
      '/initiation-2/indexer/nft/v1/tokens',
      '/initiation-2/indexer/tx/v1/txs',
      '/move-1/indexer/nft/v1/tokens',
      '/move-1/indexer/tx/v1/txs',
      '/registry/chains.json',
      '/registry/chains/evm/assetlist.json',
      '/registry/chains/initia/assetlist.json',
      '/registry/chains/move/assetlist.json',
    ])
    expect(new Set(urls).size).toBe(urls.length)
  })

  test("parameters: the host's txHref wins, and is told each row's chain", async () => {
    const txHref = vi.fn((hash: string, chainId?: string) => `/${chainId}/tx/${hash}`)
    renderWith(<AccountActivity account={evm.busyAccount.bech32} chainIds="all" txHref={txHref} />)
    await waitFor(() => expect(new Set(rowChains())).toEqual(new Set(['Initia', 'Evm', 'Move'])), {
      timeout: 10_000,
    })
    const hrefs = within(screen.getByRole('grid', { name: 'Transactions' }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
    expect(hrefs.every((href) => /^\/(initiation-2|evm-1|move-1)\/tx\/[0-9A-F]{64}$/.test(href!))).toBe(true)
    expect(new Set(txHref.mock.calls.map(([, chainId]) => chainId))).toEqual(
      new Set(['initiation-2', 'evm-1', 'move-1']),
    )
  })

  test("parameters: a named chain without an indexer says so in words, naming it, beside evm-1's rows", async () => {
    // a registry that lists no indexer for the L1
    const network = await serveRegistryWithoutIndexer(server, origin, 'initiation-2')
    renderWith(
      <AccountActivity account={evm.busyAccount.bech32} chainIds={['initiation-2', 'evm-1']} />,
      network,
    )
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      'Initia: The chain registry names no indexer for this chain, so its data cannot be shown here.',
    )
    // asking again would not give the L1 an indexer: no Retry
    expect(within(alert).queryByRole('button')).toBeNull()
    await waitFor(() => expect(rowChains().length).toBeGreaterThan(5))
    expect(new Set(rowChains())).toEqual(new Set(['Evm']))
  })

  test('behavior: a chain that is down says so beside the others’ rows; Retry brings its rows in', async () => {
    server.use(http.get(`${origin}/move-1/*`, () => new HttpResponse('Bad Gateway', { status: 502 })))
    renderWith(<AccountActivity account={evm.busyAccount.bech32} chainIds="all" />)
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 })
    expect(alert).toHaveTextContent('Move: The indexer ran into a problem. Try again in a moment.')
    expect(new Set(rowChains())).toEqual(new Set(['Initia', 'Evm']))
    expect(rowChains().length).toBeGreaterThan(5)

    server.resetHandlers()
    server.use(http.all(`${origin}/*`, () => passthrough()))
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry Move' }))
    await waitFor(() => expect(rowChains()).toContain('Move'))
    expect(screen.queryByRole('alert')).toBeNull()
  }, 20_000)

  test('behavior: NFTs of both chains merged; a Move-only selection has no EVM tab', async () => {
    renderWith(<AccountActivity account={move.busyAccount.bech32} chainIds={['move-1']} defaultTab="nfts" />)
    await waitFor(() => expect(rowChains().length).toBeGreaterThan(0))
    expect(new Set(rowChains())).toEqual(new Set(['Move']))
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent?.replace(/[\d,\s]+$/, ''))).toEqual([
      'Transactions',
      'NFTs',
    ])
    expect(screen.getByRole('tab', { name: /^NFTs/ })).toHaveAttribute('aria-selected', 'true')
    cleanup()

    renderWith(<AccountActivity account={evm.busyAccount.bech32} chainIds="all" defaultTab="nfts" />)
    await waitFor(() => expect(new Set(rowChains())).toEqual(new Set(['Evm', 'Move'])))
    // the L1's core indexer lists NFTs without height or time: said in words, the rollups' rows beside it
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Initia: this chain's indexer lists NFTs in a form this page cannot read.",
    )
  })

  test('behavior: a chain whose indexer does not serve a list says so, without Retry, beside the others', async () => {
    // fiber's answer for a path it does not route, as both Initia indexers give it
    server.use(
      http.get(`${origin}/move-1/indexer/nft/v1/tokens/by_account/:account`, ({ params }) =>
        HttpResponse.text(`Cannot GET /indexer/nft/v1/tokens/by_account/${params.account}`, { status: 404 }),
      ),
    )
    renderWith(
      <AccountActivity account={evm.busyAccount.bech32} chainIds={['evm-1', 'move-1']} defaultTab="nfts" />,
    )
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("Move: this chain's indexer does not list NFTs.")
    expect(within(alert).queryByRole('button')).toBeNull()
    await waitFor(() => expect(rowChains().length).toBeGreaterThan(0))
    expect(new Set(rowChains())).toEqual(new Set(['Evm']))
  })

  test('behavior: the EVM tab lists the minievm chain’s receipts, each row named', async () => {
    renderWith(<AccountActivity account={evm.busyAccount.bech32} chainIds="all" defaultTab="evm" />)
    await waitFor(() => expect(rowChains().length).toBeGreaterThan(5))
    expect(new Set(rowChains())).toEqual(new Set(['Evm']))
    expect(screen.getByRole('tab', { name: /^EVM transactions/ })).toHaveAttribute('aria-selected', 'true')
    // one chain: no picker
    expect(screen.queryByRole('combobox')).toBeNull()
  })

  test('behavior: with two minievm chains, the EVM tab picks one (receipts carry no time to merge by)', async () => {
    // a second minievm rollup, served by the same devnet indexer
    await serveTwoEvmRegistry(server, origin)
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RollscopeProvider network={{ url: `${origin}/two-evm` }} chainId="evm-1">
          <AccountActivity account={evm.busyAccount.bech32} chainIds="all" defaultTab="evm" />
        </RollscopeProvider>
      </QueryClientProvider>,
    )
    const picker = await screen.findByRole('combobox', { name: 'EVM chain' })
    await waitFor(() => expect(rowChains().length).toBeGreaterThan(5))
    expect(new Set(rowChains())).toEqual(new Set(['Evm']))
    await userEvent.selectOptions(picker, 'Evm 2')
    await waitFor(() => expect(new Set(rowChains())).toEqual(new Set(['Evm 2'])))
  })

  test('default: without chainIds, one chain as before: no chain column', async () => {
    renderWith(<AccountActivity account={evm.busyAccount.bech32} />)
    const grid = await screen.findByRole('grid', { name: 'Transactions' })
    await waitFor(() => expect(within(grid).getAllByRole('link').length).toBeGreaterThan(3))
    expect(within(grid).queryByRole('columnheader', { name: 'Chain' })).toBeNull()
  })

  test.each([
    ['every chain', { chainIds: 'all' as const }],
    ['one chain', {}],
  ])(
    "parameters: tabs={['txs']} on %s: one list without tabs, and no EVM or NFT request",
    async (_, props) => {
      const urls: string[] = []
      const original = globalThis.fetch
      vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
        urls.push(String(input instanceof Request ? input.url : input))
        return original(input, init)
      })
      renderWith(<AccountActivity account={evm.busyAccount.hex} tabs={['txs']} {...props} />)
      const grid = await screen.findByRole('grid', { name: 'Transactions' })
      await waitFor(() => expect(within(grid).getAllByRole('link').length).toBeGreaterThan(3), {
        timeout: 10_000,
      })
      expect(screen.queryByRole('tablist')).toBeNull()
      expect(screen.queryByRole('tab')).toBeNull()
      expect(urls.filter((url) => /\/evm-txs\/|\/indexer\/nft\//.test(url))).toEqual([])
    },
  )

  test("parameters: tabs={['nfts', 'txs']} offers those two, in that order", async () => {
    renderWith(<AccountActivity account={evm.busyAccount.hex} chainIds="all" tabs={['nfts', 'txs']} />)
    const tabs = await screen.findAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent?.replace(/\s*[\d,]+$/, ''))).toEqual(['NFTs', 'Transactions'])
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
  })
})
