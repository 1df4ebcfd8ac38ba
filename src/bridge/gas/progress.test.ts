import { expect, test } from 'vitest'
import { tracking, record as transfer } from '../../../test/transferRecords.ts'
import { transition } from '../machine/transition.ts'
import type { TransferRecord } from '../types.ts'
import { gasProgressOf } from './progress.ts'

const main = (gas: Partial<NonNullable<TransferRecord['gas']>> | null): TransferRecord => {
  const record = transfer()
  return {
    ...record,
    gas: gas && { request: record.request, route: record.route, transferId: null, error: null, ...gas },
  }
}
const gasRecord = (phase: TransferRecord['phase']): TransferRecord => ({
  ...transfer(),
  id: 'g',
  phase,
  gasFor: 'main',
})

test('default: no gas, no progress', () => {
  expect(gasProgressOf(main(null), [])).toBeNull()
})

test('behavior: waiting, signing, on its way, arrived and failed, from the gas route own record', () => {
  expect(gasProgressOf(main({}), [])?.stage).toBe('waiting')
  expect(gasProgressOf(main({ transferId: 'g' }), [])?.stage).toBe('signing')
  const stage = (phase: TransferRecord['phase']) =>
    gasProgressOf(main({ transferId: 'g' }), [gasRecord(phase)])?.stage
  expect(stage('preparing')).toBe('signing')
  expect(stage('signing')).toBe('signing')
  expect(stage('tracking')).toBe('sending')
  expect(stage('completed')).toBe('arrived')
  expect(stage('failed')).toBe('failed')
  expect(stage('refunded')).toBe('failed')
  expect(stage('actionRequired')).toBe('failed')
})

test('behavior: a gas route that did not go is failed with its reason', () => {
  const error = { name: 'UserRejectedError', message: 'declined' }
  expect(gasProgressOf(main({ transferId: 'g', error }), [gasRecord('signing')])).toMatchObject({
    stage: 'failed',
    error,
  })
})

test('behavior: after the first broadcast, a gas route nobody starts was not sent and may be brought; one starting here waits', () => {
  const broadcast = (gas: Partial<NonNullable<TransferRecord['gas']>>): TransferRecord => ({
    ...main(gas),
    ...tracking(),
    gas: main(gas).gas,
  })
  // the page that saw the broadcast is starting it
  expect(gasProgressOf(broadcast({}), [], true)).toMatchObject({ stage: 'waiting', canBring: false })
  expect(gasProgressOf(broadcast({ transferId: 'g' }), [], true)).toMatchObject({
    stage: 'signing',
    canBring: false,
  })
  // a reload: nothing starts it, with or without the id noted before the page closed
  expect(gasProgressOf(broadcast({}), [])).toMatchObject({ stage: 'notSent', canBring: true })
  expect(gasProgressOf(broadcast({ transferId: 'g' }), [])).toMatchObject({
    stage: 'notSent',
    canBring: true,
  })
  // nothing broadcast yet: it starts with the transfer
  expect(gasProgressOf(main({}), [])).toMatchObject({ stage: 'waiting', canBring: false })
  // dropped before anything of it was broadcast: may be brought; on its way or failed on chain: not again
  const error = { name: 'UserRejectedError', message: 'declined' }
  expect(gasProgressOf(broadcast({ transferId: 'g', error }), [])?.canBring).toBe(true)
  for (const phase of ['tracking', 'failed', 'actionRequired', 'completed'] as const)
    expect(gasProgressOf(broadcast({ transferId: 'g' }), [gasRecord(phase)])?.canBring).toBe(false)
})

test('behavior: gasRetried puts the new quote and record on the transfer and clears the old reason', () => {
  const error = { name: 'UserRejectedError', message: 'declined' }
  const before = main({ transferId: 'g', error })
  const request = { ...before.request, amountIn: '7' }
  const route = { ...before.route, amount_in: '7' }
  const after = transition(before, { type: 'gasRetried', transferId: 'h', request, route }, 99)
  expect(after?.gas).toEqual({ request, route, transferId: 'h', error: null })
  expect(after?.updatedAt).toBe(99)
  // a transfer without gas is left as it is
  expect(transition(main(null), { type: 'gasRetried', transferId: 'h', request, route }, 99)).toEqual(
    main(null),
  )
})
