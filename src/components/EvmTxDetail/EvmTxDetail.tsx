import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import { useBlock } from '../../hooks/useBlock.ts'
import { useEvmInternalTxsByHash } from '../../hooks/useEvmInternalTxsByHash.ts'
import { type UseEvmTxParameters, useEvmTx } from '../../hooks/useEvmTx.ts'
import type { EvmLog } from '../../indexer/evmTxs.ts'
import { Amount } from '../shared/Amount.tsx'
import { CopyButton } from '../shared/CopyButton.tsx'
import { ErrorAlert } from '../shared/ErrorAlert.tsx'
import { Field } from '../shared/Field.tsx'
import { formatInteger, isNotFound } from '../shared/format.ts'
import { Hash } from '../shared/Hash.tsx'
import { rootProps } from '../shared/rootProps.ts'
import { Timestamp } from '../shared/Timestamp.tsx'
import { decodeCall } from '../TxDetail/decodeCall.ts'

export interface EvmTxDetailLabels {
  hash: string
  status: string
  success: string
  failed: string
  block: string
  blockHash: string
  index: string
  from: string
  to: string
  contractCreation: string
  gasUsed: string
  cumulativeGasUsed: string
  gasPrice: string
  type: string
  logs: (count: number) => string
  noLogs: string
  log: (index: number) => string
  address: string
  topics: string
  data: string
  erc20Transfer: string
  nftTransfer: string
  amount: string
  tokenId: string
  time: string
  value: string
  fee: string
  method: string
  loading: string
  empty: string
  notFound: (txHash: string) => string
  retry: string
  copy: string
  copied: string
}

export const defaultEvmTxDetailLabels: EvmTxDetailLabels = {
  hash: 'Tx hash',
  status: 'Status',
  success: 'Success',
  failed: 'Failed',
  block: 'Block',
  blockHash: 'Block hash',
  index: 'Index in block',
  from: 'From',
  to: 'To',
  contractCreation: 'Contract creation',
  gasUsed: 'Gas used',
  cumulativeGasUsed: 'Cumulative gas used',
  gasPrice: 'Effective gas price',
  type: 'Type',
  logs: (count) => `Logs (${count})`,
  noLogs: 'This transaction emitted no logs.',
  log: (index) => `Log ${index}`,
  address: 'Address',
  topics: 'Topics',
  data: 'Data',
  erc20Transfer: 'ERC-20 Transfer',
  nftTransfer: 'ERC-721 Transfer',
  amount: 'Amount',
  tokenId: 'Token ID',
  time: 'Time',
  value: 'Value',
  fee: 'Fee',
  method: 'Method',
  loading: 'Loading transaction…',
  empty: 'No transaction selected.',
  notFound: (txHash) => `Transaction ${txHash} not found. It may not be indexed yet.`,
  retry: 'Retry',
  copy: 'Copy',
  copied: 'Copied',
}

/** What to show for a token's amounts: its decimals and symbol. */
export interface EvmTokenInfo {
  decimals: number
  symbol?: string
}

export interface EvmTxDetailProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** 0x-prefixed. Without it the component shows its empty state. */
  txHash: string | undefined
  /** A link for each address (from, to, created contract, log emitters); no link without it. */
  accountHref?: (address: string) => string | undefined
  /** A link for the block; no link without it. */
  blockHref?: (height: string) => string | undefined
  /** Decimals and symbol of an ERC-20 contract, for decoded Transfer amounts; base units without it. */
  token?: (address: string) => EvmTokenInfo | undefined
  /** The chain's native token, for the value and the fee; in wei without it. */
  native?: EvmTokenInfo
  /** The level of the "Logs" heading; each log's heading is one below. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5
  labels?: Partial<EvmTxDetailLabels>
  /** Another indexer than the provider's. */
  client?: UseEvmTxParameters['client']
}

/** keccak256("Transfer(address,address,uint256)"), the same event for ERC-20 and ERC-721. */
export const transferTopic = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

export type DecodedTransfer =
  | { standard: 'erc20'; from: string; to: string; amount: string }
  | { standard: 'erc721'; from: string; to: string; tokenId: string }

/** 0x hex as a bigint; the indexer sends "0x" for empty. */
const int = (hex: string) => BigInt(hex === '0x' ? 0 : hex)
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

/**
 * One EVM receipt: status, block, addresses, gas, and its logs with ERC-20/721 Transfers decoded.
 * Headless: `useEvmTx` (and `decodeTransfer` for the logs).
 */
