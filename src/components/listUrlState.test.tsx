// Lists as links (`urlState`): the page URL holds a list's filters and the page reached, over HTTP to the devnet.
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { createIndexerDevnet } from '../../packages/devnet/src/isomorphic.ts'
import { devnetUrl } from '../../test/render.tsx'
import { RollscopeProvider } from '../hooks/RollscopeProvider.tsx'
import { RichListTable } from './RichListTable/RichListTable.tsx'
import { TxList } from './TxList/TxList.tsx'

afterEach(cleanup)
const evm = createIndexerDevnet({ vm: 'evm', chainId: 'evm-1' }).fixtures
beforeEach(() => window.history.replaceState(null, '', '/explorer'))

const app = (page: ReactNode) => (
  <QueryClientProvider client={new QueryClient()}>
    <RollscopeProvider indexer={{ baseUrl: devnetUrl() }}>{page}</RollscopeProvider>
  </QueryClientProvider>
)

/** The text of a list's first row, once its rows are shown. */
async function firstRow(name: string) {
  const list = await screen.findByRole('region', { name })
  await waitFor(() => expect(list.closest('[data-rollscope]')).toHaveAttribute('data-state', 'success'))
  return within(list).getAllByRole('row')[1]!.textContent
}

const param = (name: string) => new URLSearchParams(window.location.search).get(name)

// 20 txs a page: the list asks for pages 2 and 3 before the user reaches the end of the first 40 rows jsdom draws,
// and writes the page reached (2) when 3 is appended. The link is then opened with 100 txs a page, which that list
// never loads ahead of: a page reached written while the test walks the history would push an entry at a moment
// the machine's speed decides (a slow run went back to the wrong page, or forward to an entry that push removed,
// and waited for a popstate that never came). Each move waits for what the user sees: the URL and the rows.
test('behavior: the page reached goes into the URL, and the link opens that page', {
  timeout: 30_000,
}, async () => {
  const view = render(app(<TxList pageSize={20} urlState />))
  // the user scrolls (pages loaded ahead before any move write nothing: the next test)
  fireEvent.wheel(document.body, { deltaY: 400 })
  const first = await firstRow('Transactions')
  await waitFor(() => expect(param('cursor')).not.toBeNull())
  expect(window.history.length).toBeGreaterThan(1)
  const link = window.location.href
  const reached = param('cursor')
  view.unmount()

  // the link in a new tab: the list starts at the page reached, fetched by its cursor
  window.history.replaceState(null, '', link)
  render(app(<TxList pageSize={100} urlState />))
  const opened = await firstRow('Transactions')
  expect(opened).not.toBe(first)
  expect(opened).toContain(await firstHashOf(reached))

  // back to the newest, then back in the history to the page of the link. Each page is compared with what the devnet
  // serves for it then: other tests sign on the same devnet, and a tx they send is newest from then on
  fireEvent.click(screen.getByRole('button', { name: 'Show newest' }))
  expect(param('cursor')).toBeNull()
  await waitFor(async () => expect(await firstRow('Transactions')).toContain(await firstHashOf(null)))
  // the move inside act, the waits outside it: a test that times out while an act scope is open leaves React
  // queueing every later render in that scope, and each test after it renders nothing
  act(() => window.history.back())
  await waitFor(() => expect(param('cursor')).toBe(reached))
  await waitFor(async () => expect(await firstRow('Transactions')).toContain(await firstHashOf(reached)))
  act(() => window.history.forward())
  await waitFor(() => expect(param('cursor')).toBeNull())
  await waitFor(async () => expect(await firstRow('Transactions')).toContain(await firstHashOf(null)))
  expect(screen.queryByRole('button', { name: 'Show newest' })).toBeNull()
})

