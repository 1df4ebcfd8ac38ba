'use client'

import type { PortfolioBalance, PortfolioGroup } from '../../balances/portfolio.ts'
import { Amount } from '../shared/Amount.tsx'
import { formatUsd } from '../shared/format.ts'
import { Logo } from '../shared/Logo.tsx'
import type { PortfolioLabels } from './labels.ts'

const usdText = (value: number | undefined, labels: PortfolioLabels, locale: string | undefined) =>
  value === undefined ? labels.noPrice : formatUsd(value, locale)

/** One chain's balance of a group: a button when the host gives `onSelect` (its Send or Bridge), else text. */
function ChainRow({
  balance,
  labels,
  onSelect,
  locale,
}: {
  balance: PortfolioBalance
  labels: PortfolioLabels
  onSelect: ((balance: PortfolioBalance) => void) | undefined
  locale: string | undefined
}) {
  const content = (
    <>
      <span className="rs-portfolio-name">{labels.onChain(balance.chainName)}</span>
      <span className="rs-portfolio-amount">
        <Amount
          base={balance.amount.toString()}
          decimals={balance.decimals}
          symbol={balance.symbol}
          locale={locale}
        />
      </span>
      <span className="rs-portfolio-usd">{usdText(balance.value, labels, locale)}</span>
    </>
  )
  return (
    <li className="rs-portfolio-chain">
      {onSelect ? (
        <button type="button" className="rs-portfolio-row" onClick={() => onSelect(balance)}>
          {content}
        </button>
      ) : (
        <div className="rs-portfolio-row">{content}</div>
      )}
    </li>
  )
}

/**
 * A token across chains: its total and value; held on several chains, a disclosure of each chain's balance, else
 * the one chain's row itself.
 */
export function AssetGroupRow({
  group,
  expanded,
  onToggle,
  labels,
  onSelect,
  locale,
}: {
  group: PortfolioGroup
  expanded: boolean
  onToggle: () => void
  labels: PortfolioLabels
  onSelect: ((balance: PortfolioBalance) => void) | undefined
  locale: string | undefined
}) {
  const several = group.balances.length > 1
  const only = group.balances[0]!
  const listId = `rs-portfolio-${group.id.replace(/[^a-zA-Z0-9_-]/g, '_')}`
  const content = (
    <>
      <Logo src={group.logo} name={group.symbol} size={32} />
      <span className="rs-portfolio-name">
        <span className="rs-portfolio-symbol">{group.symbol}</span>
        <span className="rs-portfolio-sub">
          {several ? labels.chainCount(group.balances.length) : labels.onChain(only.chainName)}
        </span>
      </span>
      <span className="rs-portfolio-amount">
        <Amount base={group.amount.toString()} decimals={group.decimals} locale={locale} />
      </span>
      <span className="rs-portfolio-usd">{usdText(group.value, labels, locale)}</span>
    </>
  )
  return (
    <li className="rs-portfolio-group" data-state={several ? (expanded ? 'open' : 'closed') : undefined}>
      {several ? (
        <button
          type="button"
          className="rs-portfolio-row"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={onToggle}
        >
          {content}
        </button>
      ) : onSelect ? (
        <button type="button" className="rs-portfolio-row" onClick={() => onSelect(only)}>
          {content}
        </button>
      ) : (
        <div className="rs-portfolio-row">{content}</div>
      )}
      {several && (
        <ul className="rs-portfolio-chains" id={listId} hidden={!expanded}>
          {group.balances.map((balance) => (
            <ChainRow
              key={balance.chainId}
              balance={balance}
              labels={labels}
              onSelect={onSelect}
              locale={locale}
            />
          ))}
        </ul>
      )}
    </li>
  )
}
