'use client'

import { type ComponentPropsWithoutRef, useId, useState } from 'react'
import {
  type NftTransferRequest,
  type UseSendNftFormParameters,
  useSendNftForm,
} from '../../hooks/useSendNftForm.ts'
import { useUsernameCheck } from '../../hooks/useUsernameCheck.ts'
import { useLabels, useLocale } from '../../i18n/useLabels.ts'
import type { RecipientStore } from '../../recipients/types.ts'
import type { TxRecord, TxStore } from '../../tx/txStore.ts'
import { AccountRecipientField } from '../shared/AccountRecipientField.tsx'
import { ErrorAlert } from '../shared/ErrorAlert.tsx'
import type { LabelOverrides } from '../shared/labels.ts'
import { type RecipientPreview, recipientPreviewOf } from '../shared/recipientPreview.ts'
import { rememberRecipient } from '../shared/rememberRecipient.ts'
import { rootProps } from '../shared/rootProps.ts'
import { revealInvisible } from '../shared/safeText.ts'
import { TxPreview } from '../TxPreview/TxPreview.tsx'
import { defaultSendNftFormLabels, type SendNftFormLabels } from './labels.ts'

export { defaultSendNftFormLabels, type SendNftFormLabels } from './labels.ts'

export interface SendNftFormProps
  extends Omit<ComponentPropsWithoutRef<'section'>, 'children' | 'onSubmit'>,
    UseSendNftFormParameters {
  /** Where signed txs and the fee token picked are kept (TxPreview's); default localStorage. */
  storage?: TxStore | undefined
  /** Called once the transfer is in a block. */
  onConfirmed?: ((record: TxRecord) => void) | undefined
  /** Shows a Cancel button that calls it (NftGallery's detail closes the form). */
  onCancel?: (() => void) | undefined
  /** Where recent recipients and the address book are kept; default localStorage (`useSavedRecipients`). */
  recipients?: RecipientStore | undefined
  labels?: LabelOverrides<SendNftFormLabels>
  /** The language of its words, dates and numbers (BCP 47, such as `'ko'`); else the provider's `locale`, else English. */
  locale?: string | undefined
}

/**
 * Send one NFT to another account on its chain: an ERC-721 `safeTransferFrom` on minievm, Move's
 * `0x1::object::transfer` on minimove and the L1, CW-721's `transfer_nft` on miniwasm; Review shows it in TxPreview,
 * which signs it. Headless: `useSendNftForm`.
 */
export function SendNftForm({
  wallet,
  token,
  chainId,
  registry,
  storage,
  onConfirmed,
  onCancel,
  recipients,
  labels: custom,
  locale: ownLocale,
  className,
  ...rest
}: SendNftFormProps) {
  const locale = useLocale(ownLocale)
  // its later words load with its first ones: the form shows the recipient field's Saved, a later word, at once
  const labels = useLabels(defaultSendNftFormLabels, custom, locale, 'wallet', 'sendNftFormLabels')
  const form = useSendNftForm({ wallet, token, chainId, registry })
  const id = useId()
  const { recipient } = form
  // the request, and the recipient it was made for (its name when typed as one), fixed at Review
  const [preview, setPreview] = useState<RecipientPreview<NftTransferRequest> | undefined>()
  const state = form.status === 'ready' && !form.vm ? 'empty' : form.status
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
        onConfirmed={onConfirmed}
        onCancel={() => setPreview(undefined)}
        className={className}
      />
    )
  return (
    <section {...rootProps('rs-send', state, className)} aria-labelledby={`${id}-title`} {...rest}>
      <h2 id={`${id}-title`}>{labels.title(revealInvisible(token.nft.token_id))}</h2>
      {state === 'error' ? (
        <ErrorAlert error={form.error} retry={labels.retry} onRetry={form.retry} labels={labels.errors} />
      ) : state === 'loading' ? (
        <div className="rs-send-skeleton" aria-busy="true">
          <span className="rs-skeleton" />
          <p className="rs-visually-hidden">{labels.loading}</p>
        </div>
      ) : state === 'empty' ? (
        <p className="rs-message">{labels.unsupported}</p>
      ) : (
        <form
          className="rs-send-form"
          onSubmit={(event) => {
            event.preventDefault()
            if (form.request) setPreview(recipientPreviewOf(form.request, form))
          }}
        >
          <AccountRecipientField
            form={form}
            chainId={chainId}
            registry={registry}
            store={recipients}
            labels={labels}
          >
            {recipient.kind === 'account' && !recipient.hex && (
              <p className="rs-send-warning">{labels.contractRecipient}</p>
            )}
          </AccountRecipientField>
          <div className="rs-send-actions">
            {onCancel && (
              <button type="button" className="rs-button" data-variant="quiet" onClick={onCancel}>
                {labels.cancel}
              </button>
            )}
            <button type="submit" className="rs-button" disabled={!form.request}>
              {labels.review}
            </button>
          </div>
        </form>
      )}
    </section>
  )
}
