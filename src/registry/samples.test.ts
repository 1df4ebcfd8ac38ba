// The client and resolvers against every real chain.json and assetlist.json of mainnet and testnet, served over
// HTTP as the registry's deployment serves them (test/registrySamples.ts). Expected values are read from the
// sample files themselves, never from the code under test.
import { beforeEach, describe, expect, test } from 'vitest'
import { setupMswServer } from '../../test/msw.ts'
import { type SampleNetwork, sampleHandlers, sampleNetworks } from '../../test/registrySamples.ts'
import { getAssets, getChains } from './actions.ts'
import { assetOf } from './asset.ts'
import { chainEndpoints, chainOf } from './chain.ts'
import { createRegistryClient } from './client.ts'

const server = setupMswServer()
beforeEach(() => server.use(...sampleHandlers()))

// biome-ignore lint/suspicious/noExplicitAny: raw registry JSON
type Json = any

/** What InterwovenKit's normalizeAsset would say, computed from the raw file: the display unit's exponent. */
const displayExponent = (asset: Json) =>
  asset.denom_units.find((unit: Json) => unit.denom === asset.display).exponent as number

describe.each(sampleNetworks.map((network) => [network.network, network] as const))('%s', (name, sample) => {
  const client = createRegistryClient({ network: name })

  test('getChains: every chain of the network, the L1 first, then by pretty name', async () => {
    const chains = await getChains(client)
    const l1 = sample.chains.find(({ raw }) => raw.metadata?.is_l1)!.raw
    const rollups = sample.chains
      .map(({ raw }) => raw)
      .filter((raw) => !raw.metadata?.is_l1)
      .sort((a, b) => (a.pretty_name < b.pretty_name ? -1 : 1))
    expect(chains.map((chain) => chain.chain_id)).toEqual([l1, ...rollups].map((raw) => raw.chain_id))
    expect(chains).toEqual(sample.chainsJson)
  })

  test.each(sample.chains.map((chain) => [chain.raw.chain_id as string, chain] as const))(
    'chainEndpoints: %s',
    async (chainId, { raw }) => {
      const chain = chainOf(await getChains(client), chainId)
      const endpoints = chainEndpoints(chain)
      const trimmed = (url: string) => url.replace(/\/+$/, '')
      expect(endpoints.indexer).toBe(trimmed(raw.apis.indexer[0].address))
      expect(endpoints.rpc).toBe(trimmed(raw.apis.rpc[0].address))
      expect(endpoints.rest).toBe(trimmed(raw.apis.rest[0].address))
      // InterwovenKit reads json-rpc on minievm only; every minievm sample has one
      expect(endpoints.jsonRpc).toBe(
        raw.metadata?.minitia?.type === 'minievm' ? trimmed(raw.apis['json-rpc'][0].address) : undefined,
      )
      expect(endpoints.executor).toBe(raw.metadata?.executor_uri?.replace(/\/+$/, ''))
      expect(endpoints.l1).toBe(raw.metadata?.is_l1 === true)
      expect(endpoints.evmChainId).toBe(raw.evm_chain_id)
      const hash = 'A1B2C3D4E5F60718293A4B5C6D7E8F90A1B2C3D4E5F60718293A4B5C6D7E8F90'
      expect(endpoints.explorer?.txUrl(hash)).toBe(raw.explorers[0].tx_page.replace(`\${txHash}`, hash))
      expect(endpoints.explorer?.accountUrl('init1abc')).toBe(
        raw.explorers[0].account_page.replace(`\${accountAddress}`, 'init1abc'),
      )
    },
  )

  test.each(sample.chains.map((chain) => [chain.raw.chain_id as string, chain] as const))(
    'getAssets and assetOf: every asset of %s, decimals from its display unit',
    async (chainId, { served }) => {
      const assets = await getAssets(client, { chainId })
      expect(assets).toEqual(served)
      for (const asset of served.assets as Json[]) {
        expect(assetOf(assets, asset.base), asset.base).toEqual({
          symbol: asset.symbol,
          name: asset.name,
          decimals: displayExponent(asset),
          logo: asset.logo_URIs?.png,
        })
        if (asset.address) expect(assetOf(assets, asset.address)?.decimals).toBe(displayExponent(asset))
      }
      expect(assetOf(assets, 'unlisted/denom')).toBeUndefined()
    },
  )
})

