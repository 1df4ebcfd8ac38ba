// An app's own tests, as most apps write them: each rollscope component rendered in jsdom or happy-dom (neither has
// ResizeObserver, IntersectionObserver or matchMedia, and both measure every element as 0 × 0), with no polyfill,
// against the devnet that scripts/consumer-check.ts starts. Each must show its first rows, not only its counts.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { RollscopeProvider } from 'rollscope'
import { BridgeWidget, createMemoryStorage, type WalletAdapter } from 'rollscope/bridge'
import {
  AccountActivity,
  BlockDetail,
  BlockList,
  EvmTxDetail,
  EvmTxList,
  IndexerStatus,
  InternalTxTree,
  NftGallery,
  Portfolio,
  RichListTable,
  TxDetail,
  TxList,
} from 'rollscope/explorer'
import { afterEach, expect, test } from 'vitest'

/** What the check passes: the devnet's addresses and facts about its generated chain. */
const devnet = JSON.parse(process.env.ROLLSCOPE_DEVNET ?? '{}') as {
  url: string
  registry: string
  prices: string
  indexer: string
  router: string
  account: string
  txHash: string
  evmTxHash: string
  nestedEvmTxHash: string
  collection: string
}

afterEach(cleanup)

function renderInApp(children: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={queryClient}>
      <RollscopeProvider indexer={{ baseUrl: devnet.indexer }} router={{ baseUrl: devnet.router }}>
        {children}
      </RollscopeProvider>
    </QueryClientProvider>,
  )
}

/** The data rows (not the loading placeholders) of the table named `name`, once at least `least` have loaded. */
async function rowsOf(name: string, least: number) {
  const table = await screen.findByRole('grid', { name }, { timeout: 10_000 })
  return waitFor(
    () => {
      const rows = [...table.querySelectorAll('tbody tr[aria-rowindex]')]
      expect(rows.length, `${name}: rows drawn`).toBeGreaterThanOrEqual(least)
      return rows
    },
    { timeout: 10_000 },
  )
}

test('RichListTable shows its holders', async () => {
  renderInApp(<RichListTable denom="uinit" height={400} />)
  await screen.findByText('250 holders', {}, { timeout: 10_000 })
  const [first] = await rowsOf('Holders', 10)
  // the first holder, ranked 1, with its address
  expect(first?.querySelector('td')?.textContent).toBe('1')
  expect(first?.textContent).toMatch(/0x[0-9a-f]{8}…/)
})

test('TxList, BlockList and EvmTxList show their rows', async () => {
  renderInApp(
    <>
      <TxList height={400} />
      <BlockList height={400} />
      <EvmTxList height={400} />
    </>,
  )
  await rowsOf('Transactions', 10)
  await rowsOf('Blocks', 10)
  await rowsOf('EVM transactions', 10)
})

test("AccountActivity shows the account's transactions", async () => {
  renderInApp(<AccountActivity account={devnet.account} height={400} />)
  await rowsOf('Transactions', 5)
})

test("NftGallery shows the collection's cards", async () => {
  renderInApp(
    <NftGallery collectionAddr={devnet.collection} height={560} gateways={[`${devnet.url}/ipfs/`]} />,
  )
  const cards = await screen.findAllByRole('button', { name: /^Initia Punks #\d+$/ }, { timeout: 10_000 })
  // a first window of cards, four wide as on a server: not none, and not every card of the 60 loaded (a card
  // measured as 0 px tall would put them all in view, and the gallery would load page after page)
  expect(cards.length).toBeGreaterThanOrEqual(8)
  expect(cards.length).toBeLessThanOrEqual(24)
})

test('TxDetail, BlockDetail, EvmTxDetail and InternalTxTree show their records', async () => {
  renderInApp(
    <>
      <TxDetail txHash={devnet.txHash} />
      <BlockDetail height="100" />
      <EvmTxDetail txHash={devnet.evmTxHash} />
      <InternalTxTree txHash={devnet.nestedEvmTxHash} />
    </>,
  )
  expect(await screen.findByText(devnet.txHash, {}, { timeout: 10_000 })).toBeTruthy()
  expect(await screen.findAllByText('Block time')).toHaveLength(1)
  expect(await screen.findAllByText(new RegExp(`^${devnet.evmTxHash.slice(0, 10)}`))).not.toHaveLength(0)
  expect((await screen.findAllByText('CALL')).length).toBeGreaterThan(0)
})

test('TxDetail shows what the tx changed, each amount signed', async () => {
  renderInApp(<TxDetail txHash={devnet.txHash} />)
  const section = (await screen.findByText('Balance changes', { selector: 'summary' }, { timeout: 10_000 }))
    .parentElement as HTMLElement
  // the signer's fee at least: out, with its sign (−), not its colour alone
  await waitFor(() => expect(section.textContent).toMatch(/−[\d,.]+ \S+.* fee/), { timeout: 10_000 })
})

test("Portfolio shows the account's tokens on every chain and their total in USD", async () => {
  renderInApp(
    <Portfolio
      account={devnet.account}
      registry={{ url: devnet.registry }}
      prices={{ baseUrl: devnet.prices }}
    />,
  )
  const assets = await screen.findByRole('list', { name: 'Assets' }, { timeout: 10_000 })
  // INIT and USDC, each held on the devnet's three chains: its symbol, its amount and its value
  for (const symbol of ['INIT', 'USDC']) {
    const name = new RegExp(`^${symbol}\\s*3 chains\\s*[\\d,.]+\\s*\\$[\\d,.]+$`)
    expect(await within(assets).findByRole('button', { name }, { timeout: 10_000 })).toBeTruthy()
  }
  expect(screen.getByText(/^\$[\d,]+\.\d{2}$/, { selector: 'output' })).toBeTruthy()
})

test('IndexerStatus shows the chain', async () => {
  renderInApp(<IndexerStatus />)
  expect(await screen.findByText('evm-1', {}, { timeout: 10_000 })).toBeTruthy()
})

test('BridgeWidget shows its form with the router’s assets', async () => {
  const wallet: WalletAdapter = {
    getAddress: async () => devnet.account,
    sendTx: async () => {
      throw new Error('This test signs nothing.')
    },
  }
  renderInApp(
    <BridgeWidget
      wallet={wallet}
      storage={createMemoryStorage()}
      defaultSource="noble-1/uusdc"
      defaultDestination="initiation-2/uinit"
    />,
  )
  expect(await screen.findByRole('heading', { name: 'Bridge' })).toBeTruthy()
  expect(await screen.findAllByText('USDC', {}, { timeout: 10_000 })).not.toHaveLength(0)
})
