import type { TransferStore } from '../store/transferStore.ts'
import type { TransferRecord } from '../types.ts'
import { loadModule } from './lazyModule.ts'

/** The default storage's keys (store/storage.ts `createLocalStorage`); records set aside are under `-corrupt:`. */
const storedKeyPrefix = 'rollscope:transfer:'

/** A transfer store whose code (the records' schema, saving, the machine) is fetched when first needed. */
export interface LazyTransferStore extends TransferStore {
  /** The store, loaded (a failure is a `ModuleLoadError`, and the next call tries again). */
  ready(): Promise<TransferStore>
  /**
   * Reads the stored transfers now if there may be any (an app's own storage, or a key of the default one), so an
   * unfinished transfer is taken up at mount; else on `open()`, or when another tab stores one.
   */
  mount(hasOwnStorage: boolean): Promise<unknown>
  /** Reads the stored transfers (once after `mount` left them): a quote is on screen, a transfer may follow. */
  open(): Promise<unknown>
}

const reportLoadError = (error: unknown) => console.error('rollscope: could not load stored transfers', error)

const noRecords: readonly TransferRecord[] = []

/** Whether the default storage (localStorage in a browser) holds a transfer record; read without its code. */
function mayHoldTransfers(): boolean {
  try {
    const storage = globalThis.localStorage
    if (!storage) return false
    for (let index = 0; index < storage.length; index++)
      if (storage.key(index)?.startsWith(storedKeyPrefix)) return true
    return false
  } catch {
    // storage disabled by the browser's privacy settings: the default storage is memory, empty at mount
    return false
  }
}

/** `load` makes the real store (controller/adoption.ts); until it is loaded there is nothing stored to show. */
export function createLazyTransferStore(load: () => Promise<TransferStore>): LazyTransferStore {
  let real: TransferStore | undefined
  let loading: Promise<TransferStore> | undefined
  let running = false
  /** `mount` left the records unread: the first `open()` reads them. */
  let deferred = false
  let stopWatching: (() => void) | undefined

  const ready = () => {
    loading ??= loadModule(load).then(
      (store) => {
        real = store
        if (running) store.start()
        return store
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  /** Calls the loaded store at once (what it changes in memory before its first await shows at once). */
  const withStore = <result>(call: (store: TransferStore) => Promise<result>) =>
    real ? call(real) : ready().then(call)
  const reload = () => withStore((store) => store.reload())
  const open = async () => {
    if (!deferred) return
    deferred = false
    stopWatching?.()
    try {
      await reload()
    } catch (error) {
      // the next quote tries again
      deferred = true
      throw error
    }
  }

  return {
    get: (id) => real?.get(id),
    list: () => real?.list() ?? noRecords,
    get owned() {
      return real?.owned ?? new Set<string>()
    },
    create: (record) => withStore((store) => store.create(record)),
    adopt: (record) => real?.adopt(record),
    apply: (id, event) => withStore((store) => store.apply(id, event)),
    remove: (id) => withStore((store) => store.remove(id)),
    evictHistory: () => withStore((store) => store.evictHistory()),
    reload,
    start() {
      running = true
      real?.start()
    },
    stop() {
      running = false
      real?.stop()
      stopWatching?.()
    },
    ready,
    mount(hasOwnStorage) {
      if (real || hasOwnStorage || mayHoldTransfers()) return reload()
      deferred = true
      // another tab's first transfer: read as the loaded store's subscription would
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key.startsWith(storedKeyPrefix)) void open().catch(reportLoadError)
      }
      globalThis.addEventListener?.('storage', onStorage)
      stopWatching = () => {
        globalThis.removeEventListener?.('storage', onStorage)
        stopWatching = undefined
      }
      return Promise.resolve()
    },
    open,
  }
}
