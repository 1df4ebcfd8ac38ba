// The registry's requests for a page an app would build from one network and one chain id: RichListTable, TxList
// and AccountActivity on every rollup, over HTTP to the devnet. The figures in BENCHMARKS.md ("Registry requests")
// are this test's: chains.json once, each assetlist at most once, nothing again on a re-render.
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, expect, inject, test, vi } from 'vitest'
import { createIndexerDevnet } from '../../packages/devnet/src/isomorphic.ts'
import { recordRequests } from '../../test/render.tsx'
import { RollscopeProvider } from '../hooks/RollscopeProvider.tsx'
import { AccountActivity } from './AccountActivity/AccountActivity.tsx'
import { RichListTable } from './RichListTable/RichListTable.tsx'
import { TxList } from './TxList/TxList.tsx'

const origin = inject('devnetUrl')
const evm = createIndexerDevnet({ vm: 'evm', chainId: 'evm-1' }).fixtures

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function Page() {
  return (
    <>
      <RichListTable denom={evm.denoms.big} labels={{ title: 'Holders' }} />
      <TxList labels={{ title: 'Latest transactions' }} />
      <AccountActivity account={evm.accounts[3]!.hex} chainIds="all" />
    </>
  )
}

const app = (queryClient: QueryClient, page: ReactNode) => (
  <QueryClientProvider client={queryClient}>
    <RollscopeProvider network={{ url: `${origin}/registry` }} chainId="evm-1">
      {page}
    </RollscopeProvider>
  </QueryClientProvider>
)

test('figure: one chains.json and one assetlist per chain named, shared by every component, none on a re-render', async () => {
  const urls = recordRequests()
  const queryClient = new QueryClient()
  const view = render(app(queryClient, <Page />))
  // the rich list in INIT, the chain's txs, and the rollups' rows in the activity (the L1's too)
  await waitFor(() => expect(screen.getAllByText(/ INIT$/).length).toBeGreaterThan(3), { timeout: 10_000 })
  const activity = screen.getByRole('tablist').closest('section') as HTMLElement
  await waitFor(() => {
    expect(within(activity).getAllByText('Evm').length).toBeGreaterThan(0)
    expect(within(activity).getAllByText('Move').length).toBeGreaterThan(0)
  })
  const registry = (list: string[]) =>
    list.filter((url) => url.includes('/registry/')).map((url) => url.slice(`${origin}/registry`.length))
  // a row's balance changes ask for its chain's names once the row is drawn, which can be after the rows' own
  // requests have settled
  await waitFor(() => expect(registry(urls)).toContain('/chains/move/assetlist.json'), { timeout: 10_000 })
  await waitFor(() => expect(queryClient.isFetching()).toBe(0))
  const first = registry(urls).sort()
  // evm-1's assetlist names its amounts; its INIT wraps an l2/ denom, which the L1's assetlist names; move-1's
  // names the balance changes of the activity's move-1 rows
  expect(first).toEqual([
    '/chains.json',
    '/chains/evm/assetlist.json',
    '/chains/initia/assetlist.json',
    '/chains/move/assetlist.json',
  ])
  const perChain = (prefix: string) => urls.filter((url) => url.startsWith(`${origin}/${prefix}/`)).length
  console.info(
    `registry requests: ${first.join(', ')}; indexer requests: evm-1 ${perChain('evm-1')}, move-1 ${perChain('move-1')}, initiation-2 ${perChain('initiation-2')}`,
  )

  // a re-render, and a second mount of the same page on the same cache, ask the registry nothing more
  view.rerender(app(queryClient, <Page />))
  render(app(queryClient, <Page />))
  await waitFor(() => expect(screen.getAllByRole('tablist')).toHaveLength(2))
  await waitFor(() => expect(queryClient.isFetching()).toBe(0))
  expect(registry(urls).sort()).toEqual(first)
}, 20_000)
