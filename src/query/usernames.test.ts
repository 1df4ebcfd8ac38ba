import { QueryClient } from '@tanstack/react-query'
import { expect, test } from 'vitest'
import { setupMswServer } from '../../test/msw.ts'
import { testnetModule, usernamesRestHandlers } from '../../test/usernamesRest.ts'
import { UsernameChangedError, UsernameNotFoundError } from '../errors/names.ts'
import { createUsernamesClient } from '../names/client.ts'
import { bech32Encode } from '../router/initiaAddress.ts'
import {
  confirmUsernameAddress,
  usernameAddressQueryOptions,
  usernameQueryOptions,
  usernamesKeys,
} from './usernames.ts'

const server = setupMswServer()
const rest = 'https://rest.example'
const client = createUsernamesClient({ rest, moduleAddress: testnetModule })
const hex = 'ab'.repeat(20)
const account = bech32Encode('init', Buffer.from(hex, 'hex'))

test('default: keys', () => {
  expect(usernameQueryOptions(client, { address: account }).queryKey).toMatchInlineSnapshot(`
    [
      "rollscope",
      "usernames",
      "https://rest.example",
      "username",
      {
        "address": "000000000000000000000000abababababababababababababababababababab",
      },
    ]
  `)
  expect(usernameAddressQueryOptions(client, { username: ' Alice.INIT' }).queryKey).toMatchInlineSnapshot(`
    [
      "rollscope",
      "usernames",
      "https://rest.example",
      "address",
      {
        "username": "alice.init",
      },
    ]
  `)
  expect(usernamesKeys.all).toEqual(['rollscope', 'usernames'])
})

test('behavior: one query per account, whatever its form; none for another chain or a non-name', () => {
  const key = (address: string) => usernameQueryOptions(client, { address }).queryKey
  expect(key(`0x${hex}`)).toEqual(key(account))
  expect(key(`0x${hex.toUpperCase()}`)).toEqual(key(account))
  expect(key(`0x${hex.padStart(64, '0')}`)).toEqual(key(account))
  const noble = bech32Encode('noble', Buffer.from(hex, 'hex'))
  for (const address of [noble, 'alice.init', '', 'init1xyz'])
    expect(usernameQueryOptions(client, { address }).enabled, address).toBe(false)
  expect(usernameQueryOptions(client, {}).enabled).toBe(false)
  expect(usernameQueryOptions(client, { address: account })).toMatchObject({
    enabled: true,
    staleTime: 600_000,
  })
  for (const username of ['alice', '\u0430lice.init', 'x.init.init', 'ab.init', undefined])
    expect(usernameAddressQueryOptions(client, { username }).enabled, username).toBe(false)
})

test('behavior: confirmUsernameAddress asks again, past the cache, and tells a changed or vanished name', async () => {
  const { handler, state } = usernamesRestHandlers(rest)
  server.use(handler)
  const other = 'cd'.repeat(20)
  state.addresses.set('alice', `0x${hex}`)
  const queryClient = new QueryClient()
  const shown = await queryClient.fetchQuery(usernameAddressQueryOptions(client, { username: 'alice.init' }))
  expect(shown).toBe(account)
  // the same answer: fine, in any form of the address
  await confirmUsernameAddress(client, { username: 'alice.init', address: `0x${hex}` })
  // the REST answers another address the second time
  state.addresses.set('alice', `0x${other}`)
  const error = await confirmUsernameAddress(client, { username: 'alice.init', address: shown! }).catch(
    (caught) => caught,
  )
  expect(error).toBeInstanceOf(UsernameChangedError)
  expect(error.shortMessage).toMatchInlineSnapshot(
    `"alice.init now points at another account (init1ehxumnwdehxumnwdehxumnwdehxumnwdlf9yfr) than the one shown (init14w46h2at4w46h2at4w46h2at4w46h2atjc6x6l). Nothing was signed: check the recipient, then try again."`,
  )
  state.addresses.delete('alice')
  const gone = await confirmUsernameAddress(client, { username: 'Alice.init', address: shown! }).catch(
    (caught) => caught,
  )
  expect(gone).toBeInstanceOf(UsernameNotFoundError)
  expect(gone.shortMessage).toMatchInlineSnapshot(
    `"Nobody has the name alice.init. Check the spelling, or use the address itself."`,
  )
  expect(state.calls).toHaveLength(4)
})
