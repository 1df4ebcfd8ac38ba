'use client'

import { useState } from 'react'
import { useSavedRecipients } from '../../hooks/useSavedRecipients.ts'
import { entryKey } from '../../recipients/entries.ts'
import type { RecipientStore } from '../../recipients/types.ts'
import { ContactEditor } from './ContactEditor.tsx'
import type { RecipientFieldLabels } from './recipientFieldLabels.ts'
import { SavedRecipientsPanel } from './SavedRecipientsPanel.tsx'

export interface SavedRecipientsPartProps {
  /** The list's id (the Saved button controls it). */
  id: string
  open: boolean
  /** The field's recipient when it is a valid one: offered for the address book. */
  address: string | undefined
  chainId: string | undefined
  accepts: (address: string) => boolean
  store: RecipientStore | undefined
  labels: RecipientFieldLabels
  onPick: (address: string) => void
}

/**
 * The recipient field's saved recipients, loaded after the field: Save to address book under a valid recipient the
 * book does not hold, and the list the Saved button opens, with only the entries this field takes.
 */
export default function SavedRecipientsPart({
  id,
  open,
  address,
  chainId,
  accepts,
  store,
  labels,
  onPick,
}: SavedRecipientsPartProps) {
  const saved = useSavedRecipients({ store })
  const [naming, setNaming] = useState(false)
  const suits = (entry: { address: string; chainId?: string | undefined }) =>
    (entry.chainId === undefined || chainId === undefined || entry.chainId === chainId) &&
    accepts(entry.address)
  const inBook =
    address !== undefined &&
    saved.addressBook.some((contact) => entryKey(contact) === entryKey({ address, chainId }))
  return (
    <>
      {address !== undefined &&
        !inBook &&
        (naming ? (
          <ContactEditor
            labels={labels}
            onSave={(text) => {
              const failed = saved.saveContact({ label: text, address, ...(chainId && { chainId }) })
              if (!failed) setNaming(false)
              return failed
            }}
            onCancel={() => setNaming(false)}
          />
        ) : (
          <button type="button" className="rs-recipient-link" onClick={() => setNaming(true)}>
            {labels.saveContact}
          </button>
        ))}
      {open && (
        <SavedRecipientsPanel
          id={id}
          recent={saved.recent.filter(suits)}
          addressBook={saved.addressBook.filter(suits)}
          saved={saved}
          labels={labels}
          onPick={onPick}
        />
      )}
    </>
  )
}
