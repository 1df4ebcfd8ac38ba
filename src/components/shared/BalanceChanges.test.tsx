// The balance changes as people read them: in TxDetail and EvmTxDetail (a section per account) and in
// AccountActivity's rows, over HTTP (msw with the real L1 record, the devnet with its chain registry).
import '@testing-library/jest-dom/vitest'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http, passthrough } from 'msw'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, inject, test } from 'vitest'
import { createIndexerDevnet } from '../../../packages/devnet/src/isomorphic.ts'
import { setupMswServer } from '../../../test/msw.ts'
import { RollscopeProvider } from '../../hooks/RollscopeProvider.tsx'
import { createIndexerClient } from '../../indexer/client.ts'
import { AccountActivity } from '../AccountActivity/AccountActivity.tsx'
import { compactUnlistedAmount } from '../AccountActivity/CompactUnlistedAmount.tsx'
import { EvmTxDetail } from '../EvmTxDetail/EvmTxDetail.tsx'
import { TxDetail } from '../TxDetail/TxDetail.tsx'
import { BalanceChangeList } from './BalanceChanges.tsx'

const origin = inject('devnetUrl')
const evm = createIndexerDevnet({ vm: 'evm', chainId: 'evm-1' }).fixtures
const server = setupMswServer()
const sample = (name: string) =>
  JSON.parse(readFileSync(resolve(process.cwd(), `../shared/specs/samples/indexer/${name}.json`), 'utf8'))
const client = createIndexerClient({ baseUrl: 'http://indexer.test' })
const account = 'init1veaum7vy45fzw5x4mflskgx5lnmwmxx5wm3x8p'
const usdc = 'ibc/39B55F22F15FB09189045A993817CDF0D388D3FF8773B2E22B6DE7B222636EEA'

beforeEach(() => {
  server.use(http.all(`${origin}/*`, () => passthrough()))
})
afterEach(cleanup)

const withQueries = (ui: ReactNode) => (
  <QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>
)
const onDevnet = (ui: ReactNode) =>
  withQueries(
    <RollscopeProvider network={{ url: `${origin}/registry` }} chainId="evm-1">
      {ui}
    </RollscopeProvider>,
  )
// the devnet's first answers can take seconds on a busy machine
const slow = { timeout: 15_000 }
const section = async () =>
  (await screen.findByText('Balance changes', {}, slow)).closest('details') as HTMLElement
// the section's code loads on first use: a skeleton, then the lists
const changesOf = async (root: HTMLElement, who: string) =>
  [
    ...(await within(root).findByRole('list', { name: `Changes of ${who}` }, slow)).querySelectorAll('li'),
  ].map((item) => item.textContent)

describe('TxDetail', () => {
  test('default: the real Move swap on the L1: each change signed and named, the fee said to be one', async () => {
    const tx = sample('txs-by-account-item-move-l1-core-indexer')
    server.use(http.get('http://indexer.test/indexer/tx/v1/txs/:hash', () => HttpResponse.json({ tx })))
    render(
      withQueries(
        <TxDetail
          txHash={tx.txhash}
          client={client}
          denoms={{ uinit: { symbol: 'INIT', decimals: 6 }, [usdc]: { symbol: 'USDC', decimals: 6 } }}
        />,
      ),
    )
    const root = await section()
    expect(await changesOf(root, account)).toEqual([
      '−0.1 USDC',
      '−0.168935 INIT',
      '+265,227 move/5ac318…f2ae unlisted',
      '−0.006162 INIT fee',
    ])
    // the fee collector received the fee; the pool the swap's coins
    expect(await changesOf(root, 'init17xpfvakm2amg962yls6f84z3kell8c5l70rnql')).toEqual([
      '+0.006162 INIT fee',
    ])
    // direction is in the text (a sign), and in data-direction for styling, not only in colour
    const fee = within(root)
      .getAllByText(/0\.006162/)[0]!
      .closest('.rs-balance-change')!
    expect(fee).toHaveAttribute('data-direction', 'out')
  })

  test('behavior: unreadable events and markup in a denom are said in words; what could be read is shown', async () => {
    const base = sample('txs-by-account-item-wasm-msgsend-kvindexer')
    const tx = {
      ...base,
      events: [
        ...base.events,
        {
          type: 'coin_received',
          attributes: [
            { key: 'receiver', value: account },
            { key: 'amount', value: '5<b>x</b>' },
          ],
        },
        {
          type: 'coin_received',
          attributes: [
            { key: 'receiver', value: account },
            { key: 'amount', value: `${'9'.repeat(70)}uhuge` },
          ],
        },
      ],
    }
    server.use(http.get('http://indexer.test/indexer/tx/v1/txs/:hash', () => HttpResponse.json({ tx })))
    render(withQueries(<TxDetail txHash={tx.txhash} client={client} />))
    const root = await section()
    expect(await within(root).findByText('1 event could not be read.', {}, slow)).toBeInTheDocument()
    expect(root.querySelector('b')).toBeNull()
    expect(root).toHaveTextContent(`+${BigInt('9'.repeat(70)).toLocaleString('en-US')} uhuge unlisted`)
    expect(root).toHaveTextContent('−1,000,000 l2/c88b68…c770 unlisted')
  })

  test('default: on the devnet, named by its chain registry', async () => {
    render(onDevnet(<TxDetail txHash={evm.txHash} />))
    const root = await section()
    await waitFor(() => expect(root).toHaveTextContent(/−[\d,.]+ INIT fee/))
    expect(root.querySelector('[data-fee][data-direction="in"]')).not.toBeNull()
  })
})

