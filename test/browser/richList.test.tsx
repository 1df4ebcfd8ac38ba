import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { expect, inject, test } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { createIndexerDevnet } from '../../packages/devnet/src/isomorphic.ts'
import { HttpError } from '../../src/errors/http.ts'
import { RollscopeProvider } from '../../src/hooks/RollscopeProvider.tsx'
import { useRichList } from '../../src/hooks/useRichList.ts'
import { useTx } from '../../src/hooks/useTx.ts'

const { denoms } = createIndexerDevnet().fixtures

function Holders({ denom }: { denom: string }) {
  const { items, total, hasNextPage, fetchNextPage, isFetchingNextPage, error } = useRichList({
    denom,
    limit: 20,
  })
  if (error) return <p role="alert">{error.shortMessage}</p>
  return (
    <section>
      <p>{total === null ? 'counting' : `${total} holders`}</p>
      <ol aria-label="holders">
        {items.map((holder) => (
          <li key={holder.account}>
            {holder.account}: {holder.amount}
          </li>
        ))}
      </ol>
      <button type="button" disabled={!hasNextPage || isFetchingNextPage} onClick={() => fetchNextPage()}>
        Load more
      </button>
    </section>
  )
}

function MissingTx() {
  const { error } = useTx({ txHash: 'AB'.repeat(32) })
  return error ? (
    <p role="alert">{error instanceof HttpError ? `${error.status}: ${error.body}` : 'other'}</p>
  ) : null
}

function App({ children }: { children: React.ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <RollscopeProvider indexer={{ baseUrl: inject('devnetIndexers')['evm-1']! }}>
        {children}
      </RollscopeProvider>
    </QueryClientProvider>
  )
}

test('behavior: a real browser loads the rich list from the devnet across origins, page by page', async () => {
  await render(
    <App>
      <Holders denom={denoms.big} />
    </App>,
  )
  const holders = page.getByRole('list', { name: 'holders' }).getByRole('listitem')
  await expect.element(page.getByText('100000 holders')).toBeVisible()
  await expect.poll(() => holders.elements().length).toBe(20)

  await page.getByRole('button', { name: 'Load more' }).click()
  await expect.poll(() => holders.elements().length).toBe(40)
  // amounts arrive as exact decimal strings, larger than a float can hold
  const first = holders.elements()[0]!.textContent!.split(': ')[1]!
  expect(BigInt(first) > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true)
})

test('behavior: a missing record shows the server text from a typed error', async () => {
  await render(
    <App>
      <MissingTx />
    </App>,
  )
  await expect.element(page.getByRole('alert')).toHaveTextContent('404: [NOT_FOUND] transaction not found')
})
