'use client'

import { type ReactNode, useEffect, useState } from 'react'
import { Logo as SharedLogo } from '../shared/Logo.tsx'
import type { ErrorAction } from './errorText.ts'

/** The shared logo, in the bridge's class. */
export function Logo(props: { src: string | undefined; name: string; size?: number }) {
  return <SharedLogo {...props} className="rs-bridge-logo" />
}

/** An error the user reads, the developer's text behind Details, and one action. */
export function ErrorNotice({
  text,
  details,
  detailsLabel,
  action,
  actionLabel,
  onAction,
  actionDisabled,
}: {
  text: string
  details: string
  detailsLabel: string
  action?: ErrorAction
  actionLabel?: string
  onAction?: () => void
  /** e.g. Sign again while the quote refreshes */
  actionDisabled?: boolean
}) {
  return (
    <div className="rs-bridge-error" role="alert">
      <p>{text}</p>
      {details && details !== text && (
        <details>
          <summary>{detailsLabel}</summary>
          <pre>{details}</pre>
        </details>
      )}
      {action && action !== 'none' && actionLabel && onAction && (
        <button
          type="button"
          className="rs-button"
          data-variant="quiet"
          disabled={actionDisabled}
          onClick={onAction}
        >
          {actionLabel}
        </button>
      )}
    </div>
  )
}

/** A heading focus can land on. */
export function StepHeading({ children }: { children: ReactNode }) {
  return (
    <h3 className="rs-bridge-step-title" tabIndex={-1} data-step-heading="">
      {children}
    </h3>
  )
}

/**
 * The current time, ticking every `intervalMs` while `active`; null until the component is mounted, so a server
 * render or a prerender (Next.js Cache Components) reads no clock and hydration matches.
 */
export function useNow(active: boolean, intervalMs = 1000): number | null {
  const [now, setNow] = useState<number | null>(null)
  useEffect(() => {
    setNow(Date.now())
    if (!active) return
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [active, intervalMs])
  return now
}
