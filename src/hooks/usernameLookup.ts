'use client'
// The bodies of useUsernamesClient and useUsername, apart from their public modules: the components' name parts load
// lazily and use these, and esbuild loads up front whatever a lazily loaded chunk takes from a module an entry
// re-exports (evanw/esbuild#3704), so they must not import the hooks' own modules.

import { QueryClientContext, type QueryObserverResult, useQueries } from '@tanstack/react-query'
import { useContext, useMemo } from 'react'
import type { RollscopeError } from '../errors/base.ts'
import type { UsernamesClient } from '../names/client.ts'
import { usernamesClientOf } from '../names/registryClient.ts'
import { usernameQueryOptions } from '../query/usernames.ts'
import { RollscopeContext } from './RollscopeProvider.tsx'

/** useUsernamesClient's body. */
export function useUsernamesClientLookup(): UsernamesClient | undefined {
  const context = useContext(RollscopeContext)
  const queryClient = useContext(QueryClientContext)
  const config = context?.usernames
  const registry = context?.registry
  return useMemo(() => usernamesClientOf(config, registry, queryClient), [config, registry, queryClient])
}

/** useUsername's body; with `fetch` false, what the cache holds and nothing asked (yet). */
export function useUsernameLookup(address: string | undefined, enabled: boolean, fetch = true) {
  const client = useUsernamesClientLookup()
  const options = client && usernameQueryOptions(client, { address })
  // no query at all when nothing is asked (a disabled one would still sit in the cache, and in a server's)
  const asked = options?.enabled === true && enabled
  const [result] = useQueries({
    queries: (asked ? [fetch ? options : { ...options, enabled: false }] : []) as never[],
  }) as [QueryObserverResult<string | null, RollscopeError> | undefined]
  return {
    username: result?.data ?? undefined,
    isPending: result?.isPending ?? false,
    error: result?.error ?? null,
  }
}
