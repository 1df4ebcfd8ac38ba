import { fromBech32, fromHex, toBase64, toBech32 } from '@cosmjs/encoding'
import { bcs } from '@mysten/bcs'
import { describe, expect, test } from 'vitest'
import { createIndexerDevnet } from '../indexer/index.ts'
import { goBase64Decode } from './goBase64.ts'
import { devnetUsernames, usernamesModule, usernamesModuleAddress } from './usernames.ts'
import { createMoveViewsDevnet } from './views.ts'

const views = createMoveViewsDevnet({ modules: [usernamesModule()] })
const post = async (path: string, body: unknown) => {
  const request = new Request(`http://rest.test${path}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const response = (await views.fetch(request, path))!
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const viewPath = (fn: string, module = usernamesModuleAddress) =>
  `/initia/move/v1/accounts/${module}/modules/usernames/view_functions/${fn}`
/** As InterwovenKit data/username.ts asks: the account's bytes left-padded to 32, or the name as a BCS String. */
const addressArg = (bech32: string) => {
  const bytes = new Uint8Array(32)
  const { data } = fromBech32(bech32, 90)
  bytes.set(data, 32 - data.length)
  return bcs.bytes(32).serialize(bytes).toBase64()
}
const nameArg = (name: string) => bcs.string().serialize(name).toBase64()
const nameOf = (address: string) =>
  post(viewPath('get_name_from_address'), { type_args: [], args: [addressArg(address)] })
const addressOf = (name: string) =>
  post(viewPath('get_address_from_name'), { type_args: [], args: [nameArg(name)] })
const alice = devnetUsernames.find(({ name }) => name === 'alice')!
const vmError = (status: string, message?: string) => ({
  code: 2,
  message: `VM error: status ${status} of type Verification${message ? ` with message ${message}` : ''}`,
  details: [],
})

describe('the usernames module', () => {
  test('default: each name and its account point at each other, as the chain answers', async () => {
    for (const { name, address, hex } of devnetUsernames) {
      const named = await nameOf(address)
      expect(named.status).toBe(200)
      expect(named.body).toEqual({
        data: JSON.stringify(name),
        events: [],
        gas_used: expect.stringMatching(/^\d+$/),
      })
      const { body } = await addressOf(name)
      const literal = JSON.parse(body.data as string) as string
      // to_hex_literal: the same number, no leading zeros
      expect(literal).toMatch(/^0x[1-9a-f][0-9a-f]*$/)
      expect(BigInt(literal)).toBe(BigInt(hex))
    }
  })

  test("behavior: names the funded test accounts and some of the generated chains' rich list", () => {
    const named = new Set(devnetUsernames.map(({ hex }) => hex))
    const rich = createIndexerDevnet({ vm: 'evm', chainId: 'evm-1' }).fixtures.accounts
    const namedRich = rich.filter(({ hex }) => named.has(hex))
    expect(namedRich.length).toBeGreaterThan(1)
    expect(namedRich.length).toBeLessThan(rich.length / 2)
    expect(named.has(rich[0]!.hex)).toBe(true)
    // one whose literal is shorter than 40 hex digits
    expect(devnetUsernames.some(({ hex }) => hex.startsWith('0x0'))).toBe(true)
  })

  test('behavior: a name nobody holds, a name not as stored and an account without a name answer null', async () => {
    for (const name of ['nobody', 'Alice', 'alice.init', ''])
      expect((await addressOf(name)).body).toMatchObject({ data: 'null', events: [] })
    const unnamed = createIndexerDevnet({ vm: 'evm', chainId: 'evm-1' }).fixtures.accounts[1]!.bech32
    expect((await nameOf(unnamed)).body).toMatchObject({ data: 'null' })
  })

  test('behavior: the module address is compared as Move does, in any form', async () => {
    const upper = `0x${usernamesModuleAddress.slice(2).toUpperCase()}`
    const bech32 = toBech32('init', fromHex(usernamesModuleAddress.slice(2)))
    for (const module of [upper, bech32]) {
      const { body } = await post(viewPath('get_name_from_address', module), {
        args: [addressArg(alice.address)],
      })
      expect(body.data).toBe('"alice"')
    }
  })

  test('behavior: /view and /view/json answer the same', async () => {
    const request = { address: usernamesModuleAddress, module_name: 'usernames', type_args: [] }
    const legacy = await nameOf(alice.address)
    const view = await post('/initia/move/v1/view', {
      ...request,
      function_name: 'get_name_from_address',
      args: [addressArg(alice.address)],
    })
    const json = await post('/initia/move/v1/view/json', {
      ...request,
      function_name: 'get_address_from_name',
      args: [JSON.stringify('alice')],
    })
    expect(view.body.data).toBe(legacy.body.data)
    expect(BigInt(JSON.parse(json.body.data as string))).toBe(BigInt(alice.hex))
    const byHex = await post('/initia/move/v1/view/json', {
      ...request,
      function_name: 'get_name_from_address',
      args: [JSON.stringify(alice.hex)],
    })
    expect(byHex.body.data).toBe('"alice"')
  })

  test('behavior: bad args fail as the VM and the gateway fail them', async () => {
    const twentyBytes = toBase64(fromBech32(alice.address, 90).data)
    expect(await post(viewPath('get_name_from_address'), { args: [twentyBytes] })).toEqual({
      status: 500,
      body: vmError('FAILED_TO_DESERIALIZE_ARGUMENT', '[VM] failed to deserialize argument'),
    })
    expect(await post(viewPath('get_name_from_address'), { args: ['not base64!'] })).toEqual({
      status: 400,
      body: { code: 3, message: 'illegal base64 data at input byte 3', details: [] },
    })
    expect(await post(viewPath('get_name_from_address'), {})).toEqual({
      status: 500,
      body: vmError('INVALID_MAIN_FUNCTION_SIGNATURE'),
    })
    const extra = toBase64(Uint8Array.from([...bcs.string().serialize('alice').toBytes(), 0]))
    expect((await post(viewPath('get_address_from_name'), { args: [extra] })).body).toEqual(
      vmError(
        'FAILED_TO_DESERIALIZE_ARGUMENT',
        'The serialized arguments to constructor contained extra data',
      ),
    )
    const short = toBase64(Uint8Array.from([9, 97]))
    expect((await post(viewPath('get_address_from_name'), { args: [short] })).body).toEqual(
      vmError('FAILED_TO_DESERIALIZE_ARGUMENT', 'String argument is too long'),
    )
    const notUtf8 = toBase64(Uint8Array.from([1, 0xff]))
    expect((await post(viewPath('get_address_from_name'), { args: [notUtf8] })).body).toEqual({
      code: 2,
      message: `VM aborted: location=${'0'.repeat(63)}1::string, code=1`,
      details: [],
    })
  })

  test('behavior: a function or module that does not exist is a VM error', async () => {
    const missing = `${usernamesModuleAddress.slice(2)}::usernames::get_bio`
    expect(await post(viewPath('get_bio'), { args: [] })).toEqual({
      status: 500,
      body: vmError('FUNCTION_RESOLUTION_FAILURE', `Module or function do not exist for ${missing}`),
    })
    const elsewhere = await post(viewPath('get_name_from_address', '0x1'), {
      args: [addressArg(alice.address)],
    })
    expect(elsewhere.body.message).toContain(`for ${'0'.repeat(63)}1::usernames::get_name_from_address`)
    expect((await post(viewPath('get_name_from_address', 'nonsense'), {})).status).toBe(500)
    const empty = await post('/initia/move/v1/view', { address: '0x1', function_name: 'f' })
    expect(empty).toEqual({
      status: 400,
      body: { code: 3, message: 'invalid request: empty module name', details: [] },
    })
  })

  test('behavior: the two tables stay one: a name or an account registered twice is refused', () => {
    const [first, second] = devnetUsernames
    expect(() => usernamesModule([first!, { ...second!, name: first!.name }])).toThrow()
    expect(() => usernamesModule([first!, { ...second!, hex: first!.hex }])).toThrow()
  })
})

test("behavior: base64 decodes as Go's StdEncoding, failing at the byte Go names", () => {
  for (const text of ['', 'YQ==', 'YWI=', 'YWJj', 'BWFsaWNl', 'YW\nJj'])
    expect(goBase64Decode(text)).toEqual({ bytes: Uint8Array.from(Buffer.from(text, 'base64')) })
  expect(goBase64Decode('abc')).toEqual({ corruptAt: 0 })
  expect(goBase64Decode('ab!d')).toEqual({ corruptAt: 2 })
  expect(goBase64Decode('YQ==YQ==')).toEqual({ corruptAt: 4 })
  expect(goBase64Decode('YQ=')).toEqual({ corruptAt: 3 })
  expect(goBase64Decode('Y===')).toEqual({ corruptAt: 1 })
})
