'use client'

import { useState } from 'react'
import type { UseBridgeFormReturnType } from '../../hooks/useBridgeForm.ts'
import type { RecipientStore } from '../../recipients/types.ts'
import { BridgeRecipientField } from './BridgeRecipientField.tsx'
import type { BridgeWidgetLabels } from './labels.ts'

/**
 * What the quote did not need and the transfer does, asked for at Review with the reason: a wallet that signs on the
 * source, and an address on the destination when the wallet has none there (the field stays while it is typed in).
 */
export function ReviewAsks({
  form,
  labels,
  chainName,
  recipients,
}: {
  form: UseBridgeFormReturnType
  labels: BridgeWidgetLabels
  chainName: (chainId: string | undefined) => string
  recipients?: RecipientStore | undefined
}) {
  const noOwnRecipient = !form.customRecipient && form.ownRecipient.status === 'error'
  const [askedRecipient, setAskedRecipient] = useState(noOwnRecipient)
  if (noOwnRecipient && !askedRecipient) setAskedRecipient(true)
  const destinationChain = chainName(form.destination?.chainId)
  const askWallet = form.missing.wallet && form.sender.status === 'error'
  const askRecipient = askedRecipient && form.recipientEditable
  if (!askWallet && !askRecipient) return null
  return (
    <div className="rs-bridge-asks">
      {askWallet && (
        <p className="rs-bridge-problem">{labels.connectToSend(chainName(form.source?.chainId))}</p>
      )}
      {askRecipient && (
        <>
          {!form.customRecipient && (
            <p className="rs-bridge-problem">{labels.enterRecipient(destinationChain)}</p>
          )}
          <BridgeRecipientField form={form} labels={labels} recipients={recipients} />
        </>
      )}
    </div>
  )
}
