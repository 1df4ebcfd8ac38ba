'use client'

import { formatCompactAmount, formatCompactDenom } from '../../amounts/compact.ts'
import type { ShownBalanceChange } from '../shared/BalanceChanges.tsx'
import { formatInteger } from '../shared/format.ts'
import { revealInvisible } from '../shared/safeText.ts'

/**
 * A raw amount of a denom no one names, in short for the balance-changes column (`3.6B ibc/27…B9F3 unlisted`): the
 * exact amount and whole denom in its title and for screen readers. Only AccountActivity's column loads it.
 */
export function compactUnlistedAmount(change: ShownBalanceChange, word: string) {
  const denom = revealInvisible(change.denom)
  const exact = `${formatInteger(change.amount)} ${denom}`
  return (
    <span className="rs-compact-amount" title={`${exact} (${word})`}>
      <span aria-hidden="true">
        {formatCompactAmount(change.amount)}{' '}
        <span className="rs-denom" translate="no">
          {formatCompactDenom(denom)}
        </span>{' '}
        <small>{word}</small>
      </span>
      <span className="rs-visually-hidden">
        {exact} {word}
      </span>
    </span>
  )
}
