import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { StorageEntryError, TransferRecordError } from '../../errors/storage.ts'
import type { Route } from '../../router/schemas.ts'
import type { TransferPhase, TransferRecord } from '../types.ts'
import { createLocalStorage, createMemoryStorage } from './storage.ts'

/**
 * The browser's Web Storage as the kit meets it: string values, keys in insertion order, and a quota counted
 * as browsers count it (UTF-16 code units of keys and values) that refuses a write with a real DOMException.
 */
class BrowserStorage implements Storage {
  readonly items = new Map<string, string>()
  quota = Number.POSITIVE_INFINITY
  quotaErrorName = 'QuotaExceededError'

  get length() {
    return this.items.size
  }
  get used() {
    let bytes = 0
    for (const [key, value] of this.items) bytes += 2 * (key.length + value.length)
    return bytes
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string) {
    const old = this.items.get(key)
    const after =
      this.used - (old === undefined ? 0 : 2 * (key.length + old.length)) + 2 * (key.length + value.length)
    if (after > this.quota)
      throw new DOMException(`Setting the value of '${key}' exceeded the quota.`, this.quotaErrorName)
    this.items.set(key, String(value))
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  clear() {
    this.items.clear()
  }
}

const route: Route = {
  source_asset_chain_id: 'initiation-2',
  source_asset_denom: 'uinit',
  dest_asset_chain_id: 'noble-1',
  dest_asset_denom: 'uusdc',
  amount_in: '1000000',
  amount_out: '990000',
  operations: [],
  chain_ids: ['initiation-2', 'noble-1'],
  required_chain_addresses: ['initiation-2', 'noble-1'],
  txs_required: 1,
}

const record = (id: string, changes: Partial<TransferRecord> = {}): TransferRecord => ({
  version: 4,
  id,
  createdAt: 1,
  updatedAt: 1,
  request: {
    sourceChainId: 'initiation-2',
    sourceDenom: 'uinit',
    destChainId: 'noble-1',
    destDenom: 'uusdc',
    amountIn: '1000000',
  },
  route,
  addressList: ['init1a', 'noble1a'],
  slippagePercent: '1',
  msgs: { txs: [{ cosmos_tx: { chain_id: 'initiation-2', signer_address: 'init1a', msgs: [] } }] },
  txs: [
    {
      chainId: 'initiation-2',
      txHash: 'AA',
      tracked: true,
      status: null,
      pending: null,
      unknownSince: null,
    },
  ],
  currentTx: 0,
  phase: 'tracking',
  error: null,
  broadcastAt: 1,
  droppedTxHashes: [],
  withdrawal: null,
  ...changes,
})

const idsOf = (records: TransferRecord[] | Promise<TransferRecord[]>) =>
  (records as TransferRecord[]).map(({ id }) => id).sort()

let warn: ReturnType<typeof vi.spyOn>
let info: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  info = vi.spyOn(console, 'info').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
})

test('behavior: local storage keeps one key per transfer and leaves other keys alone', () => {
  const storage = new BrowserStorage()
  const transfers = createLocalStorage({ storage })
  transfers.save(record('a'))
  transfers.save(record('b'))
  storage.setItem('other-app', 'x')
  expect([...storage.items.keys()]).toEqual(['rollscope:transfer:a', 'rollscope:transfer:b', 'other-app'])
  expect(idsOf(transfers.load())).toEqual(['a', 'b'])
  expect(transfers.load()).toEqual([record('a'), record('b')])
  transfers.remove('a')
  expect(storage.getItem('rollscope:transfer:a')).toBeNull()
  expect(idsOf(transfers.load())).toEqual(['b'])
  expect(storage.getItem('other-app')).toBe('x')
})

test('behavior: memory storage hands out copies', () => {
  const transfers = createMemoryStorage()
  transfers.save(record('a'))
  ;(transfers.load() as TransferRecord[])[0]!.id = 'changed'
  expect((transfers.load() as TransferRecord[])[0]!.id).toBe('a')
})

