import { describe, expect, inject, test } from 'vitest'
import { getAssets, getChains, getProfiles } from '../../../../src/registry/actions.ts'
import { assetOf } from '../../../../src/registry/asset.ts'
import { chainEndpoints, chainOf } from '../../../../src/registry/chain.ts'
import { createRegistryClient } from '../../../../src/registry/client.ts'
import { validateJsonSchema } from '../../../../test/jsonSchema.ts'
import { registrySchemas, sampleNetworks } from '../../../../test/registrySamples.ts'
import { createIndexerDevnet } from '../indexer/index.ts'
import { buildAssets, defaultEvmContracts, EVM_CHAIN_ID } from '../router/registry.ts'
import { devnetAssetLists } from './assets.ts'
import { devnetChainFiles } from './chains.ts'
import { devnetProfiles } from './profiles.ts'

// the schema asks https of every API address: build the files for an https devnet, as a deployment would serve them
const https = {
  origin: 'https://devnet.example',
  registry: 'https://devnet.example/registry',
  evmRpcUrl: 'https://evm.example',
}

describe('in the registry schema', () => {
  test.each(devnetChainFiles(https).map((chain) => [chain.chain_id, chain] as const))(
    '%s chain.json',
    (_, chain) => {
      expect(validateJsonSchema(registrySchemas.chain, chain)).toEqual([])
    },
  )

  test.each(Object.entries(devnetAssetLists()))('%s assetlist.json', (_, list) => {
    expect(validateJsonSchema(registrySchemas.assetlist, list)).toEqual([])
  })

  test('profiles.json', () => {
    for (const profile of devnetProfiles())
      expect(validateJsonSchema(registrySchemas.profile, profile)).toEqual([])
  })

  test('behavior: the validator passes every real file, and fails a broken one', () => {
    const [mainnet] = sampleNetworks
    for (const { raw, rawAssets } of mainnet!.chains) {
      expect(validateJsonSchema(registrySchemas.chain, raw), raw.chain_id).toEqual([])
      expect(validateJsonSchema(registrySchemas.assetlist, rawAssets), raw.chain_id).toEqual([])
    }
    const [l1] = devnetChainFiles(https)
    expect(
      validateJsonSchema(registrySchemas.chain, { ...l1, apis: { rpc: [{ address: 'http://x' }] } }),
    ).toEqual(['.apis: missing rest', '.apis.rpc.0.address: does not match ^https://.'])
  })
})

describe('over HTTP', async () => {
  const registry = createRegistryClient({ network: { url: `${inject('devnetUrl')}/registry` } })
  const chains = await getChains(registry)

  test('default: the L1 first, then the rollups by name', () => {
    expect(chains.map((chain) => chain.chain_id)).toEqual(['initiation-2', 'evm-1', 'move-1'])
  })

  test('behavior: each chain leads to the devnet services it names', async () => {
    for (const chainId of ['evm-1', 'move-1']) {
      const endpoints = chainEndpoints(chainOf(chains, chainId))
      // http on 127.0.0.1 is kept: the devnet is this machine
      expect(endpoints.indexer).toBe(inject('devnetIndexers')[chainId])
      expect(endpoints.rpc).toBe(inject('devnetChains')[chainId])
      const status = await (await fetch(`${endpoints.indexer}/status`)).json()
      expect(status).toMatchObject({ chain_id: chainId })
      const executor = await (await fetch(`${endpoints.executor}/status`)).json()
      expect(String(executor.bridge_id)).toBe(chainOf(chains, chainId).metadata?.op_bridge_id)
      const page = await fetch(endpoints.explorer!.txUrl('ABC'))
      expect([page.status, await page.text()]).toEqual([200, expect.stringContaining('Transaction ABC on')])
    }
    const evm = chainEndpoints(chainOf(chains, 'evm-1'))
    // the devnet's minievm JSON-RPC, listed with or without anvil; its WebSocket is anvil's, only when it runs
    expect([evm.jsonRpc, evm.evmChainId]).toEqual([
      `${inject('devnetUrl')}/chains/evm-1/json-rpc`,
      inject('devnetEvm')?.chainId ?? 4354,
    ])
    const websocket = chainOf(chains, 'evm-1').apis['json-rpc-websocket']?.[0]?.address
    expect(websocket).toBe(inject('devnetEvm')?.rpcUrl.replace(/^http/, 'ws'))
    // the L1 lists its indexer, as the real registry does, and it is Initia's core indexer: no rollytics /status
    const l1 = chainEndpoints(chainOf(chains, 'initiation-2'))
    expect(l1).toMatchObject({ l1: true, indexer: inject('devnetIndexers')['initiation-2'] })
    expect(await (await fetch(`${l1.indexer}/indexer`)).json()).toEqual({
      message: 'Welcome to Core Indexer API',
    })
    const status = await fetch(`${l1.indexer}/status`)
    expect([status.status, await status.text()]).toEqual([404, 'Cannot GET /status'])
  })

  test('behavior: every denom the devnet uses has an asset with sane decimals', async () => {
    const lists = Object.fromEntries(
      await Promise.all(
        chains.map(async ({ chain_id }) => [chain_id, await getAssets(registry, { chainId: chain_id })]),
      ),
    )
    const used: [string, string][] = [
      ['initiation-2', 'uinit'],
      ...chains.map((chain) => [chain.chain_id, chain.fees.fee_tokens[0]!.denom] as [string, string]),
      ...(['evm', 'move'] as const).flatMap((vm) => {
        const { chainId, denoms } = createIndexerDevnet({ vm }).fixtures
        return [
          [chainId, denoms.big],
          [chainId, denoms.small],
        ] as [string, string][]
      }),
    ]
    for (const [chainId, denom] of used)
      expect(assetOf(lists[chainId]!, denom), `${chainId} ${denom}`).toBeDefined()
    // the router devnet's assets on Initia chains, its own decimals an independent check (anvil's chain is evm-1)
    const routed = buildAssets(defaultEvmContracts)
      .map((asset) => ({ ...asset, chainId: asset.chainId === EVM_CHAIN_ID ? 'evm-1' : asset.chainId }))
      .filter((asset) => lists[asset.chainId])
    expect(routed.length).toBe(8)
    for (const asset of routed)
      expect(assetOf(lists[asset.chainId]!, asset.denom)?.decimals, `${asset.chainId} ${asset.denom}`).toBe(
        asset.decimals,
      )
    // the bank denom the gas ERC-20 wraps: not listed on evm-1, found through the L1 with the L1's decimals
    const wrapped = 'l2/771d639f30fbe45e3fbca954ffbe2fcc26f915f5513c67a4a2d0bc1d635bdefd'
    expect(assetOf(lists['evm-1']!, wrapped)).toBeUndefined()
    expect(assetOf(lists['evm-1']!, wrapped, { l1: lists['initiation-2'] })?.decimals).toBe(6)
  })

  test('profiles.json: one per rollup', async () => {
    expect((await getProfiles(registry)).map((profile) => profile.chain_id)).toEqual(['evm-1', 'move-1'])
  })
})
