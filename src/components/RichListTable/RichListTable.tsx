'use client'

import type { ComponentPropsWithoutRef } from 'react'
import { formatAmount, formatAmountOrNull } from '../../amounts/amount.ts'
import { type UseRichListParameters, useRichList } from '../../hooks/useRichList.ts'
import { laterWords } from '../../i18n/laterWords.ts'
import { useLabels, useLocale } from '../../i18n/useLabels.ts'
import type { RichListHolder } from '../../indexer/richList.ts'
import { listPageSizes } from '../../query/listQueries.ts'
import { AccountHash, ShowNames } from '../shared/AccountHash.tsx'
import { Amount } from '../shared/Amount.tsx'
import { BackToStart } from '../shared/BackToStart.tsx'
import { CopyButton } from '../shared/CopyButton.tsx'
import { defaultErrorLabels, type ErrorLabels } from '../shared/ErrorAlert.tsx'
import { formatInteger } from '../shared/format.ts'
import type { LabelOverrides } from '../shared/labels.ts'
import { listState } from '../shared/listState.ts'
import type { ListUrlStateProp } from '../shared/listUrlState.ts'
import { formatPercent } from '../shared/percent.ts'
import { rootProps } from '../shared/rootProps.ts'
import { csvText } from '../shared/safeText.ts'
import { useChainView } from '../shared/useChainView.ts'
import { useListUrlPosition, useListUrlState } from '../shared/useUrlState.ts'
import { VirtualTable, type VirtualTableColumn } from '../shared/VirtualTable.tsx'

export interface RichListTableLabels {
  title: string
  rank: string
  account: string
  amount: string
  share: string
  holders: (count: string) => string
  loading: string
  empty: string
  retry: string
  /** What a failure says, by error class (ErrorAlert's words). */
  errors: ErrorLabels
  exportCsv: string
  copy: string
  copied: string
  /** With `urlState`, on a list opened at a later page: back to the largest holders. */
  toStart: string
}

export const defaultRichListTableLabels: RichListTableLabels = {
  title: 'Holders',
  rank: 'Rank',
  account: 'Account',
  amount: 'Amount',
  share: 'Share',
  holders: (count) => `${count} holders`,
  loading: 'Loading holders…',
  empty: 'No holders yet.',
  retry: 'Retry',
  errors: defaultErrorLabels,
  exportCsv: 'Export CSV',
  copy: 'Copy address',
  copied: 'Copied',
  toStart: 'Back to top',
}

export interface RichListTableProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  denom: string
  /**
   * The denom's decimals, for exact display amounts. Without it, the chain registry's (with a provider `network`),
   * else amounts show in base units.
   */
  decimals?: number
  /** Shown after each amount, e.g. "INIT". Without it, the chain registry's symbol. */
  symbol?: string
  /** Total supply in base units: adds a share-of-supply column. */
  supply?: string | bigint
  /** A link for each account (your own route); without it, the registry's explorer, else none. */
  accountHref?: (account: string) => string | undefined
  /** Holders per request (1 to 1000). Default 100. */
  pageSize?: number
  /**
   * Pages kept in memory; pages scrolled far away are dropped and fetched again when scrolled back to.
   * Default 10 (1,000 holders at the default page size). At least what a screen of rows and the pages asked for
   * ahead at both ends need (a smaller window would drop and fetch the same page again and again).
   */
  maxPages?: number
  /** Height of the scrolling area. Default 480 px. */
  height?: number | string
  labels?: LabelOverrides<RichListTableLabels>
  /** The language of its words, dates and numbers (BCP 47, such as `'ko'`); else the provider's `locale`, else English. */
  locale?: string | undefined
  /** Another indexer than the provider's. */
  client?: UseRichListParameters['client']
  /** Another chain of the provider's `network`: its indexer, tokens and explorer come from the chain registry. */
  chainId?: string
  /**
   * Keep the page reached (`cursor`) and the `denom` in the page URL, so a link opens the same page of the same
   * holders (the URL's denom before the prop's) and back/forward move between pages. Options: param `prefix`, renamed
   * `params`, `history`, and a server's `search`. Default off.
   */
  urlState?: ListUrlStateProp
  /**
   * Show each account's Initia username (`alice.init`) in place of its short address once the L1 has answered (the
   * rows never wait for it; the title, the link and Copy keep the address). False: no names, nothing asked. Default
   * true (names come from the provider's `usernames`, else its `network`'s L1).
   */
  names?: boolean
}

const richListUrl = { cursor: 'cursor', denom: 'text' } as const

/**
 * The holders of a denom, largest first: virtualized (a few dozen rows in the DOM for any number of
 * holders), loading the next page before the user reaches the end. Headless: `useRichList`.
 */
