import { createHash } from 'node:crypto'
import { expect, test } from 'vitest'
import { createIndexerDevnet } from '../indexer/index.ts'
import { createMoveObjectsDevnet, dexPairOf, metadataOfDenom, primaryStoreOf } from './objects.ts'

const move = createIndexerDevnet({ vm: 'move', chainId: 'move-1' })
const objects = createMoveObjectsDevnet({ chain: () => move.fixtures })
const ask = (address: string, tag = '0x1::object::ObjectCore') => {
  const path = `/initia/move/v1/accounts/${address}/resources/by_struct_tag`
  return objects.fetch(new Request(`http://rest.test${path}?struct_tag=${encodeURIComponent(tag)}`), path)!
}
const pair = dexPairOf(move.fixtures)

test("default: a pair's store is owned by the pair, the pair by 0x1, and 0x1 is no object", async () => {
  const owner = async (address: string) => {
    const answer = await ask(address)
    expect(answer.status).toBe(200)
    const { resource } = (await answer.json()) as { resource: { struct_tag: string; move_resource: string } }
    expect(resource.struct_tag).toBe('0x1::object::ObjectCore')
    return JSON.parse(resource.move_resource).data.owner
  }
  expect(await owner(pair.offer.store)).toBe(pair.pair)
  expect(await owner(pair.ask.store)).toBe(pair.pair)
  expect(await owner(pair.pair)).toBe(`0x${'1'.padStart(64, '0')}`)
  const top = await ask('0x1')
  expect(top.status).toBe(500)
  expect(await top.json()).toEqual({
    code: 2,
    // address ‖ 2 ‖ BCS of 0x1::object::ObjectCore
    message: `collections: not found: key 'hexBytes:${'1'.padStart(64, '0')}02${'1'.padStart(64, '0')}066f626a6563740a4f626a656374436f726500' of type bytes`,
    details: [],
  })
  expect(
    objects.fetch(
      new Request('http://rest.test/cosmos/bank/v1beta1/balances/x'),
      '/cosmos/bank/v1beta1/balances/x',
    ),
  ).toBeNull()
})

test('behavior: addresses named as the chain names them, checked against independent hashing and real data', () => {
  // the L1's uinit metadata, as a real L1 tx names it (samples/indexer/txs-by-account-item-move-l1-core-indexer.json)
  expect(metadataOfDenom('uinit')).toBe('0x8e4733bdabcf7d4afc3d14f0dd46c9bf52fb0fce9e4b996c939e195b8bc891d9')
  const bytes = (hex: string) => Buffer.from(hex.slice(2).padStart(64, '0'), 'hex')
  const sha3 = createHash('sha3-256')
    .update(Buffer.concat([bytes(pair.pair), bytes(pair.ask.metadata), Buffer.from([0xfc])]))
    .digest('hex')
  expect(primaryStoreOf(pair.pair, pair.ask.metadata)).toBe(`0x${sha3}`)
})

test("behavior: the pool swap's Move events move its coins through the pair's stores", async () => {
  const answer = await move.fetch(
    new Request(`http://indexer.test/indexer/tx/v1/txs/${move.fixtures.poolSwapTxHash}`),
  )
  const { tx } = (await answer.json()) as {
    tx: { events: { type: string; attributes: { value: string }[] }[] }
  }
  const stores = tx.events
    .filter(
      (event) => event.type === 'move' && event.attributes[0]!.value.startsWith('0x1::fungible_asset::'),
    )
    .map((event) => JSON.parse(event.attributes[1]!.value).store_addr)
  expect(stores).toHaveLength(4)
  expect(stores).toContain(pair.offer.store)
  expect(stores).toContain(pair.ask.store)
})

test('behavior: a malformed address or struct tag fails as the chain does, in its words', async () => {
  expect((await ask('nonsense')).status).toBe(500)
  expect((await ask(pair.pair, 'not a tag')).status).toBe(500)
  // another resource of the pair: not found
  expect(await (await ask(pair.pair, '0x1::fungible_asset::FungibleStore')).json()).toMatchObject({ code: 2 })
})
