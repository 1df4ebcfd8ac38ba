'use client'

import type { UsernamesClient } from '../names/client.ts'
import { useUsernamesClientLookup } from './usernameLookup.ts'

/**
 * The provider's usernames: its `usernames` prop, else the usernames module of its `network`'s L1. Undefined when
 * names are off (`usernames={false}`, or no `network` and no `usernames.rest`).
 */
export function useUsernamesClient(): UsernamesClient | undefined {
  return useUsernamesClientLookup()
}
