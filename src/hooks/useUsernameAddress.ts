'use client'

import { type QueryObserverResult, useQueries } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import type { RollscopeError } from '../errors/base.ts'
import { type ParseUsernameReturnType, parseUsername } from '../names/username.ts'
import { usernameAddressQueryOptions } from '../query/usernames.ts'
import { useUsernamesClient } from './useUsernamesClient.ts'

export interface UseUsernameAddressParameters {
  /** What was typed: asked only when it is a username (`alice.init`, see `parsed`). */
  username?: string | undefined
  query?: { enabled?: boolean | undefined } | undefined
}

export interface UseUsernameAddressReturnType {
  /** The account (`init1…`) the name points at; undefined while asking, when nobody has it, or when names are off. */
  address: string | undefined
  /** What `username` is: a username, an invalid one (and why), or no name at all. */
  parsed: ParseUsernameReturnType
  /** The chain is being asked. */
  isPending: boolean
  /** The chain answered that nobody has the name. */
  isNotFound: boolean
  error: RollscopeError | null
  /** Asks the chain again (after an error). */
  refetch: () => void
}

/**
 * Where an Initia username points (`usernameAddressQueryOptions`), for a recipient field: text that cannot be a name
 * (no `.init`) or is an invalid one asks nothing; `parsed` says which.
 */
export function useUsernameAddress(parameters: UseUsernameAddressParameters): UseUsernameAddressReturnType {
  const { username } = parameters
  const client = useUsernamesClient()
  const parsed = useMemo(() => parseUsername(username ?? ''), [username])
  const options = client && usernameAddressQueryOptions(client, { username })
  const asked = options?.enabled === true && parameters.query?.enabled !== false
  const [result] = useQueries({ queries: (asked ? [options] : []) as never[] }) as [
    QueryObserverResult<string | null, RollscopeError> | undefined,
  ]
  const again = result?.refetch
  const refetch = useCallback(() => void again?.(), [again])
  return {
    address: result?.data ?? undefined,
    parsed,
    isPending: result?.isPending ?? false,
    isNotFound: result?.data === null,
    error: result?.error ?? null,
    refetch,
  }
}
