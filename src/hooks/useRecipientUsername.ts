'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { RollscopeError } from '../errors/base.ts'
import { parseUsername, type UsernameProblem } from '../names/username.ts'
import { usernamesKeys } from '../query/usernames.ts'
import { useSettledText } from './useSettledText.ts'
import { useUsernameAddress } from './useUsernameAddress.ts'
import { useUsernamesClient } from './useUsernamesClient.ts'

/** A recipient typed as an Initia username (`alice.init`), and where it stands. */
export type RecipientUsername =
  /** The text cannot be a name (no `.init`): it is read as an address. */
  | { kind: 'none' }
  /** Ends in `.init` but is no username (usernames.move `check_name`): nothing is asked. `length`: characters before `.init`. */
  | { kind: 'invalid'; problem: UsernameProblem; character: string | undefined; length: number }
  /** Names are off (`usernames={false}`, or no registry): the name cannot be used. */
  | { kind: 'off'; username: string }
  /** The recipient's chain takes no Initia address (`initia: false`): nothing is asked. */
  | { kind: 'notInitia'; username: string }
  /** Waiting for the typing pause, or for the chain's answer. */
  | { kind: 'looking'; username: string }
  /** The account (`init1…`) the name points at. */
  | { kind: 'found'; username: string; address: string }
  | { kind: 'notFound'; username: string }
  /** The chain did not answer, or answered no address (`UsernameAnswerError`). */
  | { kind: 'failed'; username: string; error: RollscopeError; retry: () => void }

export interface UseRecipientUsernameParameters {
  /** The recipient field's text. */
  text: string
  /** Whether the recipient's chain takes Initia accounts; default true. */
  initia?: boolean | undefined
  /** The typing pause before the chain is asked; default 300 ms. */
  delayMs?: number | undefined
}

/** How long typing must pause before a name is looked up. */
export const usernameTypingPauseMs = 300

/**
 * A recipient field's text read as an Initia username: an invalid name says why at once, and a valid one is looked up
 * once the typing pauses (one read per name, the cache shared with `useUsernameAddress`). Text without `.init` asks
 * nothing.
 */
export function useRecipientUsername(parameters: UseRecipientUsernameParameters): RecipientUsername {
  const { text, initia = true, delayMs = usernameTypingPauseMs } = parameters
  const client = useUsernamesClient()
  const queryClient = useQueryClient()
  const settled = useSettledText(text.trim(), delayMs)
  const typed = useMemo(() => parseUsername(text), [text])
  const usable = typed.kind === 'username' && client !== undefined && initia
  const lookup = useUsernameAddress({
    username: settled,
    query: { enabled: usable && settled === text.trim() },
  })
  if (typed.kind === 'none') return { kind: 'none' }
  if (typed.kind === 'invalid') {
    const label = text.trim().slice(0, -'.init'.length)
    return { kind: 'invalid', problem: typed.problem, character: typed.character, length: [...label].length }
  }
  const { username } = typed
  if (!client) return { kind: 'off', username }
  if (!initia) return { kind: 'notInitia', username }
  if (settled !== text.trim() || lookup.parsed.kind !== 'username' || lookup.isPending) {
    // a name asked before (typed again, picked from the saved ones) needs no pause
    const cached = queryClient.getQueryData<string | null>(
      usernamesKeys.address(client.rest.baseUrl, { username }),
    )
    if (typeof cached === 'string') return { kind: 'found', username, address: cached }
    return { kind: 'looking', username }
  }
  if (lookup.address) return { kind: 'found', username, address: lookup.address }
  if (lookup.isNotFound) return { kind: 'notFound', username }
  if (lookup.error) {
    const retry = () =>
      void queryClient.refetchQueries({ queryKey: usernamesKeys.address(client.rest.baseUrl, { username }) })
    return { kind: 'failed', username, error: lookup.error, retry }
  }
  return { kind: 'looking', username }
}
