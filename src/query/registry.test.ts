import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query'
import { describe, expect, inject, test } from 'vitest'
import { ChainNotFoundError } from '../errors/registry.ts'
import { createRegistryClient } from '../registry/client.ts'
import {
  assetQueryOptions,
  assetsQueryOptions,
  chainQueryOptions,
  chainsQueryOptions,
  registryKeys,
} from './registry.ts'

const testnet = createRegistryClient({ network: 'testnet' })

describe('registry query options', () => {
  test('default: keys', () => {
    expect(chainsQueryOptions(testnet).queryKey).toMatchInlineSnapshot(`
      [
        "rollscope",
        "registry",
        "https://registry.testnet.initia.xyz",
        "chains",
      ]
    `)
    expect(assetsQueryOptions(testnet, { chainId: 'evm-1' }).queryKey).toMatchInlineSnapshot(`
      [
        "rollscope",
        "registry",
        "https://registry.testnet.initia.xyz",
        "assets",
        {
          "chainId": "evm-1",
        },
      ]
    `)
    expect(assetQueryOptions(testnet, { chainId: 'evm-1', denom: 'uinit' }).queryKey).toMatchInlineSnapshot(`
      [
        "rollscope",
        "registry",
        "https://registry.testnet.initia.xyz",
        "asset",
        {
          "chainId": "evm-1",
          "denom": "uinit",
        },
      ]
    `)
    // one chain is read from the one chains.json query
    expect(chainQueryOptions(testnet, { chainId: 'evm-1' }).queryKey).toEqual(
      registryKeys.chains(testnet.baseUrl),
    )
    expect(registryKeys.registry(testnet.baseUrl)).toEqual(chainsQueryOptions(testnet).queryKey.slice(0, 3))
  })

  test('default: fetched once per app, waiting for their parameters', () => {
    expect(chainsQueryOptions(testnet)).toMatchObject({ enabled: true, staleTime: Number.POSITIVE_INFINITY })
    expect(assetsQueryOptions(testnet, {}).enabled).toBe(false)
    expect(assetQueryOptions(testnet, { chainId: 'evm-1' }).enabled).toBe(false)
    expect(chainQueryOptions(testnet, {}).enabled).toBe(false)
  })

  test('behavior: an unknown chain id is an error of the selecting query, not of chains.json', () => {
    const { select } = chainQueryOptions(testnet, { chainId: 'evm-2' })
    const chains = [{ chain_id: 'evm-1', chain_name: 'evm' }] as never
    expect(() => select(chains)).toThrow(ChainNotFoundError)
    expect(chainQueryOptions(testnet, {}).select(chains)).toBeUndefined()
  })

  test('default: prefetch on a server, dehydrate, hydrate in the browser (the devnet registry)', async () => {
    const registry = createRegistryClient({ network: { url: `${inject('devnetUrl')}/registry` } })
    const onServer = new QueryClient()
    await onServer.prefetchQuery(assetQueryOptions(registry, { chainId: 'move-1', denom: 'uinit' }))
    const inBrowser = new QueryClient()
    hydrate(inBrowser, JSON.parse(JSON.stringify(dehydrate(onServer))))
    expect(
      inBrowser.getQueryData(assetQueryOptions(registry, { chainId: 'move-1', denom: 'uinit' }).queryKey),
    ).toEqual({
      symbol: 'INIT',
      name: 'Initia Native Token',
      decimals: 6,
      logo: 'https://registry.testnet.initia.xyz/images/INIT.png',
    })
    // what it was resolved from is cached too
    expect(inBrowser.getQueryData(registryKeys.chains(registry.baseUrl))).toHaveLength(3)
    expect(
      inBrowser.getQueryData(assetsQueryOptions(registry, { chainId: 'move-1' }).queryKey)?.chain_name,
    ).toBe('move')
  })
})
