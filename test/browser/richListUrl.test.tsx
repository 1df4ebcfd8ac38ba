// RichListTable as a link (`urlState`) in Chromium, scrolled by the user: the page reached keeps going into the URL
// when the table's window of pages moves on (`maxPages` drops the first page as the next comes), not only while the
// first pages are in memory. Three pages of 20 are fewer than a screen and the rows asked for ahead at both ends:
// the table keeps more (it once dropped the page it had just fetched and fetched it again until React stopped it).
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
const testPage = location.href
afterEach(() => history.replaceState(history.state, '', testPage))

/** The rank the URL's cursor names (an offset list's cursor is base64 of the offset), 0 for none. */
const rankInUrl = () => Number(atob(new URLSearchParams(location.search).get('cursor') ?? 'MA=='))

test('behavior: scrolled past maxPages (3 small pages), the table goes on and the page reached goes into the URL', async () => {
  await page.viewport(1280, 800)
  await render(
    <QueryClientProvider client={new QueryClient()}>
      <RollscopeProvider indexer={{ baseUrl: inject('devnetIndexers')['evm-1']! }}>
        <RichListTable
          denom={denoms.big}
          pageSize={20}
          maxPages={3}
          height={400}
          urlState={{ history: 'replace' }}
        />
      </RollscopeProvider>
    </QueryClientProvider>,
  )
  await expect.poll(() => document.querySelectorAll('tbody tr[data-index]').length).toBeGreaterThan(0)
  const lastRow = () => {
    const rows = document.querySelectorAll('tbody tr[data-index]')
    return Number(rows[rows.length - 1]?.getAttribute('data-index') ?? -1)
  }
  // the user's wheel and the scroll it makes, to the end of what is loaded each time, until the URL names rank 300
  // or more: fifteen pages in, past any window the table keeps
  while (rankInUrl() < 300) {
    const before = lastRow()
    document
      .querySelector('.rs-vtable')
      ?.dispatchEvent(new WheelEvent('wheel', { deltaY: 400, bubbles: true }))
    // the scroll the wheel makes, to the end of the rows loaded (the table's scroller as drawn now: the first rows'
    // element gives way to the virtualizer's), until the next page's rows are drawn there
    await expect
      .poll(
        () => {
          const region = document.querySelector('.rs-vtable') as HTMLElement
          region.scrollTop = region.scrollHeight
          return lastRow()
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(before)
  }
  expect(rankInUrl()).toBeGreaterThanOrEqual(300)
}, 60_000)
