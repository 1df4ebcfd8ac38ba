'use client'

import type { ComponentPropsWithoutRef } from 'react'
import { type UseTxRequestParameters, useTxRequest } from '../../hooks/useTxRequest.ts'
import { laterWords } from '../../i18n/laterWords.ts'
import { useLabels, useLocale } from '../../i18n/useLabels.ts'
import type { Tx } from '../../indexer/txs.ts'
import type { TxRecord, TxStore } from '../../tx/txStore.ts'
import type { TxRequest } from '../../tx/types.ts'
import type { WalletAdapter } from '../../wallet/types.ts'
import { BalanceChanges } from '../shared/BalanceChanges.tsx'
import { formatInteger } from '../shared/format.ts'
import type { LabelOverrides } from '../shared/labels.ts'
import { rootProps } from '../shared/rootProps.ts'
import { revealInvisible } from '../shared/safeText.ts'
import { useBalanceChanges } from '../shared/useBalanceChanges.ts'
import { useChainView } from '../shared/useChainView.ts'
import { FeeRow } from './FeeRow.tsx'
import { defaultTxPreviewLabels, type TxPreviewLabels } from './labels.ts'
import { PreviewFailure, SendProgress } from './Outcome.tsx'
import { summarise } from './summary.ts'

export { defaultTxPreviewLabels, type TxPreviewLabels } from './labels.ts'

export type TxPreviewProps = Omit<ComponentPropsWithoutRef<'section'>, 'children'> & {
  /** The dApp's request: Cosmos messages (`{ typeUrl, value }`) on a chain, or an EVM call on a minievm rollup. */
  request: TxRequest
  /** Signs and sends: `signAndBroadcast` for Cosmos messages, `sendTx` for an EVM call. */
  wallet: WalletAdapter
  /** Where signed requests and the fee token picked are kept; default localStorage. */
  storage?: TxStore | undefined
  /** Called once the wallet has broadcast the tx, before it is in a block. */
  onBroadcast?: ((record: TxRecord) => void) | undefined
  /** Called once the tx is in a block. */
  onConfirmed?: ((record: TxRecord) => void) | undefined
  /** Shows a Cancel button before anything is signed. */
  onCancel?: (() => void) | undefined
  labels?: LabelOverrides<TxPreviewLabels> | undefined
  /** The language of its words, dates and numbers (BCP 47, such as `'ko'`); else the provider's `locale`, else English. */
  locale?: string | undefined
  /** Another registry than the provider's `network`. */
  registry?: UseTxRequestParameters['registry']
  /** The recipient was typed as this Initia username, pointing at `address`: the preview shows both. */
  recipientName?: { username: string; address: string } | undefined
  /**
   * Runs at Confirm before the wallet is asked (SendForm asks a typed name again, `useUsernameCheck().confirm`): a
   * throw signs nothing and is shown, the usernames' errors in `labels.usernameErrors`' words.
   */
  beforeSign?: (() => Promise<void>) | undefined
}

/**
 * A dApp's tx, previewed before it is signed: what it does, the gas and the fee in the fee token picked (remembered
 * per chain), whether the account can pay, and the balance changes the chain's simulation shows. Confirm signs
 * exactly that, once, then follows it into a block. A simulation that fails says why and offers nothing to sign.
 */
