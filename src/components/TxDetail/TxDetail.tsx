'use client'

import type { ComponentPropsWithoutRef } from 'react'
import { useEvmTxOfCosmosTx } from '../../hooks/useEvmTxOfCosmosTx.ts'
import { type UseTxParameters, useTx } from '../../hooks/useTx.ts'
import { laterWords } from '../../i18n/laterWords.ts'
import { useLabels, useLocale } from '../../i18n/useLabels.ts'
import { ShowNames } from '../shared/AccountHash.tsx'
import {
  BalanceChanges,
  type BalanceChangesLabels,
  defaultBalanceChangesLabels,
} from '../shared/BalanceChanges.tsx'
import { defaultErrorLabels, ErrorAlert, type ErrorLabels } from '../shared/ErrorAlert.tsx'
import { FieldSkeletons } from '../shared/Field.tsx'
import { type DenomDisplay, formatInteger, formatTimestamp, isNotFound } from '../shared/format.ts'
import { boundedJson } from '../shared/json.ts'
import type { LabelOverrides } from '../shared/labels.ts'
import { rootProps } from '../shared/rootProps.ts'
import { useBalanceChanges } from '../shared/useBalanceChanges.ts'
import { useChainView } from '../shared/useChainView.ts'
import { shortType } from '../TxList/TxTable.tsx'
import { decodeMessage } from './decodeMessage.ts'
import { MessageView } from './MessageView.tsx'
import { defaultMessageWords, type MessageWords, messageWord } from './messageWords.ts'
import { hasEvmSide, TxFields, type TxFieldsLabels } from './TxFields.tsx'
import { eventValue, JsonValue } from './values.tsx'

export interface TxDetailLabels extends TxFieldsLabels {
  /** The section of what the tx changed, per account. */
  balanceChanges: string
  /** Its words (fee, unlisted, ...). */
  changes: BalanceChangesLabels
  messages: (count: number) => string
  events: (count: number) => string
  json: string
  loading: string
  notFound: (txHash: string) => string
  retry: string
  /** What a failure says, by error class (ErrorAlert's words). */
  errors: ErrorLabels
  /** A decoded message's title and fields ("Send", "From"), by their English text. */
  messageWords: MessageWords
}

export const defaultTxDetailLabels: TxDetailLabels = {
  hash: 'Hash',
  evmTx: 'EVM tx',
  status: 'Status',
  success: 'Success',
  failed: (code, codespace) => `Failed (code ${code}${codespace ? `, ${codespace}` : ''})`,
  rawLog: 'Error log',
  height: 'Height',
  time: 'Time',
  gas: 'Gas used / wanted',
  gasValue: (used, wanted) => `${formatInteger(used)} / ${formatInteger(wanted)}`,
  fee: 'Fee',
  noFee: 'None',
  memo: 'Memo',
  noMemo: '—',
  signer: 'Signer',
  balanceChanges: 'Balance changes',
  changes: defaultBalanceChangesLabels,
  messages: (count) => `Messages (${count})`,
  events: (count) => `Events (${count})`,
  json: 'JSON',
  loading: 'Loading transaction…',
  notFound: (txHash) => `Transaction ${txHash} not found. It may not be indexed yet.`,
  retry: 'Retry',
  errors: defaultErrorLabels,
  copy: 'Copy',
  copied: 'Copied',
  formatTime: formatTimestamp,
  messageWords: defaultMessageWords,
}

export interface TxDetailProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** Upper- or lower-case hex, no 0x. */
  txHash: string
  /**
   * Symbol and decimals by denom; the chain registry names the rest (with a provider `network`). A denom neither
   * knows shows in base units.
   */
  denoms?: Readonly<Record<string, DenomDisplay>>
  /** A link for the EVM tx a minievm rollup recorded for it; without it, the registry's explorer, else none. */
  evmTxHref?: (evmTxHash: string) => string | undefined
  /** A link for the tx's height; no link without it. */
  blockHref?: (height: string) => string | undefined
  /** A link for each address in the messages (your own route); without it, the registry's explorer, else none. */
  accountHref?: (address: string) => string | undefined
  labels?: LabelOverrides<TxDetailLabels>
  /** The language of its words, dates and numbers (BCP 47, such as `'ko'`); else the provider's `locale`, else English. */
  locale?: string | undefined
  /** Another indexer than the provider's. */
  client?: UseTxParameters['client']
  /** Another chain of the provider's `network`: its indexer, tokens and explorer come from the chain registry. */
  chainId?: string
  /**
   * Show the Initia username (`alice.init`) of each account it shows (signers, the messages' accounts, the balance changes') once the L1 has answered (nothing waits for
   * it; the title, the link and Copy keep the address). False: no names, nothing asked. Default true (names come from
   * the provider's `usernames`, else its `network`'s L1).
   */
  names?: boolean
}

