'use client'

import { useCallback, useRef, useState } from 'react'
import type { RollscopeError } from '../errors/base.ts'
import { useUsernamesClient } from './useUsernamesClient.ts'

export interface UseUsernameCheckReturnType {
  /**
   * Asks the chain again, past the cache, where `username` points (`confirmUsernameAddress`) before anything is signed
   * for `address`: true when it still points there; else false, with `error` saying why (it points elsewhere now, at
   * nobody, the chain answered garbage, or names are off).
   */
  check: (parameters: { username: string; address: string }) => Promise<boolean>
  /** The same ask, throwing the reason instead (a `beforeSign` for TxPreview), without `checking` or `error`. */
  confirm: (parameters: { username: string; address: string }) => Promise<void>
  checking: boolean
  error: RollscopeError | Error | null
  reset: () => void
}

/** The last check of a recipient typed as a name, right before the user signs for its address. */
export function useUsernameCheck(): UseUsernameCheckReturnType {
  const client = useUsernamesClient()
  const [checking, setChecking] = useState(false)
  const [error, setError] = useState<RollscopeError | Error | null>(null)
  const running = useRef(false)
  const confirm = useCallback(
    async (parameters: { username: string; address: string }) => {
      if (!client) throw new Error('Names are off: a recipient typed as a name cannot be checked.')
      // the check loads when first used, with the actions it asks through
      const { confirmUsernameAddress } = await import('../query/usernames.ts')
      await confirmUsernameAddress(client, parameters)
    },
    [client],
  )
  const check = useCallback(
    async (parameters: { username: string; address: string }) => {
      if (running.current) return false
      running.current = true
      setChecking(true)
      setError(null)
      try {
        await confirm(parameters)
        return true
      } catch (caught) {
        setError(caught instanceof Error ? caught : new Error(String(caught)))
        return false
      } finally {
        running.current = false
        setChecking(false)
      }
    },
    [confirm],
  )
  const reset = useCallback(() => setError(null), [])
  return { check, confirm, checking, error, reset }
}
