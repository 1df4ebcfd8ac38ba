// RichListTable over the devnet's 100,000 holders, scrolled from top to bottom in Chromium. Counted, not
// timed: the most table rows in the DOM at any moment, the most pages in memory, and how far ahead of the
// viewport each next page was requested. `npm run bench:richlist` prints the figures; the budgets fail it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { expect, inject, test } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { createIndexerDevnet } from '../../packages/devnet/src/isomorphic.ts'
import { RichListTable } from '../../src/components/RichListTable/RichListTable.tsx'
import { RollscopeProvider } from '../../src/hooks/RollscopeProvider.tsx'
import { createIndexerClient } from '../../src/indexer/client.ts'
import '../../src/components/theme/theme.css'
import '../../src/components/RichListTable/RichListTable.css'
import '../../src/components/shared/VirtualTable.css'

const { denoms, holders } = createIndexerDevnet().fixtures
const pageSize = 1000
const maxPages = 3
const budgets = { domRows: 60, pagesInMemory: maxPages, minimumLeadRows: pageSize / 4 }

test(`behavior: scrolling ${holders.big.toLocaleString()} holders keeps the DOM and memory small`, async () => {
  const queryClient = new QueryClient()
  const leads: number[] = []
  const loadedEnd = () => {
    const query = queryClient.getQueryCache().findAll({ queryKey: ['rollscope'] })[0]
    const data = query?.state.data as
      | { pages: { holders: unknown[] }[]; pageParams: { position: number }[] }
      | undefined
    const first = data?.pageParams[0]?.position ?? 0
    return {
      end: first + (data?.pages.reduce((sum, page) => sum + page.holders.length, 0) ?? 0),
      pages: data?.pages.length ?? 0,
    }
  }
  const lastVisibleRank = () => {
    const region = document.querySelector('.rs-vtable') as HTMLElement
    return Math.floor((region.scrollTop + region.clientHeight) / 40)
  }
  const client = createIndexerClient({
    baseUrl: inject('devnetIndexers')['evm-1']!,
    fetch: (input, init) => {
      // how far the viewport still was from the end of the loaded rows when a next page was asked for
      if (String(input).includes('pagination.key')) leads.push(loadedEnd().end - lastVisibleRank())
      return fetch(input, init)
    },
  })
  // a desktop window: the table's rows side by side, 40 px each (a phone stacks them)
  await page.viewport(1280, 800)
  await render(
    <QueryClientProvider client={queryClient}>
      <RollscopeProvider indexer={client}>
        <RichListTable denom={denoms.big} pageSize={pageSize} maxPages={maxPages} height={600} />
      </RollscopeProvider>
    </QueryClientProvider>,
  )
  const region = document.querySelector('.rs-vtable') as HTMLElement
  await expect.poll(() => document.querySelectorAll('tbody tr[data-index]').length).toBeGreaterThan(0)

  let domRows = 0
  let pagesInMemory = 0
  let stalls = 0
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)))
  // a steady scroll, 200 rows at a time, to the very end
  while (region.scrollTop + region.clientHeight < region.scrollHeight - 1) {
    region.scrollTop += 200 * 40
    // the table has drawn the rows now in view (on a busy machine that takes longer than a frame): only then
    // may the next step scroll on, so that a page's request is measured from where the user is, not one step
    // later
    await expect
      .poll(
        () => {
          const rows = document.querySelectorAll('tbody tr[data-index]')
          return Number(rows[rows.length - 1]?.getAttribute('data-index') ?? -1) >= lastVisibleRank() - 1
        },
        { timeout: 20_000 },
      )
      .toBe(true)
    await frame()
    await frame()
    // a placeholder row in view means the user got there before the data
    if (document.querySelector('tbody tr[data-index] .rs-skeleton')) stalls++
    await expect
      .poll(() => document.querySelector('tbody tr[data-index] .rs-skeleton'), { timeout: 20_000 })
      .toBeNull()
    domRows = Math.max(domRows, document.querySelectorAll('tbody tr').length)
    pagesInMemory = Math.max(pagesInMemory, loadedEnd().pages)
  }
  const figures = {
    holders: holders.big,
    'pages fetched': leads.length + 1,
    'most table rows in the DOM': domRows,
    'most pages in memory': pagesInMemory,
    'least rows of lead when a next page was requested': Math.min(...leads),
    'scroll steps that showed placeholder rows': stalls,
  }
  const rows = Object.entries(figures).map(([name, value]) => `| ${name} | ${value} |`)
  console.log(
    [`| RichListTable, ${pageSize} per page, maxPages ${maxPages} | count |`, '|---|---|', ...rows].join(
      '\n',
    ),
  )

  expect(region.querySelector(`tr[data-index="${holders.big - 1}"]`)).not.toBeNull()
  expect(domRows).toBeLessThanOrEqual(budgets.domRows)
  expect(pagesInMemory).toBeLessThanOrEqual(budgets.pagesInMemory)
  expect(Math.min(...leads)).toBeGreaterThanOrEqual(budgets.minimumLeadRows)
}, 120_000)
