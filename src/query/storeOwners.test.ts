import { QueryClient } from '@tanstack/react-query'
import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { setupMswServer } from '../../test/msw.ts'
import { createRestClient } from '../balances/client.ts'
import { storeOwnersKeys, storeOwnersQueryOptions } from './storeOwners.ts'

const server = setupMswServer()
const baseUrl = 'https://rest.example'
const rest = createRestClient({ baseUrl })
const pad = (hex: string) => `0x${hex.padStart(64, '0')}`
// an account at the top of an owner chain is named in its 20 bytes
const account = `0x${'f'.padStart(40, '0')}`

test('default: keys', () => {
  expect(storeOwnersKeys.storeOwners(baseUrl, { stores: [pad('a')] })).toMatchInlineSnapshot(`
    [
      "rollscope",
      "balances",
      "https://rest.example",
      "storeOwners",
      {
        "stores": [
          "0x000000000000000000000000000000000000000000000000000000000000000a",
        ],
      },
    ]
  `)
  // the same stores in another order or case are one query
  const key = (stores: string[]) => storeOwnersQueryOptions(rest, { stores }).queryKey
  expect(key([pad('B'), pad('a'), pad('a')])).toEqual(key([pad('a'), pad('b')]))
  expect(storeOwnersQueryOptions(rest, { stores: [] }).enabled).toBe(false)
})

test('behavior: two sets sharing an owner ask it once; a store that fails is `failed`, asked again later', async () => {
  const asked: string[] = []
  let broken = true
  server.use(
    http.get(`${baseUrl}/initia/move/v1/accounts/:address/resources/by_struct_tag`, ({ params }) => {
      const address = String(params.address)
      asked.push(address)
      if (address === pad('c') && broken) return HttpResponse.error()
      const owner = { [pad('a')]: pad('f'), [pad('b')]: pad('f'), [pad('c')]: pad('f') }[address]
      if (!owner)
        return HttpResponse.json({ code: 2, message: 'collections: not found', details: [] }, { status: 500 })
      return HttpResponse.json({
        resource: { move_resource: JSON.stringify({ data: { owner } }) },
      })
    }),
  )
  const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } })
  const first = await queryClient.fetchQuery(storeOwnersQueryOptions(rest, { stores: [pad('a'), pad('c')] }))
  expect(first).toEqual({ owners: { [pad('a')]: [account] }, failed: [pad('c')] })
  const second = await queryClient.fetchQuery(storeOwnersQueryOptions(rest, { stores: [pad('b')] }))
  expect(second).toEqual({ owners: { [pad('b')]: [account] }, failed: [] })
  // the owner 0x…f (an account: not found) once, the failing store three times (two retries)
  expect(asked.filter((address) => address === pad('f'))).toHaveLength(1)
  expect(asked.filter((address) => address === pad('c'))).toHaveLength(3)
  broken = false
  const again = storeOwnersQueryOptions(rest, { stores: [pad('a'), pad('c')] })
  // a set the chain answered whole is kept
  expect(await queryClient.fetchQuery(storeOwnersQueryOptions(rest, { stores: [pad('b')] }))).toBe(second)
  // a set with a failure is stale at once: the next mount asks again
  expect(await queryClient.fetchQuery(again)).toEqual({
    owners: { [pad('a')]: [account], [pad('c')]: [account] },
    failed: [],
  })
})
