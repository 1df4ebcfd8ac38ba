'use client'

import { QueryClientContext } from '@tanstack/react-query'
import { useContext, useMemo } from 'react'
import type { UsernamesClient } from '../names/client.ts'
import { usernamesClientOf } from '../names/registryClient.ts'
import { RollscopeContext } from './RollscopeProvider.tsx'

/**
 * The provider's usernames: its `usernames` prop, else the usernames module of its `network`'s L1. Undefined when
 * names are off (`usernames={false}`, or no `network` and no `usernames.rest`).
 */
export function useUsernamesClient(): UsernamesClient | undefined {
  const context = useContext(RollscopeContext)
  const queryClient = useContext(QueryClientContext)
  const config = context?.usernames
  const registry = context?.registry
  return useMemo(() => usernamesClientOf(config, registry, queryClient), [config, registry, queryClient])
}
