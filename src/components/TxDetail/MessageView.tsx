'use client'

import { AccountHash } from '../shared/AccountHash.tsx'
import { CopyButton } from '../shared/CopyButton.tsx'
import { type DenomDisplays, formatCoin } from '../shared/format.ts'
import { revealInvisible } from '../shared/safeText.ts'
import type { DecodedMessage } from './decodeMessage.ts'
import { type MessageWords, messageWord } from './messageWords.ts'

/** A decoded message's fields: linked, copyable addresses, coins with their symbols, code as code. */
export function MessageView({
  message,
  denoms,
  accountHref,
  copy,
  words,
  locale,
}: {
  locale?: string | undefined
  message: DecodedMessage
  denoms: DenomDisplays | undefined
  accountHref: ((address: string) => string | undefined) | undefined
  copy: { label: string; copied: string }
  words: MessageWords
}) {
  return (
    <dl className="rs-pairs rs-decoded">
      {message.fields.map(({ term, value }) => (
        <div key={term}>
          <dt>{messageWord(words, term)}</dt>
          <dd>
            {value.kind === 'address' ? (
              <>
                <AccountHash value={value.value} href={accountHref?.(value.value)} full />
                <CopyButton
                  text={value.value}
                  label={`${copy.label} ${messageWord(words, term)}`}
                  copiedLabel={copy.copied}
                />
              </>
            ) : value.kind === 'coins' ? (
              value.value.map((coin) => formatCoin(coin, denoms, locale)).join(', ')
            ) : value.kind === 'code' ? (
              <code>{revealInvisible(value.value)}</code>
            ) : (
              revealInvisible(value.value)
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}
