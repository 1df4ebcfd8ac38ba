'use client'

import { createContext, useContext } from 'react'
import { useUsername } from '../../hooks/useUsername.ts'
import { Hash } from './Hash.tsx'
import { revealInvisible } from './safeText.ts'

/** Whether the AccountHash parts inside show names: set by the components that offer `names` (off elsewhere). */
export const ShowNames = createContext(false)

/**
 * An account as `Hash` shows it, and its Initia username (`alice.init`) in place of the shortened address once the
 * chain has answered: the rows never wait for it. The address stays reachable: the title holds it whole (after the
 * name), `href` is the address's link and a Copy beside it copies the address. With `full`, the name comes first and
 * the whole address after it.
 */
export function AccountHash({
  value,
  href,
  keep,
  full = false,
}: {
  value: string
  href?: string | undefined
  /** Characters kept at each end. Default 8. */
  keep?: number
  full?: boolean
}) {
  const names = useContext(ShowNames)
  // the name is a checked answer (parseUsername passed); it is still only ever text
  const { username } = useUsername({ address: value, query: { enabled: names } })
  if (username === undefined) return <Hash value={value} href={href} keep={keep} full={full} />
  const address = revealInvisible(value)
  const props = {
    title: `${username}\n${address}`,
    className: full ? 'rs-hash rs-hash-full' : 'rs-hash',
    translate: 'no',
    'data-name': '',
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
