import { TransferStorageError } from '../../errors/storage.ts'
import { retryDelay } from '../driver/polling.ts'
import { isFinishedPhase } from '../machine/phases.ts'
import { type TransferEvent, transition } from '../machine/transition.ts'
import type { TransferRecord } from '../types.ts'
import type { TransferStorage } from './storage.ts'

export interface TransferStoreOptions {
  storage: TransferStorage
  /** The most transfers kept: beyond it the oldest finished ones are evicted, unfinished ones never. */
  maxHistory: () => number
  /** Another tab's changes are read this often when the storage cannot `subscribe`. */
  pollMs: number
  now: () => number
  /** A record changed (in this page, or in another tab when `fromStorage`). */
  onChange: (change: { id: string; previous: TransferRecord | null; next: TransferRecord | null }) => void
  /** The stored records were read again; the unfinished ones not driven here may need a driver. */
  onLoaded: (records: readonly TransferRecord[]) => void
  /** A save after a broadcast failed (the record stays in memory and is saved again), or succeeded after failing. */
  onSaveProblem: (id: string, error: TransferStorageError | null) => void
}

export interface TransferStore {
  get(id: string): TransferRecord | undefined
  /** Newest first. */
  list(): readonly TransferRecord[]
  /** Records this page drives (holds the lock) or has submitted and not saved yet: another tab's copy never wins. */
  readonly owned: Set<string>
  /** Saves a new transfer before its first signature; throws `TransferStorageError` (and forgets it) if it cannot. */
  create(record: TransferRecord): Promise<void>
  /** Takes over a record as stored (another tab's newer copy, under this page's lock), unless memory holds a newer one. */
  adopt(record: TransferRecord): void
  /**
   * Applies `event` and saves the result before returning. Before anything is broadcast, and for the hash of a
   * signed tx, a failed save throws `TransferStorageError`; after a broadcast the record stays in memory, is
   * saved again in the background, and the problem is reported.
   */
  apply(id: string, event: TransferEvent): Promise<TransferRecord | null>
  /** Forgets a transfer here and in storage. */
  remove(id: string): Promise<void>
  evictHistory(): Promise<void>
  /** Reads storage again and merges it (another tab's changes). */
  reload(): Promise<readonly TransferRecord[]>
  start(): void
  stop(): void
}

/** Whether a tx of the record may be on its way after `event`: a saved hash counts (its broadcast follows the save). */
const mayHaveBroadcast = (previous: TransferRecord, event: TransferEvent) =>
  previous.txs.some((tx) => tx.txHash) ||
  event.type === 'txBroadcast' ||
  event.type === 'broadcastUncertain' ||
  event.type === 'sendUncertain'

/** Waits between the tries of a save that must succeed before the transfer goes on (about 1.5 s in all). */
const mustSaveRetries = [100, 400, 1000]

