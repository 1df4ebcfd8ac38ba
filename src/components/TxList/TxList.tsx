'use client'

import { type ComponentPropsWithoutRef, useEffect, useState } from 'react'
import { type UseTxsParameters, useTxs } from '../../hooks/useTxs.ts'
import { useTxsByAccount } from '../../hooks/useTxsByAccount.ts'
import { laterWords } from '../../i18n/laterWords.ts'
import { useLabels, useLocale } from '../../i18n/useLabels.ts'
import type { Tx } from '../../indexer/txs.ts'
import { listPageSizes, normalizeMsgType as normalize } from '../../query/listQueries.ts'
import { BackToStart } from '../shared/BackToStart.tsx'
import type { LabelOverrides } from '../shared/labels.ts'
import { listState } from '../shared/listState.ts'
import type { ListUrlStateProp } from '../shared/listUrlState.ts'
import { rootProps } from '../shared/rootProps.ts'
import { useChainView } from '../shared/useChainView.ts'
import { useListUrlPosition, useListUrlState } from '../shared/useUrlState.ts'
import { defaultTxTableLabels, messageTypesOf, shortType, TxTable, type TxTableLabels } from './TxTable.tsx'

export interface TxListLabels extends TxTableLabels {
  title: string
  count: (count: string) => string
  filter: string
  clear: string
  noTypes: string
  emptyFiltered: string
  /** With `urlState`, on a list opened at a later page: back to the newest txs. */
  toStart: string
}

export const defaultTxListLabels: TxListLabels = {
  ...defaultTxTableLabels,
  title: 'Transactions',
  count: (count) => `${count} transactions`,
  filter: 'Message types',
  clear: 'Clear filter',
  noTypes: 'No message types seen yet.',
  emptyFiltered: 'No transactions of the selected types.',
  toStart: 'Show newest',
}

export interface TxListProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** Only txs that involve this account (bech32 or hex); all txs without it. */
  account?: string
  /** With `account`: only the txs it signed. */
  isSigner?: boolean
  /** Types offered in the filter besides those seen in loaded txs, e.g. `cosmos.bank.v1beta1.MsgSend`. */
  messageTypes?: readonly string[]
  /** The selected message types (controlled); any of them matches. */
  msgs?: readonly string[]
  /** The initially selected message types (uncontrolled). */
  defaultMsgs?: readonly string[]
  onMsgsChange?: (msgs: string[]) => void
  /** A link for each tx hash; without it, the registry's explorer, else none. */
  txHref?: (txHash: string) => string | undefined
  /** A link for each height; no link without it. */
  blockHref?: (height: string) => string | undefined
  /** Txs per request (1 to 1000). Default 50. */
  pageSize?: number
  /** Height of the scrolling area. Default 480 px. */
  height?: number | string
  labels?: LabelOverrides<TxListLabels>
  /** The language of its words, dates and numbers (BCP 47, such as `'ko'`); else the provider's `locale`, else English. */
  locale?: string | undefined
  /** Another indexer than the provider's. */
  client?: UseTxsParameters['client']
  /** Another chain of the provider's `network`: its indexer, tokens and explorer come from the chain registry. */
  chainId?: string
  /**
   * Keep the message type filter (`msgs`) and the page reached (`cursor`) in the page URL, so a link opens the same
   * page and back/forward move between pages. Options: param `prefix`, renamed `params`, `history`. Default off.
   */
  urlState?: ListUrlStateProp
}

const txListUrl = { cursor: 'cursor', msgs: 'list' } as const

const noTxs: readonly Tx[] = []
const noTypes: readonly string[] = []

/**
 * Cosmos txs, newest first, filtered by message type: those of `account`, or all. Virtualized and loading
 * the next page as the user scrolls. Headless: `useTxsByAccount` with `account`, else `useTxs`.
 */
