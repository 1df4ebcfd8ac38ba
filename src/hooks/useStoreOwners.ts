'use client'

import { type QueryObserverResult, useQueries, useQueryClient } from '@tanstack/react-query'
import { useCallback, useContext, useMemo } from 'react'
import type { RestClient } from '../balances/client.ts'
import { storeOwnersQueryOptions } from '../query/storeOwners.ts'
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
   * Each store the chain has answered for, by address: its owners from the direct one up to the account (what
   * `balanceChanges` takes as `storeOwners`), or undefined when the chain did not tell or could not be asked. A store
   * still being asked is not in it.
   */
  owners: ReadonlyMap<string, readonly string[] | undefined>
  /** Some store is still being asked. */
  isPending: boolean
}

const noOwners: UseStoreOwnersReturnType = { owners: new Map(), isPending: false }

/**
 * Who owns the Move stores a tx names no owner for, asked of the chain's REST (`storeOwnersQueryOptions`): each store
 * and each owner once per QueryClient, however many rows and renders ask. Nothing is asked without a REST (no
 * `client`, and no provider `network` and chain).
 */
export function useStoreOwners(parameters: UseStoreOwnersParameters): UseStoreOwnersReturnType {
  const { stores = [], client, query = {} } = parameters
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
  const enabled = query.enabled ?? true
  // an inline array is a new one on every render: the addresses stand for it
  const storesKey = stores.join(' ')
  const queries = useMemo(
    () =>
      rest && enabled
        ? storesKey
            .split(' ')
            .filter(Boolean)
            .map((store) => storeOwnersQueryOptions(rest, { store }))
        : [],
    [rest, storesKey, enabled],
  )
  const combine = useCallback(
    (results: QueryObserverResult<string[] | null>[]): UseStoreOwnersReturnType => {
      if (results.length === 0) return noOwners
      const owners = new Map<string, readonly string[] | undefined>()
      results.forEach((result, index) => {
        const store = queries[index]!.queryKey[4].store!
        if (result.isSuccess) owners.set(store, result.data ?? undefined)
        else if (result.isError) owners.set(store, undefined)
      })
      return { owners, isPending: results.some((result) => result.isPending) }
    },
    [queries],
  )
  return useQueries({ queries: queries as never[], combine: combine as never }) as UseStoreOwnersReturnType
}
