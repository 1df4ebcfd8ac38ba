// A server-rendered rich list with prefetched names, hydrated in the DOM: the server's HTML has the rows with their
// addresses and no name; the first render on the client matches it (no hydration error), and the prefetched names
// then show without asking the L1 again.
import '@testing-library/jest-dom/vitest'
import {
  type DehydratedState,
  dehydrate,
  HydrationBoundary,
  QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test, vi } from 'vitest'
import { setupMswServer } from '../../../test/msw.ts'
import { testnetModule, usernamesRestHandlers } from '../../../test/usernamesRest.ts'
import { RollscopeProvider } from '../../hooks/RollscopeProvider.tsx'
import { createIndexerClient } from '../../indexer/client.ts'
import { createUsernamesClient } from '../../names/client.ts'
import { richListTableQueryOptions } from '../../query/listQueries.ts'
import { usernameQueryOptions } from '../../query/usernames.ts'
import { bech32Encode } from '../../router/initiaAddress.ts'
import { RichListTable } from '../RichListTable/RichListTable.tsx'
import { AccountHash, ShowNames } from './AccountHash.tsx'

const server = setupMswServer()
const rest = 'https://l1-rest.test'
const indexer = createIndexerClient({ baseUrl: 'https://indexer.test' })
const usernames = { moduleAddress: testnetModule, rest }
afterEach(() => vi.restoreAllMocks())

const hexOf = (index: number) => (index + 1).toString(16).padStart(40, '0')
const accounts = [0, 1].map((index) => bech32Encode('init', Buffer.from(hexOf(index), 'hex')))

function App({ state, queryClient }: { state: DehydratedState; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RollscopeProvider indexer={indexer} usernames={usernames}>
        <HydrationBoundary state={state}>
          <RichListTable denom="uinit" decimals={6} accountHref={(account) => `/account/${account}`} />
        </HydrationBoundary>
      </RollscopeProvider>
    </QueryClientProvider>
  )
}

test('behavior: the server HTML has the addresses, hydration matches it, and prefetched names follow unasked', async () => {
  server.use(
    http.get('https://indexer.test/indexer/richlist/v1/uinit', () =>
      HttpResponse.json({
        holders: accounts.map((account, index) => ({ account, amount: String(2000 - index) })),
        pagination: { previous_key: null, next_key: null, total: '2' },
      }),
    ),
  )
  const { handler, state } = usernamesRestHandlers(rest)
  server.use(handler)
  state.names.set(hexOf(0).padStart(64, '0'), 'alice')
  // the name parts are loaded already (another part of the page showed a name): hydration still draws the server's HTML
  const loaded = render(
    <QueryClientProvider client={new QueryClient()}>
      <ShowNames value>
        <AccountHash value="noble1notaninitiaaccount" />
      </ShowNames>
    </QueryClientProvider>,
  )
  await waitFor(() => expect(loaded.container.querySelector('[data-name="loading"]')).toBeNull())
  loaded.unmount()
  // what a server does: prefetch the rows and their names, render, send the cache along
  const prefetching = new QueryClient()
  await prefetching.prefetchInfiniteQuery(richListTableQueryOptions(indexer, { denom: 'uinit' }))
  for (const address of accounts)
    await prefetching.prefetchQuery(usernameQueryOptions(createUsernamesClient(usernames), { address }))
  const dehydrated = dehydrate(prefetching)
  const html = renderToString(<App state={dehydrated} queryClient={new QueryClient()} />)
  expect(html).toContain(`/account/${accounts[0]}`)
  expect(html).toContain(`/account/${accounts[1]}`)
  expect(html).not.toContain('alice.init')
  expect(state.calls).toHaveLength(2)

  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const errors = vi.spyOn(console, 'error')
  const recoverable = vi.fn()
  await act(async () => {
    hydrateRoot(container, <App state={dehydrated} queryClient={new QueryClient()} />, {
      onRecoverableError: recoverable,
    })
  })
  const link = await screen.findByRole('link', { name: 'alice.init' })
  expect(link).toHaveAttribute('href', `/account/${accounts[0]}`)
  expect(recoverable).not.toHaveBeenCalled()
  expect(errors).not.toHaveBeenCalled()
  // from the dehydrated cache: the L1 was asked only by the server's prefetch
  expect(state.calls).toHaveLength(2)
  container.remove()
})