const testnet = sampleNetworks.find((network) => network.network === 'testnet')!
const mainnet = sampleNetworks.find((network) => network.network === 'mainnet')!
const rawAssetsOf = (sample: SampleNetwork, folder: string): Json[] =>
  sample.chains.find((chain) => chain.folder === folder)!.rawAssets.assets

describe('real denoms', () => {
  const client = createRegistryClient({ network: 'testnet' })

  test('testnet evm-1: its fee token, an evm/ ERC-20, by denom and by the address EVM logs name', async () => {
    const chain = chainOf(await getChains(client), 'evm-1')
    const feeDenom = chain.fees.fee_tokens[0]!.denom
    const raw = rawAssetsOf(testnet, 'evm').find((asset) => asset.base === feeDenom)
    const assets = await getAssets(client, { chainId: 'evm-1' })
    expect(feeDenom).toMatch(/^evm\//)
    expect(assetOf(assets, feeDenom)).toMatchObject({ symbol: raw.symbol, decimals: displayExponent(raw) })
    expect(displayExponent(raw)).toBe(18)
    // an EVM log's address, lower-case, and the checksummed one
    expect(assetOf(assets, raw.address.toLowerCase())?.decimals).toBe(18)
    expect(assetOf(assets, feeDenom.toLowerCase())?.symbol).toBe('INIT')
  })

  test('an l2/ denom and an ibc/ denom with traces, by their own entries', async () => {
    const move = await getAssets(client, { chainId: 'move-1' })
    const l2 = rawAssetsOf(testnet, 'move').find((asset) => asset.base.startsWith('l2/'))
    expect(l2.traces[0].type).toBe('op')
    expect(assetOf(move, l2.base)).toMatchObject({ symbol: 'INIT', decimals: displayExponent(l2) })
    const echelon = await getAssets(createRegistryClient({ network: 'mainnet' }), { chainId: 'echelon-1' })
    const ibc = rawAssetsOf(mainnet, 'echelon').find((asset) => asset.symbol === 'USDC')
    expect(ibc.base).toMatch(/^ibc\//)
    expect(ibc.traces.map((trace: Json) => trace.type)).toEqual(['ibc', 'ibc'])
    expect(assetOf(echelon, ibc.base)).toMatchObject({ symbol: 'USDC', decimals: displayExponent(ibc) })
  })

  test('an l2/ denom the rollup does not list, through the traces of the ERC-20 wrapping it, to the L1', async () => {
    const mainnetClient = createRegistryClient({ network: 'mainnet' })
    const cabal = await getAssets(mainnetClient, { chainId: 'cabal-1' })
    const l1 = await getAssets(mainnetClient, { chainId: 'interwoven-1' })
    const wrapper = rawAssetsOf(mainnet, 'cabal').find((asset) => asset.symbol === 'INIT')
    const wrapped = wrapper.traces.find((trace: Json) => trace.type === 'wrapped').counterparty.base_denom
    const uinit = rawAssetsOf(mainnet, 'initia').find((asset) => asset.base === 'uinit')
    expect(assetOf(cabal, wrapped)).toBeUndefined()
    // the bank denom has the L1's 6 decimals, not the 18 of the ERC-20 that wraps it
    expect(displayExponent(wrapper)).toBe(18)
    expect(assetOf(cabal, wrapped, { l1 })).toMatchObject({
      symbol: 'INIT',
      decimals: displayExponent(uinit),
    })
    expect(displayExponent(uinit)).toBe(6)
  })
})
