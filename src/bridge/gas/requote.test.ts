import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { setupMswServer } from '../../../test/msw.ts'
import { createRouterClient } from '../../router/client.ts'
import type { BridgeRequest, Route } from '../types.ts'
import { gasQuoteAgain } from './requote.ts'

const server = setupMswServer()
const router = createRouterClient({ baseUrl: 'https://router.test' })
const request: BridgeRequest = {
  sourceChainId: 'initiation-2',
  sourceDenom: 'uusdc',
  destChainId: 'move-1',
  destDenom: 'l2/init',
  amountIn: '100000',
}
const stored = { amount_in: '100000', amount_out: '200000', usd_amount_in: '0.10' } as Route

/** The router, pricing the source asset at `usdPerUnit` a base unit; records each amount asked. */
function routerAt(usdPerUnit: number | null) {
  const asked: { amount_in: string; allow_multi_tx: boolean }[] = []
  server.use(
    http.post('https://router.test/v2/fungible/route', async ({ request }) => {
      const body = (await request.json()) as { amount_in: string; allow_multi_tx: boolean }
      asked.push({ amount_in: body.amount_in, allow_multi_tx: body.allow_multi_tx })
      return HttpResponse.json({
        source_asset_chain_id: 'initiation-2',
        source_asset_denom: 'uusdc',
        dest_asset_chain_id: 'move-1',
        dest_asset_denom: 'l2/init',
        amount_in: body.amount_in,
        amount_out: String(Number(body.amount_in) * 2),
        operations: [],
        chain_ids: ['initiation-2', 'move-1'],
        required_chain_addresses: ['initiation-2', 'move-1'],
        txs_required: 1,
        ...(usdPerUnit !== null && { usd_amount_in: String(Number(body.amount_in) * usdPerUnit) }),
      })
    }),
  )
  return asked
}

test('default: at the same price, one single-tx route for the stored amount', async () => {
  const asked = routerAt(0.000001)
  const quote = await gasQuoteAgain({ router, gas: { request, route: stored } })
  expect(asked).toEqual([{ amount_in: '100000', allow_multi_tx: false }])
  expect(quote.request).toEqual(request)
  expect(quote.route.amount_in).toBe('100000')
})

test('behavior: the source asset at half the price, twice the amount for the same USD, asked again', async () => {
  const asked = routerAt(0.0000005)
  const quote = await gasQuoteAgain({ router, gas: { request, route: stored } })
  expect(asked.map((call) => call.amount_in)).toEqual(['100000', '200000'])
  expect(quote.request.amountIn).toBe('200000')
  expect(quote.route.amount_in).toBe('200000')
  expect(Number(quote.route.usd_amount_in)).toBeCloseTo(0.1, 9)
})

test('behavior: no price now, the stored amount', async () => {
  const asked = routerAt(null)
  const quote = await gasQuoteAgain({ router, gas: { request, route: stored } })
  expect(asked).toHaveLength(1)
  expect(quote.request.amountIn).toBe('100000')
})

test('behavior: a router error is thrown to the caller, nothing else asked', async () => {
  server.use(
    http.post('https://router.test/v2/fungible/route', () =>
      HttpResponse.json({ code: 5, message: 'no routes found', details: [] }, { status: 404 }),
    ),
  )
  await expect(gasQuoteAgain({ router, gas: { request, route: stored } })).rejects.toThrow()
})
