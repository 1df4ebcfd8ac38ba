'use client'

import type { ComponentPropsWithoutRef } from 'react'
import { useChainDisplay } from '../../hooks/useChainDisplay.ts'
import { type UseIndexerStatusParameters, useIndexerStatus } from '../../hooks/useIndexerStatus.ts'
import { laterWords } from '../../i18n/laterWords.ts'
import { useLabels, useLocale } from '../../i18n/useLabels.ts'
import { defaultErrorLabels, ErrorAlert, type ErrorLabels } from '../shared/ErrorAlert.tsx'
import { Field, FieldSkeletons } from '../shared/Field.tsx'
import type { LabelOverrides } from '../shared/labels.ts'
import { rootProps } from '../shared/rootProps.ts'

export interface IndexerStatusLabels {
  chain: string
  height: string
  internalTxs: string
  richList: string
  version: string
  inSync: string
  behind: (blocks: number) => string
  notIndexed: string
  loading: string
  empty: string
  retry: string
  /** What a failure says, by error class (ErrorAlert's words). */
  errors: ErrorLabels
}

export const defaultIndexerStatusLabels: IndexerStatusLabels = {
  chain: 'Chain',
  height: 'Latest height',
  internalTxs: 'Internal txs',
  richList: 'Rich list',
  version: 'Version',
  inSync: 'in sync',
  behind: (blocks) => `${blocks} ${blocks === 1 ? 'block' : 'blocks'} behind`,
  notIndexed: 'Not indexed',
  loading: 'Loading indexer status…',
  empty: 'Nothing indexed yet.',
  retry: 'Retry',
  errors: defaultErrorLabels,
}

export interface IndexerStatusProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** Milliseconds between refreshes (only while the page is visible); 0 turns it off. Default 5000. */
  refreshInterval?: number
  /** A lag above this many blocks is shown as a warning. Default 10. */
  lagWarning?: number
  labels?: LabelOverrides<IndexerStatusLabels>
  /** The language of its words, dates and numbers (BCP 47, such as `'ko'`); else the provider's `locale`, else English. */
  locale?: string | undefined
  /** Another indexer than the provider's. */
  client?: UseIndexerStatusParameters['client']
  /** Another chain of the provider's `network`: its indexer, tokens and explorer come from the chain registry. */
  chainId?: string
}

/**
 * The indexer's heights and how far internal-tx and rich-list indexing lag behind the latest block,
 * refreshed periodically. A height the server leaves out (internal txs on a Move or Wasm chain, or nothing
 * indexed yet) shows as not indexed. Headless: `useIndexerStatus`.
 */
export function IndexerStatus({
  refreshInterval = 5000,
  lagWarning = 10,
  labels: customLabels,
  locale: ownLocale,
  client,
  chainId,
  className,
  ...rest
}: IndexerStatusProps) {
  const locale = useLocale(ownLocale)
  const status = useIndexerStatus({ client, chainId, query: { refetchInterval: refreshInterval || false } })
  const { data } = status
  // the registry's name of the chain the indexer serves; its id while the registry loads, or when it cannot say
  const { display } = useChainDisplay(data?.chain_id ?? chainId)
  // a failed background refresh keeps the last heights on screen; only a first failure is the error state
  const state = status.isPending
    ? 'loading'
    : status.isError && !data
      ? 'error'
      : data?.height
        ? 'success'
        : 'empty'
  const labels = useLabels(
    defaultIndexerStatusLabels,
    customLabels,
    locale,
    'lists',
    'indexerStatusLabels',
    laterWords(state),
  )

  const lag = (height: number | undefined) => {
    if (!data || height === undefined) return <span className="rs-lag">{labels.notIndexed}</span>
    const blocks = Math.max(0, data.height - height)
    return (
      <>
        {height}{' '}
        <span
          className="rs-lag"
          data-lag={blocks > lagWarning ? 'warning' : blocks > 0 ? 'behind' : 'in-sync'}
        >
          ({blocks === 0 ? labels.inSync : labels.behind(blocks)})
        </span>
      </>
    )
  }
  return (
    <section {...rootProps('rs-indexer-status', state, className, status.isFetching)} {...rest}>
      {state === 'error' ? (
        <ErrorAlert
          error={status.error}
          retry={labels.retry}
          onRetry={status.refetch}
          labels={labels.errors}
        />
      ) : state === 'empty' ? (
        <p className="rs-message">{labels.empty}</p>
      ) : data ? (
        <dl>
          <Field term={labels.chain}>{display?.name ?? data.chain_id}</Field>
          <Field term={labels.height}>{data.height}</Field>
          <Field term={labels.internalTxs}>{lag(data.internal_tx_height)}</Field>
          <Field term={labels.richList}>{lag(data.rich_list_height)}</Field>
          <Field term={labels.version}>{`${data.version} (${data.commit_hash})`}</Field>
        </dl>
      ) : (
        <dl>
          <FieldSkeletons
            terms={[labels.chain, labels.height, labels.internalTxs, labels.richList, labels.version]}
          />
        </dl>
      )}
      {state === 'loading' && <p className="rs-visually-hidden">{labels.loading}</p>}
    </section>
  )
}
