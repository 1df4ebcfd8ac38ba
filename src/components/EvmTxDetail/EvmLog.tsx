'use client'

import type { ReactNode } from 'react'
import { decodeTransfer } from '../../evm/decodeTransfer.ts'
import type { EvmLog } from '../../indexer/evmTxs.ts'
import { Amount } from '../shared/Amount.tsx'
import { Field } from '../shared/Field.tsx'
import { formatInteger } from '../shared/format.ts'
import type { EvmTxDetailLabels } from './labels.ts'

/** What to show for a token's amounts: its decimals and symbol. */
export interface EvmTokenInfo {
  decimals: number
  symbol?: string
}

/** One receipt log: its emitter, a decoded Transfer when it is one, topics and data. */
export function LogFields({
  log,
  labels,
  address,
  token,
  locale,
}: {
  locale?: string | undefined
  log: EvmLog
  labels: EvmTxDetailLabels
  address: (value: string) => ReactNode
  token: ((address: string) => EvmTokenInfo | undefined) | undefined
}) {
  const transfer = decodeTransfer(log)
  const info = transfer?.standard === 'erc20' ? token?.(log.address) : undefined
  return (
    <dl className="rs-fields">
      <Field term={labels.address}>{address(log.address)}</Field>
      {transfer && (
        <Field term={transfer.standard === 'erc20' ? labels.erc20Transfer : labels.nftTransfer}>
          <dl className="rs-transfer">
            <Field term={labels.from}>{address(transfer.from)}</Field>
            <Field term={labels.to}>{address(transfer.to)}</Field>
            {transfer.standard === 'erc20' ? (
              <Field term={labels.amount}>
                {info ? (
                  <Amount
                    base={transfer.amount}
                    decimals={info.decimals}
                    symbol={info.symbol}
                    locale={locale}
                  />
                ) : (
                  formatInteger(transfer.amount, locale)
                )}
              </Field>
            ) : (
              <Field term={labels.tokenId}>{transfer.tokenId}</Field>
            )}
          </dl>
        </Field>
      )}
      <Field term={labels.topics}>
        <ol className="rs-topics" start={0}>
          {log.topics.map((topic, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: topics are positional
            <li key={index} className="rs-mono">
              {topic}
            </li>
          ))}
        </ol>
      </Field>
      <Field term={labels.data}>
        <span className="rs-mono">{log.data}</span>
      </Field>
    </dl>
  )
}
