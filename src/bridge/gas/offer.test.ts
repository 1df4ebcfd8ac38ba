import { expect, test } from 'vitest'
import type { Route } from '../types.ts'
import { feeDenomsOf, gasAmountIn, gasOfferBlocked, holdsFee } from './offer.ts'
import { gasSettingOf } from './setting.ts'

const route = (amountIn: string, usdIn?: string) =>
  ({ amount_in: amountIn, ...(usdIn !== undefined && { usd_amount_in: usdIn }) }) as Route

test('default: on, with the amount by chain kind', () => {
  expect(gasSettingOf(undefined)).toEqual({ enabled: true })
  expect(gasSettingOf(true)).toEqual({ enabled: true })
  expect(gasSettingOf(false)).toEqual({ enabled: false })
  expect(gasSettingOf({ usd: 0.5 })).toEqual({ enabled: true, usd: 0.5 })
  expect(gasSettingOf({ enabled: false, usd: 1 })).toEqual({ enabled: false, usd: 1 })
  // a usd that is no amount falls back to the default
  for (const usd of [0, -1, Number.NaN, Number.POSITIVE_INFINITY])
    expect(gasSettingOf({ usd })).toEqual({ enabled: true, usd: undefined })
})

test("behavior: the source amount worth $x, at the route's own price, rounded up", () => {
  // 5 USDC (6 decimals) for $5: $0.10 is 100000
  expect(gasAmountIn(route('5000000', '5.00'), 0.1)).toBe('100000')
  // 3 INIT for $1.50: $0.10 is 0.2 INIT
  expect(gasAmountIn(route('3000000', '1.50'), 0.1)).toBe('200000')
  // 18 decimals, $2 at $3,000.12 an ETH
  expect(gasAmountIn(route('1000000000000000000', '3000.12'), 2)).toBe('666640001066625')
  // rounded up: never less than asked
  expect(gasAmountIn(route('3', '1'), 0.5)).toBe('2')
})

test('behavior: no price, no amount', () => {
  expect(gasAmountIn(route('5000000'), 0.1)).toBeNull()
  expect(gasAmountIn(route('5000000', '0'), 0.1)).toBeNull()
  expect(gasAmountIn(route('5000000', 'n/a'), 0.1)).toBeNull()
  expect(gasAmountIn(route('-5', '1'), 0.1)).toBeNull()
})

test("behavior: the fee denoms are the router's fee_assets; an EVM chain without them has its -native coin", () => {
  expect(feeDenomsOf({ chainId: 'move-1', name: 'M', feeAssets: [{ denom: 'l2/abc' }] }, [])).toEqual([
    'l2/abc',
  ])
  expect(
    feeDenomsOf({ chainId: '4354', name: 'E', type: 'evm', feeAssets: [] }, [
      { denom: '0xToken' },
      { denom: 'minievm-native' },
    ]),
  ).toEqual(['minievm-native'])
  expect(feeDenomsOf({ chainId: 'x', name: 'X', type: 'cosmos' }, [{ denom: 'x-native' }])).toEqual([])
  expect(feeDenomsOf(undefined, [])).toEqual([])
})

test('behavior: any fee denom above zero is gas held; "0", absent or garbage is none', () => {
  expect(holdsFee({ a: { amount: '0' }, b: { amount: '12' } }, ['a', 'b'])).toBe(true)
  expect(holdsFee({ a: { amount: '0' } }, ['a', 'b'])).toBe(false)
  expect(holdsFee({ a: { amount: '1e5' }, b: { amount: null } }, ['a', 'b'])).toBe(false)
  expect(holdsFee(undefined, ['a'])).toBe(false)
})

test('behavior: no offer when the chain has no fee token or the transfer already brings it', () => {
  const request = { sourceChainId: 's', sourceDenom: 'u', destChainId: 'd', destDenom: 'fee', amountIn: '1' }
  expect(gasOfferBlocked(request, [])).toBe('noFeeAsset')
  expect(gasOfferBlocked(request, ['other', 'fee'])).toBe('feeAssetSent')
  expect(gasOfferBlocked({ ...request, destDenom: 'usdc' }, ['fee'])).toBeNull()
})
