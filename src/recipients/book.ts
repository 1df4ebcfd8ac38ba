// One snapshot per store, shared by every hook on it: read once, changed in place, saved, and read again when the
// store says it changed (another tab, another hook). No React: useSavedRecipients subscribes to it.
import { type ContactProblem, contactProblem, withContact, withoutContact, withRecent } from './entries.ts'
import type { Contact, DroppedRecipients, RecentRecipient, RecipientStore, SavedRecipients } from './types.ts'

export interface RecipientsSnapshot extends SavedRecipients {
  /** Entries the store dropped as unreadable when it last loaded, by list. */
  dropped: readonly DroppedRecipients[]
  /** An error of the store's last load or save, if any. */
  error: unknown
}

export const emptyRecipients: RecipientsSnapshot = {
  recent: [],
  addressBook: [],
  dropped: [],
  error: undefined,
}

export interface RecipientBook {
  snapshot(): RecipientsSnapshot
  subscribe(listener: () => void): () => void
  addRecent(entry: Omit<RecentRecipient, 'at'> & { at?: number | undefined }): void
  saveContact(contact: Contact): ContactProblem | undefined
  removeContact(address: string, chainId?: string | undefined): void
}

const books = new WeakMap<RecipientStore, RecipientBook>()

/** The book of `store`: the same one for every caller. */
export function recipientBook(store: RecipientStore): RecipientBook {
  let book = books.get(store)
  if (!book) {
    book = createBook(store)
    books.set(store, book)
  }
  return book
}

function createBook(store: RecipientStore): RecipientBook {
  let current: RecipientsSnapshot | undefined
  let loads = 0
  const listeners = new Set<() => void>()
  let unsubscribe: (() => void) | undefined
  const set = (next: RecipientsSnapshot) => {
    current = next
    for (const listener of listeners) listener()
  }
  const fail = (error: unknown) => set({ ...(current ?? emptyRecipients), error })

  function load() {
    const load = ++loads
    try {
      const loaded = store.load()
      const take = (value: Awaited<typeof loaded>) => {
        // a later load (or a change made meanwhile) wins
        if (load !== loads) return
        set({
          recent: value.recent,
          addressBook: value.addressBook,
          dropped: value.dropped ?? [],
          error: undefined,
        })
      }
      if (loaded instanceof Promise) {
        current ??= emptyRecipients
        loaded.then(take, (error) => load === loads && fail(error))
      } else take(loaded)
    } catch (error) {
      fail(error)
    }
  }

  function change(next: SavedRecipients) {
    loads++
    set({ ...(current ?? emptyRecipients), ...next })
    try {
      const saved = store.save({ recent: next.recent, addressBook: next.addressBook })
      if (saved instanceof Promise) saved.catch(fail)
    } catch (error) {
      fail(error)
    }
  }

  const snapshot = () => {
    if (!current) load()
    return current ?? emptyRecipients
  }

  return {
    snapshot,
    subscribe(listener) {
      listeners.add(listener)
      unsubscribe ??= store.subscribe?.(load)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) {
          unsubscribe?.()
          unsubscribe = undefined
          // read again on the next subscriber: another tab may have written meanwhile
          current = undefined
        }
      }
    },
    addRecent(entry) {
      const { recent, addressBook } = snapshot()
      const address = entry.address.trim()
      change({ recent: withRecent(recent, { ...entry, address, at: entry.at ?? Date.now() }), addressBook })
    },
    saveContact(contact) {
      const cleaned = { ...contact, label: contact.label.trim(), address: contact.address.trim() }
      if (cleaned.chainId === undefined) delete cleaned.chainId
      const problem = contactProblem(cleaned)
      if (problem) return problem
      const { recent, addressBook } = snapshot()
      change({ recent, addressBook: withContact(addressBook, cleaned) })
      return undefined
    },
    removeContact(address, chainId) {
      const { recent, addressBook } = snapshot()
      change({ recent, addressBook: withoutContact(addressBook, address.trim(), chainId) })
    },
  }
}
