import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { setupMswServer } from '../../test/msw.ts'
import { testnetModule, usernamesRestHandlers } from '../../test/usernamesRest.ts'
import { InvalidParameterError } from '../errors/http.ts'
import { UsernameAnswerError } from '../errors/names.ts'
import { bech32Encode } from '../router/initiaAddress.ts'
import { createUsernamesClient } from './client.ts'
import { getUsername, getUsernameAddress } from './usernames.ts'

const server = setupMswServer()
const rest = 'https://rest.example'
const client = createUsernamesClient({
  rest: { type: 'rest', baseUrl: rest, retry: { delayMs: 1 } },
  moduleAddress: testnetModule,
})
const accountHex = '1f2e3d4c5b6a79880f1e2d3c4b5a69788796a5b4'
const account = bech32Encode('init', Buffer.from(accountHex, 'hex'))
const key = accountHex.padStart(64, '0')

function serve() {
  const { handler, state } = usernamesRestHandlers(rest)
  server.use(handler)
  return state
}

test('default: an address to its name, and the name back to the address (any form)', async () => {
  const state = serve()
  state.names.set(key, 'alice')
  // to_hex_literal: no leading zeros
  state.addresses.set('alice', `0x${accountHex}`)
  expect(await getUsername(client, { address: account })).toBe('alice.init')
  expect(await getUsername(client, { address: `0x${accountHex.toUpperCase()}` })).toBe('alice.init')
  expect(await getUsername(client, { address: `0x${key}` })).toBe('alice.init')
  expect(await getUsernameAddress(client, { username: 'Alice.INIT' })).toBe(account)
  // the chain was asked with the 32 bytes, and the label lower-case without .init
  expect(state.calls).toEqual([
    ...Array(3).fill({ fn: 'get_name_from_address', argument: key }),
    { fn: 'get_address_from_name', argument: 'alice' },
  ])
})

test('behavior: an address of 32 bytes comes back as its 32-byte init1…', async () => {
  const state = serve()
  const objectHex = `7${'a'.repeat(63)}`
  state.addresses.set('vault', `0x${objectHex}`)
  expect(await getUsernameAddress(client, { username: 'vault.init' })).toBe(
    bech32Encode('init', Buffer.from(objectHex, 'hex')),
  )
})

test('behavior: nobody has the name, the account has none: null', async () => {
  serve()
  expect(await getUsername(client, { address: account })).toBeNull()
  expect(await getUsernameAddress(client, { username: 'nobody.init' })).toBeNull()
})

test('behavior: an invalid name or address throws without asking', async () => {
  const state = serve()
  for (const username of ['\u0430lice.init', 'ab.init', `${'a'.repeat(65)}.init`, 'x.init.init', 'alice'])
    await expect(getUsernameAddress(client, { username })).rejects.toBeInstanceOf(InvalidParameterError)
  const noble = bech32Encode('noble', Buffer.from(accountHex, 'hex'))
  await expect(getUsername(client, { address: noble })).rejects.toBeInstanceOf(InvalidParameterError)
  expect(state.calls).toEqual([])
})

test('behavior: garbage from the REST is a UsernameAnswerError, in words', async () => {
  const state = serve()
  // a number, an invalid name (a dot, too long: a whole address), no JSON, an Option not unwrapped
  const noNames = ['42', '"alice.init"', '"al ice"', `"0x${key}"`, 'not json', '{"vec":[]}', '["alice"]']
  for (const data of noNames) {
    state.answer = () => data
    await expect(getUsername(client, { address: account }), data).rejects.toBeInstanceOf(UsernameAnswerError)
  }
  // a number, a name, no hex, the zero address (nobody's), more than 32 bytes
  const noAddresses = ['42', '"bob"', '"0xnothex"', '"0x0"', `"0x${'1'.repeat(65)}"`, 'true', 'not json']
  for (const data of noAddresses) {
    state.answer = () => data
    await expect(getUsernameAddress(client, { username: 'alice.init' }), data).rejects.toBeInstanceOf(
      UsernameAnswerError,
    )
  }
  state.answer = () => '42'
  const error = await getUsernameAddress(client, { username: 'alice.init' }).catch((caught) => caught)
  expect(error.shortMessage).toMatchInlineSnapshot(
    `"The chain's usernames service sent something that is not an address for alice.init, so it is not used. Use the address itself, or try again later."`,
  )
  expect(error.details).toContain('42')
})

test('behavior: the chain failing (HTTP 500) is the HttpError, after the REST client retries', async () => {
  let asked = 0
  server.use(
    http.post(`${rest}/initia/move/v1/accounts/:module/modules/usernames/view_functions/:fn`, () => {
      asked++
      return HttpResponse.json({ code: 2, message: 'internal', details: [] }, { status: 500 })
    }),
  )
  const error = await getUsername(client, { address: account }).catch((caught) => caught)
  expect(error.name).toBe('HttpError')
  expect(error.status).toBe(500)
  expect(asked).toBe(4)
})

test('behavior: no module for the L1 asks nothing and answers null', async () => {
  const state = serve()
  const off = createUsernamesClient({ rest, moduleAddress: testnetModule })
  const unknown = { ...off, moduleAddress: async () => undefined }
  expect(await getUsername(unknown, { address: account })).toBeNull()
  expect(await getUsernameAddress(unknown, { username: 'alice.init' })).toBeNull()
  expect(state.calls).toEqual([])
})
