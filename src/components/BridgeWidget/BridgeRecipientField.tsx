'use client'

import type { ReactNode } from 'react'
import { recipientProblem } from '../../bridge/form/catalogue.ts'
import type { UseBridgeFormReturnType } from '../../hooks/useBridgeForm.ts'
import type { RecipientStore } from '../../recipients/types.ts'
import { RecipientField } from '../shared/RecipientField.tsx'
import { RecipientNameNote, recipientNameProblem } from '../shared/RecipientNameNote.tsx'
import type { BridgeWidgetLabels } from './labels.ts'

/** The recipient typed (an address of the destination or a name), with what is wrong with it and the saved ones. */
export function BridgeRecipientField({
  form,
  labels,
  recipients,
  children,
}: {
  form: UseBridgeFormReturnType
  labels: BridgeWidgetLabels
  recipients?: RecipientStore | undefined
  /** Notes and buttons under the field. */
  children?: ReactNode
}) {
  const { destination } = form
  const destinationInfo = destination && form.chains.get(destination.chainId)
  const destinationChain = destinationInfo?.name ?? destination?.chainName ?? ''
  const problem =
    recipientNameProblem(form.recipientName, labels.recipientName, destinationChain) ??
    (form.recipientProblem ? labels.recipientProblem(form.recipientProblem, destinationChain) : undefined)
  return (
    <RecipientField
      className="rs-bridge-recipient"
      inputClassName=""
      label={labels.recipient}
      value={form.recipientText}
      onChange={form.setRecipient}
      readOnly={!form.recipientEditable}
      problem={problem}
      problemClassName="rs-bridge-problem"
      address={form.customRecipient && !form.missing.recipient ? form.recipient.trim() : undefined}
      chainId={destination?.chainId}
      accepts={(address) =>
        destinationInfo !== undefined && recipientProblem(address, destinationInfo) === undefined
      }
      store={recipients}
      labels={labels.savedRecipients}
    >
      <RecipientNameNote name={form.recipientName} labels={labels.recipientName} />
      {children}
    </RecipientField>
  )
}
