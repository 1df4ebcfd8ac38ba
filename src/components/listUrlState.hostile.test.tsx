// A list opened from a link (`urlState`) whose indexer answers duplicate and reordered pages, over HTTP (msw serves
// the pages, built from the devnet's own txs): no row shows twice, nothing crashes, the list ends.
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http, passthrough } from 'msw'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { setupMswServer } from '../../test/msw.ts'
import { devnetUrl } from '../../test/render.tsx'
import { RollscopeProvider } from '../hooks/RollscopeProvider.tsx'
import { TxList } from './TxList/TxList.tsx'

const origin = devnetUrl()
const server = setupMswServer()
afterEach(cleanup)
beforeEach(() => {
  window.history.replaceState(null, '', '/explorer')
  server.use(http.all(`${origin}/*`, () => passthrough()))
})

test('behavior: a link to a later page, then duplicate, reordered and repeating pages: each tx once', async () => {
  const { txs, pagination } = await (await fetch(`${origin}/indexer/tx/v1/txs?pagination.limit=30`)).json()
  const [a, b, c] = [txs.slice(0, 10), txs.slice(10, 20), txs.slice(20, 30)]
  const page = (rows: unknown[], next: string | null) =>
    HttpResponse.json({ txs: rows, pagination: { ...pagination, next_key: next } })
  const requested: (string | null)[] = []
  server.use(
    http.get(`${origin}/indexer/tx/v1/txs`, ({ request }) => {
      const key = new URL(request.url).searchParams.get('pagination.key')
      requested.push(key)
      // the link's page; then the same page again, reordered, with rows of its own; then a page pointing back
      if (key === 'bGluaw==') return page(a, 'c2Vjb25k')
      if (key === 'c2Vjb25k')
        return page([...b.slice(0, 5), ...a.toReversed(), ...b.slice(5)].slice(0, 10), 'dGhpcmQ=')
      if (key === 'dGhpcmQ=') return page([...c, ...b].slice(0, 10), 'c2Vjb25k')
      return page(txs.slice(0, 10), 'bGluaw==')
    }),
  )
  window.history.replaceState(null, '', '/explorer?cursor=bGluaw%3D%3D')
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RollscopeProvider indexer={{ baseUrl: origin }}>
        <TxList pageSize={10} urlState height={2000} />
      </RollscopeProvider>
    </QueryClientProvider>,
  )
  const list = await screen.findByRole('region', { name: 'Transactions' })
  const hashes = () =>
    within(list)
      .queryAllByRole('row')
      .slice(1)
      .map((row) => row.textContent)
      .filter((text) => text !== '')
  // the three pages answered, and the list stopped where the last page pointed back to one it had loaded
  await waitFor(() => expect(requested).toEqual(['bGluaw==', 'c2Vjb25k', 'dGhpcmQ=']))
  await waitFor(() => expect(hashes()).toHaveLength(25))
  expect(new Set(hashes()).size).toBe(hashes().length)
  expect(hashes()[0]).toContain(a[0].txhash.slice(0, 6))
  expect(list.closest('[data-rollscope]')).toHaveAttribute('data-state', 'success')
  expect(screen.queryByRole('alert')).toBeNull()
})
