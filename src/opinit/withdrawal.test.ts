import { expect, test } from 'vitest'
import { findWithdrawal } from './findWithdrawal.ts'
import type { ExecutorWithdrawal } from './schemas.ts'
import { durationSeconds } from './withdrawal.ts'

// shaped as opinit-bots' QueryWithdrawalResponse (executor/types/query.go), before its output is proposed
const withdrawal = (
  sequence: number,
  amount: string,
  extra: Partial<ExecutorWithdrawal> = {},
): ExecutorWithdrawal => ({
  sequence,
  to: 'init1to',
  from: 'init1from',
  amount: { denom: 'uinit', amount },
  output_index: 0,
  bridge_id: 1,
  withdrawal_proofs: null,
  version: 'AQ==',
  storage_root: null,
  last_block_hash: null,
  tx_time: '2026-11-24T00:00:10Z',
  tx_hash: `HASH${sequence}`,
  ...extra,
})
const since = Date.parse('2026-11-24T00:00:00Z')

test('findWithdrawal: by the tx hash, 0x and case aside', () => {
  const list = [withdrawal(1, '5'), withdrawal(2, '5', { tx_hash: 'ABCDEF' })]
  expect(findWithdrawal(list, { txHash: '0xabcdef', to: 'init1to', amount: '9', since })?.sequence).toBe(2)
})

test('findWithdrawal: else the oldest to the receiver since the send, within the slippage', () => {
  const list = [
    withdrawal(3, '990', { tx_time: '2026-11-23T00:00:00Z' }), // before the send
    withdrawal(4, '1001'), // more than quoted
    withdrawal(5, '985'), // an earlier swap gave a little less
    withdrawal(6, '1000'),
    withdrawal(7, '1000', { to: 'init1other' }),
  ]
  const sent = { txHash: '0xevm', to: 'init1to', amount: '1000', minAmount: '980', since }
  expect(findWithdrawal(list, sent)?.sequence).toBe(5)
  expect(findWithdrawal(list, { ...sent, minAmount: undefined })?.sequence).toBe(6)
  expect(findWithdrawal(list, { ...sent, to: 'init1nobody' })).toBeUndefined()
})

test('durationSeconds: a protobuf Duration in JSON', () => {
  expect(durationSeconds('604800s')).toBe(604800)
  expect(durationSeconds('0.5s')).toBe(0.5)
  expect(durationSeconds('7d')).toBeNaN()
})
