'use client'

import type { ReactNode } from 'react'
import { useChains } from '../../hooks/useChains.ts'
import type { RecipientStore } from '../../recipients/types.ts'
import type { RegistryClient } from '../../registry/client.ts'
import type { RegistryNetwork } from '../../registry/networks.ts'
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
 * The recipient of Send and Send NFT: an account on `chainId`. Saved recipients are offered when they read as an
 * account there (the registry's address prefix for the chain).
 */
export function AccountRecipientField({
  form: { recipientText: text, setRecipientText, recipient },
  chainId,
  registry,
  store,
  labels,
  children,
}: {
  /** The form's recipient: what was typed, and what it reads as. */
  form: { recipientText: string; setRecipientText: (text: string) => void; recipient: RecipientResult }
  chainId: string
  registry: RegistryClient | RegistryNetwork | undefined
  store: RecipientStore | undefined
  labels: AccountRecipientLabels
  children?: ReactNode
}) {
  const prefix = useChains({ registry }).data?.find((chain) => chain.chain_id === chainId)?.bech32_prefix
  return (
    <RecipientField
      className="rs-send-field"
      label={labels.recipient}
      placeholder={labels.recipientHint}
      value={text}
      onChange={setRecipientText}
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
