import { expect, test } from 'vitest'
import type { BridgeAsset, BridgeChain } from './catalogue.ts'
import { readBridgeUrlState, writeBridgeUrlState } from './urlState.ts'

const assets: BridgeAsset[] = [
  { chainId: 'noble-1', chainName: 'Noble', denom: 'uusdc', symbol: 'USDC', decimals: 6 },
  { chainId: 'osmosis-1', chainName: 'Osmosis', denom: 'uosmo', symbol: 'OSMO', decimals: 6 },
  { chainId: 'osmosis-1', chainName: 'Osmosis', denom: 'ibc/498A0751', symbol: 'USDC', decimals: 6 },
]
const chains = new Map<string, BridgeChain>([
  ['noble-1', { chainId: 'noble-1', name: 'Noble', type: 'cosmos', bech32Prefix: 'noble' }],
  ['osmosis-1', { chainId: 'osmosis-1', name: 'Osmosis', type: 'cosmos', bech32Prefix: 'osmo' }],
])
const osmo = 'osmo12xufazw43lanl8dkvf3l7y9zzm8n3zswftw2yc'
const init = 'init1lsagfzrm4gz28he4wunt63sts5xzmczwfhk2an'
const read = (search: string, params?: Record<string, string>) =>
  readBridgeUrlState(search, { assets, chains, params })

test('default', () => {
  expect(
    read(
      `?sourceChain=noble-1&sourceAsset=uusdc&destChain=osmosis-1&destAsset=ibc%2F498A0751&amount=12.5&recipient=${osmo}`,
    ),
  ).toEqual({
    source: 'noble-1/uusdc',
    destination: 'osmosis-1/ibc/498A0751',
    amount: '12.5',
    recipient: osmo,
    problems: {},
  })
  // a chain alone: its first asset
  expect(read('?destChain=osmosis-1')).toEqual({ destination: 'osmosis-1/uosmo', problems: {} })
  expect(read('?utm_source=mail')).toEqual({ problems: {} })
})

test('parameters: renamed params', () => {
  const params = { sourceChain: 'from', amount: 'value' }
  expect(read('?from=osmosis-1&value=3&sourceChain=noble-1', params)).toEqual({
    source: 'osmosis-1/uosmo',
    amount: '3',
    problems: {},
  })
})

test('behavior: an unknown chain or asset is left out, with its problem', () => {
  expect(read('?sourceChain=evil-1&sourceAsset=uusdc&destChain=osmosis-1&destAsset=ufake')).toEqual({
    destination: 'osmosis-1/uosmo',
    problems: { sourceChain: 'unknown', destAsset: 'unknown' },
  })
  // a denom of another chain
  expect(read('?sourceChain=noble-1&sourceAsset=uosmo').problems).toEqual({ sourceAsset: 'unknown' })
})

test('behavior: an amount must be a plain decimal the source asset can hold', () => {
  const amount = (value: string) => read(`?sourceChain=noble-1&amount=${encodeURIComponent(value)}`)
  expect(amount('1e999')).toEqual({ source: 'noble-1/uusdc', problems: { amount: 'invalid' } })
  expect(amount('-1').problems).toEqual({ amount: 'invalid' })
  expect(amount('0x10').problems).toEqual({ amount: 'invalid' })
  expect(amount('1,5').problems).toEqual({ amount: 'invalid' })
  expect(amount('.').problems).toEqual({ amount: 'invalid' })
  expect(amount('0.0000001').problems).toEqual({ amount: 'decimals' })
  expect(amount('0').problems).toEqual({ amount: 'zero' })
  expect(amount('9'.repeat(80))).toEqual({ source: 'noble-1/uusdc', problems: { amount: 'large' } })
  expect(amount('9'.repeat(200)).problems).toEqual({ amount: 'invalid' })
  expect(amount('.5').amount).toBe('.5')
})

test('behavior: script, markup and repeated params are rejected', () => {
  expect(read('?sourceChain=%3Cscript%3Ealert(1)%3C%2Fscript%3E').problems).toEqual({
    sourceChain: 'invalid',
  })
  expect(read('?recipient=javascript:alert(1)')).toEqual({ problems: { recipient: 'invalid' } })
  expect(read('?recipient=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E')).toEqual({
    problems: { recipient: 'invalid' },
  })
  expect(read('?destAsset=%22%3E%3Cb%3E').problems).toEqual({ destAsset: 'invalid' })
  // two values for one field: neither is taken
  expect(read('?sourceChain=noble-1&sourceChain=osmosis-1')).toEqual({
    problems: { sourceChain: 'invalid' },
  })
  expect(read('?sourceChain=noble-1&amount=1&amount=1000')).toEqual({
    source: 'noble-1/uusdc',
    problems: { amount: 'invalid' },
  })
})

test("behavior: a recipient with another chain's prefix is kept, with its problem", () => {
  expect(read(`?destChain=osmosis-1&recipient=${init}`)).toEqual({
    destination: 'osmosis-1/uosmo',
    recipient: init,
    problems: { recipient: 'prefix' },
  })
  expect(read('?destChain=osmosis-1&recipient=osmo1abc').problems).toEqual({ recipient: 'format' })
})

test("writeBridgeUrlState: the form's fields in, the host's params as they were", () => {
  const written = writeBridgeUrlState(
    '?tab=bridge&amount=9&recipient=osmo1old&ref=a%26b',
    { sourceChain: 'noble-1', sourceAsset: 'uusdc', destChain: 'osmosis-1', amount: '1.5' },
    { destChain: 'to' },
  )
  expect(written.toString()).toBe(
    'tab=bridge&amount=1.5&ref=a%26b&sourceChain=noble-1&sourceAsset=uusdc&to=osmosis-1',
  )
  // what is written reads back the same
  expect(readBridgeUrlState(written, { assets, chains, params: { destChain: 'to' } })).toEqual({
    source: 'noble-1/uusdc',
    destination: 'osmosis-1/uosmo',
    amount: '1.5',
    problems: {},
  })
})
