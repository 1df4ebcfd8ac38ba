'use client'

import type { ComponentPropsWithoutRef } from 'react'
import { useEvmTxs } from '../../hooks/useEvmTxs.ts'
import { type UseEvmTxsByAccountParameters, useEvmTxsByAccount } from '../../hooks/useEvmTxsByAccount.ts'
import { laterWords } from '../../i18n/laterWords.ts'
import { useLabels, useLocale } from '../../i18n/useLabels.ts'
import { isCosmosOnlyReceipt } from '../../indexer/evmCosmosTx.ts'
import type { EvmTx } from '../../indexer/evmTxs.ts'
import { hexInt } from '../../indexer/schemas.ts'
import { listPageSizes } from '../../query/listQueries.ts'
import { BackToStart } from '../shared/BackToStart.tsx'
import { defaultErrorLabels, type ErrorLabels } from '../shared/ErrorAlert.tsx'
import { formatInteger } from '../shared/format.ts'
import { Hash } from '../shared/Hash.tsx'
import type { LabelOverrides } from '../shared/labels.ts'
import { listState } from '../shared/listState.ts'
import type { ListUrlStateProp } from '../shared/listUrlState.ts'
import { rootProps } from '../shared/rootProps.ts'
import { useChainView } from '../shared/useChainView.ts'
import { cursorField, useListUrlPosition, useListUrlState } from '../shared/useUrlState.ts'
import { VirtualTable, type VirtualTableColumn } from '../shared/VirtualTable.tsx'

export interface EvmTxListLabels {
  title: string
  hash: string
  block: string
  from: string
  to: string
  status: string
  gasUsed: string
  success: string
  failed: string
  contractCreation: string
  /** In the To column of a receipt recorded for a Cosmos tx (no Ethereum signature, no recipient). */
  cosmosTx: string
  loading: string
  empty: string
  retry: string
  /** What a failure says, by error class (ErrorAlert's words). */
  errors: ErrorLabels
  /** With `urlState`, on a list opened at a later page: back to the newest receipts. */
  toStart: string
}

export const defaultEvmTxListLabels: EvmTxListLabels = {
  title: 'EVM transactions',
  hash: 'Tx hash',
  block: 'Block',
  from: 'From',
  to: 'To',
  status: 'Status',
  gasUsed: 'Gas used',
  success: 'Success',
  failed: 'Failed',
  contractCreation: 'Contract creation',
  cosmosTx: 'Cosmos tx',
  loading: 'Loading transactions…',
  empty: 'No EVM transactions yet.',
  retry: 'Retry',
  errors: defaultErrorLabels,
  toStart: 'Show newest',
}

export interface EvmTxListProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** Only the receipts that involve this account (0x hex or bech32). Without it, every receipt. */
  account?: string
  /** With `account`: only the receipts it sent. */
  isSigner?: boolean
  /** A link for each tx hash; without it, the registry's explorer, else none. */
  txHref?: (txHash: string) => string | undefined
  /** A link for each from/to/created address; without it, the registry's explorer, else none. */
  accountHref?: (address: string) => string | undefined
  /** Receipts per request (1 to 1000). Default 50. */
  pageSize?: number
  /** Height of the scrolling area. Default 480 px. */
  height?: number | string
  labels?: LabelOverrides<EvmTxListLabels>
  /** The language of its words, dates and numbers (BCP 47, such as `'ko'`); else the provider's `locale`, else English. */
  locale?: string | undefined
  /** Another indexer than the provider's. */
  client?: UseEvmTxsByAccountParameters['client']
  /** Another chain of the provider's `network`: its indexer, tokens and explorer come from the chain registry. */
  chainId?: string
  /**
   * Keep the page reached (`cursor`) in the page URL, so a link opens the same page and back/forward move between
   * pages. Options: param `prefix`, renamed `params`, `history`, and a server's `search`. Default off.
   */
  urlState?: ListUrlStateProp
}

/** The labels of an EVM receipt row's columns. */
export type EvmTxColumnLabels = Pick<
  EvmTxListLabels,
  | 'hash'
  | 'block'
  | 'from'
  | 'to'
  | 'status'
  | 'gasUsed'
  | 'success'
  | 'failed'
  | 'contractCreation'
  | 'cosmosTx'
