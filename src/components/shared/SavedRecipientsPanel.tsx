'use client'

import { QueryClientContext } from '@tanstack/react-query'
import { useContext, useId, useState } from 'react'
// not useUsername's own module: this panel loads lazily, and esbuild would load what it takes from an entry's module
// up front (hooks/usernameLookup.ts)
import { useUsernameLookup } from '../../hooks/usernameLookup.ts'
import type { UseSavedRecipientsReturnType } from '../../hooks/useSavedRecipients.ts'
import { entryKey } from '../../recipients/entries.ts'
import type { Contact, RecentRecipient } from '../../recipients/types.ts'
import { ContactEditor } from './ContactEditor.tsx'
import { shortHash } from './format.ts'
import type { RecipientFieldLabels } from './recipientFieldLabels.ts'

/** The saved recipients a field can take: recent ones and the address book, each a button that fills the field. */
export function SavedRecipientsPanel({
  id,
  recent,
  addressBook,
  saved,
  labels,
  onPick,
}: {
  id: string
  recent: readonly RecentRecipient[]
  addressBook: readonly Contact[]
  saved: UseSavedRecipientsReturnType
  labels: RecipientFieldLabels
  onPick: (address: string) => void
}) {
  const headingId = useId()
  const [renaming, setRenaming] = useState<string | undefined>()
  const labelOf = (address: string) => addressBook.find((contact) => contact.address === address)?.label
  const entry = (address: string, label: string | undefined) => (
    <button type="button" className="rs-recipient-entry" title={address} onClick={() => onPick(address)}>
      {label && <span className="rs-recipient-label">{label}</span>} <EntryUsername address={address} />
      <span className="rs-recipient-address">{shortHash(address, 10)}</span>
    </button>
  )
  return (
    <div id={id} className="rs-recipient-panel">
      {saved.notes.map((note) => (
        <p key={note.kind === 'dropped' ? note.list : note.kind} className="rs-recipient-note">
          {note.kind === 'dropped' ? labels.dropped(note.count) : labels.storeFailed}
        </p>
      ))}
      {recent.length === 0 && addressBook.length === 0 && <p className="rs-recipient-note">{labels.none}</p>}
      {recent.length > 0 && (
        <section aria-labelledby={`${headingId}-recent`}>
          <h3 id={`${headingId}-recent`}>{labels.recent}</h3>
          <ul>
            {recent.map((item) => (
              <li key={entryKey(item)}>{entry(item.address, labelOf(item.address))}</li>
            ))}
          </ul>
        </section>
      )}
      {addressBook.length > 0 && (
        <section aria-labelledby={`${headingId}-book`}>
          <h3 id={`${headingId}-book`}>{labels.addressBook}</h3>
          <ul>
            {addressBook.map((contact) => (
              <li key={entryKey(contact)}>
                {renaming === entryKey(contact) ? (
                  <ContactEditor
                    initial={contact.label}
                    labels={labels}
                    onSave={(label) => {
                      const problem = saved.saveContact({ ...contact, label })
                      if (!problem) setRenaming(undefined)
                      return problem
                    }}
                    onCancel={() => setRenaming(undefined)}
                  />
                ) : (
                  <>
                    {entry(contact.address, contact.label)}
                    <button
                      type="button"
                      className="rs-recipient-action"
                      aria-label={labels.rename(contact.label)}
                      title={labels.rename(contact.label)}
                      onClick={() => setRenaming(entryKey(contact))}
                    >
                      <span aria-hidden="true">✎</span>
                    </button>
                    <button
                      type="button"
                      className="rs-recipient-action"
                      aria-label={labels.remove(contact.label)}
                      title={labels.remove(contact.label)}
                      onClick={() => saved.removeContact(contact.address, contact.chainId)}
                    >
                      <span aria-hidden="true">×</span>
                    </button>
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}

/** A saved Initia account's username (`alice.init`), once the L1 has answered; another chain's address asks nothing. */
function EntryUsername({ address }: { address: string }) {
  // names are cached in the app's QueryClient: a field without one shows its entries without names
  return useContext(QueryClientContext) ? <EntryUsernameLookup address={address} /> : null
}

function EntryUsernameLookup({ address }: { address: string }) {
  const { username } = useUsernameLookup(address, true)
  return username ? <span className="rs-recipient-username">{username}</span> : null
}
