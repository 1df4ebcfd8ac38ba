import { NewerTransferRecordError, StorageEntryError, TransferRecordError } from '../../errors/storage.ts'
import { isQuotaExceeded } from '../../http/storageQuota.ts'
import { isFinishedPhase } from '../machine/phases.ts'
import type { TransferRecord } from '../types.ts'
import { migrateRecord } from './recordSchema.ts'

/** Where transfers are kept between reloads. Calls may be sync or async. */
export interface TransferStorage {
  load(): TransferRecord[] | Promise<TransferRecord[]>
  save(record: TransferRecord): void | Promise<void>
  remove(id: string): void | Promise<void>
  /** Tells the bridge when another tab changed the records. */
  subscribe?(listener: () => void): () => void
}

/**
 * Keeps transfers for the life of the page: for tests, and where there is no window. Bridges sharing one
 * memory storage see each other's changes, as tabs sharing localStorage do.
 */
export function createMemoryStorage(): TransferStorage {
  const records = new Map<string, TransferRecord>()
  const listeners = new Set<() => void>()
  const changed = () => {
    for (const listener of listeners) listener()
  }
  return {
    load: () => [...records.values()].map((record) => structuredClone(record)),
    save(record) {
      records.set(record.id, structuredClone(record))
      changed()
    },
    remove(id) {
      records.delete(id)
      changed()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export interface CreateLocalStorageParameters {
  storage?: Storage | undefined
  /** Defaults to `rollscope:transfer:`; unreadable records go under the same with `-corrupt:` in place of its last `:`. */
  prefix?: string | undefined
  /** Called once for each saved transfer that cannot be read, once it is set aside (or, with no room to, skipped). */
  onCorruptRecord?: ((report: { key: string; error: StorageEntryError }) => void) | undefined
}

/**
 * One localStorage key per transfer (`rollscope:transfer:<id>`), so a write never rewrites the whole history
 * and two tabs writing different transfers never overwrite each other.
 *
 * Loading checks every record: older versions are migrated (and saved migrated on their next write); one
 * from a newer version of the kit is left untouched for the tab that wrote it; anything else unreadable is
 * moved, text unchanged, to `rollscope:transfer-corrupt:<id>` and reported through `onCorruptRecord`.
 * A save the browser refuses for lack of room evicts, one at a time, the records set aside, then finished
 * transfers (completed, failed, refunded) oldest first, and throws the browser's error if it still fails.
 */
export function createLocalStorage({
  storage = globalThis.localStorage,
  prefix = 'rollscope:transfer:',
  onCorruptRecord,
}: CreateLocalStorageParameters = {}): TransferStorage {
  const asidePrefix = prefix.replace(/:?$/, '-corrupt:')
  /** Keys already reported without being moved (newer versions, or no room to move), so each is said once. */
  const reported = new Set<string>()

  const keys = () => {
    const keys: string[] = []
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index)
      if (key !== null) keys.push(key)
    }
    return keys
  }
  const isLive = (key: string) => key.startsWith(prefix) && !key.startsWith(asidePrefix)

  function read(key: string, text: string): { record: TransferRecord } | { error: unknown } {
    try {
      const record = migrateRecord(JSON.parse(text))
      const id = key.slice(prefix.length)
      if (record.id !== id)
        throw new TransferRecordError([
          {
            path: 'id',
            message: `expected ${JSON.stringify(id)} (its key), got ${JSON.stringify(record.id)}`,
          },
        ])
      return { record }
    } catch (error) {
      return { error }
    }
  }

  function setAside(key: string, text: string, cause: unknown) {
    const name = asidePrefix + key.slice(prefix.length)
    let target = name
    // never overwrite an earlier, different record set aside under the same id
    for (let copy = 2; storage.getItem(target) !== null && storage.getItem(target) !== text; copy++)
      target = `${name}~${copy}`
    let movedTo: string | null = target
    try {
      // copied before it is removed, so a failing storage loses nothing
      storage.setItem(target, text)
      storage.removeItem(key)
    } catch {
      movedTo = null
    }
    if (!movedTo) {
      if (reported.has(key)) return
      reported.add(key)
    }
    const error = new StorageEntryError(key, movedTo, cause)
    console.warn('rollscope:', error.message)
    try {
      onCorruptRecord?.({ key, error })
    } catch (thrown) {
      console.error('rollscope: onCorruptRecord threw', thrown)
    }
  }

  /** What a save short of room may remove, in order: records set aside, then finished ones, oldest first. */
  function evictable(saving: string): string[] {
    const aside: string[] = []
    const finished: { key: string; updatedAt: number }[] = []
    for (const key of keys()) {
      if (key.startsWith(asidePrefix)) aside.push(key)
      else if (isLive(key) && key !== saving) {
        const result = read(key, storage.getItem(key) ?? '')
        if ('record' in result && isFinishedPhase(result.record.phase))
          finished.push({ key, updatedAt: result.record.updatedAt })
      }
    }
    finished.sort((a, b) => a.updatedAt - b.updatedAt)
    return [...aside, ...finished.map(({ key }) => key)]
  }

  return {
    load() {
      const records: TransferRecord[] = []
      // listed first: setting a record aside changes the keys' order
      for (const key of keys().filter(isLive)) {
        const text = storage.getItem(key)
        if (text === null) continue
        const result = read(key, text)
        if ('record' in result) records.push(result.record)
        else if (result.error instanceof NewerTransferRecordError) {
          // another tab may run a newer build: its record is its own
          if (reported.has(key)) continue
          reported.add(key)
          console.info('rollscope:', result.error.shortMessage, `(${key})`)
        } else setAside(key, text, result.error)
      }
      return records
    },
    save(record) {
      const key = prefix + record.id
      const text = JSON.stringify(record)
      try {
        storage.setItem(key, text)
        return
      } catch (error) {
        if (!isQuotaExceeded(error)) throw error
        for (const victim of evictable(key)) {
          storage.removeItem(victim)
          try {
            storage.setItem(key, text)
            return
          } catch (retryError) {
            if (!isQuotaExceeded(retryError)) throw retryError
          }
        }
        throw error
      }
    },
    remove: (id) => storage.removeItem(prefix + id),
    subscribe(listener) {
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || isLive(event.key)) listener()
      }
      globalThis.addEventListener?.('storage', onStorage)
      return () => globalThis.removeEventListener?.('storage', onStorage)
    },
  }
}

/**
 * localStorage in a browser, memory elsewhere (server rendering, workers without storage). Chosen on first use
 * (the bridge loads in an effect), so creating a bridge while a component renders, on a server or in a
 * prerender, reads no storage.
 */
export function createDefaultStorage(
  parameters: Pick<CreateLocalStorageParameters, 'onCorruptRecord'> = {},
): TransferStorage {
  let chosen: TransferStorage | undefined
  const storage = () => {
    chosen ??= browserOrMemoryStorage(parameters)
    return chosen
  }
  return {
    load: () => storage().load(),
    save: (record) => storage().save(record),
    remove: (id) => storage().remove(id),
    // both storages below tell of changes
    subscribe: (listener) => storage().subscribe?.(listener) ?? (() => {}),
  }
}

function browserOrMemoryStorage(parameters: Pick<CreateLocalStorageParameters, 'onCorruptRecord'>) {
  try {
    if (typeof globalThis.localStorage !== 'undefined') return createLocalStorage(parameters)
  } catch {
    // storage disabled by the browser's privacy settings
  }
  return createMemoryStorage()
}