export function RichListTable({
  denom: ownDenom,
  decimals: ownDecimals,
  symbol: ownSymbol,
  supply,
  accountHref: ownAccountHref,
  pageSize = listPageSizes.richListTable,
  maxPages = 10,
  height = 480,
  labels: customLabels,
  locale: ownLocale,
  client,
  chainId,
  urlState,
  names = true,
  className,
  ...rest
}: RichListTableProps) {
  const locale = useLocale(ownLocale)
  const url = useListUrlState(urlState, richListUrl)
  const denom = url.state.denom ?? ownDenom
  const startKey = url.state.cursor
  const prefetchRows = Math.max(40, Math.floor(pageSize / 2))
  // a window of pages smaller than what is drawn plus the rows asked ahead at both ends drops the page it just fetched
  // and asks for it again, forever (React then stops the table): at least that, and a page more. Rows are 40 px
  // side by side (taller stacked); a height not in pixels counts as 60 rows, and the virtualizer draws 20 more
  const screenRows = typeof height === 'number' ? Math.ceil(height / 40) : 60
  const keptPages = Math.max(maxPages, Math.ceil((2 * prefetchRows + screenRows + 20) / pageSize) + 1)
  const list = useRichList({
    denom,
    limit: pageSize,
    client,
    chainId,
    startKey,
    query: { maxPages: keptPages },
  })
  useListUrlPosition(url.options, list.data?.pageParams)
  const view = useChainView({ chainId, accountHref: ownAccountHref })
  const asset = view.denoms(denom)
  const decimals = ownDecimals ?? asset?.decimals
  // the registry's symbol only with its decimals: never a symbol on an amount scaled otherwise
  const symbol = ownSymbol ?? (decimals === asset?.decimals ? asset?.symbol : undefined)
  const { accountHref } = view
  const { items, total } = list
  // with maxPages the loaded window moves: `first` is the rank (0-based) of its first holder
  let start = list.data?.pageParams[0]
  const first = start?.position ?? 0
  // a list opened at a later page (`urlState`) draws no rows above it: ranks count from that page
  while (start?.previous) start = start.previous
  const base = start?.position ?? 0
  const state = listState(list, items.length, view.isPending)
  const labels = useLabels(
    defaultRichListTableLabels,
    customLabels,
    locale,
    'lists',
    'richListTableLabels',
    laterWords(state),
  )
  const supplyUnits = supply === undefined ? undefined : BigInt(supply)

  const columns: VirtualTableColumn<RichListHolder>[] = [
    {
      header: labels.rank,
      width: '4.5em',
      cell: (_, position) => base + position + 1,
      pendingCell: (position) => base + position + 1,
    },
    {
      header: labels.account,
      cell: (holder) => (
        <>
          <AccountHash value={holder.account} href={accountHref?.(holder.account)} keep={10} />
          <CopyButton text={holder.account} label={labels.copy} copiedLabel={labels.copied} tabIndex={-1} />
        </>
      ),
    },
    {
      header: labels.amount,
      className: 'rs-number',
      width: '42%',
      cell: (holder) =>
        decimals === undefined ? (
          <Amount value={holder.amount} symbol={symbol} locale={locale} />
        ) : (
          <Amount base={holder.amount} decimals={decimals} symbol={symbol} locale={locale} />
        ),
    },
  ]
  if (supplyUnits)
    columns.push({
      header: labels.share,
      className: 'rs-number',
      width: '7em',
      cell: (holder) => share(holder.amount, supplyUnits, locale),
    })

  return (
    <section {...rootProps('rs-rich-list', state, className, list.isFetching)} {...rest}>
      <div className="rs-toolbar">
        <span aria-live="polite">{total === null ? '' : labels.holders(formatInteger(total, locale))}</span>
        <BackToStart url={url} label={labels.toStart} />
        <button
          type="button"
          className="rs-button"
          data-variant="quiet"
          disabled={items.length === 0}
          onClick={() => downloadCsv(`${denom.replaceAll('/', '-')}-holders.csv`, items, first, decimals)}
        >
          {labels.exportCsv}
        </button>
      </div>
      <ShowNames value={names}>
        <VirtualTable
          label={labels.title}
          columns={columns}
          items={items}
          rowKey={(holder) => holder.account}
          state={state}
          total={total === null ? undefined : Number(total)}
          height={height}
          list={list}
          labels={labels}
          offset={first - base}
          prefetchRows={prefetchRows}
          copyValue={(holder) => holder.account}
        />
      </ShowNames>
    </section>
  )
}

/** The holder's share of the supply, as a percentage with 4 decimals, computed exactly. */
function share(amount: string, supply: bigint, locale: string | undefined): string {
  if (supply === 0n) return '–'
  const basisPoints = (BigInt(amount) * 1_000_000n) / supply
  return formatPercent(formatAmount(basisPoints.toString(), 4), locale)
}

function downloadCsv(
  name: string,
  holders: readonly RichListHolder[],
  first: number,
  decimals: number | undefined,
) {
  const rows = holders.map((holder, index) => [
    String(first + index + 1),
    holder.account,
    (decimals !== undefined && formatAmountOrNull(holder.amount, decimals)) || holder.amount,
  ])
  const blob = new Blob([csvText([['rank', 'account', 'amount'], ...rows])], { type: 'text/csv' })
  const link = document.createElement('a')
  link.href = URL.createObjectURL(blob)
  link.download = name
  link.click()
  // the download starts asynchronously: release the blob URL once it has
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000)
}
