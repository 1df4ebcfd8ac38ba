'use client'

import { type QueryObserverResult, useQueries, useQueryClient } from '@tanstack/react-query'
import { useContext, useMemo } from 'react'
import type { RestClient } from '../balances/client.ts'
import { type StoreOwners, storeOwnersQueryOptions } from '../query/storeOwners.ts'
import { chainRestClient } from '../registry/chainClients.ts'
import { RollscopeContext } from './RollscopeProvider.tsx'

export interface UseStoreOwnersParameters {
  /** Move store addresses (0x), e.g. the `stores` of a `balanceChanges` `unknownStore` issue. None: nothing asked. */
  stores?: readonly string[] | undefined
  /** The chain whose REST the registry lists; else the provider's `chainId`. */
  chainId?: string | undefined
  /** Another REST than the registry's (`createRestClient`). */
  client?: RestClient | undefined
  query?: { enabled?: boolean | undefined } | undefined
}

export interface UseStoreOwnersReturnType {
  /**
   * Once the chain has answered, each store by address: its owners from the direct one up to the account (what
   * `balanceChanges` takes as `storeOwners`), or undefined when the chain did not tell or could not be asked. Empty
   * while asking.
   */
  owners: ReadonlyMap<string, readonly string[] | undefined>
  /** The stores are still being asked. */
  isPending: boolean
}

const noOwners = new Map<string, readonly string[] | undefined>()

/**
 * Who owns the Move stores a tx names no owner for, asked of the chain's REST (`storeOwnersQueryOptions`): each owner
 * once per QueryClient, however many rows and renders ask. Nothing is asked without a REST (no `client`, and no
 * provider `network` and chain).
 */
export function useStoreOwners(parameters: UseStoreOwnersParameters): UseStoreOwnersReturnType {
  const { stores, client, query = {} } = parameters
  const context = useContext(RollscopeContext)
  const queryClient = useQueryClient()
  const chainId = parameters.chainId ?? context?.chainId
  const registry = context?.registry
  const rest = useMemo(
    () =>
      client ??
      (registry && chainId !== undefined ? chainRestClient({ registry, chainId, queryClient }) : undefined),
    [client, registry, chainId, queryClient],
  )
  const options = storeOwnersQueryOptions(rest ?? { baseUrl: '', type: 'rest' }, { stores })
  // no query at all for a tx with no such store (a disabled one would still sit in the cache, and in a server's)
  const asked = options.enabled && rest !== undefined && query.enabled !== false
  const [result] = useQueries({ queries: (asked ? [options] : []) as never[] }) as [
    QueryObserverResult<StoreOwners> | undefined,
  ]
  const data = result?.data
  const owners = useMemo(() => {
    if (!data) return noOwners
    const map = new Map<string, readonly string[] | undefined>()
    for (const [store, chain] of Object.entries(data.owners)) map.set(store, chain ?? undefined)
    for (const store of data.failed) map.set(store, undefined)
    return map
  }, [data])
  return { owners, isPending: result?.isPending ?? false }
}