const saved = JSON.stringify(record('bad'))
test.each<[string, string]>([
  ['a missing field', JSON.stringify({ ...record('bad'), route: undefined })],
  ['a wrong type', JSON.stringify({ ...record('bad'), currentTx: '0' })],
  ['truncated JSON (a half write)', saved.slice(0, saved.length / 2)],
  ['a hand-edited phase', saved.replace('"phase":"tracking"', '"phase":"done"')],
  ['an id that is not its key', JSON.stringify(record('other'))],
  ['JSON that is not a record', 'null'],
])('behavior: a record with %s is set aside, text unchanged, and reported once', (_, text) => {
  const storage = new BrowserStorage()
  const onCorruptRecord = vi.fn()
  const transfers = createLocalStorage({ storage, onCorruptRecord })
  transfers.save(record('good'))
  storage.setItem('rollscope:transfer:bad', text)

  expect(idsOf(transfers.load())).toEqual(['good'])
  expect(storage.getItem('rollscope:transfer:bad')).toBeNull()
  expect(storage.getItem('rollscope:transfer-corrupt:bad')).toBe(text)
  expect(onCorruptRecord).toHaveBeenCalledTimes(1)
  const [{ key, error }] = onCorruptRecord.mock.calls[0]!
  expect(key).toBe('rollscope:transfer:bad')
  expect(error).toBeInstanceOf(StorageEntryError)
  expect(error).toMatchObject({ key: 'rollscope:transfer:bad', movedTo: 'rollscope:transfer-corrupt:bad' })
  expect(error.shortMessage).toBe(
    'A saved transfer could not be read and was set aside under rollscope:transfer-corrupt:bad.',
  )
  expect(warn).toHaveBeenCalledTimes(1)

  // the next load (this tab or another) finds nothing more to report
  expect(idsOf(transfers.load())).toEqual(['good'])
  expect(idsOf(createLocalStorage({ storage, onCorruptRecord }).load())).toEqual(['good'])
  expect(onCorruptRecord).toHaveBeenCalledTimes(1)
  expect(warn).toHaveBeenCalledTimes(1)
})