export function TxList({
  account,
  isSigner,
  messageTypes = noTypes,
  msgs: controlledMsgs,
  defaultMsgs,
  onMsgsChange,
  txHref: ownTxHref,
  blockHref,
  pageSize = listPageSizes.txList,
  height = 480,
  labels: customLabels,
  locale: ownLocale,
  client,
  chainId,
  urlState,
  className,
  ...rest
}: TxListProps) {
  const locale = useLocale(ownLocale)
  const url = useListUrlState(urlState, txListUrl)
  const msgs = (controlledMsgs ?? url.state.msgs ?? defaultMsgs ?? []).map(normalize)
  const setMsgs = (next: string[]) => {
    url.set({ msgs: next, cursor: undefined })
    onMsgsChange?.(next)
  }
  const filter = msgs.length > 0 ? msgs : undefined
  const view = useChainView({ chainId, txHref: ownTxHref })
  const { txHref } = view
  // rows wait for the registry's explorer links, so none appears without its link and gains it later
  const linksPending = view.isPending && !ownTxHref
  const parameters = { msgs: filter, limit: pageSize, client, chainId, startKey: url.state.cursor }
  const byAccount = useTxsByAccount({ ...parameters, account, isSigner })
  const all = useTxs({ ...parameters, query: { enabled: account === undefined } })
  const list = account === undefined ? all : byAccount
  useListUrlPosition(url.options, list.data?.pageParams)

  // the indexer drops types it does not know and, when none is left, answers every tx unfiltered: a first
  // tx without any selected type means no tx matches
  const first = list.items[0]
  const ignored =
    filter !== undefined && first !== undefined && !messageTypesOf(first).some((t) => filter.includes(t))
  const items = ignored ? noTxs : list.items
  const state = listState(list, items.length, linksPending)
  const labels = useLabels(
    defaultTxListLabels,
    customLabels,
    locale,
    'lists',
    'txListLabels',
    laterWords(state),
  )
  const total = ignored ? 0n : list.total

  const [seen, setSeen] = useState<readonly string[]>([])
  useEffect(() => {
    setSeen((before) => {
      const types = new Set([...before, ...list.items.flatMap(messageTypesOf)])
      return types.size === before.length ? before : [...types]
    })
  }, [list.items])
  const options = [...new Set([...messageTypes.map(normalize), ...seen, ...msgs])].sort()

  return (
    <section {...rootProps('rs-tx-list', state, className, list.isFetching)} {...rest}>
      <div className="rs-toolbar">
        <span aria-live="polite">
          {total === null ? '' : labels.count(total.toLocaleString(locale ?? 'en-US'))}
        </span>
        <BackToStart url={url} label={labels.toStart} />
        <details
          className="rs-filter"
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || !event.currentTarget.open) return
            event.currentTarget.open = false
            event.currentTarget.querySelector('summary')?.focus()
          }}
        >
          <summary>
            {labels.filter}
            {msgs.length > 0 ? ` (${msgs.length})` : ''}
          </summary>
          <fieldset>
            <legend className="rs-visually-hidden">{labels.filter}</legend>
            {options.length === 0 && <p>{labels.noTypes}</p>}
            {options.map((type) => (
              <label key={type}>
                <input
                  type="checkbox"
                  checked={msgs.includes(type)}
                  onChange={(event) =>
                    setMsgs(event.target.checked ? [...msgs, type] : msgs.filter((other) => other !== type))
                  }
                />{' '}
                {shortType(type)} <small>{type.slice(0, type.lastIndexOf('.'))}</small>
              </label>
            ))}
            <button
              type="button"
              className="rs-button"
              data-variant="quiet"
              disabled={msgs.length === 0}
              onClick={() => setMsgs([])}
            >
              {labels.clear}
            </button>
          </fieldset>
        </details>
      </div>
      <TxTable
        label={labels.title}
        list={{
          error: list.error,
          refetch: list.refetch,
          hasNextPage: list.hasNextPage && !ignored,
          isFetchingNextPage: list.isFetchingNextPage,
          isFetchNextPageError: list.isFetchNextPageError,
          fetchNextPage: list.fetchNextPage,
        }}
        items={items}
        total={total === null ? undefined : Number(total)}
        state={state}
        labels={filter ? { ...labels, empty: labels.emptyFiltered } : labels}
        height={height}
        txHref={txHref}
        blockHref={blockHref}
      />
    </section>
  )
}
