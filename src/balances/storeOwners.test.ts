import { createHash } from 'node:crypto'
import { fromHex, toBech32 } from '@cosmjs/encoding'
import { delay, HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { setupMswServer } from '../../test/msw.ts'
import { balanceChanges } from './balanceChanges.ts'
import { createRestClient } from './client.ts'
import { getStoreOwners } from './storeOwners.ts'

const server = setupMswServer()
let chain = 0
/** A chain of its own per test. */
const newChain = () => {
  const baseUrl = `https://rest-${++chain}.example`
  return { baseUrl, client: createRestClient({ baseUrl, retry: false }) }
}
const pad = (hex: string) => `0x${hex.replace(/^0x/, '').padStart(64, '0')}`
const alice = '0x66f3cdf984ad122750d5da7f0b20d4fcf6ed98d4'
const position = pad('0b'.repeat(32)) // an object alice owns (a staking position, a vault)
const store = pad('0a'.repeat(32)) // a store created on that object, no primary store of anyone
const metadata = '0x8e4733bdabcf7d4afc3d14f0dd46c9bf52fb0fce9e4b996c939e195b8bc891d9' // uinit's on the L1

// x/move/keeper/querier.go Resource as the REST gateway writes it: move_resource is the resource as JSON text
const objectCore = (owner: string) =>
  HttpResponse.json({
    resource: {
      address: 'init1…',
      struct_tag: '0x1::object::ObjectCore',
      move_resource: JSON.stringify({
        type: '0x1::object::ObjectCore',
        data: { allow_ungated_transfer: true, owner, version: '1' },
      }),
      raw_bytes: '',
    },
  })
// no ObjectCore: collections' ErrNotFound, a plain error through the node's gRPC server (codes.Unknown), 500 through
// the gateway (see storeOwners.ts)
const notFound = () =>
  HttpResponse.json(
    { code: 2, message: "collections: not found: key 'hexBytes:00…' of type bytes", details: [] },
    { status: 500 },
  )

/** Serves the owners of `objects` (address → owner) on `baseUrl`; counts the requests per address. */
function serveObjects(baseUrl: string, objects: Record<string, string>) {
  const asked: string[] = []
  server.use(
    http.get(`${baseUrl}/initia/move/v1/accounts/:address/resources/by_struct_tag`, ({ params, request }) => {
      expect(new URL(request.url).searchParams.get('struct_tag')).toBe('0x1::object::ObjectCore')
      const address = String(params.address)
      asked.push(address)
      const owner = objects[address]
      return owner ? objectCore(owner) : notFound()
    }),
  )
  return asked
}

const deposit = (storeAddr: string, amount = '12') => ({
  type: 'move',
  attributes: [
    { key: 'type_tag', value: '0x1::fungible_asset::DepositEvent' },
    { key: 'data', value: JSON.stringify({ store_addr: storeAddr, metadata_addr: metadata, amount }) },
    { key: 'msg_index', value: '0' },
  ],
})

test("behavior: an object's store counts for the account that owns the object, each address asked once", async () => {
  const { baseUrl, client } = newChain()
  const asked = serveObjects(baseUrl, { [store]: position, [position]: alice })
  const tx = { events: [deposit(store)] }
  const first = balanceChanges(tx, undefined, { denoms: ['uinit'] })
  expect(first.issues).toEqual([{ kind: 'unknownStore', count: 1, stores: [store] }])

  const owners = await getStoreOwners(client, {
    stores: first.issues.flatMap((i) => ('stores' in i ? i.stores : [])),
  })
  expect(owners).toEqual(new Map([[store, [position, alice]]]))
  const { changes, issues } = balanceChanges(tx, alice, { denoms: ['uinit'], storeOwners: owners })
  expect(issues).toEqual([])
  expect(changes.map((c) => `${c.account} ${c.direction} ${c.amount} ${c.denom}`)).toEqual([
    `${toBech32('init', fromHex(alice.slice(2)))} in 12 uinit`,
  ])
  expect(asked).toEqual([store, position, pad(alice)])
})

test('behavior: stores of one owner ask the owner once per call; a 500 "not found" is not retried', async () => {
  const { baseUrl } = newChain()
  const client = createRestClient({ baseUrl })
  const other = pad('0c'.repeat(32))
  const asked = serveObjects(baseUrl, { [store]: position, [other]: position, [position]: alice })
  const owners = await getStoreOwners(client, { stores: [store, other, store] })
  expect(owners).toEqual(
    new Map([
      [store, [position, alice]],
      [other, [position, alice]],
    ]),
  )
  expect([...asked].sort()).toEqual([store, other, position, pad(alice)].sort())
})

test("behavior: an object's primary store counts for the object itself, as the chain counts its balance", async () => {
  const { baseUrl, client } = newChain()
  const sha3 = (...parts: Buffer[]) => createHash('sha3-256').update(Buffer.concat(parts)).digest('hex')
  const bytes = (hex: string) => Buffer.from(pad(hex).slice(2), 'hex')
  // primary_fungible_store.move primary_store_address: sha3-256(owner, metadata, 0xFC)
  const primary = `0x${sha3(bytes(position), bytes(metadata), Buffer.from([0xfc]))}`
  serveObjects(baseUrl, { [primary]: position, [position]: alice })
  const owners = await getStoreOwners(client, { stores: [primary] })
  const { changes } = balanceChanges({ events: [deposit(primary)] }, undefined, { storeOwners: owners })
  expect(changes.map((change) => change.account)).toEqual([position])
})

test('behavior: an owner chain that loops, nests too deep or fails says unknown owner, and ends', async () => {
  const { baseUrl, client } = newChain()
  const loopA = pad('a1')
  const loopB = pad('b1')
  const deep = Array.from({ length: 12 }, (_, i) => pad(`c${i.toString(16)}`))
  const objects: Record<string, string> = { [loopA]: loopB, [loopB]: loopA }
  deep.forEach((address, i) => {
    if (deep[i + 1]) objects[address] = deep[i + 1]!
  })
  // twelve objects deep, then an account: deeper than Move lets objects nest (object.move, 8)
  objects[deep.at(-1)!] = alice
  const broken = pad('d1')
  const asked = serveObjects(baseUrl, objects)
  server.use(
    http.get(`${baseUrl}/initia/move/v1/accounts/${broken}/resources/by_struct_tag`, () =>
      HttpResponse.text('<html>bad gateway</html>', { status: 502 }),
    ),
  )
  const owners = await getStoreOwners(client, { stores: [loopA, deep[0]!, broken] })
  expect(owners).toEqual(
    new Map([
      [loopA, undefined],
      [deep[0], undefined],
      [broken, undefined],
    ]),
  )
  expect(asked.filter((address) => deep.includes(address)).length).toBeLessThanOrEqual(10)
  expect(asked.filter((address) => address === loopA)).toHaveLength(1)
  const result = balanceChanges({ events: [deposit(loopA), deposit(deep[0]!), deposit(broken)] }, undefined, {
    storeOwners: owners,
  })
  expect(result).toEqual({
    changes: [],
    issues: [{ kind: 'unknownOwner', count: 3, stores: [loopA, deep[0], broken] }],
  })
})

test('behavior: a failed lookup is not kept: the next call asks again and can succeed', async () => {
  const { baseUrl, client } = newChain()
  let fail = true
  server.use(
    http.get(`${baseUrl}/initia/move/v1/accounts/:address/resources/by_struct_tag`, ({ params }) => {
      if (fail) return HttpResponse.error()
      return params.address === store ? objectCore(alice) : notFound()
    }),
  )
  expect(await getStoreOwners(client, { stores: [store] })).toEqual(new Map([[store, undefined]]))
  fail = false
  expect(await getStoreOwners(client, { stores: [store] })).toEqual(new Map([[store, [alice]]]))
})

test('behavior: hostile answers are no owner: markup, no JSON, a store that is no object', async () => {
  const { baseUrl, client } = newChain()
  const answers: Record<string, () => Response> = {
    [pad('e1')]: () => objectCore('<img src=x onerror=alert(1)>'),
    [pad('e2')]: () => HttpResponse.json({ resource: { move_resource: '{not json' } }),
    [pad('e3')]: () => HttpResponse.json({ resource: { move_resource: 42 } }),
    [pad('e4')]: notFound,
  }
  server.use(
    http.get(`${baseUrl}/initia/move/v1/accounts/:address/resources/by_struct_tag`, ({ params }) =>
      (answers[String(params.address)] ?? notFound)(),
    ),
  )
  const owners = await getStoreOwners(client, { stores: [...Object.keys(answers), 'not an address'] })
  expect(owners).toEqual(new Map(Object.keys(answers).map((address) => [address, undefined])))
})

test('behavior: many stores are asked a few at a time', async () => {
  const { baseUrl, client } = newChain()
  let inFlight = 0
  let most = 0
  server.use(
    http.get(`${baseUrl}/initia/move/v1/accounts/:address/resources/by_struct_tag`, async ({ params }) => {
      most = Math.max(most, ++inFlight)
      // an answer that takes a while, as a node's does, so that requests overlap
      await delay(5)
      inFlight--
      return params.address === pad(alice) ? notFound() : objectCore(alice)
    }),
  )
  const stores = Array.from({ length: 40 }, (_, i) => pad(`${(i + 1).toString(16)}00`))
  const owners = await getStoreOwners(client, { stores })
  expect([...owners.keys()]).toEqual(stores)
  expect([...owners.values()].every((chain) => chain?.[0] === alice)).toBe(true)
  expect(most).toBeGreaterThan(1)
  expect(most).toBeLessThanOrEqual(6)
})
