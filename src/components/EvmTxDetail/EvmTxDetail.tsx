'use client'

import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import { useBlock } from '../../hooks/useBlock.ts'
import { useCosmosTxOfEvmTx } from '../../hooks/useCosmosTxOfEvmTx.ts'
import { useEvmInternalTxsByHash } from '../../hooks/useEvmInternalTxsByHash.ts'
import { type UseEvmTxParameters, useEvmTx } from '../../hooks/useEvmTx.ts'
import { laterWords } from '../../i18n/laterWords.ts'
import { useLabels, useLocale } from '../../i18n/useLabels.ts'
import { isCosmosOnlyReceipt } from '../../indexer/evmCosmosTx.ts'
import { hexInt } from '../../indexer/schemas.ts'
import { AccountHash, ShowNames } from '../shared/AccountHash.tsx'
import { Amount } from '../shared/Amount.tsx'
import { BalanceChanges } from '../shared/BalanceChanges.tsx'
import { CopyButton } from '../shared/CopyButton.tsx'
import { ErrorAlert } from '../shared/ErrorAlert.tsx'
import { Field } from '../shared/Field.tsx'
import { formatInteger, isNotFound } from '../shared/format.ts'
import { Hash } from '../shared/Hash.tsx'
import type { LabelOverrides } from '../shared/labels.ts'
import { rootProps } from '../shared/rootProps.ts'
import { Timestamp } from '../shared/Timestamp.tsx'
import { useBalanceChanges } from '../shared/useBalanceChanges.ts'
import { useChainView } from '../shared/useChainView.ts'
import { decodeCall } from '../TxDetail/decodeCall.ts'
import { messageWord } from '../TxDetail/messageWords.ts'
import { EvmFeeFields, feePaidBy } from './EvmFeeFields.tsx'
import { type EvmTokenInfo, LogFields } from './EvmLog.tsx'
import { defaultEvmTxDetailLabels, type EvmTxDetailLabels } from './labels.ts'

export type { EvmTokenInfo } from './EvmLog.tsx'
export { defaultEvmTxDetailLabels, type EvmTxDetailLabels } from './labels.ts'

export interface EvmTxDetailProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** 0x-prefixed. Without it the component shows its empty state. */
  txHash: string | undefined
  /** A link for each address (from, to, created contract, log emitters); without it, the registry's explorer, else none. */
  accountHref?: (address: string) => string | undefined
  /** A link for the block; no link without it. */
  blockHref?: (height: string) => string | undefined
  /** A link for the Cosmos tx this EVM tx was recorded for (found in its block); without it, the registry's explorer, else none. */
  txHref?: (txHash: string) => string | undefined
  /**
   * Decimals and symbol of an ERC-20 contract, for decoded Transfer amounts; else the chain registry's (with a
   * provider `network`), else base units.
   */
  token?: (address: string) => EvmTokenInfo | undefined
  /** The chain's native token, for the value and the fee; else the registry's fee token, else wei. */
  native?: EvmTokenInfo
  /** The level of the "Logs" heading; each log's heading is one below. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5
  labels?: LabelOverrides<EvmTxDetailLabels>
  /** The language of its words, dates and numbers (BCP 47, such as `'ko'`); else the provider's `locale`, else English. */
  locale?: string | undefined
  /** Another indexer than the provider's. */
  client?: UseEvmTxParameters['client']
  /** Another chain of the provider's `network`: its indexer, tokens and explorer come from the chain registry. */
  chainId?: string
  /**
   * Show the Initia username (`alice.init`) of each account it shows (from, to, the call's and the balance changes'
   * accounts) once the L1 has answered (nothing waits for it; the title, the link and Copy keep the address). False: no
   * names, nothing asked. Default true (names come from the provider's `usernames`, else its `network`'s L1).
   */
  names?: boolean
}

/**
 * One EVM receipt: status, block, addresses, gas, and its logs with ERC-20/721 Transfers decoded.
 * Headless: `useEvmTx` (and `decodeTransfer`, in `rollscope/actions`, for the logs).
 */
