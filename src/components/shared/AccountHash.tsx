'use client'

import { createContext, useContext, useRef, useState, useSyncExternalStore } from 'react'
import { RollscopeContext } from '../../hooks/RollscopeProvider.tsx'
import { Hash } from './Hash.tsx'
import type { AccountName } from './NamedAccount.tsx'

/** Whether the AccountHash parts inside show names: set by the components that offer `names` (off elsewhere). */
export const ShowNames = createContext(false)

type NamedParts = typeof import('./NamedAccount.tsx')

// the parts that ask for names load after the first render that shows names: an app's first load carries none of it
let parts: NamedParts | undefined
let asked = false
const listeners = new Set<() => void>()
function subscribeLoading(listener: () => void) {
  listeners.add(listener)
  if (!asked) {
    asked = true
    import('./NamedAccount.tsx').then(
      (module) => {
        parts = module
        for (const notify of listeners) notify()
      },
      // a chunk that failed to load leaves the addresses as they are
      () => undefined,
    )
  }
  return () => void listeners.delete(listener)
}
const subscribeNothing = () => () => undefined

/**
 * Whether a component shows names here: its `names` prop, and a provider that has names (a `network`, or `usernames`
 * with a `rest`; not `usernames={false}`), as useUsernamesClient finds them. Nothing loads where there are none.
 */
export function useNamesOn(): boolean {
  const shown = useContext(ShowNames)
  const context = useContext(RollscopeContext)
  const config = context?.usernames
  return shown && config !== false && (Boolean(config?.rest) || context?.registry !== undefined)
}

/**
 * The name parts once loaded, where names are on; undefined on a server and at hydration (the server's HTML has
 * addresses only, so the first render on the client matches it), and where names are off (nothing loaded or asked).
 */
export function useNamedParts(): NamedParts | undefined {
  const names = useNamesOn()
  const loaded = useSyncExternalStore(
    names ? subscribeLoading : subscribeNothing,
    () => parts,
    () => undefined,
  )
  return names ? loaded : undefined
}

/**
 * An account as `Hash` shows it, and its Initia username (`alice.init`) in place of the shortened address once the
 * chain has answered: the rows never wait for it. The address stays reachable: the title holds it whole (after the
 * name), `href` is the address's link and a Copy beside it copies the address. With `full`, the name comes first and
 * the whole address after it. While its name is being asked, the element has `data-name="loading"`.
 */
export function AccountHash(props: {
  value: string
  href?: string | undefined
  /** Characters kept at each end. Default 8. */
  keep?: number
  full?: boolean
}) {
  const names = useNamesOn()
  const named = useNamedParts()
  const element = useRef<HTMLAnchorElement & HTMLSpanElement>(null)
  const [name, setName] = useState<AccountName>()
  const { value } = props
  // what the reader said of another account (a reused row) is not this one's
  const current = name?.value === value ? name : undefined
  // the reader sits beside the one Hash, which stays the same element when the name arrives (a focused link keeps focus)
  return (
    <>
      {named && <named.NameReader value={value} element={element} onName={setName} />}
      <Hash
        {...props}
        elementRef={element}
        name={named ? current?.username : undefined}
        nameLoading={names && (current === undefined || current.loading)}
      />
    </>
  )
}
