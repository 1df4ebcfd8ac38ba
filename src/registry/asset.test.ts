import { describe, expect, test } from 'vitest'
import { assetOf, decimalsOf } from './asset.ts'
import type { RegistryAsset } from './assetSchemas.ts'

const asset = (overrides: Partial<RegistryAsset>): RegistryAsset => ({
  base: 'uinit',
  display: 'INIT',
  name: 'Initia',
  symbol: 'INIT',
  denom_units: [
    { denom: 'uinit', exponent: 0 },
    { denom: 'INIT', exponent: 6 },
  ],
  ...overrides,
})

describe('decimalsOf', () => {
  test('default: the display unit exponent', () => {
    expect(decimalsOf(asset({}))).toBe(6)
  })

  test('behavior: without a display unit, the base unit, then the first (as InterwovenKit reads them)', () => {
    expect(decimalsOf(asset({ display: 'gone' }))).toBe(0)
    expect(
      decimalsOf(asset({ display: 'gone', base: 'gone', denom_units: [{ denom: 'milli', exponent: 3 }] })),
    ).toBe(3)
  })

  test.each([37, 300, -1, 1.5, Number.NaN])('behavior: exponent %s is not sane: unknown', (exponent) => {
    expect(decimalsOf(asset({ denom_units: [{ denom: 'INIT', exponent }] }))).toBeUndefined()
  })

  test('behavior: 0 and 36 are the bounds', () => {
    expect(decimalsOf(asset({ denom_units: [{ denom: 'INIT', exponent: 36 }] }))).toBe(36)
    expect(decimalsOf(asset({ denom_units: [{ denom: 'INIT', exponent: 0 }] }))).toBe(0)
  })

  test('behavior: no units at all is unknown, not 0', () => {
    expect(decimalsOf(asset({ denom_units: [] }))).toBeUndefined()
  })
})

describe('assetOf', () => {
  const erc20 = asset({
    base: 'evm/2eE7007DF876084d4C74685e90bB7f4cd7c86e22',
    address: '0x2eE7007DF876084d4C74685e90bB7f4cd7c86e22',
    denom_units: [
      { denom: 'evm/2eE7007DF876084d4C74685e90bB7f4cd7c86e22', exponent: 0 },
      { denom: 'INIT', exponent: 18 },
    ],
  })
  const list = { assets: [asset({}), erc20] }

  test('default: by base denom', () => {
    expect(assetOf(list, 'uinit')).toEqual({ symbol: 'INIT', name: 'Initia', decimals: 6, logo: undefined })
  })

  test('behavior: an ERC-20 by evm/ denom or 0x address, in any case', () => {
    for (const denom of [
      'evm/2eE7007DF876084d4C74685e90bB7f4cd7c86e22',
      'evm/2ee7007df876084d4c74685e90bb7f4cd7c86e22',
      '0x2ee7007df876084d4c74685e90bb7f4cd7c86e22',
      '0x2EE7007DF876084D4C74685E90BB7F4CD7C86E22',
    ])
      expect(assetOf(list, denom)?.decimals, denom).toBe(18)
  })

  test('behavior: a native denom is matched exactly', () => {
    expect(assetOf(list, 'UINIT')).toBeUndefined()
    expect(assetOf(list, '0x2ee7')).toBeUndefined()
  })

  test('behavior: without l1, an unlisted l2/ denom is unknown even when a trace names it', () => {
    const wrapper = asset({
      ...erc20,
      traces: [
        { type: 'wrapped', counterparty: { chain_name: 'evm', chain_id: 'evm-1', base_denom: 'l2/ab' } },
      ],
    })
    expect(assetOf({ assets: [wrapper] }, 'l2/ab')).toBeUndefined()
    // a trace not leading to the L1 is no answer either
    expect(
      assetOf({ assets: [wrapper] }, 'l2/ab', { l1: { chain_name: 'initia', assets: [asset({})] } }),
    ).toBeUndefined()
  })
})
