// What the review shows, read from routes the real router sent (shared samples), not from our devnet.
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import type { Route } from '../../router/schemas.ts'
import { minimumReceived, signaturesOf, valueLossOf } from './reviewView.ts'
import { feesOf, feeText, routeSteps } from './routeView.ts'

const sample = (name: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../../shared/specs/samples/router/${name}.json`, import.meta.url), 'utf8'),
  ) as Route

test('routeSteps: every operation with its chains and denoms, in order', () => {
  const route = sample('route-multi-hop-ibc-swap-axelar-bad-price-warning')
  const steps = routeSteps(route)
  expect(steps.map((step) => step.kind)).toEqual(['transfer', 'transfer', 'swap', 'axelar_transfer'])
  expect(steps[0]?.fromChainId).toBe(route.source_asset_chain_id)
  expect(steps.at(-1)?.toChainId).toBe(route.dest_asset_chain_id)
  // a swap stays on its chain
  expect(steps[2]?.fromChainId).toBe(steps[2]?.toChainId)
})

test("valueLossOf: the router's BAD_PRICE_WARNING asks for an acknowledgement; a quiet route does not", () => {
  expect(valueLossOf(sample('route-cctp-noble-to-eth-bad-price-warning'))?.kind).toBe('badPrice')
  expect(valueLossOf(sample('route-ibc-single-hop-dydx-to-noble'))).toBeUndefined()
  const quiet = sample('route-ibc-single-hop-dydx-to-noble')
  expect(valueLossOf({ ...quiet, swap_price_impact_percent: '5.66' })).toEqual({
    kind: 'priceImpact',
    percent: '5.66',
  })
  expect(valueLossOf({ ...quiet, swap_price_impact_percent: '0.2607' })).toBeUndefined()
})

test('minimumReceived: less the slippage on swap routes, exactly, in integers', () => {
  const swap = sample('route-multi-hop-ibc-swap-axelar-bad-price-warning')
  // 30344335835196158 less 1 %: beyond float precision
  expect(minimumReceived(swap, '1')).toBe('30040892476844196')
  expect(minimumReceived(swap, '0.5')).toBe('30192614156020177')
  const transfer = sample('route-ibc-single-hop-dydx-to-noble')
  expect(minimumReceived(transfer, '3')).toBe(transfer.amount_out)
})

test('feesOf and feeText: a relay fee in its asset with its dollars; empty recorded fees dropped', () => {
  const route = sample('route-cctp-noble-to-eth-bad-price-warning')
  const { deducted, additional } = feesOf(route)
  expect(additional).toEqual([])
  expect(deducted.map((fee) => feeText(fee, 'en-US'))).toEqual(['40 USDC ($40.00) (Smart Relay)'])
  expect(feesOf({ ...route, estimated_fees: [{ amount: '', usd_amount: '', chain_id: '' }] })).toEqual({
    deducted: [],
    additional: [],
  })
})

test('signaturesOf: each tx, and the op-hook', () => {
  const route = sample('route-ibc-single-hop-dydx-to-noble')
  expect(signaturesOf(route)).toBe(1)
  expect(signaturesOf({ ...route, txs_required: 2, required_op_hook: true })).toBe(3)
})
