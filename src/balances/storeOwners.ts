// Who owns a Move store the tx does not name, asked of the chain. A store is an object, and an object's owner is
// its `0x1::object::ObjectCore` resource's `owner` (initia-labs/movevm initia_stdlib sources/object.move), read
// through the chain's REST: `GET /initia/move/v1/accounts/{address}/resources/by_struct_tag?struct_tag=…`
// (initia-labs/initia proto/initia/move/v1/query.proto `Resource`; rollytics util/querier/move.go reads resources
// the same way). The owner may itself be an object: the walk goes up until an address with no ObjectCore (an
// account), at most as deep as Move lets objects nest (object.move `MAXIMUM_OBJECT_NESTING`, 8). An address with no
// ObjectCore answers 400 and "collections: not found" (x/move/keeper/keeper.go `GetResource` reads a collections
// map; cosmos-sdk baseapp `gRPCErrorToSDKError` makes that an invalid request, which the REST gateway answers 400).
// Each address is asked once per chain (cached); a failure is not kept, so a later call asks again.
import { HttpError } from '../errors/http.ts'
import { type RequestOptions, requestJson } from '../http/request.ts'
import * as z from '../http/zodCore.ts'
import { addressKey } from './address.ts'
import { parseJson } from './candidates.ts'
import type { RestClient } from './client.ts'
import { isRecord } from './events.ts'

const resourceSchema = /* @__PURE__ */ z.record({ resource: z.record({ move_resource: z.string() }) })

const maxNesting = 8
const maxParallel = 6
const maxCached = 4096
// the owner of each address asked, per chain: a key, or null for an account (no ObjectCore)
const cache = new Map<string, Promise<string | null>>()

/** The owner key of the object at `key`, null when it is no object, or a thrown error when the chain did not say. */
function objectOwner(client: RestClient, key: string, options: RequestOptions): Promise<string | null> {
  const id = `${client.baseUrl} ${key}`
  const known = cache.get(id)
  if (known) return known
  const asking = askOwner(client, key, options)
  if (cache.size >= maxCached) cache.delete(cache.keys().next().value!)
  cache.set(id, asking)
  asking.catch(() => cache.delete(id))
  return asking
}

async function askOwner(client: RestClient, key: string, options: RequestOptions): Promise<string | null> {
  try {
    const answer = await requestJson(client, {
      service: 'Chain REST',
      path: `/initia/move/v1/accounts/0x${key.padStart(64, '0')}/resources/by_struct_tag`,
      query: new URLSearchParams({ struct_tag: '0x1::object::ObjectCore' }),
      schema: resourceSchema,
      signal: options.signal,
    })
    const resource = parseJson(answer.resource.move_resource)
    const owner = isRecord(resource) && isRecord(resource.data) ? resource.data.owner : undefined
    const ownerKey = typeof owner === 'string' ? addressKey(owner) : undefined
    if (!ownerKey) throw new Error(`the ObjectCore of 0x${key} names no owner`)
    return ownerKey
  } catch (error) {
    if (
      error instanceof HttpError &&
      error.status >= 400 &&
      error.status < 500 &&
      /not found/i.test(error.body)
    )
      return null
    throw error
  }
}

export interface GetStoreOwnersParameters {
  /** Store addresses (any form), e.g. the `stores` of a `balanceChanges` `unknownStore` issue. */
  stores: Iterable<string>
}

/**
 * Each store's owners, from its direct owner up to the account at the top; `undefined` for a store whose owner the
 * chain did not tell (no answer, an owner chain that loops or nests deeper than Move allows).
 */
export type GetStoreOwnersReturnType = Map<string, string[] | undefined>

/**
 * Asks the chain who owns each Move store (see above), each address once per chain. Never throws for a store: what
 * the chain does not tell is `undefined`. Give the result to `balanceChanges` as `storeOwners`.
 */
export async function getStoreOwners(
  client: RestClient,
  parameters: GetStoreOwnersParameters,
  options: RequestOptions = {},
): Promise<GetStoreOwnersReturnType> {
  const stores = [...new Set([...parameters.stores].map((store) => addressKey(store)).filter(Boolean))]
  const named = stores.map((store) => `0x${store!.padStart(64, '0')}`)
  // in the order given; a few at a time, so a tx of many stores is no burst of requests at a public node
  const owners: GetStoreOwnersReturnType = new Map(named.map((store) => [store, undefined]))
  let next = 0
  const worker = async () => {
    while (next < stores.length) {
      const i = next++
      owners.set(named[i]!, await ownerChain(client, stores[i]!, options))
    }
  }
  await Promise.all(Array.from({ length: Math.min(maxParallel, stores.length) }, worker))
  return owners
}

async function ownerChain(client: RestClient, store: string, options: RequestOptions) {
  const chain: string[] = []
  // an account as 20 bytes, an object as 32, in 0x
  const named = () => chain.map((key) => `0x${key.padStart(key.length > 40 ? 64 : 40, '0')}`)
  try {
    let current = await objectOwner(client, store, options)
    // a store that is no object is no store the chain knows
    if (current === null) return undefined
    while (chain.length <= maxNesting) {
      if (current === store || chain.includes(current)) return undefined
      chain.push(current)
      const next: string | null = await objectOwner(client, current, options)
      if (next === null) return named()
      current = next
    }
    return undefined
  } catch {
    return undefined
  }
}
