// RichListTable in German over the devnet's indexer: the holders' amounts and shares written as Intl writes German
// numbers (the oracle), not as the English default.
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { createIndexerDevnet } from '../../../packages/devnet/src/isomorphic.ts'
import { devnetUrl } from '../../../test/render.tsx'
import { RollscopeProvider } from '../../hooks/RollscopeProvider.tsx'
import { RichListTable } from './RichListTable.tsx'

afterEach(cleanup)
const evm = createIndexerDevnet({ vm: 'evm', chainId: 'evm-1' }).fixtures

/** The devnet's first holder of `denom`, as its indexer sends it (rollytics' `/indexer/richlist/v1/{denom}`). */
async function firstHolder(denom: string) {
  const response = await fetch(
    `${devnetUrl()}/indexer/richlist/v1/${encodeURIComponent(denom)}?pagination.limit=1`,
  )
  const body = (await response.json()) as { holders: { account: string; amount: string }[] }
  return body.holders[0]!
}

/** The cells of the table's first row, once its rows are shown. */
async function firstRowCells(container: HTMLElement) {
  const table = await within(container).findByRole('grid')
  await waitFor(() =>
    expect(container.querySelector('[data-rollscope]')).toHaveAttribute('data-state', 'success'),
  )
  return [...within(table).getAllByRole('row')[1]!.querySelectorAll('td')]
}

test('default: in German, a holder amount and its share are written as Intl writes them in de', async () => {
  const holder = await firstHolder(evm.denoms.big)
  // a supply 8 times the first holder's amount: its share is exactly 12.5 %
  const supply = (BigInt(holder.amount) * 8n).toString()
  const { container } = render(
    <QueryClientProvider client={new QueryClient()}>
      <RollscopeProvider indexer={{ baseUrl: devnetUrl() }}>
        <RichListTable denom={evm.denoms.big} decimals={0} supply={supply} locale="de" />
      </RollscopeProvider>
    </QueryClientProvider>,
  )
  const cells = await firstRowCells(container)
  const german = new Intl.NumberFormat('de')
  // exact text: toHaveTextContent would fold the no-break space of `12,5 %` into a space
  expect(cells.at(-2)!.textContent).toBe(german.format(BigInt(holder.amount)))
  expect(cells.at(-1)!.textContent).toBe(
    new Intl.NumberFormat('de', { style: 'percent', maximumFractionDigits: 4 }).format(0.125),
  )
  // not the English default (`1,234` and `12.5%`)
  expect(cells.at(-1)!.textContent).not.toBe('12.5%')
})

test('default: without a locale the share keeps its English form', async () => {
  const holder = await firstHolder(evm.denoms.big)
  const supply = (BigInt(holder.amount) * 8n).toString()
  const { container } = render(
    <QueryClientProvider client={new QueryClient()}>
      <RollscopeProvider indexer={{ baseUrl: devnetUrl() }}>
        <RichListTable denom={evm.denoms.big} decimals={0} supply={supply} />
      </RollscopeProvider>
    </QueryClientProvider>,
  )
  const cells = await firstRowCells(container)
  expect(cells.at(-1)!.textContent).toBe('12.5%')
  expect(cells.at(-2)!.textContent).toBe(new Intl.NumberFormat('en-US').format(BigInt(holder.amount)))
})
