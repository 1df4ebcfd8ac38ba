// The registry's side of a token mapped to a router's, checked against the real registry files (samples/registry):
// the ERC-20 contract the assetlist writes for each `evm/` asset is what the mapping derives from the denom alone.
import { expect, test } from 'vitest'
import { sampleNetworks } from '../../../test/registrySamples.ts'
import type { BridgeAsset } from './catalogue.ts'
import { offeredAssetOf } from './registryAsset.ts'
import { evmRouterRefOf } from './registryAssetLookup.ts'

const testnet = sampleNetworks.find(({ network }) => network === 'testnet')!
const sample = (folder: string) => testnet.chains.find((chain) => chain.folder === folder)!

test('default: a minievm token is the ERC-20 contract on the EVM chain id', () => {
  const { raw, served } = sample('evm')
  expect(evmRouterRefOf(raw, served, 'evm/2eE7007DF876084d4C74685e90bB7f4cd7c86e22')).toEqual({
    chainId: '2124225178762456',
    denom: '0x2eE7007DF876084d4C74685e90bB7f4cd7c86e22',
  })
})

test('behavior: every evm/ asset of the real registry has the contract its denom names', () => {
  const erc20s = sampleNetworks.flatMap(({ chains }) =>
    chains.flatMap(({ raw, served }) =>
      (served.assets as { base: string; address?: string }[])
        .filter((asset) => asset.base.startsWith('evm/') && asset.address)
        .map((asset) => ({ raw, asset })),
    ),
  )
  expect(erc20s.length).toBeGreaterThan(0)
  // from the denom alone (no assetlist) and from the registry's own `address`
  for (const { raw, asset } of erc20s)
    expect(evmRouterRefOf(raw, undefined, asset.base)?.denom.toLowerCase()).toBe(asset.address!.toLowerCase())
})

test('behavior: a denom that is no evm/ one takes the contract the assetlist writes, else stays as it is', () => {
  const chain = { evm_chain_id: 4354 }
  const list = { assets: [{ base: 'l2/abc', address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' }] }
  // biome-ignore lint/suspicious/noExplicitAny: only base and address are read
  expect(evmRouterRefOf(chain, list as any, 'l2/ABC')).toEqual({
    chainId: '4354',
    denom: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  })
  expect(evmRouterRefOf(chain, { assets: [] }, 'minievm-native')).toEqual({
    chainId: '4354',
    denom: 'minievm-native',
  })
})

test('behavior: a chain without an EVM chain id (or a broken one) has no EVM side', () => {
  const { raw, served } = sample('move')
  expect(raw.evm_chain_id).toBeUndefined()
  expect(evmRouterRefOf(raw, served, 'uinit')).toBeUndefined()
  expect(
    evmRouterRefOf({ evm_chain_id: -1 }, undefined, 'evm/2eE7007DF876084d4C74685e90bB7f4cd7c86e22'),
  ).toBe(undefined)
  expect(
    evmRouterRefOf({ evm_chain_id: 2 ** 60 }, undefined, 'evm/2eE7007DF876084d4C74685e90bB7f4cd7c86e22'),
  ).toBe(undefined)
})

test('behavior: an offered asset is found by chain and denom, hex in any case', () => {
  const asset = (chainId: string, denom: string) => ({ chainId, denom }) as BridgeAsset
  const assets = [asset('4354', '0x5FbDB2315678afecb367f032d93F642f64180aa3'), asset('initiation-2', 'uinit')]
  expect(
    offeredAssetOf(assets, { chainId: '4354', denom: '0x5fbdb2315678afecb367f032d93f642f64180aa3' }),
  ).toBe(assets[0])
  expect(offeredAssetOf(assets, { chainId: 'initiation-2', denom: 'uinit' })).toBe(assets[1])
  expect(offeredAssetOf(assets, { chainId: 'evm-1', denom: 'uinit' })).toBeUndefined()
})
