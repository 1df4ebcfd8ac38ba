import { calculateFee, GasPrice } from '@cosmjs/stargate'
import { expect, test } from 'vitest'
import { txFee } from './fee.ts'

const chain = (
  fee_tokens: { denom: string; fixed_min_gas_price?: number; average_gas_price?: number }[],
) => ({
  fees: { fee_tokens },
})

test('default: gas × 1.4 rounded up, the fee as cosmjs calculateFee computes it', () => {
  for (const [gasUsed, price] of [
    [95_123n, 0.015],
    [1n, 0.15],
    [77_777n, 1e-7],
    [123_456_789n, 25_000_000_000],
  ] as const) {
    const fee = txFee(chain([{ denom: 'uinit', fixed_min_gas_price: price }]), gasUsed)
    const gasLimit = Math.ceil(Number(gasUsed) * 1.4)
    expect(fee.gasLimit).toBe(BigInt(gasLimit))
    const independent = calculateFee(
      gasLimit,
      GasPrice.fromString(`${price.toFixed(18).replace(/\.?0+$/, '')}uinit`),
    )
    expect(fee.options[0]?.amount.toString()).toBe(independent.amount[0]?.amount)
  }
})

test('behavior: tokens without a usable price are left out; huge gas stays exact', () => {
  const fee = txFee(
    chain([
      { denom: 'a' },
      { denom: 'b', fixed_min_gas_price: Number.NaN },
      { denom: 'c', fixed_min_gas_price: -1 },
      { denom: 'd', average_gas_price: 2 },
    ]),
    10n ** 20n,
  )
  expect(fee.options).toEqual([{ denom: 'd', gasPrice: 2, amount: 28n * 10n ** 19n }])
})
