'use client'

import type { ReactNode } from 'react'
import { useChains } from '../../hooks/useChains.ts'
import type { RecipientUsername } from '../../hooks/useRecipientUsername.ts'
import type { RecipientStore } from '../../recipients/types.ts'
import type { RegistryClient } from '../../registry/client.ts'
import type { RegistryNetwork } from '../../registry/networks.ts'
import { type RecipientProblem, type RecipientResult, readRecipient } from '../../send/recipient.ts'
import { RecipientField } from './RecipientField.tsx'
import { RecipientNameNote, recipientNameProblem } from './RecipientNameNote.tsx'
import type { RecipientFieldLabels } from './recipientFieldLabels.ts'
import type { RecipientNameLabels } from './recipientNameLabels.ts'

/** The words of an account recipient field (Send's and Send NFT's labels hold them). */
export interface AccountRecipientLabels {
  recipient: string
  recipientHint: string
  recipientProblem: (problem: RecipientProblem) => string
  savedRecipients: RecipientFieldLabels
  /** A recipient typed as a name (`alice.init`). */
  recipientName: RecipientNameLabels
}

/**
 * The recipient of Send and Send NFT: an account on `chainId`. Saved recipients are offered when they read as an
 * account there (the registry's address prefix for the chain).
 */
export function AccountRecipientField({
  form: { recipientText: text, setRecipientText, recipient, recipientName: name },
  chainId,
  registry,
  store,
  labels,
  children,
}: {
  /** The form's recipient: what was typed, and what it reads as. */
  form: {
    recipientText: string
    setRecipientText: (text: string) => void
    recipient: RecipientResult
    recipientName: RecipientUsername
  }
  chainId: string
  registry: RegistryClient | RegistryNetwork | undefined
  store: RecipientStore | undefined
  labels: AccountRecipientLabels
  children?: ReactNode
}) {
  const chain = useChains({ registry }).data?.find((entry) => entry.chain_id === chainId)
  const prefix = chain?.bech32_prefix
  const typedName = name.kind !== 'none'
  const problem = typedName
    ? recipientNameProblem(name, labels.recipientName, chain?.pretty_name || chain?.chain_name || chainId)
    : recipient.kind === 'problem'
      ? labels.recipientProblem(recipient.problem)
      : undefined
  return (
    <RecipientField
      className="rs-send-field"
      label={labels.recipient}
      placeholder={labels.recipientHint}
      value={text}
      onChange={setRecipientText}
      problem={problem}
      problemClassName="rs-send-problem"
      address={recipient.kind !== 'account' ? undefined : name.kind === 'found' ? name.address : text.trim()}
      chainId={chainId}
      accepts={(address) => prefix !== undefined && readRecipient(address, { prefix }).kind === 'account'}
      store={store}
      labels={labels.savedRecipients}
    >
      <RecipientNameNote name={name} labels={labels.recipientName} />
      {children}
    </RecipientField>
  )
}
