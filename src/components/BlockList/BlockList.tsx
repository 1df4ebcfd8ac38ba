'use client'

import type { ComponentPropsWithoutRef } from 'react'
import { type UseBlocksParameters, useBlocks } from '../../hooks/useBlocks.ts'
import { laterWords } from '../../i18n/laterWords.ts'
import { useLabels, useLocale } from '../../i18n/useLabels.ts'
import type { Block } from '../../indexer/blocks.ts'
import { listPageSizes } from '../../query/listQueries.ts'
import { BackToStart } from '../shared/BackToStart.tsx'
import { defaultErrorLabels, type ErrorLabels } from '../shared/ErrorAlert.tsx'
import { formatInteger, formatTimestamp } from '../shared/format.ts'
import type { LabelOverrides } from '../shared/labels.ts'
import { listState } from '../shared/listState.ts'
import type { ListUrlStateProp } from '../shared/listUrlState.ts'
import { rootProps } from '../shared/rootProps.ts'
import { revealInvisible } from '../shared/safeText.ts'
import { cursorField, useListUrlPosition, useListUrlState } from '../shared/useUrlState.ts'
import { VirtualTable, type VirtualTableColumn } from '../shared/VirtualTable.tsx'

export interface BlockListLabels {
  title: string
  height: string
  time: string
  txs: string
  proposer: string
  loading: string
  empty: string
  retry: string
  /** What a failure says, by error class (ErrorAlert's words). */
  errors: ErrorLabels
  formatTime: (timestamp: string) => string
  /** With `urlState`, on a list opened at a later page: back to the newest blocks. */
  toStart: string
}

export const defaultBlockListLabels: BlockListLabels = {
  title: 'Blocks',
  height: 'Height',
  time: 'Time',
  txs: 'Txs',
  proposer: 'Proposer',
  loading: 'Loading blocks…',
  empty: 'No blocks yet.',
  retry: 'Retry',
  errors: defaultErrorLabels,
  formatTime: formatTimestamp,
  toStart: 'Show newest',
}

export interface BlockListProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** A link for each height (an explorer page, your own route); no link without it. */
  blockHref?: (height: string) => string | undefined
  /** Blocks per request (1 to 1000). Default 100. */
  pageSize?: number
  /** Height of the scrolling area. Default 480 px. */
  height?: number | string
  labels?: LabelOverrides<BlockListLabels>
  /** The language of its words, dates and numbers (BCP 47, such as `'ko'`); else the provider's `locale`, else English. */
  locale?: string | undefined
  /** Another indexer than the provider's. */
  client?: UseBlocksParameters['client']
  /** Another chain of the provider's `network`: its indexer, tokens and explorer come from the chain registry. */
  chainId?: string
  /**
   * Keep the page reached (`cursor`) in the page URL, so a link opens the same page and back/forward move between
   * pages. Options: param `prefix`, renamed `params`, `history`, and a server's `search`. Default off.
   */
  urlState?: ListUrlStateProp
}

/**
 * The chain's blocks, newest first: height, time, tx count and proposer; virtualized and loading the next
 * page as the user scrolls. Headless: `useBlocks`.
 */
export function BlockList({
  blockHref,
  pageSize = listPageSizes.blockList,
  height = 480,
  labels: customLabels,
  locale: ownLocale,
  client,
  chainId,
  urlState,
  className,
  ...rest
}: BlockListProps) {
  const locale = useLocale(ownLocale)
  const url = useListUrlState(urlState, cursorField)
  const list = useBlocks({ limit: pageSize, client, chainId, startKey: url.state.cursor })
  useListUrlPosition(url.options, list.data?.pageParams)
  const { items } = list
  const state = listState(list, items.length)
  const labels = useLabels(
    defaultBlockListLabels,
    customLabels,
    locale,
    'lists',
    'blockListLabels',
    laterWords(state),
  )

  const columns: VirtualTableColumn<Block>[] = [
    {
      header: labels.height,
      className: 'rs-number',
      width: '7em',
      cell: (block) => {
        const href = blockHref?.(block.height)
        return href ? <a href={href}>{block.height}</a> : block.height
      },
    },
    {
      header: labels.time,
      width: '16em',
      cell: (block) => <time dateTime={block.timestamp}>{labels.formatTime(block.timestamp)}</time>,
    },
    {
      header: labels.txs,
      className: 'rs-number',
      width: '5em',
      cell: (block) => formatInteger(block.tx_count, locale),
    },
    {
      header: labels.proposer,
      cell: (block) => (
        <span title={revealInvisible(block.proposer.operator_address)}>
          {revealInvisible(block.proposer.moniker)}
        </span>
      ),
    },
  ]

  return (
    <section {...rootProps('rs-block-list', state, className, list.isFetching)} {...rest}>
      <BackToStart url={url} label={labels.toStart} toolbar />
      <VirtualTable
        label={labels.title}
        columns={columns}
        items={items}
        rowKey={(block) => block.height}
        state={state}
        total={list.total === null ? undefined : Number(list.total)}
        height={height}
        list={list}
        labels={labels}
      />
    </section>
  )
}