test('behavior: the report names the field that failed', () => {
  const storage = new BrowserStorage()
  const onCorruptRecord = vi.fn()
  storage.setItem('rollscope:transfer:bad', JSON.stringify({ ...record('bad'), phase: 'done' }))
  createLocalStorage({ storage, onCorruptRecord }).load()
  const { error } = onCorruptRecord.mock.calls[0]![0] as { error: StorageEntryError }
  expect(error.cause).toBeInstanceOf(TransferRecordError)
  expect(error.details).toMatch(/^at phase: expected one of "preparing", /)
  expect(warn.mock.calls[0]).toEqual(['rollscope:', error.message])

  storage.setItem('rollscope:transfer:half', '{"version":2,"id":"ha')
  createLocalStorage({ storage, onCorruptRecord }).load()
  expect(onCorruptRecord.mock.calls[1]![0].error.details).toMatch(/^not JSON \(/)
})

test('behavior: a second bad record under the same id never overwrites the first one set aside', () => {
  const storage = new BrowserStorage()
  const transfers = createLocalStorage({ storage })
  storage.setItem('rollscope:transfer:x', '{"first"')
  transfers.load()
  storage.setItem('rollscope:transfer:x', '{"second"')
  transfers.load()
  storage.setItem('rollscope:transfer:x', '{"second"')
  transfers.load()
  expect(Object.fromEntries(storage.items)).toEqual({
    'rollscope:transfer-corrupt:x': '{"first"',
    'rollscope:transfer-corrupt:x~2': '{"second"',
  })
})

test('behavior: a bad record storage has no room to copy stays where it is, reported once', () => {
  const storage = new BrowserStorage()
  const onCorruptRecord = vi.fn()
  storage.setItem('rollscope:transfer:bad', '{"trunc')
  storage.quota = storage.used
  const transfers = createLocalStorage({ storage, onCorruptRecord })
  expect(transfers.load()).toEqual([])
  expect(transfers.load()).toEqual([])
  expect(storage.getItem('rollscope:transfer:bad')).toBe('{"trunc')
  expect(onCorruptRecord).toHaveBeenCalledTimes(1)
  expect(onCorruptRecord.mock.calls[0]![0].error.movedTo).toBeNull()
})

test('behavior: a version-1 record is migrated on load and saved as version 2 on its next write', () => {
  const storage = new BrowserStorage()
  const onCorruptRecord = vi.fn()
  const { droppedTxHashes: _, ...current } = record('old')
  const v1 = {
    ...current,
    version: 1,
    txs: current.txs.map(({ pending: _pending, unknownSince: _unknownSince, ...tx }) => tx),
  }
  storage.setItem('rollscope:transfer:old', JSON.stringify(v1))
  const transfers = createLocalStorage({ storage, onCorruptRecord })
  const [loaded] = transfers.load() as TransferRecord[]
  expect(loaded).toEqual(record('old'))
  expect(JSON.parse(storage.getItem('rollscope:transfer:old')!)).toEqual(v1)
  transfers.save({ ...loaded!, updatedAt: 2 })
  expect(JSON.parse(storage.getItem('rollscope:transfer:old')!)).toEqual(record('old', { updatedAt: 2 }))
  expect(onCorruptRecord).not.toHaveBeenCalled()
})

test('behavior: a record from a newer version is left in place, skipped, and mentioned once', () => {
  const storage = new BrowserStorage()
  const onCorruptRecord = vi.fn()
  const text = JSON.stringify({ ...record('future'), version: 5, phase: 'teleporting' })
  storage.setItem('rollscope:transfer:future', text)
  const transfers = createLocalStorage({ storage, onCorruptRecord })
  expect(transfers.load()).toEqual([])
  expect(transfers.load()).toEqual([])
  expect(Object.fromEntries(storage.items)).toEqual({ 'rollscope:transfer:future': text })
  expect(onCorruptRecord).not.toHaveBeenCalled()
  expect(warn).not.toHaveBeenCalled()
  expect(info).toHaveBeenCalledTimes(1)
})

test('behavior: a custom prefix sets records aside under its own corrupt prefix', () => {
  const storage = new BrowserStorage()
  const transfers = createLocalStorage({ storage, prefix: 'app' })
  storage.setItem('appx', '{')
  expect(transfers.load()).toEqual([])
  expect(transfers.load()).toEqual([])
  expect(Object.fromEntries(storage.items)).toEqual({ 'app-corrupt:x': '{' })
})

/** A full storage holding finished and unfinished transfers: each finished one is larger than a new one. */
function fullStorage(phases: Record<string, [TransferPhase, number]>) {
  const storage = new BrowserStorage()
  const transfers = createLocalStorage({ storage })
  for (const [id, [phase, updatedAt]] of Object.entries(phases))
    transfers.save(
      record(id, {
        phase,
        updatedAt,
        error: { name: 'SomeError', message: 'words that make this record larger than a new one' },
      }),
    )
  storage.quota = storage.used
  return { storage, transfers }
}
const keysOf = (storage: BrowserStorage) =>
  [...storage.items.keys()].map((key) => key.split(':').at(-1)).sort()

test('behavior: a save short of room evicts finished transfers oldest first, never unfinished or abandoned ones', () => {
  const { storage, transfers } = fullStorage({
    waits1: ['actionRequired', 0],
    aband1: ['abandoned', 0],
    track1: ['tracking', 0],
    donea1: ['completed', 2],
    doneb1: ['failed', 1],
    donec1: ['refunded', 3],
  })
  transfers.save(record('fresh1'))
  expect(keysOf(storage)).toEqual(['aband1', 'donea1', 'donec1', 'fresh1', 'track1', 'waits1'])
  transfers.save(record('fresh2'))
  expect(keysOf(storage)).toEqual(['aband1', 'donec1', 'fresh1', 'fresh2', 'track1', 'waits1'])
  transfers.save(record('fresh3'))
  expect(keysOf(storage)).toEqual(['aband1', 'fresh1', 'fresh2', 'fresh3', 'track1', 'waits1'])
  expect(() => transfers.save(record('fresh4'))).toThrow(
    expect.objectContaining({ name: 'QuotaExceededError', code: 22 }),
  )
  expect(keysOf(storage)).toEqual(['aband1', 'fresh1', 'fresh2', 'fresh3', 'track1', 'waits1'])
  expect(idsOf(transfers.load())).toEqual(['aband1', 'fresh1', 'fresh2', 'fresh3', 'track1', 'waits1'])
})

test('behavior: a transfer saved under pressure is never evicted to make room for itself', () => {
  const { storage, transfers } = fullStorage({ oldest: ['completed', 1], newer: ['completed', 2] })
  const before = storage.getItem('rollscope:transfer:oldest')
  const grown = (message: string) =>
    record('oldest', { phase: 'completed', updatedAt: 1, error: { name: 'SomeError', message } })
  // larger than the whole quota: everything else may go, its saved version stays
  expect(() => transfers.save(grown('x'.repeat(storage.quota)))).toThrow(
    expect.objectContaining({ name: 'QuotaExceededError' }),
  )
  expect(keysOf(storage)).toEqual(['oldest'])
  expect(storage.getItem('rollscope:transfer:oldest')).toBe(before)
  transfers.save(grown('a longer message than before, which fits now the other one is gone'))
  expect(transfers.load()).toEqual([
    grown('a longer message than before, which fits now the other one is gone'),
  ])
})

test('behavior: records set aside are evicted before any finished transfer', () => {
  const storage = new BrowserStorage()
  const transfers = createLocalStorage({ storage })
  transfers.save(record('done', { phase: 'completed' }))
  storage.setItem('rollscope:transfer:bad', `{${'x'.repeat(2000)}`)
  transfers.load()
  storage.quota = storage.used
  transfers.save(record('fresh'))
  expect([...storage.items.keys()].sort()).toEqual(['rollscope:transfer:done', 'rollscope:transfer:fresh'])
})

test('behavior: Firefox’s quota error is recognised too', () => {
  const { storage, transfers } = fullStorage({ done: ['completed', 1] })
  storage.quotaErrorName = 'NS_ERROR_DOM_QUOTA_REACHED'
  transfers.save(record('fresh'))
  expect(keysOf(storage)).toEqual(['fresh'])
})

test('behavior: a save that fails for another reason evicts nothing', () => {
  const { storage, transfers } = fullStorage({ done: ['completed', 1] })
  const denied = new DOMException('The operation is insecure.', 'SecurityError')
  storage.setItem = () => {
    throw denied
  }
  expect(() => transfers.save(record('fresh'))).toThrow(denied)
  expect(keysOf(storage)).toEqual(['done'])
})
