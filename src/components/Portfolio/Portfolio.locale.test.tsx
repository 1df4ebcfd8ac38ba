// Portfolio in German over the devnet's registry, REST and prices: each row's amount and USD value written as
// Intl writes German numbers (the oracle) for the value the English rows show, and the total likewise.
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, waitFor } from '@testing-library/react'
import { http, passthrough } from 'msw'
import { afterEach, beforeEach, expect, inject, test } from 'vitest'
import { createIndexerDevnet } from '../../../packages/devnet/src/isomorphic.ts'
import { setupMswServer } from '../../../test/msw.ts'
import { RollscopeProvider } from '../../hooks/RollscopeProvider.tsx'
import { Portfolio } from './Portfolio.tsx'

const origin = inject('devnetUrl')
const account = createIndexerDevnet({ vm: 'evm', chainId: 'evm-1' }).fixtures.busyAccount
const server = setupMswServer()
beforeEach(() => server.use(http.all(`${origin}/*`, () => passthrough())))
afterEach(cleanup)

/** The rows' amounts and USD values and the total, once every row has its price. */
async function shown(locale?: string) {
  const { container, unmount } = render(
    <QueryClientProvider client={new QueryClient()}>
      <RollscopeProvider network={{ url: `${origin}/registry` }}>
        <Portfolio account={account.hex} prices={{ baseUrl: `${origin}/prices` }} locale={locale} />
      </RollscopeProvider>
    </QueryClientProvider>,
  )
  const texts = (selector: string) =>
    [...container.querySelectorAll(`.rs-portfolio-groups > li > .rs-portfolio-row ${selector}`)].map(
      (element) => element.textContent ?? '',
    )
  await waitFor(
    () => {
      // every chain and price answered: nothing more arrives to change a row
      expect(container.querySelector('[data-rollscope]')).toHaveAttribute('data-state', 'success')
      expect(container.querySelector('[data-rollscope]')).not.toHaveAttribute('aria-busy', 'true')
      expect(texts('.rs-portfolio-usd').length).toBeGreaterThan(1)
      expect(texts('.rs-portfolio-usd').every((text) => /\d/.test(text))).toBe(true)
    },
    { timeout: 10_000 },
  )
  const rows = { amounts: texts('.rs-portfolio-amount'), usd: texts('.rs-portfolio-usd') }
  const total = container.querySelector('.rs-portfolio-value')?.textContent ?? ''
  unmount()
  return { ...rows, total }
}

/** `1,404.36` or `$702.18` as the number English shows. */
const englishNumber = (text: string) => Number(text.replace(/[$,]/g, ''))

test('default: in German, the rows and the total are written as Intl writes German numbers', async () => {
  const english = await shown()
  const german = await shown('de')
  const amount = new Intl.NumberFormat('de', { maximumFractionDigits: 18 })
  const usd = new Intl.NumberFormat('de', { style: 'currency', currency: 'USD' })
  expect(german.amounts).toEqual(english.amounts.map((text) => amount.format(englishNumber(text))))
  expect(german.usd).toEqual(english.usd.map((text) => usd.format(englishNumber(text))))
  expect(german.total).toBe(usd.format(englishNumber(english.total)))
  // the English rows as they were: `1,404.36`, `$702.18`
  expect(english.usd.every((text) => /^\$[\d,]+\.\d{2}$/.test(text))).toBe(true)
})