export function EvmTxDetail({
  txHash,
  accountHref,
  blockHref,
  token,
  native,
  headingLevel = 3,
  labels: customLabels,
  client,
  className,
  ...rest
}: EvmTxDetailProps) {
  const Heading = `h${headingLevel}` as const
  const LogHeading = `h${headingLevel + 1}` as 'h3'
  const labels = { ...defaultEvmTxDetailLabels, ...customLabels }
  const query = useEvmTx({ txHash, client })
  const receipt = query.data?.tx
  // the receipt has no time, value or input: the block has the time, the top internal call the rest
  const block = useBlock({ height: receipt ? int(receipt.blockNumber).toString() : undefined, client })
  // ascending: the first call recorded is the top one (index 0, parent -1)
  const calls = useEvmInternalTxsByHash({
    txHash: receipt ? txHash : undefined,
    limit: 1,
    reverse: false,
    client,
  })
  const top = calls.items.find((call) => call.parent_index === -1)
  const topCall = top && decodeCall(top.input)
  const nativeAmount = (wei: bigint) =>
    native ? (
      <Amount base={wei.toString()} decimals={native.decimals} symbol={native.symbol} />
    ) : (
      `${formatInteger(wei)} wei`
    )
  const tx = query.data?.tx
  const notFound = query.isError && isNotFound(query.error)
  const state =
    txHash === undefined || notFound
      ? 'empty'
      : query.isPending
        ? 'loading'
        : query.isError
          ? 'error'
          : 'success'
  const link = (href: string | undefined, text: string) => (href ? <a href={href}>{text}</a> : text)
  const copyable = (value: string, term: string, href?: string) => (
    <>
      <Hash value={value} href={href} full />
      <CopyButton text={value} label={`${labels.copy} ${term}`} copiedLabel={labels.copied} />
    </>
  )
  const address = (value: string) => <Hash value={value} href={accountHref?.(value)} full />

  let body: ReactNode
  if (state === 'empty')
    body = <p className="rs-message">{notFound && txHash ? labels.notFound(txHash) : labels.empty}</p>
  else if (state === 'error')
    body = <ErrorAlert error={query.error} retry={labels.retry} onRetry={query.refetch} />
  else if (!tx)
    body = (
      <>
        <dl className="rs-fields">
          {[labels.hash, labels.status, labels.block, labels.from, labels.to, labels.gasUsed].map((term) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>
                <span className="rs-skeleton" />
              </dd>
            </div>
          ))}
        </dl>
        <p className="rs-visually-hidden">{labels.loading}</p>
      </>
    )
  else {
    const ok = tx.status === '0x1'
    const height = int(tx.blockNumber).toString()
    body = (
      <>
        <dl className="rs-fields">
          <Field term={labels.hash}>{copyable(tx.transactionHash, labels.hash)}</Field>
          <Field term={labels.status}>
            <span className="rs-status" data-status={ok ? 'success' : 'failed'}>
              {ok ? labels.success : labels.failed}
            </span>
          </Field>
          <Field term={labels.block}>{link(blockHref?.(height), height)}</Field>
          {block.data && (
            <Field term={labels.time}>
              <Timestamp value={block.data.block.timestamp} />
            </Field>
          )}
          {top && <Field term={labels.value}>{nativeAmount(int(top.value))}</Field>}
          {topCall && (
            <Field term={labels.method}>
              <code>{topCall.signature ?? topCall.selector}</code>
              {topCall.args.length > 0 && (
                <dl className="rs-transfer">
                  {topCall.args.map(([name, value]) => (
                    <Field key={name} term={name}>
                      {value.startsWith('0x') ? address(value) : formatInteger(value)}
                    </Field>
                  ))}
                </dl>
              )}
            </Field>
          )}
          <Field term={labels.fee}>{nativeAmount(int(tx.gasUsed) * int(tx.effectiveGasPrice))}</Field>
          <Field term={labels.blockHash}>{copyable(tx.blockHash, labels.blockHash)}</Field>
          <Field term={labels.index}>{int(tx.transactionIndex).toString()}</Field>
          <Field term={labels.from}>{copyable(tx.from, labels.from, accountHref?.(tx.from))}</Field>
          <Field term={labels.to}>
            {tx.to ? (
              copyable(tx.to, labels.to, accountHref?.(tx.to))
            ) : (
              <>
                {labels.contractCreation}
                {tx.contractAddress ? <> {address(tx.contractAddress)}</> : null}
              </>
            )}
          </Field>
          <Field term={labels.gasUsed}>{formatInteger(int(tx.gasUsed))}</Field>
          <Field term={labels.cumulativeGasUsed}>{formatInteger(int(tx.cumulativeGasUsed))}</Field>
          <Field term={labels.gasPrice}>
            <Amount base={int(tx.effectiveGasPrice).toString()} decimals={9} symbol="gwei" />
          </Field>
          <Field term={labels.type}>{int(tx.type).toString()}</Field>
        </dl>
        <Heading className="rs-heading">{labels.logs(tx.logs.length)}</Heading>
        {tx.logs.length === 0 ? (
          <p className="rs-message">{labels.noLogs}</p>
        ) : (
          <ol className="rs-logs">
            {tx.logs.map((log, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: logs are ordered and never reordered
              <li key={index} className="rs-log">
                <LogHeading className="rs-log-title">{labels.log(index)}</LogHeading>
                <Log log={log} labels={labels} address={address} token={token} />
              </li>
            ))}
          </ol>
        )}
      </>
    )
  }

  return (
    <section {...rootProps('rs-evm-tx-detail', state, className, query.isFetching)} {...rest}>
      {body}
    </section>
  )
}

function Log({
  log,
  labels,
  address,
  token,
}: {
  log: EvmLog
  labels: EvmTxDetailLabels
  address: (value: string) => ReactNode
  token: EvmTxDetailProps['token']
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
