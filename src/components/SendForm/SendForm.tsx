'use client'

import { type ComponentPropsWithoutRef, useId, useState } from 'react'
import { useChains } from '../../hooks/useChains.ts'
import { type SendHandover, type UseSendFormParameters, useSendForm } from '../../hooks/useSendForm.ts'
import { useUsernameCheck } from '../../hooks/useUsernameCheck.ts'
import { useLabels, useLocale } from '../../i18n/useLabels.ts'
import type { RecipientStore } from '../../recipients/types.ts'
import type { SendRequest } from '../../send/sendRequest.ts'
import type { TxRecord, TxStore } from '../../tx/txStore.ts'
import { ErrorAlert } from '../shared/ErrorAlert.tsx'
import type { LabelOverrides } from '../shared/labels.ts'
import { type RecipientPreview, recipientPreviewOf } from '../shared/recipientPreview.ts'
import { rememberRecipient } from '../shared/rememberRecipient.ts'
import { rootProps } from '../shared/rootProps.ts'
import { TxPreview } from '../TxPreview/TxPreview.tsx'
import { defaultSendFormLabels, type SendFormLabels } from './labels.ts'
import { SendFields } from './SendFields.tsx'

export { defaultSendFormLabels, type SendFormLabels } from './labels.ts'

export interface SendFormProps
  extends Omit<ComponentPropsWithoutRef<'section'>, 'children' | 'onSubmit'>,
    UseSendFormParameters {
  /** Where signed txs and the fee token picked are kept (TxPreview's); default localStorage. */
  storage?: TxStore | undefined
  /** Called once the send is in a block. */
  onConfirmed?: ((record: TxRecord) => void) | undefined
  /**
   * A recipient on another chain of the registry: the app opens its BridgeWidget with this source, destination,
   * recipient and amount. Without it, the form only says so.
   */
  onBridge?: ((handover: SendHandover) => void) | undefined
  /** Where recent recipients and the address book are kept; default localStorage (`useSavedRecipients`). */
  recipients?: RecipientStore | undefined
  labels?: LabelOverrides<SendFormLabels>
}

/**
 * Send a fungible asset the account holds on `chainId` to an `init1…` or `0x…` address: amounts in the user's
 * locale, Max leaving the fee, an optional memo; Review shows the tx in TxPreview (simulated: gas, fee, balance
 * changes), which signs it. Every coin kind is sent as the bank's MsgSend. Headless: `useSendForm` and `TxPreview`.
 */
export function SendForm({
  wallet,
  chainId,
  defaultDenom,
  locale: ownLocale,
  gas,
  registry,
  storage,
  onConfirmed,
  onBridge,
  recipients,
  labels: custom,
  className,
  ...rest
}: SendFormProps) {
  const locale = useLocale(ownLocale)
  // its later words load with its first ones: the form shows the recipient field's Saved, a later word, at once
  const labels = useLabels(defaultSendFormLabels, custom, locale, 'wallet', 'sendFormLabels')
  const form = useSendForm({ wallet, chainId, defaultDenom, locale, gas, registry })
  const chains = useChains({ registry })
  const chainName = (id: string) => {
    const chain = chains.data?.find((entry) => entry.chain_id === id)
    return chain?.pretty_name || chain?.chain_name || id
  }
  const headingId = useId()
  // Review shows the tx in TxPreview (simulated, then signed there); Cancel comes back to the form as it was
  // the request, and the recipient it was made for (its name when typed as one), fixed at Review
  const [preview, setPreview] = useState<RecipientPreview<SendRequest> | undefined>()
  const state = form.status === 'ready' && form.assets.length === 0 ? 'empty' : form.status
  // a recipient typed as a name is asked again at Confirm, before the wallet
  const nameCheck = useUsernameCheck()
  if (preview)
    return (
      <TxPreview
        request={preview.request}
        recipientName={preview.name}
        beforeSign={preview.name && (() => nameCheck.confirm(preview.name!))}
        wallet={wallet}
        storage={storage}
        registry={registry}
        locale={locale}
        onBroadcast={() => rememberRecipient(recipients, { address: preview.recipient, chainId })}
        onConfirmed={(record) => {
          form.setAmountText('')
          onConfirmed?.(record)
        }}
        onCancel={() => setPreview(undefined)}
        className={className}
      />
    )
  return (
    <section {...rootProps('rs-send', state, className)} aria-labelledby={headingId} {...rest}>
      <h2 id={headingId}>{labels.title}</h2>
      {state === 'error' ? (
        <ErrorAlert error={form.error} retry={labels.retry} onRetry={form.retry} labels={labels.errors} />
      ) : state === 'loading' ? (
        <div className="rs-send-skeleton" aria-busy="true">
          <span className="rs-skeleton" />
          <span className="rs-skeleton" />
          <span className="rs-skeleton" />
          <p className="rs-visually-hidden">{labels.loading}</p>
        </div>
      ) : state === 'empty' ? (
        <p className="rs-message">{labels.noAssets(chainName(chainId))}</p>
      ) : (
        <form
          className="rs-send-form"
          onSubmit={(event) => {
            event.preventDefault()
            if (form.request) setPreview(recipientPreviewOf(form.request, form))
          }}
        >
          <SendFields
            form={form}
            labels={labels}
            locale={locale}
            chainName={chainName}
            chainId={chainId}
            registry={registry}
            recipients={recipients}
          />
          {form.handover ? (
            onBridge && (
              <button type="button" className="rs-button" onClick={() => onBridge(form.handover!)}>
                {labels.bridge}
              </button>
            )
          ) : (
            <button type="submit" className="rs-button" data-variant="primary" disabled={!form.request}>
              {labels.review}
            </button>
          )}
        </form>
      )}
    </section>
  )
}
