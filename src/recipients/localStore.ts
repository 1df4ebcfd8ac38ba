import { RecipientEntryError } from '../errors/storage.ts'
import { loadChecker } from '../http/request.ts'
import { isQuotaExceeded } from '../http/storageQuota.ts'
import { contactSchema, maxRecentRecipients, recentSchema } from './entries.ts'
import type {
  Contact,
  DroppedRecipients,
  LoadedRecipients,
  RecentRecipient,
  RecipientStore,
} from './types.ts'

/**
 * Keeps saved recipients for the life of the page: for tests, and where there is no window. Hooks sharing one
 * memory store see each other's changes, as tabs sharing localStorage do.
 */
export function createMemoryRecipientStore(initial?: Partial<LoadedRecipients>): RecipientStore {
  let saved = { recent: [...(initial?.recent ?? [])], addressBook: [...(initial?.addressBook ?? [])] }
  const listeners = new Set<() => void>()
  return {
    load: () => structuredClone(saved),
    save(next) {
      saved = structuredClone({ recent: [...next.recent], addressBook: [...next.addressBook] })
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export interface CreateLocalRecipientStoreParameters {
  storage?: Storage | undefined
  /** Defaults to `rollscope:recipients:`; the lists are kept under `<prefix>recent` and `<prefix>addressBook`. */
  prefix?: string | undefined
  /** Called once for each saved entry (or list) that cannot be read; it is left out and gone on the next save. */
  onCorruptEntry?: ((report: { key: string; error: RecipientEntryError }) => void) | undefined
}

const lists = ['recent', 'addressBook'] as const

/**
 * The saved recipients in localStorage, one key per list. Every entry read is checked (`load` is async: the
 * checks load on the first read): one that is corrupt or
 * hostile (markup or a script URL in a label, a label longer than 40 characters, an address that is no address,
 * control characters, wrong types) is left out, reported through `onCorruptEntry` and counted in `dropped`.
 * A save the browser refuses for lack of room drops the oldest recents until it fits, then throws the
 * browser's error.
 */
export function createLocalRecipientStore({
  storage = globalThis.localStorage,
  prefix = 'rollscope:recipients:',
  onCorruptEntry,
}: CreateLocalRecipientStoreParameters = {}): RecipientStore {
  /** Texts already reported, so a bad entry is said once, not on every load. */
  const reported = new Set<string>()
  const report = (key: string, text: string, cause: unknown) => {
    if (reported.has(`${key}\n${text}`)) return
    reported.add(`${key}\n${text}`)
    const error = new RecipientEntryError(key, cause)
    console.warn('rollscope:', error.message)
    try {
      onCorruptEntry?.({ key, error })
    } catch (thrown) {
      console.error('rollscope: onCorruptEntry threw', thrown)
    }
  }

  type SafeParse = Awaited<ReturnType<typeof loadChecker>>['safeParse']
  function readList(
    list: (typeof lists)[number],
    safeParse: SafeParse,
  ): { entries: unknown[]; dropped: number } {
    const key = prefix + list
    const text = storage.getItem(key)
    if (text === null) return { entries: [], dropped: 0 }
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch (error) {
      report(key, text, error)
      return { entries: [], dropped: 1 }
    }
    if (!Array.isArray(parsed)) {
      report(key, text, new TypeError('not a list'))
      return { entries: [], dropped: 1 }
    }
    const schema = list === 'recent' ? recentSchema : contactSchema
    const entries: unknown[] = []
    let dropped = 0
    for (const [index, entry] of parsed.entries()) {
      const result = safeParse(schema, entry)
      if (result.success) {
        entries.push(result.data)
        continue
      }
      dropped++
      const issues = result.error.issues.map((issue) => ({
        path: [index, ...issue.path].join('.'),
        message: issue.message,
      }))
      report(key, JSON.stringify(entry)?.slice(0, 200) ?? String(entry), issues)
    }
    return { entries, dropped }
  }

  const write = (key: string, value: unknown) => storage.setItem(key, JSON.stringify(value))

  return {
    // async: zod, which checks each entry, loads on the first read, not with the app
    async load() {
      const { safeParse } = await loadChecker(recentSchema, contactSchema)
      const recent = readList('recent', safeParse)
      const addressBook = readList('addressBook', safeParse)
      const dropped: DroppedRecipients[] = []
      if (recent.dropped) dropped.push({ list: 'recent', count: recent.dropped })
      if (addressBook.dropped) dropped.push({ list: 'addressBook', count: addressBook.dropped })
      return {
        recent: (recent.entries as RecentRecipient[]).slice(0, maxRecentRecipients),
        addressBook: addressBook.entries as Contact[],
        ...(dropped.length > 0 && { dropped }),
      }
    },
    save({ recent, addressBook }) {
      write(`${prefix}addressBook`, addressBook)
      let kept = [...recent]
      for (;;) {
        try {
          write(`${prefix}recent`, kept)
          return
        } catch (error) {
          if (!isQuotaExceeded(error) || kept.length === 0) throw error
          kept = kept.slice(0, -1)
        }
      }
    },
    subscribe(listener) {
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key.startsWith(prefix)) listener()
      }
      globalThis.addEventListener?.('storage', onStorage)
      return () => globalThis.removeEventListener?.('storage', onStorage)
    },
  }
}

/**
 * localStorage in a browser, memory elsewhere (server rendering, storage disabled). Chosen on first use, so
 * creating it while rendering on a server reads no storage.
 */
export function createDefaultRecipientStore(
  parameters: Pick<CreateLocalRecipientStoreParameters, 'onCorruptEntry'> = {},
): RecipientStore {
  let chosen: RecipientStore | undefined
  const store = () => {
    if (chosen) return chosen
    try {
      if (typeof globalThis.localStorage !== 'undefined') chosen = createLocalRecipientStore(parameters)
    } catch {
      // storage disabled by the browser's privacy settings
    }
    chosen ??= createMemoryRecipientStore()
    return chosen
  }
  return {
    load: () => store().load(),
    save: (saved) => store().save(saved),
    subscribe: (listener) => store().subscribe?.(listener) ?? (() => {}),
  }
}
