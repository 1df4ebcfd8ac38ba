'use client'

import { type KeyboardEvent, type ReactNode, useRef } from 'react'
import { formatInteger } from '../shared/format.ts'
import type { AccountActivityLabels, AccountActivityTab } from './labels.ts'

/** The lists of `offered` (AccountActivity's `tabs`) that `available` holds, in the app's order; at least one. */
export function tabsOf(
  available: readonly AccountActivityTab[],
  offered: readonly AccountActivityTab[] | undefined,
): AccountActivityTab[] {
  const tabs = (offered ?? available).filter(
    (tab, at, all) => available.includes(tab) && all.indexOf(tab) === at,
  )
  return tabs.length > 0 ? tabs : ['txs']
}

/** The tabs, a toolbar, and the shown tab's panel; one list alone is shown without a tab bar. */
export function ActivityTabPanel(
  props: Parameters<typeof ActivityTabs>[0] & { toolbar?: ReactNode; children: ReactNode },
) {
  const { id, tabs, tab, toolbar, children } = props
  if (tabs.length === 1)
    return (
      <>
        {toolbar}
        <div id={`${id}-panel`}>{children}</div>
      </>
    )
  return (
    <>
      <ActivityTabs {...props} />
      {toolbar}
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`}>
        {children}
      </div>
    </>
  )
}

/**
 * AccountActivity's tabs (WAI-ARIA tabs, selection follows focus): arrow keys, Home and End move between them;
 * each names its list and, when known, how many records it holds.
 */
export function ActivityTabs({
  id,
  tabs,
  tab,
  totals,
  labels,
  onSelect,
  locale,
}: {
  /** The locale of the counts (none: `1,234`). */
  locale?: string | undefined
  /** The prefix of the tabs' and the panel's ids. */
  id: string
  tabs: readonly AccountActivityTab[]
  tab: AccountActivityTab
  totals: Readonly<Record<AccountActivityTab, bigint | null>>
  labels: AccountActivityLabels
  onSelect: (tab: AccountActivityTab) => void
}) {
  const tabRefs = useRef(new Map<AccountActivityTab, HTMLButtonElement>())
  const onKeyDown = (event: KeyboardEvent) => {
    const position = tabs.indexOf(tab)
    const next = {
      ArrowRight: tabs[(position + 1) % tabs.length],
      ArrowLeft: tabs[(position - 1 + tabs.length) % tabs.length],
      Home: tabs[0],
      End: tabs.at(-1),
    }[event.key]
    if (!next) return
    event.preventDefault()
    onSelect(next)
    tabRefs.current.get(next)?.focus()
  }

  return (
    <div role="tablist" aria-label={labels.title} className="rs-tabs" onKeyDown={onKeyDown}>
      {tabs.map((name) => {
        const total = totals[name]
        return (
          <button
            key={name}
            ref={(element) => {
              if (element) tabRefs.current.set(name, element)
              else tabRefs.current.delete(name)
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${name}`}
            aria-selected={name === tab}
            aria-controls={`${id}-panel`}
            tabIndex={name === tab ? 0 : -1}
            onClick={() => onSelect(name)}
          >
            {labels[name]}
            {total !== null && total >= 0n ? (
              <span className="rs-count"> {formatInteger(total, locale)}</span>
            ) : null}
          </button>
        )
      })}
    </div>
  )
}
