'use client'

import type { UseTxsReturnType } from '../../hooks/useTxs.ts'
import type { Tx } from '../../indexer/txs.ts'
import { defaultErrorLabels, type ErrorLabels } from '../shared/ErrorAlert.tsx'
import { formatTimestamp } from '../shared/format.ts'
import { Hash } from '../shared/Hash.tsx'
import { type ViewState, VirtualTable, type VirtualTableColumn } from '../shared/VirtualTable.tsx'

export interface TxTableLabels {
  hash: string
  height: string
  messages: string
  status: string
  time: string
  success: string
  failed: (code: number) => string
  loading: string
  empty: string
  retry: string
  /** What a failure says, by error class (ErrorAlert's words). */
  errors: ErrorLabels
  formatTime: (timestamp: string) => string
}

export const defaultTxTableLabels: TxTableLabels = {
  hash: 'Hash',
  height: 'Height',
  messages: 'Messages',
  status: 'Status',
  time: 'Time',
  success: 'Success',
  failed: (code) => `Failed (code ${code})`,
  loading: 'Loading transactions…',
  empty: 'No transactions.',
  retry: 'Retry',
  errors: defaultErrorLabels,
  formatTime: formatTimestamp,
}

/** The labels of a Cosmos tx row's columns. */
export type TxColumnLabels = Omit<TxTableLabels, 'loading' | 'empty' | 'retry'>

/** A tx's message types as stored (`cosmos.bank.v1beta1.MsgSend`, no leading '/'), in order. */
export function messageTypesOf(tx: Tx): string[] {
  return tx.tx.body.messages.map((message) => message['@type'].replace(/^\/+/, ''))
}

/** `MsgSend` from `cosmos.bank.v1beta1.MsgSend`. */
export const shortType = (type: string) => type.slice(type.lastIndexOf('.') + 1)

export interface TxTableProps {
  label: string
  list: Pick<
    UseTxsReturnType,
    'error' | 'refetch' | 'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'fetchNextPage'
  >
  items: readonly Tx[]
  /** Txs in all, when known exactly. */
  total?: number | undefined
  state: ViewState
  labels: TxTableLabels
  height: number | string
  txHref?: ((txHash: string) => string | undefined) | undefined
  blockHref?: ((height: string) => string | undefined) | undefined
}

/** The columns of a Cosmos tx row: the one tx row of TxList, BlockDetail and NftGallery's history. */
export function txTableColumns(
  labels: TxColumnLabels,
  txHref?: ((txHash: string) => string | undefined) | undefined,
  blockHref?: ((height: string) => string | undefined) | undefined,
): VirtualTableColumn<Tx>[] {
  return [
    {
      header: labels.hash,
      className: 'rs-mono',
      width: '13em',
      cell: (tx) => <Hash value={tx.txhash} href={txHref?.(tx.txhash)} />,
    },
    {
      header: labels.height,
      className: 'rs-number',
      width: '6.5em',
      cell: (tx) => {
        const href = blockHref?.(tx.height)
        return href ? <a href={href}>{tx.height}</a> : tx.height
      },
    },
    {
      header: labels.messages,
      cell: (tx) => {
        const types = messageTypesOf(tx)
        return <span title={types.join('\n')}>{[...new Set(types.map(shortType))].join(', ')}</span>
      },
    },
    {
      header: labels.status,
      width: '11.5em',
      cell: (tx) =>
        tx.code === 0 ? (
          <span className="rs-status" data-status="success">
            <span aria-hidden="true">✓ </span>
            {labels.success}
          </span>
        ) : (
          <span className="rs-status" data-status="failed">
            <span aria-hidden="true">✕ </span>
            {labels.failed(tx.code)}
          </span>
        ),
    },
    {
      header: labels.time,
      width: '16em',
      cell: (tx) => <time dateTime={tx.timestamp}>{labels.formatTime(tx.timestamp)}</time>,
    },
  ]
}

/** The virtualized table of Cosmos txs shared by TxList and BlockDetail. */
export function TxTable(props: TxTableProps) {
  const { label, list, items, total, state, labels, height, txHref, blockHref } = props
  const columns = txTableColumns(labels, txHref, blockHref)

  return (
    <VirtualTable
      label={label}
      columns={columns}
      items={items}
      rowKey={(tx) => tx.txhash}
      state={state}
      total={total}
      height={height}
      list={list}
      labels={labels}
      copyValue={(tx) => tx.txhash}
    />
  )
}