export function EvmTxDetail({
  txHash,
  accountHref: ownAccountHref,
  blockHref,
  txHref: ownTxHref,
  token: ownToken,
  native: ownNative,
  headingLevel = 3,
  labels: customLabels,
  locale: ownLocale,
  client,
  chainId,
  names = true,
  className,
  ...rest
}: EvmTxDetailProps) {
  const Heading = `h${headingLevel}` as const
  const LogHeading = `h${headingLevel + 1}` as 'h3'
  const locale = useLocale(ownLocale)
  const query = useEvmTx({ txHash, client, chainId })
  const view = useChainView({ chainId, txHref: ownTxHref, accountHref: ownAccountHref })
  const { txHref, accountHref } = view
  const native = ownNative ?? view.feeToken
  const token = (address: string) => ownToken?.(address) ?? view.denoms(address)
  const receipt = query.data?.tx
  // the receipt has no time, value or input: the block has the time, the top internal call the rest
  const block = useBlock({
    height: receipt ? hexInt(receipt.blockNumber).toString() : undefined,
    client,
    chainId,
  })
  // ascending: the first call recorded is the top one (index 0, parent -1)
  const calls = useEvmInternalTxsByHash({
    txHash: receipt ? txHash : undefined,
    limit: 1,
    reverse: false,
    client,
    chainId,
  })
  // the Cosmos tx it was recorded for, found in the block's txs
  const cosmosTx = useCosmosTxOfEvmTx({
    txHash: receipt ? txHash : undefined,
    receipt,
    client,
    chainId,
  }).data?.tx
  const top = calls.items.find((call) => call.parent_index === -1)
  const topCall = top && decodeCall(top.input)
  const nativeAmount = (wei: bigint) =>
    native ? (
      <Amount base={wei.toString()} decimals={native.decimals} symbol={native.symbol} locale={locale} />
    ) : (
      `${formatInteger(wei, locale)} wei`
    )
  // while the registry is read, the receipt waits with it: its fee is never drawn in wei first
  const tx = view.isPending ? undefined : query.data?.tx
  const notFound = query.isError && isNotFound(query.error)
  const changes = useBalanceChanges(tx, undefined, undefined, chainId)
  // an ERC-20's symbol as the logs name it: the app's `token`, else the registry's
  const tokenOfDenom = (denom: string) =>
    (denom.startsWith('evm/') ? ownToken?.(`0x${denom.slice(4)}`) : undefined) ?? view.denoms(denom)
  const displayOf = (denom: string) => {
    const info = tokenOfDenom(denom)
    return info?.symbol ? { symbol: info.symbol, decimals: info.decimals } : undefined
  }
  const state =
    txHash === undefined || notFound
      ? 'empty'
      : query.isPending || view.isPending
        ? 'loading'
        : query.isError
          ? 'error'
          : 'success'
  const labels = useLabels(
    defaultEvmTxDetailLabels,
    customLabels,
    locale,
    'details',
    'evmTxDetailLabels',
    laterWords(state),
  )
  const link = (href: string | undefined, text: string) => (href ? <a href={href}>{text}</a> : text)
  const copyable = (value: string, term: string, href?: string, Shown = Hash) => (
    <>
      <Shown value={value} href={href} full />
      <CopyButton text={value} label={`${labels.copy} ${term}`} copiedLabel={labels.copied} />
    </>
  )
  const address = (value: string) => <AccountHash value={value} href={accountHref?.(value)} full />

  let body: ReactNode
  if (state === 'empty')
    body = <p className="rs-message">{notFound && txHash ? labels.notFound(txHash) : labels.empty}</p>
  else if (state === 'error')
    body = (
      <ErrorAlert error={query.error} retry={labels.retry} onRetry={query.refetch} labels={labels.errors} />
    )
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
    const cosmosOnly = isCosmosOnlyReceipt(tx)
    const height = hexInt(tx.blockNumber).toString()
    body = (
      <>
        <dl className="rs-fields">
          <Field term={labels.hash}>{copyable(tx.transactionHash, labels.hash)}</Field>
          <Field term={labels.status}>
            <span className="rs-status" data-status={ok ? 'success' : 'failed'}>
              {ok ? labels.success : labels.failed}
            </span>
          </Field>
          {cosmosTx && (
            <Field term={labels.cosmosTx}>
              {copyable(cosmosTx.txhash, labels.cosmosTx, txHref?.(cosmosTx.txhash))}
            </Field>
          )}
          <Field term={labels.block}>{link(blockHref?.(height), height)}</Field>
          {block.data && (
            <Field term={labels.time}>
              <Timestamp value={block.data.block.timestamp} locale={locale} />
            </Field>
          )}
          {top && <Field term={labels.value}>{nativeAmount(hexInt(top.value))}</Field>}
          {topCall && (
            <Field term={labels.method}>
              <code>{topCall.signature ?? topCall.selector}</code>
              {topCall.args.length > 0 && (
                <dl className="rs-transfer">
                  {topCall.args.map(([name, value]) => (
                    <Field key={name} term={messageWord(labels.messageWords, name)}>
                      {value.startsWith('0x') ? address(value) : formatInteger(value, locale)}
                    </Field>
                  ))}
                </dl>
              )}
            </Field>
          )}
          {/* a Cosmos-only record's gas price is zero: its fee is the Cosmos tx's */}
          {!cosmosOnly && (
            <EvmFeeFields
              evmFee={nativeAmount(hexInt(tx.gasUsed) * hexInt(tx.effectiveGasPrice))}
              charged={cosmosTx?.tx.auth_info.fee?.amount ?? []}
              paid={feePaidBy(changes?.changes, tx.from)}
              succeeded={ok}
              denom={displayOf}
              labels={labels}
              locale={locale}
            />
          )}
          <Field term={labels.blockHash}>{copyable(tx.blockHash, labels.blockHash)}</Field>
          <Field term={labels.index}>{hexInt(tx.transactionIndex).toString()}</Field>
          <Field term={labels.from}>
            {copyable(tx.from, labels.from, accountHref?.(tx.from), AccountHash)}
          </Field>
          <Field term={labels.to}>
            {tx.to ? (
              copyable(tx.to, labels.to, accountHref?.(tx.to), AccountHash)
            ) : cosmosOnly ? (
              labels.noRecipient
            ) : (
              <>
                {labels.contractCreation}
                {tx.contractAddress ? <> {address(tx.contractAddress)}</> : null}
              </>
            )}
          </Field>
          <Field term={labels.gasUsed}>{formatInteger(hexInt(tx.gasUsed), locale)}</Field>
          <Field term={labels.cumulativeGasUsed}>{formatInteger(hexInt(tx.cumulativeGasUsed), locale)}</Field>
          <Field term={labels.gasPrice}>
            <Amount
              base={hexInt(tx.effectiveGasPrice).toString()}
              decimals={9}
              symbol="gwei"
              locale={locale}
            />
          </Field>
          <Field term={labels.type}>{hexInt(tx.type).toString()}</Field>
        </dl>
        <Heading className="rs-heading">{labels.balanceChanges}</Heading>
        {changes ? (
          <BalanceChanges
            changes={changes.changes}
            issues={changes.issues}
            denoms={displayOf}
            accountHref={accountHref}
            labels={labels.changes}
          />
        ) : (
          <span className="rs-skeleton" />
        )}
        <Heading className="rs-heading">{labels.logs(tx.logs.length)}</Heading>
        {tx.logs.length === 0 ? (
          <p className="rs-message">{labels.noLogs}</p>
        ) : (
          <ol className="rs-logs">
            {tx.logs.map((log, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: logs are ordered and never reordered
              <li key={index} className="rs-log">
                <LogHeading className="rs-log-title">{labels.log(index)}</LogHeading>
                <LogFields log={log} labels={labels} address={address} token={token} locale={locale} />
              </li>
            ))}
          </ol>
        )}
      </>
    )
  }

  return (
    <section {...rootProps('rs-evm-tx-detail', state, className, query.isFetching)} {...rest}>
      <ShowNames value={names}>{body}</ShowNames>
    </section>
  )
}
