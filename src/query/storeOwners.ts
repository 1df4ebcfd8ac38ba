// Who owns the Move stores a tx names no owner for (balances/storeOwners.ts): one query per address the walk asks, in
// the app's QueryClient, so an owner that many rows and txs share is asked once, and one query per tx's set of stores
// over them.
import type { DataTag, Query, QueryClient } from '@tanstack/react-query'
import type { RestClient } from '../balances/client.ts'
import type { RollscopeError } from '../errors/base.ts'

const load = () => import('../balances/storeOwners.ts')

/** The owners' query keys, under `storeOwnersKeys.all` (no import of it: the balances' code stays out of this chunk). */
export const storeOwnersKeys = {
  objectOwner: (baseUrl: string, parameters: { address?: string | undefined }) =>
    ['rollscope', 'balances', baseUrl, 'objectOwner', { address: parameters.address }] as const,
  storeOwners: (baseUrl: string, parameters: { stores?: readonly string[] | undefined }) =>
    ['rollscope', 'balances', baseUrl, 'storeOwners', { stores: parameters.stores }] as const,
}
// a real failure (no answer, a timeout) is asked again twice; a node's "not found" is an answer (an account)
const retry = (failures: number) => failures < 2
const canonical = (address: string) => address.trim().toLowerCase()

/** The stores' owners by store address: from the direct owner up to the account, null when the chain tells none. */
export interface StoreOwners {
  owners: Record<string, string[] | null>
  /** The stores the chain could not be asked about (no answer after retries): asked again on the next mount. */
  failed: string[]
}

export interface StoreOwnersQueryOptions<data, key> {
  queryKey: DataTag<key, data, RollscopeError>
  queryFn: (context: { client: QueryClient; signal: AbortSignal }) => Promise<data>
  enabled: boolean
  // biome-ignore lint/suspicious/noExplicitAny: TanStack's Query of this data
  staleTime: number | ((query: Query<data, any, data, any>) => number)
  retry: typeof retry
}

/**
 * The owner of the object at `address` (its `0x1::object::ObjectCore`), as a key (lower-case hex, no 0x); null for
 * an account (no ObjectCore). Kept for the session: an object changing hands is not followed. Waits for `address`.
 */
export function objectOwnerQueryOptions(client: RestClient, parameters: { address?: string | undefined }) {
  const address = parameters.address && canonical(parameters.address)
  return {
    queryKey: storeOwnersKeys.objectOwner(client.baseUrl, { address }) as never,
    queryFn: async ({ signal }) => (await load()).getObjectOwner(client, { address: address! }, { signal }),
    enabled: address !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry,
  } satisfies StoreOwnersQueryOptions<
    string | null,
    ReturnType<typeof storeOwnersKeys.objectOwner>
  > as StoreOwnersQueryOptions<string | null, ReturnType<typeof storeOwnersKeys.objectOwner>>
}

/**
 * The owners of each Move store of `stores` (`getStoreOwners`' answer), each address asked through
 * `objectOwnerQueryOptions` in the same QueryClient. A store the chain did not answer for is `failed`, never thrown:
 * the others still show. Waits for `stores` (none: nothing asked).
 */
export function storeOwnersQueryOptions(
  client: RestClient,
  parameters: { stores?: readonly string[] | undefined },
) {
  const stores = parameters.stores && [...new Set(parameters.stores.map(canonical))].sort()
  return {
    queryKey: storeOwnersKeys.storeOwners(client.baseUrl, { stores }) as never,
    queryFn: async ({ client: queryClient }) => {
      const { storeOwnerChain } = await load()
      const ownerOf = (key: string) =>
        queryClient.fetchQuery(objectOwnerQueryOptions(client, { address: `0x${key.padStart(64, '0')}` }))
      const answers = await Promise.allSettled(stores!.map((store) => storeOwnerChain(store, ownerOf)))
      const result: StoreOwners = { owners: {}, failed: [] }
      answers.forEach((answer, index) => {
        if (answer.status === 'fulfilled') result.owners[stores![index]!] = answer.value
        else result.failed.push(stores![index]!)
      })
      return result
    },
    enabled: stores !== undefined && stores.length > 0,
    // what the chain told is kept for the session; a set with failures is asked again on the next mount
    staleTime: (query) => (query.state.data?.failed.length ? 0 : Number.POSITIVE_INFINITY),
    retry,
  } satisfies StoreOwnersQueryOptions<
    StoreOwners,
    ReturnType<typeof storeOwnersKeys.storeOwners>
  > as StoreOwnersQueryOptions<StoreOwners, ReturnType<typeof storeOwnersKeys.storeOwners>>
}
