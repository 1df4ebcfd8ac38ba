import type { TransferRecord } from './types.ts'

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

/**
 * One localStorage key per transfer (`rollscope:transfer:<id>`), so a write never rewrites the whole history
 * and two tabs writing different transfers never overwrite each other. Records that do not parse, or come
 * from a newer version of the kit, are left untouched.
 */
export function createLocalStorage({
  storage = globalThis.localStorage,
  prefix = 'rollscope:transfer:',
}: {
  storage?: Storage
  prefix?: string
} = {}): TransferStorage {
  return {
    load() {
      const records: TransferRecord[] = []
      for (let index = 0; index < storage.length; index++) {
        const key = storage.key(index)
        if (!key?.startsWith(prefix)) continue
        const record = parseRecord(storage.getItem(key))
        if (record) records.push(record)
      }
      return records
    },
    save: (record) => storage.setItem(prefix + record.id, JSON.stringify(record)),
    remove: (id) => storage.removeItem(prefix + id),
    subscribe(listener) {
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key.startsWith(prefix)) listener()
      }
      globalThis.addEventListener?.('storage', onStorage)
      return () => globalThis.removeEventListener?.('storage', onStorage)
    },
  }
}

/** localStorage in a browser, memory elsewhere (server rendering, workers without storage). */
export function createDefaultStorage(): TransferStorage {
  try {
    if (typeof globalThis.localStorage !== 'undefined') return createLocalStorage()
  } catch {
    // storage disabled by the browser's privacy settings
  }
  return createMemoryStorage()
}

function parseRecord(text: string | null): TransferRecord | null {
  try {
    const record = JSON.parse(text ?? '') as Partial<TransferRecord> | null
    if (record?.version !== 1 || typeof record.id !== 'string' || !Array.isArray(record.txs) || !record.route)
      return null
    return record as TransferRecord
  } catch {
    return null
  }
}
