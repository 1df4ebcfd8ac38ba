'use client'

import { useEffect, useState } from 'react'

/** Writes `text` to the clipboard; false where the browser refuses (no permission, an insecure page). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}

/**
 * A 24 × 24 px copy button (WCAG 2.5.8) that says "Copied" for two seconds. Inside a table or grid it is no
 * tab stop of its own (`tabIndex={-1}`): the table's `c` key copies the focused row.
 */
export function CopyButton({
  text,
  label,
  copiedLabel,
  tabIndex,
}: {
  text: string
  /** The button's accessible name: what it copies ("Copy address"). */
  label: string
  copiedLabel: string
  tabIndex?: number
}) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 2000)
    return () => clearTimeout(timer)
  }, [copied])
  return (
    <button
      type="button"
      className="rs-copy"
      aria-label={copied ? copiedLabel : label}
      title={copied ? copiedLabel : label}
      tabIndex={tabIndex}
      onClick={() => void copyText(text).then(setCopied)}
    >
      <svg
        aria-hidden="true"
        width="14"
        height="14"
        viewBox="0 0 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        {copied ? <path d="M3 8.5l3 3 7-7" /> : <path d="M5 5V2.5h8.5V11H11M2.5 5H11v8.5H2.5z" />}
      </svg>
    </button>
  )
}
