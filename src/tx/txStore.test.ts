import { expect, test } from 'vitest'
import { createTxStore, type TxRecord } from './txStore.ts'

function memory() {
  const entries = new Map<string, string>()
  return {
    entries,
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
  }
}

const record: TxRecord = {
  id: 'request-1',
  chainId: 'initiation-2',
  txHash: 'AB'.repeat(32),
  signer: 'init1veaum7vy45fzw5x4mflskgx5lnmwmxx5wm3x8p',
  nonce: '2',
  state: 'failed',
  savedAt: 1,
  failure: {
    code: 5,
    log: 'spendable balance 5uinit is smaller than 6uinit: insufficient funds',
    reason: 'insufficientFunds',
  },
}

test('default: a tx that failed in its block is read back with its failure', () => {
  const store = createTxStore({ storage: memory() })
  store.saveTx(record)
  expect(store.getTx(record.id)).toEqual(record)
})

test('behavior: a failure of another shape in the storage is dropped, the record kept', () => {
  const storage = memory()
  const store = createTxStore({ storage })
  store.saveTx(record)
  const [key] = [...storage.entries.keys()].filter((key) => storage.entries.get(key)?.includes(record.id))
  storage.setItem(key!, JSON.stringify({ ...record, failure: { log: { html: '<b>x</b>' }, reason: 7 } }))
  const read = store.getTx(record.id)
  expect(read).toMatchObject({ id: record.id, state: 'failed' })
  expect(read?.failure).toBeUndefined()
})
