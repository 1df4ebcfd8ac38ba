import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import type { AssetsResponse, ChainInfo } from '../../router/schemas.ts'
import { catalogueOf, chainOf, recipientProblem } from './catalogue.ts'

// the router's own example answer (swagger.yml), and what a hostile router could add
const spec = parse(
  readFileSync(new URL('../../../../shared/specs/swagger.yml', import.meta.url), 'utf8'),
) as {
  paths: Record<
    string,
    { get: { responses: { 200: { content: { 'application/json': { example: unknown } } } } } }
  >
}
const example = spec.paths['/v2/fungible/assets']!.get.responses[200].content['application/json']
  .example as AssetsResponse

const osmosis: ChainInfo = {
  chain_id: 'osmosis-1',
  chain_name: 'osmosis',
  pretty_name: 'Osmosis',
  chain_type: 'cosmos',
  bech32_prefix: 'osmo',
  logo_uri: 'javascript:alert(1)',
}

test("catalogueOf: the router's assets with their chain's name; unsafe logos dropped", () => {
  const [asset] = catalogueOf([chainOf(osmosis)], example)
  expect(asset).toMatchObject({ chainId: 'osmosis-1', chainName: 'Osmosis', symbol: 'OSMO', decimals: 6 })
  expect(asset?.logo).toMatch(/^https:/)
  expect(asset?.chainLogo).toBeUndefined()
})

test('catalogueOf: assets without decimals or symbol, or on unknown chains, are left out', () => {
  const hostile: AssetsResponse = {
    chain_to_assets_map: {
      'osmosis-1': {
        assets: [
          { denom: 'a', chain_id: 'osmosis-1', symbol: 'A', decimals: null },
          { denom: 'b', chain_id: 'osmosis-1', symbol: null, decimals: 6 },
          { denom: 'c', chain_id: 'osmosis-1', symbol: 'C', decimals: 1e9 },
          { denom: 'd', chain_id: 'elsewhere', symbol: 'D', decimals: 6 },
          { denom: 'e', chain_id: 'osmosis-1', symbol: 'E', decimals: 18 },
        ],
      },
    },
  }
  expect(catalogueOf([chainOf(osmosis)], hostile).map((asset) => asset.denom)).toEqual(['e'])
  expect(catalogueOf([chainOf(osmosis)], hostile, { assets: ['osmosis-1/x'] })).toEqual([])
})

test("recipientProblem: the destination chain's bech32 prefix, or 0x on EVM chains", () => {
  const chain = chainOf(osmosis)
  expect(recipientProblem('osmo12xufazw43lanl8dkvf3l7y9zzm8n3zswftw2yc', chain)).toBeUndefined()
  expect(recipientProblem('init1lsagfzrm4gz28he4wunt63sts5xzmczwfhk2an', chain)).toBe('prefix')
  expect(recipientProblem('osmo12xufazw43lanl8dkvf3l7y9zzm8n3zswftw2yd', chain)).toBe('format')
  expect(recipientProblem('  ', chain)).toBe('empty')
  const evm = { chainId: '1', name: 'Ethereum', type: 'evm' }
  expect(recipientProblem('0x24a9267cE9e0a8F4467B584FDDa12baf1Df772B5', evm)).toBeUndefined()
  expect(recipientProblem('osmo12xufazw43lanl8dkvf3l7y9zzm8n3zswftw2yc', evm)).toBe('format')
})
