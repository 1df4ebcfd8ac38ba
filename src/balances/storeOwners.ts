// Who owns a Move store the tx does not name, asked of the chain. A store is an object, and an object's owner is
// its `0x1::object::ObjectCore` resource's `owner` (initia-labs/movevm initia_stdlib sources/object.move), read
// through the chain's REST: `GET /initia/move/v1/accounts/{address}/resources/by_struct_tag?struct_tag=…`
// (initia-labs/initia proto/initia/move/v1/query.proto `Resource`; rollytics util/querier/move.go reads resources
// the same way). The owner may itself be an object: the walk goes up until an address with no ObjectCore (an
// account), at most as deep as Move lets objects nest (object.move `MAXIMUM_OBJECT_NESTING`, 8).
// An address with no ObjectCore: x/move/keeper/keeper.go `GetResourceBytes` reads a collections map, whose `Get`
// fails with "collections: not found: key '…' of type …" (cosmossdk.io/collections map.go), a plain error.
// cosmos-sdk v0.50's REST gateway asks the node's own gRPC server (server/start.go `startGrpcServer` gives it a gRPC
// client), baseapp/grpcserver.go passes the error on as it is, grpc-go sends a plain error as codes.Unknown, and
// grpc-gateway v1 answers Unknown with HTTP 500 `{code: 2, message, details}`. An older node answering through ABCI
// query makes it an invalid request (baseapp `gRPCErrorToSDKError`), HTTP 400: the message says it either way.
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

/** An address in the form the chain's REST takes and the issues name: 0x and 32 bytes. */
export const storeAddress = (key: string) => `0x${key.padStart(64, '0')}`

/**
 * The owner of the object at `address` (any form), as its key (lower-case hex, no 0x, no leading zeros); null when it
 * is no object (an account), or a thrown error when the chain did not say. One request: a node's "not found" is an answer, not a
 * failure, so it is sent once (no retry of the 500 it comes as); the caller retries real failures.
 */
export async function getObjectOwner(
  client: RestClient,
  parameters: { address: string },
  options: RequestOptions = {},
): Promise<string | null> {
  const key = addressKey(parameters.address)
  if (!key) throw new Error(`${parameters.address} is no address`)
  try {
    const answer = await requestJson(
      { ...client, retry: false },
      {
        service: 'Chain REST',
        path: `/initia/move/v1/accounts/${storeAddress(key)}/resources/by_struct_tag`,
        query: new URLSearchParams({ struct_tag: '0x1::object::ObjectCore' }),
        schema: resourceSchema,
        signal: options.signal,
      },
    )
    const resource = parseJson(answer.resource.move_resource)
    const owner = isRecord(resource) && isRecord(resource.data) ? resource.data.owner : undefined
    const ownerKey = typeof owner === 'string' ? addressKey(owner) : undefined
    if (!ownerKey) throw new Error(`the ObjectCore of 0x${key} names no owner`)
    return ownerKey
  } catch (error) {
    if (error instanceof HttpError && /collections: not found/i.test(error.body)) return null
    throw error
  }
}

/**
 * The owners of `store` from its direct owner up to the account at the top, each asked through `ownerOf`; null when
 * the chain tells no owner (no object, an owner chain that loops or nests deeper than Move allows). Throws what
 * `ownerOf` throws.
 */
export async function storeOwnerChain(
  store: string,
  ownerOf: (key: string) => Promise<string | null>,
): Promise<string[] | null> {
  const start = addressKey(store)
  if (!start) return null
  const chain: string[] = []
  let current = await ownerOf(start)
  // a store that is no object is no store the chain knows
  if (current === null) return null
  while (chain.length <= maxNesting) {
    if (current === start || chain.includes(current)) return null
    chain.push(current)
    const next: string | null = await ownerOf(current)
    // an account as 20 bytes, an object as 32, in 0x
    if (next === null) return chain.map((key) => `0x${key.padStart(key.length > 40 ? 64 : 40, '0')}`)
    current = next
  }
  return null
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
 * Asks the chain who owns each Move store (see above), each address once per call. Never throws for a store: what
 * the chain does not tell is `undefined`. Give the result to `balanceChanges` as `storeOwners`. To ask each address
 * once across calls, share a QueryClient: `storeOwnersQueryOptions` (what the components use).
 */
export async function getStoreOwners(
  client: RestClient,
  parameters: GetStoreOwnersParameters,
  options: RequestOptions = {},
): Promise<GetStoreOwnersReturnType> {
  const keys = new Set([...parameters.stores].map((store) => addressKey(store)).filter(Boolean))
  const named = [...keys].map((key) => storeAddress(key!))
  const asked = new Map<string, Promise<string | null>>()
  const ownerOf = (key: string) => {
    const known = asked.get(key)
    if (known) return known
    const answer = getObjectOwner(client, { address: storeAddress(key) }, options)
    asked.set(key, answer)
    return answer
  }
  // in the order given; a few at a time, so a tx of many stores is no burst of requests at a public node
  const owners: GetStoreOwnersReturnType = new Map(named.map((store) => [store, undefined]))
  let next = 0
  const worker = async () => {
    while (next < named.length) {
      const i = next++
      owners.set(named[i]!, (await storeOwnerChain(named[i]!, ownerOf).catch(() => null)) ?? undefined)
    }
  }
  await Promise.all(Array.from({ length: Math.min(maxParallel, named.length) }, worker))
  return owners
}
