// RichListTable with names over the devnet in Chromium: how many name reads a screen of 50 holders makes, and that
// scrolling away and back and re-rendering asks nothing again. Counted, not timed: the POSTs to the L1's usernames
// view function (get_name_from_address), reached through the devnet's chain registry. `npm run bench:names` prints
// the figures; the budgets fail it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, expect, inject, test } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { createIndexerDevnet } from '../../packages/devnet/src/isomorphic.ts'
import { RichListTable } from '../../src/components/RichListTable/RichListTable.tsx'
import { RollscopeProvider } from '../../src/hooks/RollscopeProvider.tsx'
import '../../src/components/theme/theme.css'
import '../../src/components/RichListTable/RichListTable.css'
import '../../src/components/shared/VirtualTable.css'

const { denoms } = createIndexerDevnet().fixtures
const visibleRows = 50
const budgets = { readsPerScreen: visibleRows }

const original = globalThis.fetch
afterEach(() => {
  globalThis.fetch = original
})
/** Counts the name reads (the usernames module's get_name_from_address) the page sends. */
function countNameReads() {
  const reads = { count: 0 }
  globalThis.fetch = (input, init) => {
    const url = String(input instanceof Request ? input.url : input)
    if (url.includes('/modules/usernames/view_functions/get_name_from_address')) reads.count++
    return original(input, init)
  }
  return reads
}

const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)))
const region = () => document.querySelector('.rs-vtable') as HTMLElement
/** The holder rows wholly or partly in the scrolling area's view, below its header row. */
function rowsInView() {
  const area = region().getBoundingClientRect()
  // the header row stays in view at the top (sticky)
  const header = area.top + document.querySelector('thead tr')!.getBoundingClientRect().height
  return [...document.querySelectorAll('tbody tr[data-index]')].filter((row) => {
    const box = row.getBoundingClientRect()
    return box.bottom > header && box.top < area.bottom && !row.querySelector('.rs-skeleton')
  })
}
const names = () => [...document.querySelectorAll('tbody .rs-name')].map((name) => name.textContent)

function App({ names, height, queryClient }: { names: boolean; height: number; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RollscopeProvider network={{ url: `${inject('devnetUrl')}/registry` }} chainId="evm-1">
        <RichListTable denom={denoms.big} height={height} names={names} />
      </RollscopeProvider>
    </QueryClientProvider>
  )
}

/** The table's row height, and its height that shows `visibleRows` rows below its header, measured with names off. */
async function screenOf(queryClient: QueryClient) {
  await page.viewport(1280, 2400)
  const view = await render(<App names={false} height={400} queryClient={queryClient} />)
  await expect.poll(() => rowsInView().length, { timeout: 20_000 }).toBeGreaterThan(1)
  const [first, second] = document.querySelectorAll('tbody tr[data-index]')
  const row = second!.getBoundingClientRect().top - first!.getBoundingClientRect().top
  const header = document.querySelector('thead')!.getBoundingClientRect().height
  await view.unmount()
  return { row, height: header + visibleRows * row }
}

/** Scrolls the table to `index` at the top, and waits until that screen of rows is drawn. */
async function scrollTo(index: number, row: number) {
  region().scrollTop = index * row
  await expect
    .poll(() => rowsInView().map((shown) => Number(shown.getAttribute('data-index'))), { timeout: 20_000 })
    .toEqual(Array.from({ length: visibleRows }, (_, at) => index + at))
}

test(`behavior: ${visibleRows} holders in view make at most ${visibleRows} name reads, none again on scroll-back or re-render`, async () => {
  const queryClient = new QueryClient()
  const { row, height } = await screenOf(queryClient)
  const reads = countNameReads()
  const view = await render(<App names height={height} queryClient={queryClient} />)
  await scrollTo(0, row)
  // the devnet names ranks 1, 3 and 5 of every rich list
  await expect.poll(names, { timeout: 20_000 }).toEqual(['satoshi.init', 'validator-01.init', 'grace.init'])
  await expect.poll(() => reads.count, { timeout: 20_000 }).toBe(visibleRows)
  const firstScreen = reads.count

  await scrollTo(visibleRows, row)
  await expect.poll(() => reads.count, { timeout: 20_000 }).toBe(2 * visibleRows)
  const afterScroll = reads.count

  await scrollTo(0, row)
  await expect.poll(names, { timeout: 20_000 }).toEqual(['satoshi.init', 'validator-01.init', 'grace.init'])
  await frame()
  await frame()
  const afterScrollBack = reads.count
  await view.rerender(<App names height={height} queryClient={queryClient} />)
  await frame()
  await frame()
  const afterRerender = reads.count

  const figures = {
    'reads for the first screen': firstScreen,
    'reads after scrolling one screen down': afterScroll,
    'reads after scrolling back to the top': afterScrollBack,
    'reads after a re-render': afterRerender,
  }
  console.log(
    [
      `| RichListTable, ${visibleRows} rows in view, names on | name reads |`,
      '|---|---|',
      ...Object.entries(figures).map(([name, value]) => `| ${name} | ${value} |`),
    ].join('\n'),
  )
  expect(firstScreen).toBeLessThanOrEqual(budgets.readsPerScreen)
  expect(afterScroll - firstScreen).toBeLessThanOrEqual(budgets.readsPerScreen)
  expect(afterScrollBack).toBe(afterScroll)
  expect(afterRerender).toBe(afterScroll)
  await view.unmount()
}, 120_000)

test('parameters: names={false} makes no name read', async () => {
  const queryClient = new QueryClient()
  const { row, height } = await screenOf(queryClient)
  const reads = countNameReads()
  await render(<App names={false} height={height} queryClient={queryClient} />)
  await scrollTo(0, row)
  await scrollTo(visibleRows, row)
  await frame()
  await frame()
  console.log(`| RichListTable, ${visibleRows} rows in view, names={false} | ${reads.count} name reads |`)
  expect(reads.count).toBe(0)
  // nothing asked, and no query made to ask later
  expect(queryClient.getQueryCache().findAll({ queryKey: ['rollscope', 'usernames'] })).toHaveLength(0)
  expect(names()).toEqual([])
}, 120_000)