export function TxPreview({
  request,
  wallet,
  storage,
  onBroadcast,
  onConfirmed,
  onCancel,
  labels: overrides,
  locale: ownLocale,
  registry,
  recipientName,
  beforeSign,
  className,
  ...rest
}: TxPreviewProps) {
  const locale = useLocale(ownLocale)
  const tx = useTxRequest({ request, wallet, store: storage, registry, onBroadcast, onConfirmed, beforeSign })
  const view = useChainView({ chainId: request.chainId })
  const simulated = tx.simulation && ({ events: tx.simulation.events } as unknown as Tx)
  const changes = useBalanceChanges(simulated, tx.signer, view.knownDenoms)
  const { status } = tx
  const labels = useLabels(
    defaultTxPreviewLabels,
    overrides,
    locale,
    'wallet',
    'txPreviewLabels',
    laterWords(status),
  )
  const isEvm = 'evm' in request
  const busy = status === 'signing' || status === 'broadcasting' || status === 'confirming'
  const feeSymbol = tx.feeOption && (view.denoms(tx.feeOption.denom)?.symbol ?? tx.feeOption.denom)
  // balances that could not be read do not stop a tx the chain simulated: the chain still checks the fee
  const canConfirm = status === 'ready' && (isEvm || tx.canPay !== false)

  return (
    <section
      aria-label={labels.title}
      {...rootProps('rs-tx-preview', status, className, status === 'loading' || busy)}
      {...rest}
    >
      <h2 className="rs-tx-preview-title">{labels.title}</h2>
      {status === 'loading' ? (
        <div className="rs-tx-preview-skeleton" role="status">
          <span className="rs-visually-hidden">{labels.loading}</span>
          <span className="rs-skeleton" aria-hidden="true" />
          <span className="rs-skeleton" aria-hidden="true" />
          <span className="rs-skeleton" aria-hidden="true" />
        </div>
      ) : status === 'failed' ? (
        <PreviewFailure error={tx.error} labels={labels} onRetry={tx.retry} />
      ) : (
        <>
          <dl className="rs-tx-preview-rows">
            <dt>{labels.actions}</dt>
            <dd>
              <ul className="rs-tx-preview-actions">
                {isEvm ? (
                  <li>{labels.evmCall(request.evm.to)}</li>
                ) : (
                  summarise(request).map((message, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: messages have no id; their order is theirs
                    <li key={index}>{revealInvisible(labels.message(message.name, message.detail))}</li>
                  ))
                )}
              </ul>
            </dd>
            {recipientName && (
              <>
                <dt>{labels.recipient}</dt>
                <dd>
                  <strong>{recipientName.username}</strong>{' '}
                  <span className="rs-tx-preview-address">{recipientName.address}</span>
                </dd>
              </>
            )}
            {'memo' in request && request.memo && (
              <>
                <dt>{labels.memo}</dt>
                <dd className="rs-tx-preview-memo">{revealInvisible(request.memo.slice(0, 256))}</dd>
              </>
            )}
            <dt>{labels.gas}</dt>
            <dd>{formatInteger(tx.fee?.gasLimit ?? tx.simulation?.gasUsed ?? 0n, locale)}</dd>
            {isEvm ? (
              <>
                <dt>{labels.fee}</dt>
                <dd>{labels.evmFee}</dd>
              </>
            ) : (
              <FeeRow
                options={tx.fee?.options ?? []}
                picked={tx.feeOption}
                onPick={tx.pickFeeToken}
                denoms={view.denoms}
                disabled={status !== 'ready'}
                labels={labels}
                locale={locale}
              />
            )}
          </dl>
          <h3 className="rs-tx-preview-subtitle">{labels.changes}</h3>
          <BalanceChanges
            changes={(changes?.changes ?? []).filter((change) => !change.isFee).slice(0, 50)}
            issues={changes?.issues}
            denoms={view.denoms}
            labels={labels.balanceChanges}
            locale={locale}
          />
          <p className="rs-tx-preview-note">{labels.simulated}</p>
          {tx.canPay === false && status === 'ready' && (
            <p className="rs-message rs-alert" role="alert">
              {labels.cannotPay(revealInvisible(feeSymbol ?? ''))}
            </p>
          )}
          <div aria-live="polite">
            {status !== 'ready' && (
              <SendProgress
                status={status}
                record={tx.record}
                sendError={tx.sendError}
                txHref={view.txHref}
                labels={labels}
              />
            )}
          </div>
          {(status === 'ready' || status === 'refused') && (
            <div className="rs-tx-preview-buttons">
              {onCancel && (
                <button type="button" className="rs-button" data-variant="quiet" onClick={onCancel}>
                  {labels.cancel}
                </button>
              )}
              <button
                type="button"
                className="rs-button"
                disabled={status === 'ready' ? !canConfirm : false}
                onClick={status === 'refused' ? tx.retry : tx.confirm}
              >
                {status === 'refused' ? labels.retry : labels.confirm}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  )
}