>

/** The columns of an EVM receipt row: EvmTxList's and AccountActivity's. */
export function evmTxColumns(
  labels: EvmTxColumnLabels,
  txHref?: ((txHash: string) => string | undefined) | undefined,
  accountHref?: ((address: string) => string | undefined) | undefined,
  /** How an address is drawn: `Hash`, or AccountHash (AccountActivity, with names). */
  Address: typeof Hash = Hash,
  /** The locale of its numbers (none: `1,234`). */
  locale?: string | undefined,
): VirtualTableColumn<EvmTx>[] {
  const address = (value: string) => <Address href={accountHref?.(value)} value={value} keep={6} />
  return [
    {
      header: labels.hash,
      className: 'rs-mono',
      width: 160,
      cell: (tx) => <Hash href={txHref?.(tx.transactionHash)} value={tx.transactionHash} keep={6} />,
    },
    {
      header: labels.block,
      className: 'rs-number',
      width: 80,
      cell: (tx) => hexInt(tx.blockNumber).toString(),
    },
    { header: labels.from, className: 'rs-mono', cell: (tx) => address(tx.from) },
    {
      header: labels.to,
      className: 'rs-mono',
      cell: (tx) =>
        tx.to ? (
          address(tx.to)
        ) : isCosmosOnlyReceipt(tx) ? (
          <span className="rs-tag">{labels.cosmosTx}</span>
        ) : (
          <>
            <span className="rs-tag">{labels.contractCreation}</span>{' '}
            {tx.contractAddress ? address(tx.contractAddress) : null}
          </>
        ),
    },
    {
      header: labels.status,
      width: 90,
      cell: (tx) => {
        const ok = tx.status === '0x1'
        return (
          <span className="rs-status" data-status={ok ? 'success' : 'failed'}>
            {ok ? labels.success : labels.failed}
          </span>
        )
      },
    },
    {
      header: labels.gasUsed,
      className: 'rs-number',
      width: 110,
      cell: (tx) => formatInteger(hexInt(tx.gasUsed), locale),
    },
  ]
}

/**
 * EVM receipts, newest first (those of `account` when given): virtualized and loading the next page
 * before the user reaches the end. Headless: `useEvmTxsByAccount` with an account, else `useEvmTxs`.
 */
export function EvmTxList({
  account,
  isSigner,
  txHref: ownTxHref,
  accountHref: ownAccountHref,
  pageSize = listPageSizes.evmTxList,
  height = 480,
  labels: customLabels,
  locale: ownLocale,
  client,
  chainId,
  urlState,
  className,
  ...rest
}: EvmTxListProps) {
  const locale = useLocale(ownLocale)
  const url = useListUrlState(urlState, cursorField)
  const startKey = url.state.cursor
  const view = useChainView({ chainId, txHref: ownTxHref, accountHref: ownAccountHref })
  const { txHref, accountHref } = view
  // rows wait for the registry's explorer links, so none appears without its links and gains them later
  const linksPending = view.isPending && !(ownTxHref && ownAccountHref)
  const common = { limit: pageSize, client, chainId, startKey }
  const all = useEvmTxs({ ...common, query: { enabled: account === undefined } })
  const mine = useEvmTxsByAccount({ ...common, account, isSigner })
  const list = account === undefined ? all : mine
  useListUrlPosition(url.options, list.data?.pageParams)
  const { items } = list
  const state = listState(list, items.length, linksPending)
  const labels = useLabels(
    defaultEvmTxListLabels,
    customLabels,
    locale,
    'lists',
    'evmTxListLabels',
    laterWords(state),
  )
  const columns = evmTxColumns(labels, txHref, accountHref, Hash, locale)

  return (
    <section {...rootProps('rs-evm-tx-list', state, className, list.isFetching)} {...rest}>
      <BackToStart url={url} label={labels.toStart} toolbar />
      <VirtualTable
        label={labels.title}
        columns={columns}
        items={items}
        rowKey={(tx) => tx.transactionHash}
        state={state}
        total={list.total === null ? undefined : Number(list.total)}
        height={height}
        list={list}
        labels={labels}
        copyValue={(tx) => tx.transactionHash}
      />
    </section>
  )
}
