'use client'

import { type ComponentPropsWithoutRef, useId, useState } from 'react'
import { useQrCode } from '../../hooks/useQrCode.ts'
import { laterWords } from '../../i18n/laterWords.ts'
import { useLabels, useLocale } from '../../i18n/useLabels.ts'
import { accountForms } from '../../send/recipient.ts'
import { CopyButton } from '../shared/CopyButton.tsx'
import type { LabelOverrides } from '../shared/labels.ts'
import { rootProps } from '../shared/rootProps.ts'
import { defaultReceiveAddressLabels, type ReceiveAddressLabels } from './labels.ts'
import { QrCodeView } from './QrCodeView.tsx'

export { defaultReceiveAddressLabels, type ReceiveAddressLabels } from './labels.ts'

export interface ReceiveAddressProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** The account: bech32 of any prefix or 0x (`useWalletAddress` gives it). */
  address: string
  /** The bech32 prefix shown (the registry chain's `bech32_prefix`). Default `init`. */
  prefix?: string
  labels?: LabelOverrides<ReceiveAddressLabels>
  /** The language of its words, dates and numbers (BCP 47, such as `'ko'`); else the provider's `locale`, else English. */
  locale?: string | undefined
}

/**
 * The account's address to receive at, in both forms (bech32 and 0x, the same 20 bytes), each with Copy, and a QR
 * code of the form picked. The QR encoder loads with the first code drawn, never with the app.
 */
export function ReceiveAddress({
  address,
  prefix = 'init',
  labels: custom,
  locale: ownLocale,
  className,
  ...rest
}: ReceiveAddressProps) {
  const locale = useLocale(ownLocale)
  const forms = accountForms(address, prefix)
  const [qrForm, setQrForm] = useState<'bech32' | 'hex'>('bech32')
  const shown = forms && (qrForm === 'hex' && forms.hex ? forms.hex : forms.bech32)
  const code = useQrCode({ text: shown ?? '', query: { enabled: shown !== undefined } })
  // its first data is the code (the encoder loads with it): the later words (the code's error) wait for it
  const labels = useLabels(
    defaultReceiveAddressLabels,
    custom,
    locale,
    'wallet',
    'receiveAddressLabels',
    laterWords(code.isPending ? 'loading' : 'success'),
  )
  const headingId = useId()
  const name = useId()
  if (!forms)
    return (
      <section {...rootProps('rs-receive', 'error', className)} aria-labelledby={headingId} {...rest}>
        <h2 id={headingId}>{labels.heading}</h2>
        <p role="alert" className="rs-message">
          {labels.invalid}
        </p>
      </section>
    )
  return (
    <section {...rootProps('rs-receive', 'success', className)} aria-labelledby={headingId} {...rest}>
      <h2 id={headingId}>{labels.heading}</h2>
      <QrCodeView code={code} text={shown!} labels={labels} />
      {forms.hex && (
        <fieldset className="rs-receive-choice">
          <legend>{labels.qrOf}</legend>
          {(['bech32', 'hex'] as const).map((form) => (
            <label key={form}>
              <input
                type="radio"
                name={name}
                value={form}
                checked={qrForm === form}
                onChange={() => setQrForm(form)}
              />
              {labels[form]}
            </label>
          ))}
        </fieldset>
      )}
      <dl>
        <div>
          <dt>{labels.bech32}</dt>
          <dd>
            <span className="rs-mono">{forms.bech32}</span>
            <CopyButton text={forms.bech32} label={labels.copyBech32} copiedLabel={labels.copied} />
          </dd>
        </div>
        <div>
          <dt>{labels.hex}</dt>
          <dd>
            {forms.hex ? (
              <>
                <span className="rs-mono">{forms.hex}</span>
                <CopyButton text={forms.hex} label={labels.copyHex} copiedLabel={labels.copied} />
              </>
            ) : (
              labels.noHex
            )}
          </dd>
        </div>
      </dl>
    </section>
  )
}
