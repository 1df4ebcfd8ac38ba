'use client'

import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useUsernameLookup } from '../../hooks/usernameLookup.ts'
import { Hash } from './Hash.tsx'
import { revealInvisible } from './safeText.ts'
import { whenSeen } from './whenSeen.ts'

/** AccountHash with names on: the account's username in place of its short address once the L1 has answered. */
export function NamedHash({
  value,
  href,
  keep,
  full = false,
}: {
  value: string
  href?: string | undefined
  keep?: number | undefined
  full?: boolean | undefined
}) {
  // a row drawn out of view (a list's overscan) asks once it scrolls into view; a name asked before shows at once
  const [seen, setSeen] = useState(false)
  const element = useRef<HTMLAnchorElement & HTMLSpanElement>(null)
  // the name is a checked answer (parseUsername passed); it is still only ever text
  const { username, isPending } = useUsernameLookup(value, true, seen)
  useEffect(() => {
    if (seen || username !== undefined || !element.current) return
    return whenSeen(element.current, () => setSeen(true))
  }, [seen, username])
  if (username === undefined)
    return (
      <Hash
        value={value}
        href={href}
        keep={keep}
        full={full}
        elementRef={element}
        nameLoading={seen && isPending}
      />
    )
  const address = revealInvisible(value)
  const props = {
    title: `${username}\n${address}`,
    className: full ? 'rs-hash rs-hash-full' : 'rs-hash',
    translate: 'no',
  } as const
  const text = (
    <>
      <span className="rs-name">{username}</span>
      {full && <span className="rs-name-address"> {address}</span>}
    </>
  )
  return href ? (
    <a href={href} {...props}>
      {text}
    </a>
  ) : (
    <span {...props}>{text}</span>
  )
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
