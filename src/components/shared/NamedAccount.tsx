'use client'

import { type ReactNode, type RefObject, useEffect, useState } from 'react'
import { useUsernameLookup } from '../../hooks/usernameLookup.ts'
import { whenSeen } from './whenSeen.ts'

/** What AccountHash shows of an account's name: the username once the L1 has answered, and whether it is asked. */
export interface AccountName {
  /** The account it is for. */
  value: string
  username: string | undefined
  loading: boolean
}

/**
 * Asks for the account's username for AccountHash, which draws it: renders nothing, reports through `onName`. A
 * row drawn out of view (a list's overscan) asks once its element scrolls into view; a name asked before shows at once.
 */
export function NameReader({
  value,
  element,
  onName,
}: {
  value: string
  element: RefObject<HTMLElement | null>
  onName: (name: AccountName) => void
}) {
  const [seen, setSeen] = useState(false)
  // the name is a checked answer (parseUsername passed); it is still only ever text
  const { username, isPending } = useUsernameLookup(value, true, seen)
  useEffect(() => {
    if (seen || username !== undefined || !element.current) return
    return whenSeen(element.current, () => setSeen(true))
  }, [seen, username, element])
  const loading = username === undefined && seen && isPending
  useEffect(() => onName({ value, username, loading }), [onName, value, username, loading])
  return null
}

/** What `show` draws of the account's username once the L1 has answered; nothing before, or without a name. */
export function AccountUsername({
  address,
  show,
}: {
  address: string
  show: (username: string) => ReactNode
}) {
  const { username, isPending } = useUsernameLookup(address, true)
  // an empty mark while the name is asked, as AccountHash's `data-name="loading"`
  if (username === undefined) return isPending ? <span data-name="loading" /> : null
  return show(username)
}
