'use client'

import { type ComponentPropsWithoutRef, useId } from 'react'
import { useChains } from '../../hooks/useChains.ts'
import { type SendHandover, type UseSendFormParameters, useSendForm } from '../../hooks/useSendForm.ts'
import type { SendRequest } from '../../send/sendRequest.ts'
import { ErrorAlert } from '../shared/ErrorAlert.tsx'
import { type LabelOverrides, withDefaults } from '../shared/labels.ts'
import { rootProps } from '../shared/rootProps.ts'
import { defaultSendFormLabels, type SendFormLabels } from './labels.ts'
import { SendFields } from './SendFields.tsx'

export { defaultSendFormLabels, type SendFormLabels } from './labels.ts'

export interface SendFormProps
  extends Omit<ComponentPropsWithoutRef<'section'>, 'children' | 'onSubmit'>,
    UseSendFormParameters {
  /** Called with the tx once the form is right and the user asks to review it. */
  onReview?: ((request: SendRequest) => void) | undefined
  /**
   * A recipient on another chain of the registry: the app opens its BridgeWidget with this source, destination,
   * recipient and amount. Without it, the form only says so.
   */
  onBridge?: ((handover: SendHandover) => void) | undefined
  labels?: LabelOverrides<SendFormLabels>
}

/**
 * Send a fungible asset the account holds on `chainId` to an `init1…` or `0x…` address: amounts in the user's
 * locale, Max leaving the fee, an optional memo. Every coin kind is sent as the bank's MsgSend. Headless:
 * `useSendForm`.
 */
export function SendForm({
  wallet,
  chainId,
  defaultDenom,
  locale,
  gas,
  registry,
  onReview,
  onBridge,
  labels: custom,
  className,
  ...rest
}: SendFormProps) {
  const labels = withDefaults(defaultSendFormLabels, custom)
  const form = useSendForm({ wallet, chainId, defaultDenom, locale, gas, registry })
  const chains = useChains({ registry })
  const chainName = (id: string) => {
    const chain = chains.data?.find((entry) => entry.chain_id === id)
    return chain?.pretty_name || chain?.chain_name || id
  }
  const headingId = useId()
  const state = form.status === 'ready' && form.assets.length === 0 ? 'empty' : form.status
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
            if (form.request) onReview?.(form.request)
          }}
        >
          <SendFields form={form} labels={labels} locale={locale} chainName={chainName} />
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
