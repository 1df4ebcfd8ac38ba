// Bad registry entries, served over real HTTP by the devnet's hostile registry (packages/devnet/src/registry/hostile.ts):
// each gives a typed error or undefined, never a crash, never an unsafe URL.
import { describe, expect, inject, test } from 'vitest'
import { ChainNotFoundError, DuplicateChainIdError } from '../errors/registry.ts'
import { getAssets, getChains } from './actions.ts'
import { assetOf } from './asset.ts'
import { chainEndpoints, chainOf } from './chain.ts'
import { createRegistryClient } from './client.ts'

const registry = createRegistryClient({ network: { url: `${inject('devnetUrl')}/registry-hostile` } })
const chains = await getChains(registry)
const endpointsOf = (chainId: string) => chainEndpoints(chainOf(chains, chainId))
const hash = 'A1B2C3D4E5F60718293A4B5C6D7E8F90A1B2C3D4E5F60718293A4B5C6D7E8F90'

/** Every URL `chainEndpoints` gave, explorer links filled in. */
const urlsOf = (chainId: string) => {
  const { explorer, l1, evmChainId, ...urls } = endpointsOf(chainId)
  return [...Object.values(urls), explorer?.txUrl(hash), explorer?.accountUrl('init1x')].filter(Boolean)
}

describe('chains', () => {
  test('behavior: a chain without apis.indexer has no indexer, and keeps its other endpoints', () => {
    expect(endpointsOf('noindexer-1')).toMatchObject({
      indexer: undefined,
      rpc: 'https://rpc.hostile.example',
      rest: 'https://rest.hostile.example',
    })
  })

  test('behavior: javascript: and data: URLs and explorer templates are dropped', () => {
    expect(endpointsOf('scripted-1')).toEqual({
      indexer: 'https://indexer.hostile.example',
      jsonRpc: undefined,
      rest: undefined,
      rpc: undefined,
      explorer: undefined,
      executor: undefined,
      l1: false,
      evmChainId: undefined,
    })
  })

  test('behavior: plain http to another host is dropped, links included', () => {
    expect(urlsOf('plainhttp-1')).toEqual([])
  })

  test('behavior: credentials in the explorer URL, or a placeholder in its host: no explorer links', () => {
    expect(endpointsOf('phished-1').explorer).toBeUndefined()
  })

  test('behavior: every URL the hostile registry yields is https', () => {
    const urls = chains
      .filter((chain) => chain.chain_id !== 'twin-1')
      .flatMap((chain) => urlsOf(chain.chain_id))
    expect(urls.length).toBeGreaterThan(0)
    for (const url of urls) expect(new URL(url!).protocol).toBe('https:')
  })

  test('behavior: two chains with one chain id is a DuplicateChainIdError, in chainOf and getAssets', async () => {
    expect(() => chainOf(chains, 'twin-1')).toThrowErrorMatchingInlineSnapshot(
      `[DuplicateChainIdError: The chain registry lists 2 chains with id "twin-1" (twina, twinb), so none is used. Tell the registry's maintainers, or use a registry that lists the chain once.]`,
    )
    const error = await getAssets(registry, { chainId: 'twin-1' }).catch((error: unknown) => error)
    expect(error).toBeInstanceOf(DuplicateChainIdError)
    expect(error).toMatchObject({ chainId: 'twin-1', chainNames: ['twina', 'twinb'] })
  })

  test('behavior: an id the registry does not list is a ChainNotFoundError naming the ones it does', () => {
    const error = (() => {
      try {
        chainOf(chains, 'evm-1')
      } catch (error) {
        return error as ChainNotFoundError
      }
    })()
    expect(error).toBeInstanceOf(ChainNotFoundError)
    expect(error?.details).toBe(
      'the registry lists noindexer-1, phished-1, plainhttp-1, scripted-1, twin-1, twin-1',
    )
  })
})

describe('assets', async () => {
  // noindexer-1 names an assetlist on evil.example: it is read from the registry instead
  const assets = await getAssets(registry, { chainId: 'noindexer-1' })

  test('behavior: exponents of 300, -1 and 1.5 make the asset unknown, never a guessed decimal', () => {
    expect(assetOf(assets, 'uhuge')).toBeUndefined()
    expect(assetOf(assets, 'uneg')).toBeUndefined()
    expect(assetOf(assets, 'uhalf')).toBeUndefined()
  })

  test('behavior: a denom the assetlist does not have is undefined', () => {
    expect(assetOf(assets, 'umissing')).toBeUndefined()
    expect(assetOf(assets, 'l2/0000', { l1: assets })).toBeUndefined()
  })

  test('behavior: an unsafe logo is dropped, the asset kept', () => {
    expect(assetOf(assets, 'uscript')).toEqual({
      symbol: 'SCRIPT',
      name: 'SCRIPT',
      decimals: 6,
      logo: undefined,
    })
    expect(assetOf(assets, 'uplain')?.logo).toBeUndefined()
    expect(assetOf(assets, 'uok')?.logo).toBe('https://images.hostile.example/OK.png')
  })
})
