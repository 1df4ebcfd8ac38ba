'use client'

import type { ReactNode } from 'react'
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

/** keccak256("Transfer(address,address,uint256)"), the same event for ERC-20 and ERC-721. */
export const transferTopic = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

export type DecodedTransfer =
  | { standard: 'erc20'; from: string; to: string; amount: string }
  | { standard: 'erc721'; from: string; to: string; tokenId: string }

const word = /^0x[0-9a-fA-F]{64}$/
const addressOf = (topic: string) => `0x${topic.slice(-40).toLowerCase()}`

/** A Transfer log decoded: ERC-20 has 2 indexed topics and the amount in data, ERC-721 a 3rd topic, the token id. */
export function decodeTransfer(log: Pick<EvmLog, 'topics' | 'data'>): DecodedTransfer | undefined {
  const [topic0, from, to, tokenId] = log.topics
  if (topic0?.toLowerCase() !== transferTopic || !from || !to || !word.test(from) || !word.test(to))
    return undefined
  if (log.topics.length === 3 && word.test(log.data))
    return {
      standard: 'erc20',
      from: addressOf(from),
      to: addressOf(to),
      amount: BigInt(log.data).toString(),
    }
  if (log.topics.length === 4 && tokenId && word.test(tokenId))
    return {
      standard: 'erc721',
      from: addressOf(from),
      to: addressOf(to),
      tokenId: BigInt(tokenId).toString(),
    }
  return undefined
}

/** One receipt log: its emitter, a decoded Transfer when it is one, topics and data. */
export function LogFields({
  log,
  labels,
  address,
  token,
}: {
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
                  <Amount base={transfer.amount} decimals={info.decimals} symbol={info.symbol} />
                ) : (
                  formatInteger(transfer.amount)
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
