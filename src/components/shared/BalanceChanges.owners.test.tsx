// Move stores a tx names no owner for, as people see them: the tx's changes first, then the owner the chain's REST
// tells, asked once per store however many views show the tx; a lookup that fails keeps the words that say so. Over
// HTTP: the devnet's move-1 (its indexer, registry and REST), msw holding or failing the REST's answers.
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http, passthrough } from 'msw'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, expect, inject, test } from 'vitest'
import { createIndexerDevnet, dexPairOf } from '../../../packages/devnet/src/isomorphic.ts'
import { setupMswServer } from '../../../test/msw.ts'
import { RollscopeProvider } from '../../hooks/RollscopeProvider.tsx'
import { TxDetail } from '../TxDetail/TxDetail.tsx'

const origin = inject('devnetUrl')
const move = createIndexerDevnet({ vm: 'move', chainId: 'move-1' }).fixtures
const server = setupMswServer()
const resources = `${origin}/chains/move-1/rest/initia/move/v1/accounts/:address/resources/by_struct_tag`
const pair = dexPairOf(move)
// an object is named in 0x, its 32 bytes (an account in init1…)
const pairAccount = pair.pair
const slow = { timeout: 15_000 }

beforeEach(() => {
  server.use(http.all(`${origin}/*`, () => passthrough()))
})
afterEach(cleanup)

const onMove1 = (ui: ReactNode, queryClient = new QueryClient()) => (
  <QueryClientProvider client={queryClient}>
    <RollscopeProvider network={{ url: `${origin}/registry` }} chainId="move-1">
      {ui}
    </RollscopeProvider>
  </QueryClientProvider>
)
/** The REST's owner lookups, by address, answered once `release` is called (or by `answer`). */
function holdLookups(answer: (address: string) => Response | undefined = () => undefined) {
  const asked: string[] = []
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  server.use(
    http.get(resources, async ({ params }) => {
      asked.push(String(params.address))
      await released
      return answer(String(params.address)) ?? passthrough()
    }),
  )
  return { asked, release }
}
const lists = (root: HTMLElement) =>
  within(root)
    .queryAllByRole('list', { name: /^Changes of / })
    .map((list) => list.getAttribute('aria-label'))
const items = (list: HTMLElement) => [...list.querySelectorAll('li')].map((item) => item.textContent ?? '')
const note = /movements? of stores the tx does not name an owner for/

test('default: the swap shows its changes first, then the pool the chain names, each address asked once', async () => {
  const lookups = holdLookups()
  const queryClient = new QueryClient()
  const ui = (
    <>
      <TxDetail txHash={move.poolSwapTxHash!} data-testid="first" />
      <TxDetail txHash={move.poolSwapTxHash!} data-testid="second" />
    </>
  )
  const { rerender } = render(onMove1(ui, queryClient))
  const first = screen.getByTestId('first')
  // the signer's changes, while the chain has not answered: the pool's two movements are said, not shown
  await waitFor(() => expect(within(first).getByText(note)).toBeVisible(), slow)
  expect(within(first).getByText(note)).toHaveTextContent(/^2 movements/)
  expect(lists(first)).toHaveLength(2)
  expect(lists(first)).not.toContain(`Changes of ${pairAccount}`)
  const signer = within(first).getAllByRole('list', { name: /^Changes of / })[0]!
  const [offered, returned] = items(signer)
  expect(offered).toMatch(/^−/)
  expect(returned).toMatch(/^\+/)
  rerender(onMove1(ui, queryClient))

  lookups.release()
  const pool = await within(first).findByRole('list', { name: `Changes of ${pairAccount}` }, slow)
  // the pool got what the signer gave and gave what the signer got
  expect(items(pool)).toEqual([offered!.replace('−', '+'), returned!.replace('+', '−')])
  expect(within(first).queryByText(note)).toBeNull()
  await waitFor(() =>
    expect(within(screen.getByTestId('second')).getByRole('list', { name: `Changes of ${pairAccount}` })),
  )
  rerender(onMove1(ui, queryClient))
  // two stores, the pair that owns them, and 0x1 that owns the pair (no object: the top): each once
  expect([...lookups.asked].sort()).toEqual(
    [pair.offer.store, pair.ask.store, pair.pair, `0x${'1'.padStart(64, '0')}`].sort(),
  )
})

test('behavior: a lookup that fails keeps the words that the owner is not named', async () => {
  const lookups = holdLookups((address) => (address === pair.ask.store ? HttpResponse.error() : undefined))
  lookups.release()
  const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } })
  render(onMove1(<TxDetail txHash={move.poolSwapTxHash!} />, queryClient))
  // the offer's store is named: the pool shows what it got
  const pool = await screen.findByRole('list', { name: `Changes of ${pairAccount}` }, slow)
  expect(items(pool)).toHaveLength(1)
  expect(items(pool)[0]).toMatch(/^\+/)
  // the other store, asked three times (two retries), stays unnamed, in words
  await waitFor(() => expect(lookups.asked.filter((address) => address === pair.ask.store)).toHaveLength(3))
  expect(screen.getByText(note)).toHaveTextContent(/^1 movement of stores/)
})
