// One snapshot per store, shared by every hook on it: read once, changed in place, saved, and read again when the
// store says it changed (another tab, another hook). No React: useSavedRecipients subscribes to it.
import {
  type ContactProblem,
  contactProblem,
  isContactEntry,
  isRecentEntry,
  maxRecentRecipients,
  withContact,
  withoutContact,
  withRecent,
} from './entries.ts'
import type {
  Contact,
  DroppedRecipients,
  LoadedRecipients,
  RecentRecipient,
  RecipientStore,
  SavedRecipients,
} from './types.ts'

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
  /** The load in flight: a change waits for it, so it never saves over entries not yet read. */
  let loading: Promise<void> | undefined
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
        set({ ...checked(value), error: undefined })
      }
      if (isThenable(loaded)) {
        current ??= emptyRecipients
        const pending: Promise<void> = Promise.resolve(loaded)
          .then(take, (error) => {
            if (load === loads) fail(error)
          })
          .finally(() => {
            if (loading === pending) loading = undefined
          })
        loading = pending
      } else take(loaded)
    } catch (error) {
      fail(error)
    }
  }

  /** Applies `edit` to the entries once they are read, and saves the result. */
  function change(edit: (saved: SavedRecipients) => SavedRecipients) {
    if (!current) snapshot()
    if (loading) {
      void loading.then(() => change(edit))
      return
    }
    const next = edit(current ?? emptyRecipients)
    loads++
    set({ ...(current ?? emptyRecipients), ...next })
    try {
      const saved = store.save({ recent: next.recent, addressBook: next.addressBook })
      if (isThenable(saved)) Promise.resolve(saved).catch(fail)
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
      const recentEntry = { ...entry, address: entry.address.trim(), at: entry.at ?? Date.now() }
      change(({ recent, addressBook }) => ({ recent: withRecent(recent, recentEntry), addressBook }))
    },
    saveContact(contact) {
      const cleaned = { ...contact, label: contact.label.trim(), address: contact.address.trim() }
      if (cleaned.chainId === undefined) delete cleaned.chainId
      const problem = contactProblem(cleaned)
      if (problem) return problem
      change(({ recent, addressBook }) => ({ recent, addressBook: withContact(addressBook, cleaned) }))
      return undefined
    },
    removeContact(address, chainId) {
      change(({ recent, addressBook }) => ({
        recent,
        addressBook: withoutContact(addressBook, address.trim(), chainId),
      }))
    },
  }
}

/** What a store loaded, without the entries no store should hand over (an app's own store is checked too). */
function checked(loaded: LoadedRecipients): Omit<RecipientsSnapshot, 'error'> {
  const dropped = new Map((loaded.dropped ?? []).map(({ list, count }) => [list, count]))
  const keep = <entry>(
    list: DroppedRecipients['list'],
    entries: unknown,
    is: (value: unknown) => value is entry,
  ) => {
    const all: readonly unknown[] = Array.isArray(entries) ? entries : []
    const kept: entry[] = []
    for (const value of all) if (is(value)) kept.push(value)
    if (kept.length < all.length) dropped.set(list, (dropped.get(list) ?? 0) + all.length - kept.length)
    return kept
  }
  const recent = keep<RecentRecipient>('recent', loaded.recent, isRecentEntry).slice(0, maxRecentRecipients)
  const addressBook = keep<Contact>('addressBook', loaded.addressBook, isContactEntry)
  return { recent, addressBook, dropped: [...dropped].map(([list, count]) => ({ list, count })) }
}

const isThenable = <value>(value: value | PromiseLike<value>): value is PromiseLike<value> =>
  typeof (value as { then?: unknown } | undefined)?.then === 'function'
