'use client'

import type { UnlistedBalance } from '../../balances/portfolio.ts'
import { formatInteger, shortDenom } from '../shared/format.ts'
import { revealInvisible } from '../shared/safeText.ts'
import type { PortfolioLabels } from './labels.ts'

/** Denoms the registry does not name, apart and closed by default: base units, the denom as sent (made visible). */
export function UnlistedTokens({
  balances,
  labels,
  locale,
}: {
  balances: readonly UnlistedBalance[]
  labels: PortfolioLabels
  locale: string | undefined
}) {
  if (balances.length === 0) return null
  return (
    <details className="rs-portfolio-unlisted">
      <summary>{labels.unlisted(balances.length)}</summary>
      <p className="rs-portfolio-sub">{labels.baseUnits}</p>
      <ul>
        {balances.map((balance) => {
          const denom = revealInvisible(balance.denom)
          return (
            <li key={`${balance.chainId}/${balance.denom}`} className="rs-portfolio-row">
              <span className="rs-portfolio-name">
                <code className="rs-portfolio-denom" title={denom}>
                  {shortDenom(denom)}
                </code>
                <span className="rs-portfolio-sub">{labels.onChain(balance.chainName)}</span>
              </span>
              <span className="rs-portfolio-amount">{formatInteger(balance.amount, locale)}</span>
            </li>
          )
        })}
      </ul>
    </details>
  )
}
