import { expect, test } from 'vitest'
import { record as transfer } from '../../../test/transferRecords.ts'
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
