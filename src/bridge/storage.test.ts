import { expect, test } from 'vitest'
import { createLocalStorage, createMemoryStorage } from './storage.ts'
import type { TransferRecord } from './types.ts'

/** A Storage with the browser's interface, kept in a Map. */
function mapStorage(): Storage {
  const map = new Map<string, string>()
  return {
    get length() {
      return map.size
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  }
}

const record = (id: string) => ({ version: 1, id, txs: [], route: {} }) as unknown as TransferRecord

test('behavior: local storage keeps one key per transfer and skips what it cannot read', () => {
  const storage = mapStorage()
  const transfers = createLocalStorage({ storage })
  transfers.save(record('a'))
  transfers.save(record('b'))
  storage.setItem('rollscope:transfer:broken', '{not json')
  storage.setItem(
    'rollscope:transfer:future',
    JSON.stringify({ version: 2, id: 'future', txs: [], route: {} }),
  )
  storage.setItem('other-app', 'x')
  expect((transfers.load() as TransferRecord[]).map((r) => r.id).sort()).toEqual(['a', 'b'])
  transfers.remove('a')
  expect(storage.getItem('rollscope:transfer:a')).toBeNull()
  // a record written by a newer version is left as it was
  expect(storage.getItem('rollscope:transfer:future')).not.toBeNull()
})

test('behavior: memory storage hands out copies', () => {
  const transfers = createMemoryStorage()
  const saved = record('a')
  transfers.save(saved)
  ;(transfers.load() as TransferRecord[])[0]!.id = 'changed'
  expect((transfers.load() as TransferRecord[])[0]!.id).toBe('a')
})
