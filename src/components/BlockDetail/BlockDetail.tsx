'use client'

import type { ComponentPropsWithoutRef } from 'react'
import { type UseBlockParameters, useBlock } from '../../hooks/useBlock.ts'
import { useTxsByHeight } from '../../hooks/useTxsByHeight.ts'
import { laterWords } from '../../i18n/laterWords.ts'
import { useLabels, useLocale } from '../../i18n/useLabels.ts'
import { listPageSizes } from '../../query/listQueries.ts'
import { ErrorAlert } from '../shared/ErrorAlert.tsx'
import { Field, FieldSkeletons } from '../shared/Field.tsx'
import { type DenomDisplay, formatCoin, formatInteger, isNotFound, localeInteger } from '../shared/format.ts'
import { Hash } from '../shared/Hash.tsx'
import type { LabelOverrides } from '../shared/labels.ts'
import { listState } from '../shared/listState.ts'
import { rootProps } from '../shared/rootProps.ts'
import { revealInvisible } from '../shared/safeText.ts'
import { Timestamp } from '../shared/Timestamp.tsx'
import { useChainView } from '../shared/useChainView.ts'
import { defaultTxTableLabels, TxTable, type TxTableLabels } from '../TxList/TxTable.tsx'

export interface BlockDetailLabels extends TxTableLabels {
  blockHeight: string
  hash: string
  chain: string
  timestamp: string
  blockTime: (milliseconds: string) => string
  blockTimeTerm: string
  proposer: string
  txCount: string
  gas: string
  gasValue: (used: string, wanted: string) => string
  totalFee: string
  noFee: string
  txsTitle: (height: string) => string
  loadingBlock: string
  notFound: (height: string) => string
}

export const defaultBlockDetailLabels: BlockDetailLabels = {
  ...defaultTxTableLabels,
  blockHeight: 'Height',
  hash: 'Hash',
  chain: 'Chain',
  timestamp: 'Time',
  blockTimeTerm: 'Block time',
  blockTime: (milliseconds) => `${milliseconds} ms after the previous block`,
  proposer: 'Proposer',
  txCount: 'Transactions',
  gas: 'Gas used / wanted',
  gasValue: (used, wanted) => `${formatInteger(used)} / ${formatInteger(wanted)}`,
  totalFee: 'Total fee',
  noFee: 'None',
  txsTitle: (height) => `Transactions in block ${height}`,
  empty: 'No transactions in this block.',
  loadingBlock: 'Loading block…',
  notFound: (height) => `Block ${height} not found. It may not be indexed yet.`,
}

export interface BlockDetailProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  height: number | bigint | string
  /** Symbol and decimals by denom, for fee amounts; the chain registry names the rest, else base units. */
  denoms?: Readonly<Record<string, DenomDisplay>>
  /** A link for each tx hash; without it, the registry's explorer, else none. */
  txHref?: (txHash: string) => string | undefined
  /** Txs per request (1 to 1000). Default 50. */
  pageSize?: number
  /** Height of the scrolling tx table. Default 360 px. */
  txsHeight?: number | string
  labels?: LabelOverrides<BlockDetailLabels>
  /** The language of its words, dates and numbers (BCP 47, such as `'ko'`); else the provider's `locale`, else English. */
  locale?: string | undefined
  /** Another indexer than the provider's. */
  client?: UseBlockParameters['client']
  /** Another chain of the provider's `network`: its indexer, tokens and explorer come from the chain registry. */
  chainId?: string
}

/**
 * One block: its fields, the total fee with exact amounts, then its txs in block order (virtualized).
 * Headless: `useBlock` and `useTxsByHeight`.
 */
export function BlockDetail({
  height,
  denoms: ownDenoms,
  txHref: ownTxHref,
  pageSize = listPageSizes.blockDetail,
  txsHeight = 360,
  labels: customLabels,
  locale: ownLocale,
  client,
  chainId,
  className,
  ...rest
}: BlockDetailProps) {
  const locale = useLocale(ownLocale)
  const view = useChainView({ chainId, denoms: ownDenoms, txHref: ownTxHref })
  const { denoms, txHref } = view
  const result = useBlock({ height, client, chainId })
  // while the registry is read, the block waits with it: its fee is never drawn in base units first
  const block = view.isPending ? undefined : result.data?.block
  const txs = useTxsByHeight({
    height,
    reverse: false,
    limit: pageSize,
    client,
    chainId,
    query: { enabled: !!block },
  })
  const notFound = result.isError && isNotFound(result.error)
  const state =
    result.isPending || view.isPending ? 'loading' : notFound ? 'empty' : result.isError ? 'error' : 'success'
  const txsState = listState(txs, txs.items.length)
  const labels = useLabels(
    defaultBlockDetailLabels,
    customLabels,
    locale,
    'details',
    'blockDetailLabels',
    laterWords(state),
  )

  return (
    <section
      {...rootProps('rs-block-detail', state, className, result.isFetching || txs.isFetching)}
      {...rest}
    >
      {state === 'error' ? (
        <ErrorAlert
          error={result.error}
          retry={labels.retry}
          onRetry={result.refetch}
          labels={labels.errors}
        />
      ) : state === 'empty' ? (
        <p className="rs-message">{labels.notFound(String(height))}</p>
      ) : block ? (
        <dl>
          <Field term={labels.blockHeight}>{block.height}</Field>
          <Field term={labels.hash}>
            <Hash value={block.hash} full />
          </Field>
          <Field term={labels.chain}>{block.chain_id}</Field>
          <Field term={labels.timestamp}>
            <Timestamp value={block.timestamp} format={labels.formatTime} locale={locale} />
          </Field>
          <Field term={labels.blockTimeTerm}>{labels.blockTime(block.block_time)}</Field>
          <Field term={labels.proposer}>
            {revealInvisible(block.proposer.moniker)} <Hash value={block.proposer.operator_address} />
          </Field>
          <Field term={labels.txCount}>{block.tx_count}</Field>
          <Field term={labels.gas}>
            {labels.gasValue(localeInteger(block.gas_used, locale), localeInteger(block.gas_wanted, locale))}
          </Field>
          <Field term={labels.totalFee}>
            {block.total_fee?.length ? (
              <ul>
                {block.total_fee.map((coin) => (
                  <li key={coin.denom}>{formatCoin(coin, denoms, locale)}</li>
                ))}
              </ul>
            ) : (
              labels.noFee
            )}
          </Field>
        </dl>
      ) : (
        <dl>
          <FieldSkeletons
            terms={[labels.blockHeight, labels.hash, labels.timestamp, labels.proposer, labels.totalFee]}
          />
        </dl>
      )}
      {state === 'loading' && <p className="rs-visually-hidden">{labels.loadingBlock}</p>}
      {block && (
        <div className="rs-txs" data-state={txsState}>
          <TxTable
            label={labels.txsTitle(block.height)}
            list={txs}
            items={txs.items}
            total={txs.total === null ? undefined : Number(txs.total)}
            state={txsState}
            labels={labels}
            height={txsHeight}
            txHref={txHref}
          />
        </div>
      )}
    </section>
  )
}
