// Names where addresses are shown, as a person sees them: RichListTable's rows over msw (an indexer and the L1's
// usernames REST, test/usernamesRest.ts), the name in place of the short address, the address kept in the title, the
// link and Copy; no name, names off and a failing REST leave the address.
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { afterEach, expect, test } from 'vitest'
import { setupMswServer } from '../../../test/msw.ts'
import { testnetModule, usernamesRestHandlers } from '../../../test/usernamesRest.ts'
import { RollscopeProvider } from '../../hooks/RollscopeProvider.tsx'
import { createIndexerClient } from '../../indexer/client.ts'
import { bech32Encode } from '../../router/initiaAddress.ts'
import { RichListTable } from '../RichListTable/RichListTable.tsx'

const server = setupMswServer()
const rest = 'https://l1-rest.test'
const indexer = 'https://indexer.test'
afterEach(cleanup)

const hexOf = (index: number) => (index + 1).toString(16).padStart(40, '0')
const accounts = [0, 1, 2].map((index) => bech32Encode('init', Buffer.from(hexOf(index), 'hex')))
const [alice, bob, carol] = accounts as [string, string, string]

function serveRichList() {
  server.use(
    http.get(`${indexer}/indexer/richlist/v1/uinit`, () =>
      HttpResponse.json({
        holders: accounts.map((account, index) => ({ account, amount: String(3000 - index) })),
        pagination: { previous_key: null, next_key: null, total: '3' },
      }),
    ),
  )
}

function renderRichList(names?: boolean, queryClient = new QueryClient()) {
  return render(
    <QueryClientProvider client={queryClient}>
      <RollscopeProvider
        indexer={createIndexerClient({ baseUrl: indexer })}
        usernames={{ moduleAddress: testnetModule, rest }}
      >
        <RichListTable
          denom="uinit"
          decimals={6}
          names={names}
          accountHref={(account) => `/account/${account}`}
        />
      </RollscopeProvider>
    </QueryClientProvider>,
  )
}

const rowOf = (rank: number) => screen.getByRole('row', { name: new RegExp(`^${rank} `) })

test('default: the name replaces the short address; title, link and Copy keep the address', async () => {
  serveRichList()
  const { handler, state } = usernamesRestHandlers(rest)
  server.use(handler)
  state.names.set(hexOf(0).padStart(64, '0'), 'alice')
  renderRichList()
  const link = await screen.findByRole('link', { name: 'alice.init' })
  expect(link).toHaveAttribute('href', `/account/${alice}`)
  expect(link.getAttribute('title')).toContain(alice)
  expect(link.getAttribute('title')).toContain('alice.init')
  const user = userEvent.setup()
  await user.click(within(rowOf(1)).getByRole('button', { name: 'Copy address' }))
  expect(await navigator.clipboard.readText()).toBe(alice)
  // an account with no name keeps its short address, whole in the title
  await waitFor(() => expect(state.calls).toHaveLength(3))
  const unnamed = within(rowOf(2)).getByRole('link')
  expect(unnamed).toHaveTextContent(`${bob.slice(0, 10)}…${bob.slice(-10)}`)
  expect(unnamed).toHaveAttribute('title', bob)
  expect(within(rowOf(3)).getByRole('link')).toHaveAttribute('title', carol)
})

test('parameters: names={false} asks the L1 nothing and shows the addresses', async () => {
  serveRichList()
  const { handler, state } = usernamesRestHandlers(rest)
  server.use(handler)
  state.names.set(hexOf(0).padStart(64, '0'), 'alice')
  const queryClient = new QueryClient()
  renderRichList(false, queryClient)
  const link = await screen.findByRole('link', { name: `${alice.slice(0, 10)}…${alice.slice(-10)}` })
  expect(link).toHaveAttribute('title', alice)
  // with names on, the drawn rows' name queries are in the cache at once (and asked from there)
  expect(queryClient.getQueryCache().findAll({ queryKey: ['rollscope', 'usernames'] })).toHaveLength(0)
  expect(state.calls).toHaveLength(0)
  expect(screen.queryByText('alice.init')).toBeNull()
})

test('behavior: a failing usernames REST leaves the addresses and says nothing on screen', async () => {
  serveRichList()
  let calls = 0
  server.use(
    http.post(`${rest}/initia/move/v1/accounts/${testnetModule}/modules/usernames/view_functions/:fn`, () => {
      calls++
      return HttpResponse.json({ code: 13, message: 'internal' }, { status: 500 })
    }),
  )
  renderRichList()
  await screen.findAllByRole('link')
  await waitFor(() => expect(calls).toBeGreaterThanOrEqual(3))
  expect(screen.queryByRole('alert')).toBeNull()
  expect(within(rowOf(1)).getByRole('link')).toHaveAttribute('title', alice)
  expect(within(rowOf(1)).getByRole('link')).toHaveTextContent(`${alice.slice(0, 10)}…`)
  expect(document.querySelector('.rs-rich-list')).not.toHaveTextContent(/error|failed|wrong/i)
})

test('behavior: a focused account keeps its focus when its name arrives (the same element, its text changed)', async () => {
  serveRichList()
  let answer = () => {}
  const gate = new Promise<void>((resolve) => {
    answer = resolve
  })
  const { handler, state } = usernamesRestHandlers(rest)
  state.names.set(hexOf(0).padStart(64, '0'), 'alice')
  // the L1 answers only once the account is focused; a handler that returns nothing hands on to the next
  server.use(
    http.post(`${rest}/*`, async () => {
      await gate
    }),
    handler,
  )
  renderRichList()
  const link = await waitFor(() => within(rowOf(1)).getByRole('link'))
  link.focus()
  expect(link).toHaveFocus()
  answer()
  expect(await screen.findByRole('link', { name: 'alice.init' })).toBe(link)
  expect(link).toHaveFocus()
})
