import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { recogniseTx } from '../../chainHistory/recognise.ts'
import type { Tx } from '../../indexer/txs.ts'
import { notStored } from './merge.ts'

// a recorded indexer tx (../shared/specs/samples/indexer)
const deposit: Tx = JSON.parse(
  readFileSync(
    new URL(
      '../../../../shared/specs/samples/indexer/tx-record-l1-op-initiate-token-deposit.json',
      import.meta.url,
    ),
    'utf8',
  ),
)
const hash = (n: number) => n.toString(16).toUpperCase().padStart(64, 'A')
const at = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString()
const withHash = (tx: Tx, n: number): Tx => ({ ...tx, txhash: hash(n), timestamp: at(n) })

test('behavior: a stored transfer is not shown again, whatever the case or 0x of its hash', () => {
  const a = recogniseTx(withHash(deposit, 1), 'initiation-2')!
  const b = recogniseTx(withHash(deposit, 2), 'initiation-2')!
  const record = { txs: [{ txHash: `0x${hash(1).toLowerCase()}` }], droppedTxHashes: [], withdrawal: null }
  expect(notStored([a, b, b], [record as never]).map((transfer) => transfer.txHash)).toEqual([hash(2)])
})
