'use client'

import { useId } from 'react'
import type { UseSendFormParameters, UseSendFormReturnType } from '../../hooks/useSendForm.ts'
import type { RecipientStore } from '../../recipients/types.ts'
import { maxMemoBytes } from '../../send/memo.ts'
import { AccountRecipientField } from '../shared/AccountRecipientField.tsx'
import { displayAmount } from '../shared/displayAmount.ts'
import type { SendFormLabels } from './labels.ts'

/** The form's fields: asset, amount with Max, recipient, memo, and what each says when it cannot go on. */
export function SendFields({
  form,
  labels,
  locale,
  chainName,
  chainId,
  registry,
  recipients,
}: {
  form: UseSendFormReturnType
  labels: SendFormLabels
  locale: string | undefined
  chainName: (chainId: string) => string
  chainId: string
  registry: UseSendFormParameters['registry']
  recipients: RecipientStore | undefined
}) {
  const id = useId()
  const { asset, fee, recipient } = form
  const feeAsset = fee && form.assets.find((entry) => entry.denom === fee.denom)
  const feeWords = fee
    ? displayAmount(fee.amount, feeAsset ?? { symbol: fee.denom, decimals: 0 }, locale)
    : ''
  const note = (key: string, text: string | undefined, tone: 'problem' | 'warning' = 'problem') =>
    text && (
      <p id={`${id}-${key}`} className={`rs-send-${tone}`}>
        {text}
      </p>
    )
  return (
    <>
      <label className="rs-send-field">
        <span>{labels.asset}</span>
        <select value={asset?.denom} onChange={(event) => form.setDenom(event.target.value)}>
          {form.assets.map((entry) => (
            <option key={entry.denom} value={entry.denom}>
              {`${entry.symbol} · ${displayAmount(entry.balance, entry, locale)}`}
            </option>
          ))}
        </select>
      </label>
      <div className="rs-send-field">
        <label htmlFor={`${id}-amount`}>{labels.amount}</label>
        <div className="rs-send-amount">
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            aria-invalid={Boolean(form.amountProblem)}
            aria-describedby={form.amountProblem ? `${id}-amount-problem` : `${id}-balance`}
            value={form.amountText}
            onChange={(event) => form.setAmountText(event.target.value)}
          />
          <button type="button" className="rs-button" data-variant="quiet" onClick={form.setMax}>
            {labels.max}
          </button>
        </div>
        {asset && (
          <p id={`${id}-balance`} className="rs-send-muted">
            {labels.balance(displayAmount(asset.balance, asset, locale))}
            {fee && ` · ${labels.fee(feeWords)}`}
          </p>
        )}
        {asset &&
          form.amountProblem &&
          note('amount-problem', labels.amountProblem(form.amountProblem, asset.symbol, feeWords))}
      </div>
      <AccountRecipientField
        form={form}
        chainId={chainId}
        registry={registry}
        store={recipients}
        labels={labels}
      >
        {recipient.kind === 'otherChain' &&
          note('other-chain', labels.otherChain(chainName(recipient.chainId)), 'warning')}
      </AccountRecipientField>
      <div className="rs-send-field">
        <label htmlFor={`${id}-memo`}>
          {labels.memo} <span className="rs-send-muted">{labels.memoOptional}</span>
        </label>
        <input
          id={`${id}-memo`}
          autoComplete="off"
          aria-invalid={form.memoTooLong}
          aria-describedby={form.memoTooLong || form.memoWarning ? `${id}-memo-note` : undefined}
          value={form.memo}
          onChange={(event) => form.setMemo(event.target.value)}
        />
        {form.memoTooLong
          ? note('memo-note', labels.memoTooLong(maxMemoBytes))
          : form.memoWarning &&
            note(
              'memo-note',
              form.memoWarning === 'contract' ? labels.memoContract : labels.memoCheck,
              'warning',
            )}
      </div>
    </>
  )
}