test('EvmTxDetail: a receipt on the devnet has its balance changes, the fee among them', async () => {
  render(onDevnet(<EvmTxDetail txHash={evm.evmTxHash!} />))
  const heading = await screen.findByRole('heading', { name: 'Balance changes' }, slow)
  const list = heading.nextElementSibling as HTMLElement
  await waitFor(() => expect(list).toHaveTextContent(/−[\d,.]+ INIT fee/))
  expect(within(list).getAllByRole('list').length).toBeGreaterThan(0)
})

test("AccountActivity: each tx row says what it changed for the account, named by the row's chain", async () => {
  render(onDevnet(<AccountActivity account={evm.busyAccount.hex} pageSize={20} />))
  const grid = await screen.findByRole('grid', { name: 'Transactions' }, slow)
  expect(within(grid).getByRole('columnheader', { name: 'Balance changes' })).toBeInTheDocument()
  await waitFor(() =>
    expect(
      [...grid.querySelectorAll('.rs-balance-change-list')].some((cell) =>
        /^[+−][\d,.]+ (INIT|USDC|GAS)/.test(cell.textContent ?? ''),
      ),
    ).toBe(true),
  )
})

test('BalanceChangeList: nothing changed is a dash, said in words to screen readers, never an empty cell', () => {
  render(<BalanceChangeList changes={[]} data-testid="changes" />)
  const list = screen.getByTestId('changes')
  expect(list).toHaveTextContent('—No balance changed.')
  expect(list.querySelector('[aria-hidden="true"]')).toHaveTextContent('—')
  expect(list).toHaveAttribute('title', 'No balance changed.')
})

test("BalanceChangeList with AccountActivity's compactUnlistedAmount: a raw amount of an unlisted denom in short, the exact amount for screen readers", () => {
  const denom = 'ibc/27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2'
  render(
    <BalanceChangeList
      unlisted={compactUnlistedAmount}
      data-testid="changes"
      changes={[{ account, denom, amount: 3_586_694_983n, direction: 'out', isFee: false }]}
    />,
  )
  const list = screen.getByTestId('changes')
  // what is seen: one short line; what is read and hovered: every digit and the whole denom
  expect(list.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^3\.6B ibc\/27…5EB2 unlisted$/)
  expect(screen.getByText(`3,586,694,983 ${denom} unlisted`)).toHaveClass('rs-visually-hidden')
  expect(list.querySelector('[title]')).toHaveAttribute('title', `3,586,694,983 ${denom} (unlisted)`)
})

test("AccountActivity on every chain: an unlisted denom's raw amount is short in its row, its title exact", async () => {
  render(onDevnet(<AccountActivity account={evm.busyAccount.hex} chainIds="all" pageSize={20} />))
  const grid = await screen.findByRole('grid', { name: 'Transactions' }, slow)
  const compact = await waitFor(() => {
    const found = grid.querySelector('.rs-compact-amount')
    expect(found).not.toBeNull()
    return found as HTMLElement
  }, slow)
  expect(compact.querySelector('[aria-hidden="true"]')).toHaveTextContent(
    /^[\d.]+(?:[KMBT]|E\d+)? \S+ unlisted$/,
  )
  expect(compact.getAttribute('title')).toMatch(/^[\d,]+ \S+ \(unlisted\)$/)
})
