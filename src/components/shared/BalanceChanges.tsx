'use client'

import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import type { BalanceChange, BalanceChangeIssue } from '../../balances/types.ts'
import { useLabels, useLocale } from '../../i18n/useLabels.ts'
import { Amount } from './Amount.tsx'
import { type DenomDisplays, formatInteger, shortDenom } from './format.ts'
import { Hash } from './Hash.tsx'
import { type LabelOverrides, withDefaults } from './labels.ts'
import { revealInvisible } from './safeText.ts'

export interface BalanceChangesLabels {
  /** After a fee (or its refund): the word that says so. */
  fee: string
  /** After a denom no registry names. */
  unlisted: string
  /** No account's balance changed. */
  none: string
  /** An account's list: names it for screen readers. */
  account: (account: string) => string
  /** Movements that could not be read, or whose owner the tx does not name (a pool's store, a contract's). */
  issues: (unreadable: number, unattributed: number) => string
}

export const defaultBalanceChangesLabels: BalanceChangesLabels = {
  fee: 'fee',
  unlisted: 'unlisted',
  none: 'No balance changed.',
  account: (account) => `Changes of ${account}`,
  issues: (unreadable, unattributed) =>
    [
      unreadable > 0 && `${formatInteger(unreadable)} event${unreadable === 1 ? '' : 's'} could not be read`,
      unattributed > 0 &&
        `${formatInteger(unattributed)} movement${unattributed === 1 ? '' : 's'} of stores the tx does not name an owner for (pools, contracts) not shown`,
    ]
      .filter(Boolean)
      .join('; ')
      .concat('.'),
}

/** What the component shows of a change: `balanceChanges`' entries, or a review's own before a tx is signed. */
export type ShownBalanceChange = Pick<BalanceChange, 'account' | 'denom' | 'amount' | 'direction' | 'isFee'>

/** Draws a raw amount of a denom no one names, with the word that says so (a narrow column draws it in short). */
export type UnlistedAmount = (change: ShownBalanceChange, word: string) => ReactNode

const lookup = (denoms: DenomDisplays | undefined, denom: string) =>
  typeof denoms === 'function' ? denoms(denom) : denoms?.[denom]

/**
 * One change: its sign (`+` in, `−` out: never its colour alone), the amount named by the registry, and `fee` for
 * a fee. A denom no one names shows in base units, shortened, marked unlisted, or as `unlisted` draws it (AccountActivity's
 * column: in short).
 */
export function BalanceChangeAmount({
  change,
  denoms,
  labels = defaultBalanceChangesLabels,
  unlisted,
  locale,
}: {
  change: ShownBalanceChange
  denoms?: DenomDisplays | undefined
  labels?: Pick<BalanceChangesLabels, 'fee' | 'unlisted'>
  unlisted?: UnlistedAmount | undefined
  /** The locale of its digits (none: `1,234.5`). */
  locale?: string | undefined
}) {
  const display = lookup(denoms, change.denom)
  const sign = change.direction === 'in' ? '+' : '−'
  return (
    <span
      className="rs-balance-change"
      data-direction={change.direction}
      data-fee={change.isFee || undefined}
    >
      {sign}
      {display ? (
        <Amount
          base={change.amount.toString()}
          decimals={display.decimals}
          symbol={revealInvisible(display.symbol)}
          locale={locale}
        />
      ) : unlisted ? (
        unlisted(change, labels.unlisted)
      ) : (
        <>
          {formatInteger(change.amount, locale)}{' '}
          <span className="rs-denom" title={revealInvisible(change.denom)} translate="no">
            {revealInvisible(shortDenom(change.denom))}
          </span>{' '}
          <small>{labels.unlisted}</small>
        </>
      )}
      {change.isFee && <small> {labels.fee}</small>}
    </span>
  )
}

/**
 * One account's changes on one line, `−1 USDC · +0.5 INIT`: the messages' changes, the fee after them. None: a dash,
 * and the words for screen readers.
 */
