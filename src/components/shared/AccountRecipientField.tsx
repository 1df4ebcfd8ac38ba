'use client'

import type { ReactNode } from 'react'
import type { RecipientStore } from '../../recipients/types.ts'
import { type RecipientProblem, type RecipientResult, readRecipient } from '../../send/recipient.ts'
import { RecipientField } from './RecipientField.tsx'
import type { RecipientFieldLabels } from './recipientFieldLabels.ts'

/** The words of an account recipient field (Send's and Send NFT's labels hold them). */
export interface AccountRecipientLabels {
  recipient: string
  recipientHint: string
  recipientProblem: (problem: RecipientProblem) => string
  savedRecipients: RecipientFieldLabels
}

/**
 * The recipient of Send and Send NFT: an account on `chainId`, whose addresses start with `prefix`. Saved
 * recipients are offered when they read as an account there.
 */
export function AccountRecipientField({
  text,
  onText,
  recipient,
  chainId,
  prefix,
  store,
  labels,
  children,
}: {
  text: string
  onText: (text: string) => void
  recipient: RecipientResult
  chainId: string
  prefix: string | undefined
  store: RecipientStore | undefined
  labels: AccountRecipientLabels
  children?: ReactNode
}) {
  return (
    <RecipientField
      className="rs-send-field"
      label={labels.recipient}
      placeholder={labels.recipientHint}
      value={text}
      onChange={onText}
      problem={recipient.kind === 'problem' ? labels.recipientProblem(recipient.problem) : undefined}
      problemClassName="rs-send-problem"
      address={recipient.kind === 'account' ? text.trim() : undefined}
      chainId={chainId}
      accepts={(address) => prefix !== undefined && readRecipient(address, { prefix }).kind === 'account'}
      store={store}
      labels={labels.savedRecipients}
    >
      {children}
    </RecipientField>
  )
}
