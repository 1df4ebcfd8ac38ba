'use client'

import { useMemo } from 'react'
import type { RollscopeError } from '../errors/base.ts'
import type { UsernameProblem } from '../names/username.ts'
import { usernameAccountTerm } from '../search/classifySearch.ts'
import type { SearchChain } from '../search/searchChain.ts'
import type { SearchTerm } from '../search/searchTerm.ts'
import { useUsernameAddress } from './useUsernameAddress.ts'
import { useUsernamesClient } from './useUsernamesClient.ts'

/** A search's username (`alice.init`): whose it is, as the L1's usernames module answers. */
export type SearchUsernameState =
  /** Text ending in `.init` that is no name: nothing is asked. */
  | { state: 'invalid'; problem: UsernameProblem; character: string | undefined }
  /** Names are off (the provider's `usernames={false}`, or no L1 to ask): nothing is asked. */
  | { state: 'off'; username: string }
  | { state: 'loading'; username: string }
  | { state: 'error'; username: string; error: RollscopeError; retry: () => void }
  /** Nobody has the name: no chain is asked. */
  | { state: 'notFound'; username: string }
  /** `address`: the account (`init1…`), searched on every chain of Initia accounts. */
  | { state: 'found'; username: string; address: string }

type AccountTerm = Extract<SearchTerm, { kind: 'account' }>

export interface UseSearchUsernameReturnType {
  username: SearchUsernameState | undefined
  /** The account the name points at, as the account kind searches it (with the name). */
  account: AccountTerm | undefined
}

/**
 * The username among a search's `terms`, asked of the provider's L1 once (`useUsernameAddress`: the cache is shared
 * with the rest of the kit), and the account it points at. An invalid name, or names off, asks nothing.
 */
export function useSearchUsername(
  terms: readonly SearchTerm[],
  chains: readonly SearchChain[],
): UseSearchUsernameReturnType {
  const term = terms.find((term) => term.kind === 'username')
  const on = useUsernamesClient() !== undefined
  const { address, isNotFound, error, refetch: retry } = useUsernameAddress({ username: term?.username })
  return useMemo(() => {
    if (!term) return { username: undefined, account: undefined }
    const { username } = term
    const state: SearchUsernameState =
      username === undefined
        ? { state: 'invalid', problem: term.problem, character: term.character }
        : !on
          ? { state: 'off', username }
          : error
            ? { state: 'error', username, error, retry }
            : isNotFound
              ? { state: 'notFound', username }
              : address
                ? { state: 'found', username, address }
                : { state: 'loading', username }
    const account =
      address && username ? usernameAccountTerm(address, { ...term, username }, chains) : undefined
    return { username: state, account }
  }, [term, on, address, isNotFound, error, retry, chains])
}
