'use client'

import { type QueryObserverResult, useQueries, useQueryClient } from '@tanstack/react-query'
import { useContext, useMemo } from 'react'
import type { RollscopeError } from '../errors/base.ts'
import { usernamesClientOf } from '../names/registryClient.ts'
import type { UsernameProblem } from '../names/username.ts'
import { usernameAddressQueryOptions } from '../query/usernames.ts'
import type { RegistryClient } from '../registry/client.ts'
import { usernameAccountTerm } from '../search/classifySearch.ts'
import type { SearchChain } from '../search/searchChain.ts'
import type { SearchTerm } from '../search/searchTerm.ts'
import { RollscopeContext } from './RollscopeProvider.tsx'

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
 * The username among a search's `terms`, asked of the L1 once (`usernameAddressQueryOptions`: the cache is shared with
 * the rest of the kit), and the account it points at. An invalid name, or names off, asks nothing.
 */
export function useSearchUsername(
  terms: readonly SearchTerm[],
  chains: readonly SearchChain[],
  registry: RegistryClient,
): UseSearchUsernameReturnType {
  const context = useContext(RollscopeContext)
  const queryClient = useQueryClient()
  const config = context?.usernames
  const client = useMemo(
    () => usernamesClientOf(config, registry, queryClient),
    [config, registry, queryClient],
  )
  const term = terms.find((term) => term.kind === 'username')
  const username = term?.username
  const options = client && username ? usernameAddressQueryOptions(client, { username }) : undefined
  // zero or one query: a disabled one would still sit in the cache
  const [result] = useQueries({ queries: (options?.enabled ? [options] : []) as never[] }) as [
    QueryObserverResult<string | null, RollscopeError> | undefined,
  ]
  const address = result?.data ?? undefined
  const account = useMemo(
    () => (term?.username && address ? usernameAccountTerm(address, term, chains) : undefined),
    [term, address, chains],
  )
  const error = result?.error ?? null
  const asked = result !== undefined
  const isPending = result?.isPending ?? false
  const refetch = result?.refetch
  const data = result?.data
  const state = useMemo((): SearchUsernameState | undefined => {
    if (!term) return undefined
    if (term.problem !== undefined)
      return { state: 'invalid', problem: term.problem, character: term.character }
    const name = term.username
    if (!asked) return { state: 'off', username: name }
    if (error) return { state: 'error', username: name, error, retry: () => void refetch?.() }
    if (isPending) return { state: 'loading', username: name }
    if (data === null || data === undefined) return { state: 'notFound', username: name }
    return { state: 'found', username: name, address: data }
  }, [term, asked, error, isPending, refetch, data])
  return { username: state, account: state?.state === 'found' ? account : undefined }
}