// A tall screen, or a small page size, loads pages ahead before the user moves: writing those as pages reached
// would push entries nobody made, and back to such a list would load ahead and push again (a back button that
// never gets further back).
test('behavior: pages a list loads ahead before the user moves are no page reached', async () => {
  const client = new QueryClient()
  const length = window.history.length
  render(
    <QueryClientProvider client={client}>
      <RollscopeProvider indexer={{ baseUrl: devnetUrl() }}>
        <TxList pageSize={20} urlState />
      </RollscopeProvider>
    </QueryClientProvider>,
  )
  await firstRow('Transactions')
  // jsdom draws 40 rows: the list has asked for pages 2 and 3 on its own
  const pagesLoaded = () =>
    Math.max(
      0,
      ...client
        .getQueryCache()
        .getAll()
        .map((query) => (query.state.data as { pages?: unknown[] } | undefined)?.pages?.length ?? 0),
    )
  await waitFor(() => expect(pagesLoaded()).toBeGreaterThanOrEqual(3))
  expect(param('cursor')).toBeNull()
  expect(window.history.length).toBe(length)
})

/** The first tx of the page a cursor names (the newest page for none), as the devnet serves it now. */
async function firstHashOf(cursor: string | null) {
  const key = cursor === null ? '' : `&pagination.key=${encodeURIComponent(cursor)}`
  const response = await fetch(`${devnetUrl()}/indexer/tx/v1/txs?pagination.limit=20${key}`)
  const { txs } = (await response.json()) as { txs: { txhash: string }[] }
  return txs[0]!.txhash.slice(0, 6)
}

test('behavior: the message type filter is in the URL, and a new filter starts from the newest', async () => {
  const cursor = encodeURIComponent(btoa('{"sequence":100}'))
  window.history.replaceState(null, '', `/explorer?msgs=minievm.evm.v1.MsgCall&cursor=${cursor}`)
  render(app(<TxList urlState />))
  expect(await screen.findByText('Message types (1)')).toBeInTheDocument()
  fireEvent.click(screen.getByRole('button', { name: 'Clear filter' }))
  expect(window.location.search).toBe('')
  expect(screen.getByText('Message types', { selector: 'summary' })).toBeInTheDocument()
})

test('behavior: two lists on one page keep their own params', async () => {
  // the rich list is an offset list: its cursor is base64 of the offset, here 100 (rank 101 first)
  window.history.replaceState(null, '', `/explorer?holders-cursor=${btoa('100')}&x=1`)
  render(
    app(
      <>
        <RichListTable denom={evm.denoms.big} urlState={{ prefix: 'holders-' }} />
        <TxList urlState={{ prefix: 'txs-', params: { cursor: 'from' } }} />
      </>,
    ),
  )
  expect(await firstRow('Holders')).toMatch(/^101/)
  expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument()
  await firstRow('Transactions')
  expect(screen.queryByRole('button', { name: 'Show newest' })).toBeNull()
  fireEvent.click(screen.getByRole('button', { name: 'Back to top' }))
  expect(window.location.search).toBe('?x=1')
  await waitFor(async () => expect(await firstRow('Holders')).toMatch(/^1(?=0x)/))
})

test.each([
  ['not base64', '?cursor=%7B%7D'],
  ['base64 of junk', `?cursor=${btoa('{"sequence":"x"}')}`],
  ['a cursor of the other family', `?cursor=${btoa('{"height":3}')}`],
  ['hostile types', '?msgs=%3Cimg%20src%3Dx%3E,__proto__'],
])('behavior: a hostile link (%s) breaks nothing', async (_, search) => {
  window.history.replaceState(null, '', `/explorer${search}`)
  render(app(<TxList urlState />))
  const list = await screen.findByRole('region', { name: 'Transactions' })
  await waitFor(() =>
    expect(['success', 'error', 'empty']).toContain(
      list.closest('[data-rollscope]')!.getAttribute('data-state'),
    ),
  )
})

test('default: without urlState the URL is neither read nor written', async () => {
  window.history.replaceState(null, '', '/explorer?cursor=MTAw')
  const queryClient = new QueryClient()
  render(
    <QueryClientProvider client={queryClient}>
      <RollscopeProvider indexer={{ baseUrl: devnetUrl() }}>
        <TxList pageSize={20} />
      </RollscopeProvider>
    </QueryClientProvider>,
  )
  await firstRow('Transactions')
  expect(screen.queryByRole('button', { name: 'Show newest' })).toBeNull()
  const pages = () =>
    queryClient
      .getQueryCache()
      .getAll()
      .flatMap((query) => (query.state.data as { pages?: unknown[] } | undefined)?.pages ?? [])
  await waitFor(() => expect(pages()).toHaveLength(3))
  expect(window.location.search).toBe('?cursor=MTAw')
})
