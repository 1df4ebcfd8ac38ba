'use client'

import { useMemo, useSyncExternalStore } from 'react'
import { emptyRecipients, recipientBook } from '../recipients/book.ts'
import { defaultRecipientStore } from '../recipients/defaultStore.ts'
import type { ContactProblem } from '../recipients/entries.ts'
import type { Contact, DroppedRecipients, RecentRecipient, RecipientStore } from '../recipients/types.ts'

export interface UseSavedRecipientsParameters {
  /** Where the entries are kept; default the browser's localStorage (memory where there is none). */
  store?: RecipientStore | undefined
}

/** Something about the saved entries the user should know. */
export type SavedRecipientsNote =
  | (DroppedRecipients & { kind: 'dropped' })
  | { kind: 'storeFailed'; error: unknown }

export interface UseSavedRecipientsReturnType {
  /** The last 10 recipients sent to, newest first. */
  recent: readonly RecentRecipient[]
  addressBook: readonly Contact[]
  /** Remembers a recipient just sent to (first in `recent`). */
  addRecent: (entry: { address: string; chainId?: string | undefined }) => void
  /** Adds a contact, or renames the one for its address and chain; returns why it cannot, if it cannot. */
  saveContact: (contact: Contact) => ContactProblem | undefined
  /** Removes the address's contacts (on `chainId` only, when given). */
  removeContact: (address: string, chainId?: string | undefined) => void
  /** Entries left out as unreadable, or a store that failed. */
  notes: readonly SavedRecipientsNote[]
}

const serverSnapshot = () => emptyRecipients

/**
 * The user's saved recipients: the last 10 sent to and the address book, kept in `store` (default localStorage)
 * and shared by every hook on that store, in this tab and in others. Server rendering sees none.
 *
 * @example
 * const { recent, addressBook, saveContact } = useSavedRecipients()
 */
export function useSavedRecipients({
  store,
}: UseSavedRecipientsParameters = {}): UseSavedRecipientsReturnType {
  const book = recipientBook(store ?? defaultRecipientStore())
  const snapshot = useSyncExternalStore(book.subscribe, book.snapshot, serverSnapshot)
  return useMemo(() => {
    const notes: SavedRecipientsNote[] = snapshot.dropped.map((dropped) => ({ kind: 'dropped', ...dropped }))
    if (snapshot.error !== undefined) notes.push({ kind: 'storeFailed', error: snapshot.error })
    return {
      recent: snapshot.recent,
      addressBook: snapshot.addressBook,
      addRecent: book.addRecent,
      saveContact: book.saveContact,
      removeContact: book.removeContact,
      notes,
    }
  }, [book, snapshot])
}
