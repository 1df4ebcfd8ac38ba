// A component's later words (its error sentences: src/locales/layout.ts) in Chromium, over the devnet's indexer: not
// fetched while the indexer has not answered, fetched once the rows or the error show, and shown in the locale. What
// the browser fetched is read from its resource timing, as an app's chunks would be.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { beforeAll, expect, inject, test } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { createIndexerDevnet } from '../../packages/devnet/src/isomorphic.ts'
import { RichListTable } from '../../src/components/RichListTable/RichListTable.tsx'
import { RollscopeProvider } from '../../src/hooks/RollscopeProvider.tsx'
import { loadLocale } from '../../src/i18n/loadLocale.ts'
import { richListTableLabels as german } from '../../src/locales/de/lists.ts'
import { richListTableLabels } from '../../src/locales/ru/lists.ts'

const { denoms } = createIndexerDevnet().fixtures
const indexer = inject('devnetIndexers')['evm-1']!

// every module the page loads is a resource: room for all of them
beforeAll(() => performance.setResourceTimingBufferSize(100_000))
const fetched = (file: string) =>
  performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname.endsWith(file))

/** A fetch that sends each request once `open` is called: an indexer that has not answered yet. */
function heldFetch() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  const fetchLater: typeof fetch = (input, init) => opened.then(() => fetch(input, init))
  return { fetch: fetchLater, open }
}

function App({
  baseUrl,
  fetch,
  locale,
}: {
  baseUrl: string
  fetch: typeof globalThis.fetch
  locale: string
}) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <RollscopeProvider indexer={{ baseUrl, fetch, retry: false }} locale={locale}>
        <RichListTable denom={denoms.big} decimals={0} />
      </RollscopeProvider>
    </QueryClientProvider>
  )
}

test('behavior: in Russian, the error sentences are not fetched before the rows, and are once the rows show', async () => {
  const held = heldFetch()
  await render(<App baseUrl={indexer} fetch={held.fetch} locale="ru" />)
  // the first words are on screen while the indexer has not answered
  await expect.element(page.getByRole('columnheader', { name: richListTableLabels.rank })).toBeVisible()
  // a group whose later words load with its first ones, asked for now: once they are in, the table's would be too
  // (search's, which share only the common sentences with the table's)
  await loadLocale('ru', ['search'])
  expect(fetched('/locales/ru/search.later.ts')).toBe(true)
  expect(fetched('/locales/ru/lists.later.ts')).toBe(false)

  held.open()
  await expect.element(page.getByRole('row').nth(1)).toBeVisible()
  await expect.poll(() => fetched('/locales/ru/lists.later.ts')).toBe(true)
  await expect.element(page.getByRole('columnheader', { name: richListTableLabels.account })).toBeVisible()
})

test("behavior: an indexer's error shows in German, its sentences fetched once it shows", async () => {
  const held = heldFetch()
  // an indexer address that serves nothing: 404 for the holders, once it answers
  await render(<App baseUrl={`${indexer}/nothing-here`} fetch={held.fetch} locale="de" />)
  await expect.element(page.getByRole('columnheader', { name: german.rank })).toBeVisible()
  await loadLocale('de', ['search'])
  expect(fetched('/locales/de/lists.later.ts')).toBe(false)

  held.open()
  const alert = page.getByRole('alert')
  await expect.element(alert).toBeVisible()
  await expect.poll(() => fetched('/locales/de/lists.later.ts')).toBe(true)
  // the oracle, read once what the page fetched was checked: the German words of an indexer's 404
  const { errorLabels } = await import('../../src/locales/de/common.later.ts')
  await expect.poll(() => alert.element().textContent).toContain(errorLabels.notFound)
  await expect.element(page.getByRole('button', { name: german.retry })).toBeVisible()
})