/** Transfer records in memory and in storage: persistence, eviction, retries and the merge across tabs. */
export function createTransferStore(options: TransferStoreOptions): TransferStore {
  const { storage } = options
  const records = new Map<string, TransferRecord>()
  const owned = new Set<string>()
  let list: readonly TransferRecord[] = []
  /** Records whose last save failed, with their retry timer. */
  const unsaved = new Map<string, { attempt: number; timer: ReturnType<typeof setTimeout> | undefined }>()
  let running = false
  let unsubscribe: (() => void) | undefined
  let poll: ReturnType<typeof setInterval> | undefined

  const refresh = () => {
    list = [...records.values()].sort((a, b) => b.createdAt - a.createdAt)
  }

  /** A save that must happen before the next step is tried a few times: a storage hiccup is not worth a question. */
  async function saveWithRetries(record: TransferRecord, mustSave: boolean) {
    for (let attempt = 0; ; attempt++) {
      try {
        return await storage.save(record)
      } catch (error) {
        if (!mustSave || attempt >= mustSaveRetries.length) throw error
        await new Promise((resolve) => setTimeout(resolve, mustSaveRetries[attempt]))
      }
    }
  }

  async function save(record: TransferRecord, mustSave: boolean) {
    try {
      await saveWithRetries(record, mustSave)
      if (unsaved.has(record.id)) {
        clearTimeout(unsaved.get(record.id)?.timer)
        unsaved.delete(record.id)
        options.onSaveProblem(record.id, null)
      }
    } catch (cause) {
      if (mustSave) throw new TransferStorageError(false, cause)
      scheduleRetry(record.id, new TransferStorageError(true, cause))
    }
  }

  function scheduleRetry(id: string, error: TransferStorageError) {
    const entry = unsaved.get(id) ?? { attempt: 0, timer: undefined }
    clearTimeout(entry.timer)
    unsaved.set(id, entry)
    options.onSaveProblem(id, error)
    if (!running) return
    entry.timer = setTimeout(
      () => {
        entry.attempt++
        const record = records.get(id)
        if (record) void save(record, false)
        else unsaved.delete(id)
      },
      // soon at first (a quota freed by another tab, a transient failure), then backing off to 10 s
      retryDelay(entry.attempt, 500, 10_000),
    )
  }

  async function remove(id: string) {
    records.delete(id)
    clearTimeout(unsaved.get(id)?.timer)
    unsaved.delete(id)
    refresh()
    await storage.remove(id)
  }

  async function reload() {
    const loaded = await storage.load()
    const storedIds = new Set(loaded.map((record) => record.id))
    for (const record of loaded) {
      const local = records.get(record.id)
      if (owned.has(record.id) || unsaved.has(record.id) || (local && local.updatedAt >= record.updatedAt))
        continue
      records.set(record.id, record)
      options.onChange({ id: record.id, previous: local ?? null, next: record })
    }
    // dismissed or evicted in another tab
    for (const [id, record] of records)
      if (!storedIds.has(id) && !owned.has(id) && !unsaved.has(id)) {
        records.delete(id)
        options.onChange({ id, previous: record, next: null })
      }
    refresh()
    options.onLoaded(loaded)
    return loaded
  }

  return {
    get: (id) => records.get(id),
    list: () => list,
    owned,
    async create(record) {
      records.set(record.id, record)
      owned.add(record.id)
      refresh()
      try {
        await save(record, true)
      } catch (error) {
        records.delete(record.id)
        owned.delete(record.id)
        refresh()
        throw error
      }
    },
    adopt(record) {
      // a newer copy in memory (or one storage has not taken yet) is never replaced by an older stored one
      const local = records.get(record.id)
      if (local && (unsaved.has(record.id) || local.updatedAt > record.updatedAt)) return
      records.set(record.id, record)
      refresh()
    },
    async apply(id, event) {
      const previous = records.get(id)
      if (!previous) return null
      const next = transition(previous, event, options.now())
      if (next === previous) return previous
      if (next === null) {
        await remove(id)
      } else {
        records.set(id, next)
        refresh()
        // before the first broadcast a lost save must stop the transfer; a signed tx's hash must be saved
        // before it may be broadcast. Such an event did not happen unless it was saved.
        try {
          await save(next, event.type === 'txSigned' || !mayHaveBroadcast(previous, event))
        } catch (error) {
          if (records.get(id) === next) records.set(id, previous)
          refresh()
          throw error
        }
      }
      options.onChange({ id, previous, next })
      return next
    },
    remove,
    async evictHistory() {
      const max = options.maxHistory()
      const all = list
      // an abandoned transfer may still be resumed: it is not evicted. A gas route goes with its transfer, never
      // before it: its transfer's screen reads it (gone, it would read as never sent)
      const finished = all.filter(
        (record) =>
          isFinishedPhase(record.phase) && !(record.gasFor && all.some((main) => main.id === record.gasFor)),
      )
      for (const record of finished.slice(Math.max(0, max - (all.length - finished.length)))) {
        await remove(record.id)
        for (const gas of all)
          if (gas.gasFor === record.id && isFinishedPhase(gas.phase)) await remove(gas.id)
      }
    },
    reload,
    start() {
      running = true
      unsubscribe = storage.subscribe?.(() => void reload().catch(reportLoadError))
      // without change events, another tab's progress is read on a timer
      if (!storage.subscribe) poll = setInterval(() => void reload().catch(reportLoadError), options.pollMs)
      for (const id of unsaved.keys()) {
        const record = records.get(id)
        if (record) void save(record, false)
      }
    },
    stop() {
      running = false
      unsubscribe?.()
      clearInterval(poll)
      for (const [id, entry] of unsaved) {
        clearTimeout(entry.timer)
        // a last try as the page goes away (localStorage writes are synchronous)
        const record = records.get(id)
        if (record)
          try {
            Promise.resolve(storage.save(record)).catch(() => {})
          } catch {
            // still refused: the record lives only as long as this page did
          }
      }
    },
  }
}

function reportLoadError(error: unknown) {
  console.error('rollscope: could not read stored transfers', error)
}
