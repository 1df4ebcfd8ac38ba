'use client'

import type { RollscopeError } from '../errors/base.ts'
import { useUsernameLookup } from './usernameLookup.ts'

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
  return useUsernameLookup(parameters.address, parameters.query?.enabled !== false)
}