export function BalanceChangeList({
  changes,
  denoms,
  labels: custom,
  unlisted,
  locale: ownLocale,
  className,
  ...rest
}: {
  changes: readonly ShownBalanceChange[]
  denoms?: DenomDisplays | undefined
  labels?: LabelOverrides<BalanceChangesLabels> | undefined
  /** How a raw amount of a denom no one names is drawn (BalanceChangeAmount's `unlisted`). */
  unlisted?: UnlistedAmount | undefined
  /** The locale of its digits; else the provider's `locale`, else `1,234.5`. */
  locale?: string | undefined
} & ComponentPropsWithoutRef<'span'>) {
  const labels = withDefaults(defaultBalanceChangesLabels, custom)
  const locale = useLocale(ownLocale)
  if (changes.length === 0)
    return (
      <span
        className={['rs-balance-change-list', className].filter(Boolean).join(' ')}
        data-empty=""
        title={labels.none}
        {...rest}
      >
        <span aria-hidden="true">—</span>
        <span className="rs-visually-hidden">{labels.none}</span>
      </span>
    )
  return (
    <span className={['rs-balance-change-list', className].filter(Boolean).join(' ')} {...rest}>
      {changes.map((change, index) => (
        <span key={`${change.denom} ${change.isFee}`}>
          {index > 0 && <span aria-hidden="true"> · </span>}
          {index > 0 && <span className="rs-visually-hidden">, </span>}
          <BalanceChangeAmount
            change={change}
            denoms={denoms}
            labels={labels}
            unlisted={unlisted}
            locale={locale}
          />
        </span>
      ))}
    </span>
  )
}

export interface BalanceChangesProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** What `balanceChanges` gives (or, before a tx is signed, what it will change). */
  changes: readonly ShownBalanceChange[]
  /** What could not be read (`balanceChanges`' issues): said in words under the list. */
  issues?: readonly BalanceChangeIssue[] | undefined
  /** Symbol and decimals by denom (a record or a lookup such as the chain registry's). */
  denoms?: DenomDisplays | undefined
  /** A link for each account. */
  accountHref?: ((account: string) => string | undefined) | undefined
  labels?: LabelOverrides<BalanceChangesLabels> | undefined
  /** The language of its words and numbers (BCP 47, such as `'ko'`); else the provider's `locale`, else English. */
  locale?: string | undefined
}

/** Every account's changes, one list per account in the order the tx names them, fees marked as fees. */
export function BalanceChanges({
  changes,
  issues = [],
  denoms,
  accountHref,
  labels: custom,
  locale: ownLocale,
  className,
  ...rest
}: BalanceChangesProps) {
  const locale = useLocale(ownLocale)
  // all its words are first words: the common group's later ones (error sentences) are other components'
  const labels = useLabels(
    defaultBalanceChangesLabels,
    custom,
    locale,
    'common',
    'balanceChangesLabels',
    false,
  )
  const accounts = [...new Set(changes.map((change) => change.account))]
  const count = (kinds: BalanceChangeIssue['kind'][]) =>
    issues.filter((issue) => kinds.includes(issue.kind)).reduce((sum, issue) => sum + issue.count, 0)
  const unreadable = count(['unreadableEvent', 'unreadableAmount'])
  const unattributed = count(['unknownStore', 'unknownOwner'])
  return (
    <div className={['rs-balance-changes', className].filter(Boolean).join(' ')} {...rest}>
      {accounts.length === 0 ? (
        <p className="rs-message">{labels.none}</p>
      ) : (
        <ul className="rs-balance-accounts">
          {accounts.map((account) => (
            <li key={account}>
              <Hash value={account} href={accountHref?.(account)} />
              <ul aria-label={labels.account(revealInvisible(account))}>
                {changes
                  .filter((change) => change.account === account)
                  .map((change) => (
                    <li key={`${change.denom} ${change.isFee}`}>
                      <BalanceChangeAmount change={change} denoms={denoms} labels={labels} locale={locale} />
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {unreadable + unattributed > 0 && <p className="rs-note">{labels.issues(unreadable, unattributed)}</p>}
    </div>
  )
}
