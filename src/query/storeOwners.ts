// Who owns the Move stores a tx names no owner for (balances/storeOwners.ts), one query per address the walk asks and
// one per store, in the app's QueryClient: a store or an owner that many rows share is asked once. The code that asks
// loads with the first such query.
import type { DataTag, QueryClient } from '@tanstack/react-query'
import type { RestClient } from '../balances/client.ts'
import type { RollscopeError } from '../errors/base.ts'
import { balancesKeys } from './balances.ts'

const load = () => import('../balances/storeOwners.ts')
// a real failure (no answer, a timeout) is asked again twice; a node's "not found" is an answer (an account)
const retry = (failures: number) => failures < 2
const canonical = (address: string) => address.trim().toLowerCase()

export interface StoreOwnersQueryOptions<data, key> {
  queryKey: DataTag<key, data, RollscopeError>
  queryFn: (context: { client: QueryClient; signal: AbortSignal }) => Promise<data>
  enabled: boolean
  staleTime: number
  retry: typeof retry
}

/**
 * The owner of the object at `address` (its `0x1::object::ObjectCore`), as a key (lower-case hex, no 0x); null for
 * an account (no ObjectCore). Kept for the session: an object changing hands is not followed. Waits for `address`.
 */
export function objectOwnerQueryOptions(client: RestClient, parameters: { address?: string | undefined }) {
  const address = parameters.address && canonical(parameters.address)
  return {
    queryKey: balancesKeys.objectOwner(client.baseUrl, { address }) as never,
    queryFn: async ({ signal }) => (await load()).getObjectOwner(client, { address: address! }, { signal }),
    enabled: address !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry,
  } satisfies StoreOwnersQueryOptions<
    string | null,
    ReturnType<typeof balancesKeys.objectOwner>
  > as StoreOwnersQueryOptions<string | null, ReturnType<typeof balancesKeys.objectOwner>>
}

/**
 * The owners of the Move store `store`, from its direct owner up to the account at the top (`getStoreOwners`' entry
 * for it), each owner asked through `objectOwnerQueryOptions` in the same QueryClient; null when the chain tells no
 * owner (no object, an owner chain that loops or never ends). Fails when the chain did not answer. Waits for `store`.
 */
export function storeOwnersQueryOptions(client: RestClient, parameters: { store?: string | undefined }) {
  const store = parameters.store && canonical(parameters.store)
  return {
    queryKey: balancesKeys.storeOwners(client.baseUrl, { store }) as never,
    queryFn: async ({ client: queryClient }) =>
      (await load()).storeOwnerChain(store!, (key) =>
        // the store's query retries the walk: each address once per try
        queryClient.fetchQuery({
          ...objectOwnerQueryOptions(client, { address: `0x${key.padStart(64, '0')}` }),
          retry: false,
        }),
      ),
    enabled: store !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry,
  } satisfies StoreOwnersQueryOptions<
    string[] | null,
    ReturnType<typeof balancesKeys.storeOwners>
  > as StoreOwnersQueryOptions<string[] | null, ReturnType<typeof balancesKeys.storeOwners>>
}
