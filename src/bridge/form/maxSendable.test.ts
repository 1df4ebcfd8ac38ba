import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import type { ChainInfo } from '../../router/schemas.ts'
import type { BridgeAsset } from './catalogue.ts'
import { chainOf } from './catalogue.ts'
import { maxSendable } from './maxSendable.ts'

// the router's own example answer to /v2/info/chains (swagger.yml): cosmoshub-4 pays in uatom, gas_price high '0.03'
const spec = parse(
  readFileSync(new URL('../../../../shared/specs/swagger.yml', import.meta.url), 'utf8'),
) as {
  paths: Record<
    string,
    { get: { responses: { 200: { content: { 'application/json': { example: { chains: ChainInfo[] } } } } } } }
  >
}
const [hub, osmosis] =
  spec.paths['/v2/info/chains']!.get.responses[200].content['application/json'].example.chains.map(chainOf)
const asset = (chainId: string, denom: string): BridgeAsset => ({
  chainId,
  chainName: chainId,
  denom,
  symbol: denom,
  decimals: 6,
})

test('default: a Cosmos fee asset keeps its high gas price × 250 000 gas', () => {
  // 0.03 uatom × 250 000 = 7 500 uatom
  expect(maxSendable('1000000', asset('cosmoshub-4', 'uatom'), hub)).toBe('992500')
  // 0.04 uosmo × 250 000 = 10 000 uosmo
  expect(maxSendable('1000000', asset('osmosis-1', 'uosmo'), osmosis)).toBe('990000')
})

test('behavior: never below zero', () => {
  expect(maxSendable('7499', asset('cosmoshub-4', 'uatom'), hub)).toBe('0')
  expect(maxSendable('0', asset('cosmoshub-4', 'uatom'), hub)).toBe('0')
})

test('behavior: an asset that pays no fee, or an unknown chain, sends the whole balance', () => {
  expect(maxSendable('1000000', asset('cosmoshub-4', 'ibc/ABC'), hub)).toBe('1000000')
  expect(maxSendable('1000000', asset('cosmoshub-4', 'uatom'), undefined)).toBe('1000000')
  // a fee asset without a usable gas price: nothing to reserve from
  for (const high of ['', 'abc', 'Infinity', '-1']) {
    const noPrice = { ...hub!, feeAssets: [{ denom: 'uatom', gas_price: { high } }] }
    expect(maxSendable('1000000', asset('cosmoshub-4', 'uatom'), noPrice)).toBe('1000000')
  }
})

test("behavior: an EVM chain's native coin keeps 1 %, its ERC-20s the whole balance", () => {
  const evm = {
    chainId: '1',
    name: 'Ethereum',
    type: 'evm',
    feeAssets: [{ denom: 'ethereum-native', gas_price: { high: '0' } }],
  }
  expect(maxSendable('1000000000000000000', asset('1', 'ethereum-native'), evm)).toBe('990000000000000000')
  expect(
    maxSendable('1000000000000000000', asset('1', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'), evm),
  ).toBe('1000000000000000000')
})
