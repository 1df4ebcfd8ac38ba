'use client'

import type { ListUrl } from './useUrlState.ts'

/** With a list opened at a later page from its URL: back to the first page (newest, or largest). */
export function BackToStart({
  url,
  label,
  toolbar,
}: {
  url: ListUrl<{ cursor: 'cursor' }>
  label: string
  /** In a toolbar of its own, for a list that has none. */
  toolbar?: boolean
}) {
  if (!url.state.cursor) return null
  const button = (
    <button
      type="button"
      className="rs-button"
      data-variant="quiet"
      onClick={() => url.set({ cursor: undefined }, url.options?.history ?? 'push')}
    >
      {label}
    </button>
  )
  return toolbar ? <div className="rs-toolbar">{button}</div> : button
}
