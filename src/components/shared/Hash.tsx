'use client'

import type { Ref } from 'react'
import { shortHash } from './format.ts'
import { hasInvisible, revealInvisible } from './safeText.ts'

/**
 * A hash or an address: its start and end (`0x4224e614…b1f460de`), the whole value in a tooltip, a link where
 * `href` is given. A value hiding bidi or zero-width characters is shown whole with them written out
 * (`[U+202E]`), never shortened into something that looks like another address.
 */
export function Hash({
  value,
  href,
  keep,
  full = false,
  elementRef,
  nameLoading,
  name,
}: {
  value: string
  href?: string | undefined
  /** Characters kept at each end. Default 8. */
  keep?: number
  /** The whole value, on one line, cut with an ellipsis only where the space ends (a detail view). */
  full?: boolean
  /** The drawn element (the link or the text). */
  elementRef?: Ref<HTMLAnchorElement & HTMLSpanElement> | undefined
  /** The account's name is being asked (AccountHash): `data-name="loading"`. */
  nameLoading?: boolean | undefined
  /**
   * The account's username (AccountHash), in place of the short address (with `full`, before the whole address). The
   * same element either way, so a focused link keeps its focus when the name arrives.
   */
  name?: string | undefined
}) {
  const revealed = revealInvisible(value)
  const text =
    name !== undefined ? (
      <>
        <span className="rs-name">{name}</span>
        {full && <span className="rs-name-address"> {revealed}</span>}
      </>
    ) : full || hasInvisible(value) ? (
      revealed
    ) : (
      shortHash(value, keep)
    )
  const props = {
    title: name !== undefined ? `${name}\n${revealed}` : revealed,
    className: full ? 'rs-hash rs-hash-full' : 'rs-hash',
    translate: 'no',
    ref: elementRef,
    'data-name': nameLoading ? 'loading' : undefined,
  } as const
  return href ? (
    <a href={href} {...props}>
      {text}
    </a>
  ) : (
    <span {...props}>{text}</span>
  )
}
