'use client'

import { useState } from 'react'

/** A logo, or the first letters of `name` when there is none or it does not load. Decorative: text names it. */
export function Logo({
  src,
  name,
  size = 24,
  className = 'rs-logo',
}: {
  src: string | undefined
  name: string
  size?: number
  className?: string
}) {
  const [failed, setFailed] = useState<string | undefined>(undefined)
  const style = { width: size, height: size }
  if (!src || failed === src)
    return (
      <span className={className} data-fallback="" style={style} aria-hidden="true">
        {name.slice(0, 2).toUpperCase()}
      </span>
    )
  return (
    <img
      className={className}
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(src)}
    />
  )
}