/**
 * One Cosmos tx: status (a failed one with its raw log), height, time, gas, fee, memo, signer, its messages
 * with their fields, and its ABCI events. Headless: `useTx`.
 */
export function TxDetail({
  txHash,
  denoms: ownDenoms,
  blockHref,
  evmTxHref,
  accountHref: ownAccountHref,
  labels: customLabels,
  locale: ownLocale,
  client,
  chainId,
  names = true,
  className,
  ...rest
}: TxDetailProps) {
  const locale = useLocale(ownLocale)
  const result = useTx({ txHash, client, chainId })
  const view = useChainView({ chainId, denoms: ownDenoms, accountHref: ownAccountHref })
  const { denoms, accountHref } = view
  const loaded = result.data?.tx
  // the EVM side of a minievm tx, from the chain's JSON-RPC: asked only of a tx that can have one
  const evmTxHash = useEvmTxOfCosmosTx({
    txHash: loaded && hasEvmSide(loaded) ? txHash : undefined,
    client,
    chainId,
  }).data?.evmTxHash
  // while the registry is read, the tx waits with it: its amounts are never drawn in base units first
  const tx = view.isPending ? undefined : result.data?.tx
  const notFound = result.isError && isNotFound(result.error)
  const state =
    result.isPending || view.isPending ? 'loading' : notFound ? 'empty' : result.isError ? 'error' : 'success'
  const labels = useLabels(
    defaultTxDetailLabels,
    customLabels,
    locale,
    'details',
    'txDetailLabels',
    laterWords(state),
  )
  const messages = tx?.tx.body.messages ?? []
  const changes = useBalanceChanges(tx, undefined, view.knownDenoms, chainId)

  return (
    <section {...rootProps('rs-tx-detail', state, className, result.isFetching)} {...rest}>
      <ShowNames value={names}>
        {state === 'error' && (
          <ErrorAlert
            error={result.error}
            retry={labels.retry}
            onRetry={result.refetch}
            labels={labels.errors}
          />
        )}
        {state === 'empty' && <p className="rs-message">{labels.notFound(txHash)}</p>}
        {state === 'loading' && <p className="rs-visually-hidden">{labels.loading}</p>}
        {(state === 'loading' || tx) && (
          <dl className="rs-fields">
            {tx ? (
              <TxFields
                locale={locale}
                tx={tx}
                labels={labels}
                denoms={denoms}
                blockHref={blockHref}
                accountHref={accountHref}
                evmTx={
                  evmTxHash ? { hash: evmTxHash, href: (evmTxHref ?? view.txHref)?.(evmTxHash) } : undefined
                }
              />
            ) : (
              <FieldSkeletons
                terms={[labels.hash, labels.status, labels.height, labels.time, labels.fee, labels.signer]}
              />
            )}
          </dl>
        )}
        {tx && (
          <>
            <details className="rs-section" open>
              <summary>{labels.balanceChanges}</summary>
              {changes ? (
                <BalanceChanges
                  changes={changes.changes}
                  issues={changes.issues}
                  denoms={denoms}
                  accountHref={accountHref}
                  labels={labels.changes}
                />
              ) : (
                <span className="rs-skeleton" />
              )}
            </details>
            <details className="rs-section" open>
              <summary>{labels.messages(messages.length)}</summary>
              {messages.map(({ '@type': type, ...fields }, index) => {
                const decoded = decodeMessage(messages[index] as Record<string, unknown>)
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: messages have no identity but their place
                  <details key={index} className="rs-item" open={messages.length <= 3}>
                    <summary>
                      #{index} {decoded ? messageWord(labels.messageWords, decoded.title) : shortType(type)}{' '}
                      <small>{type.replace(/^\//, '')}</small>
                    </summary>
                    {decoded ? (
                      <MessageView
                        message={decoded}
                        denoms={denoms}
                        accountHref={accountHref}
                        copy={{ label: labels.copy, copied: labels.copied }}
                        words={labels.messageWords}
                        locale={locale}
                      />
                    ) : (
                      <JsonValue value={fields} />
                    )}
                    <details className="rs-json">
                      <summary>{labels.json}</summary>
                      <pre>{boundedJson(messages[index])}</pre>
                    </details>
                  </details>
                )
              })}
            </details>
            <details className="rs-section" open>
              <summary>{labels.events(tx.events.length)}</summary>
              {tx.events.map((event, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: events have no identity but their place
                <details key={index} className="rs-item">
                  <summary>
                    {event.type} <small>{[...new Set(event.attributes.map((a) => a.key))].join(', ')}</small>
                  </summary>
                  <dl className="rs-pairs">
                    {event.attributes.map((attribute, position) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: keys repeat within an event
                      <div key={position}>
                        <dt>{attribute.key}</dt>
                        <dd>{eventValue(attribute.value ?? '', denoms, locale)}</dd>
                      </div>
                    ))}
                  </dl>
                </details>
              ))}
            </details>
          </>
        )}
      </ShowNames>
    </section>
  )
}
