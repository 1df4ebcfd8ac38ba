'use client'

import { type QueryObserverResult, useQueries } from '@tanstack/react-query'
import type { RollscopeError } from '../errors/base.ts'
import { usernameQueryOptions } from '../query/usernames.ts'
import { useUsernamesClient } from './useUsernamesClient.ts'

export interface UseUsernameParameters {
  /** Any form of an Initia account: `init1…` or 0x. Another chain's address (`noble1…`) asks nothing. */
  address?: string | undefined
  query?: { enabled?: boolean | undefined } | undefined
}

export interface UseUsernameReturnType {
  /** `alice.init`; undefined while asking, when the account has no name, or when names are off. */
  username: string | undefined
  /** The chain is being asked. */
  isPending: boolean
  error: RollscopeError | null
}

/**
 * The account's Initia username (`usernameQueryOptions`): each account asked once per QueryClient, however many rows
 * show it, in whatever form. Nothing is asked when names are off (see `useUsernamesClient`).
 */
export function useUsername(parameters: UseUsernameParameters): UseUsernameReturnType {
  const client = useUsernamesClient()
  const options = client && usernameQueryOptions(client, { address: parameters.address })
  // no query at all when nothing is asked (a disabled one would still sit in the cache, and in a server's)
  const asked = options?.enabled === true && parameters.query?.enabled !== false
  const [result] = useQueries({ queries: (asked ? [options] : []) as never[] }) as [
    QueryObserverResult<string | null, RollscopeError> | undefined,
  ]
  return {
    username: result?.data ?? undefined,
    isPending: result?.isPending ?? false,
    error: result?.error ?? null,
  }
}
