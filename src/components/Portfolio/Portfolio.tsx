'use client'

import type { ComponentPropsWithoutRef } from 'react'
import type { PriceClient } from '../../balances/client.ts'
import type { PortfolioBalance } from '../../balances/portfolio.ts'
import { usePortfolio } from '../../hooks/usePortfolio.ts'
import { laterWords } from '../../i18n/laterWords.ts'
import { useLabels, useLocale } from '../../i18n/useLabels.ts'
import type { BalancesChainIds } from '../../query/balances.ts'
import type { RegistryClient, RegistryNetwork } from '../../registry/client.ts'
import { AccountHash, ShowNames } from '../shared/AccountHash.tsx'
import { ChainNotes } from '../shared/ChainNotes.tsx'
import { ErrorAlert } from '../shared/ErrorAlert.tsx'
import { formatUsd } from '../shared/format.ts'
import type { LabelOverrides } from '../shared/labels.ts'
import { rootProps } from '../shared/rootProps.ts'
import { AssetGroupRow } from './AssetGroupRow.tsx'
import { defaultPortfolioLabels, type PortfolioLabels } from './labels.ts'
import { UnlistedTokens } from './UnlistedTokens.tsx'

export type { PortfolioBalance } from '../../balances/portfolio.ts'
export { defaultPortfolioLabels, type PortfolioLabels } from './labels.ts'

export type PortfolioProps = Omit<ComponentPropsWithoutRef<'section'>, 'children'> & {
  /** bech32 (`init1…`) or 0x hex: each chain is sent the same 20 bytes in its own form. */
  account: string | undefined
  /** The chains, or `'all'` (default): every chain of the provider's `network` that lists a REST. */
  chainIds?: BalancesChainIds
  /**
   * Where USD prices come from: Initia's price API by default on Initia's mainnet and testnet; `{ baseUrl }` for
   * another (the devnet's `<devnet>/prices`); `false` for none.
   */
  prices?: PriceClient | { baseUrl: string } | false
  /** A token worth less than this (USD) is hidden behind "Show small balances". Default 1. */
  smallBalance?: number
  /** Called with a chain's balance when its row is chosen: open your Send or Bridge there. */
  onAssetSelect?: (balance: PortfolioBalance) => void
  labels?: LabelOverrides<PortfolioLabels>
  /** The language of its words, dates and numbers (BCP 47, such as `'ko'`); else the provider's `locale`, else English. */
  locale?: string | undefined
  /** Another registry than the provider's `network`. */
  registry?: RegistryClient | RegistryNetwork
  /**
   * Show the account's Initia username (`alice.init`) in the header in place of its short address, once the L1 has
   * answered (the title keeps the whole address). False: the address only, nothing asked. Default true (names come
   * from the provider's `usernames`, else its `network`'s L1).
   */
  names?: boolean
}

/**
 * What an account holds on every chain of a network: the total in USD, each token grouped across chains (INIT on
 * the L1 and on each rollup as one), the most valuable first, small balances behind a toggle, unlisted tokens apart,
 * and each chain's failure in words with its own Retry.
 */
export function Portfolio({
  account,
  chainIds = 'all',
  prices,
  smallBalance,
  onAssetSelect,
  labels: labelOverrides,
  locale: ownLocale,
  registry,
  names = true,
  className,
  ...rest
}: PortfolioProps) {
  const locale = useLocale(ownLocale)
  const view = usePortfolio({ account, chainIds, prices, smallBalance, registry })
  const { portfolio } = view
  const held = portfolio.groups.length + portfolio.unlisted.length
  const state = view.error
    ? 'error'
    : view.isPending || account === undefined
      ? 'loading'
      : held === 0 && view.chains.every((chain) => chain.state !== 'loading')
        ? view.chains.some((chain) => chain.state === 'error')
          ? 'partial'
          : 'empty'
        : 'success'
  const labels = useLabels(
    defaultPortfolioLabels,
    labelOverrides,
    locale,
    'wallet',
    'portfolioLabels',
    laterWords(state),
  )
  return (
    <section
      {...rootProps('rs-portfolio', state, className, view.isFetching)}
      aria-label={labels.title}
      {...rest}
    >
      {state === 'error' ? (
        <ErrorAlert error={view.error} retry={labels.retry} onRetry={view.refetch} labels={labels.errors} />
      ) : (
        <>
          <div className="rs-portfolio-total">
            {account !== undefined && (
              <ShowNames value={names}>
                <span className="rs-portfolio-account">
                  <AccountHash value={account} />
                </span>
              </ShowNames>
            )}
            <span className="rs-portfolio-sub">{labels.total}</span>
            {state === 'loading' ? (
              <span className="rs-skeleton rs-portfolio-total-skeleton" />
            ) : (
              <output className="rs-portfolio-value">{formatUsd(portfolio.total, locale)}</output>
            )}
            {state !== 'loading' && portfolio.unpriced && (
              <span className="rs-portfolio-sub">{labels.unpriced}</span>
            )}
          </div>
          {state !== 'loading' && <ChainNotes chains={view.chains} labels={labels} />}
          {state === 'loading' ? (
            <ul className="rs-portfolio-groups" aria-label={labels.loading} aria-busy="true">
              {[0, 1, 2].map((index) => (
                <li key={index} className="rs-portfolio-row" data-skeleton="">
                  <span className="rs-skeleton rs-portfolio-logo-skeleton" />
                  <span className="rs-skeleton" />
                  <span className="rs-skeleton" />
                </li>
              ))}
            </ul>
          ) : state === 'empty' ? (
            <p className="rs-message">{labels.empty}</p>
          ) : (
            <>
              <ul className="rs-portfolio-groups" aria-label={labels.assets}>
                {view.groups.map((group) => (
                  <AssetGroupRow
                    key={group.id}
                    group={group}
                    expanded={view.expanded.has(group.id)}
                    onToggle={() => view.toggle(group.id)}
                    labels={labels}
                    onSelect={onAssetSelect}
                    locale={locale}
                  />
                ))}
              </ul>
              {view.smallCount > 0 && (
                <button
                  type="button"
                  className="rs-button rs-portfolio-small"
                  data-variant="quiet"
                  aria-pressed={view.showSmall}
                  onClick={() => view.setShowSmall(!view.showSmall)}
                >
                  {view.showSmall ? labels.hideSmall : labels.showSmall(view.smallCount)}
                </button>
              )}
              <UnlistedTokens balances={portfolio.unlisted} labels={labels} locale={locale} />
            </>
          )}
        </>
      )}
    </section>
  )
}
