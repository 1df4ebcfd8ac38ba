import { expect, test } from 'vitest'
import { NewerTransferRecordError, TransferRecordError } from '../../errors/storage.ts'
import type { Route } from '../../router/schemas.ts'
import { transferPhases } from '../machine/phases.ts'
import type { TransferRecord } from '../types.ts'
import { migrateRecord } from './recordSchema.ts'

const route: Route = {
  source_asset_chain_id: 'initiation-2',
  source_asset_denom: 'uinit',
  dest_asset_chain_id: 'noble-1',
  dest_asset_denom: 'uusdc',
  amount_in: '1000000',
  amount_out: '990000',
  operations: [{ tx_index: 0, amount_in: '1000000', amount_out: '990000', transfer: {} }],
  chain_ids: ['initiation-2', 'noble-1'],
  required_chain_addresses: ['initiation-2', 'noble-1'],
  txs_required: 2,
}

/** A transfer tracking its second tx, with every optional part filled. */
const tracking = (): TransferRecord => ({
  version: 4,
  id: 't1',
  createdAt: 1,
  updatedAt: 5,
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
  msgs: {
    txs: [
      { cosmos_tx: { chain_id: 'initiation-2', signer_address: 'init1a', msgs: [] } },
      { cosmos_tx: { chain_id: 'noble-1', signer_address: 'noble1a', msgs: [] } },
    ],
  },
  txs: [
    {
      chainId: 'initiation-2',
      txHash: 'AA',
      tracked: true,
      status: { state: 'STATE_COMPLETED_SUCCESS' },
      pending: null,
      unknownSince: null,
    },
    {
      chainId: 'noble-1',
      txHash: 'BB',
      tracked: false,
      status: { state: 'STATE_UNKNOWN' },
      pending: { chainId: 'noble-1', txHash: 'BB', signer: 'noble1a', nonce: '7' },
      unknownSince: 4,
    },
  ],
  currentTx: 1,
  phase: 'confirming',
  error: null,
  broadcastAt: 4,
  droppedTxHashes: ['CC'],
  withdrawal: null,
})

/** What a JSON round trip through storage hands back. */
const stored = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>

const failure = (value: unknown) => {
  try {
    migrateRecord(value)
  } catch (error) {
    return error as TransferRecordError
  }
  throw new Error('expected migrateRecord to throw')
}

test('default: a current record reads back as it was saved', () => {
  expect(migrateRecord(stored(tracking()))).toEqual(tracking())
})

test('behavior: a version-1 record migrates to version 2 with empty confirming fields', () => {
  const { droppedTxHashes: _, ...current } = tracking()
  const v1 = {
    ...current,
    version: 1,
    phase: 'tracking',
    txs: current.txs.map(({ pending: _pending, unknownSince: _unknownSince, ...tx }) => tx),
  }
  expect(migrateRecord(stored(v1))).toEqual({
    ...tracking(),
    phase: 'tracking',
    txs: tracking().txs.map((tx) => ({ ...tx, pending: null, unknownSince: null })),
    droppedTxHashes: [],
  })
})

test('behavior: a version-2 record migrates to version 3 without a withdrawal', () => {
  const { withdrawal: _, ...current } = tracking()
  expect(migrateRecord(stored({ ...current, version: 2 }))).toEqual(tracking())
})

test('behavior: a version-3 record migrates to version 4 without gas on the destination', () => {
  const record = migrateRecord(stored({ ...tracking(), version: 3 }))
  expect(record).toEqual(tracking())
  expect(record.gas ?? null).toBeNull()
})

test('behavior: gas on the destination and its error are read back as stored; a gas route without its route is refused', () => {
  const gasRequest = { ...tracking().request, destDenom: 'ufee', amountIn: '200000' }
  const gas = {
    request: gasRequest,
    route: { ...route, dest_asset_denom: 'ufee', amount_in: '200000' },
    transferId: 'g1',
    error: { name: 'UserRejectedError', message: 'declined' },
  }
  expect(migrateRecord(stored({ ...tracking(), gas })).gas).toEqual(gas)
  expect(migrateRecord(stored({ ...tracking(), id: 'g1', gasFor: 't1' })).gasFor).toBe('t1')
  expect(
    failure({ ...stored(tracking()), gas: { ...gas, route: undefined } }).issues.map(({ path }) => path),
  ).toEqual(['gas.route'])
})

test('behavior: a version-1 record that is malformed still fails after migrating', () => {
  const v1 = { ...stored(tracking()), version: 1, txs: [{ chainId: 'noble-1', txHash: 3 }] }
  expect(failure(v1).issues.map(({ path }) => path)).toEqual([
    'txs.0.txHash',
    'txs.0.tracked',
    'txs.0.status',
  ])
})

test('behavior: a record from a newer kit is named as such', () => {
  const error = failure({ ...stored(tracking()), version: 5, somethingNew: true })
  expect(error).toBeInstanceOf(NewerTransferRecordError)
  expect(error.message).toMatchInlineSnapshot(`
    "A saved transfer was written by a newer version of rollscope (record version 5). Open it where that version runs, or update rollscope.

    Details: at version: expected at most 4, got 5"
  `)
})

test('behavior: a hand-edited phase names the field and the phases it may be', () => {
  expect(failure({ ...stored(tracking()), phase: 'done' }).message).toMatchInlineSnapshot(`
    "A saved transfer is not a record rollscope can read.

    Details: at phase: expected one of "preparing", "signingOpHook", "approving", "signing", "broadcasting", "confirming", "tracking", "actionRequired", "finalizing", "claimable", "claiming", "completed", "failed", "refunded", "abandoned""
  `)
})

test('behavior: a record reads back in each listed phase, and in no other', () => {
  for (const phase of transferPhases)
    expect(migrateRecord(stored({ ...tracking(), phase })).phase).toBe(phase)
  for (const phase of ['done', 'Completed', 'idle', 'quoted'])
    expect(failure({ ...stored(tracking()), phase }).issues).toEqual([
      { path: 'phase', message: `expected one of ${transferPhases.map((name) => `"${name}"`).join(', ')}` },
    ])
})

test.each<[string, (record: Record<string, unknown>) => unknown, string, string]>([
  ['not an object', () => null, '', 'expected an object'],
  ['an array', () => [], '', 'expected an object'],
  [
    'no version',
    ({ version: _, ...record }) => record,
    'version',
    'expected a record version up to 4, got nothing',
  ],
  [
    'version 0',
    (record) => ({ ...record, version: 0 }),
    'version',
    'expected a record version up to 4, got 0',
  ],
  [
    'version as a string',
    (record) => ({ ...record, version: '2' }),
    'version',
    'expected a record version up to 4, got "2"',
  ],
  ['a missing field', ({ route: _, ...record }) => record, 'route', 'expected object'],
  [
    'a missing nested field',
    (record) => ({ ...record, route: { ...route, amount_in: undefined } }),
    'route.amount_in',
    'expected string',
  ],
  ['a wrong type', (record) => ({ ...record, updatedAt: '5' }), 'updatedAt', 'expected number'],
  [
    'a hash that is not a string',
    (record) => ({ ...record, txs: [{ ...tracking().txs[0], txHash: 42 }], currentTx: 0 }),
    'txs.0.txHash',
    'expected string',
  ],
  [
    'a dropped hash that is not a string',
    (record) => ({ ...record, droppedTxHashes: [null] }),
    'droppedTxHashes.0',
    'expected string',
  ],
  [
    'a bad router status',
    (record) => ({ ...record, txs: [{ ...tracking().txs[0], status: { state: 1 } }], currentTx: 0 }),
    'txs.0.status.state',
    'expected string',
  ],
  [
    'currentTx past the txs',
    (record) => ({ ...record, currentTx: 2 }),
    'currentTx',
    'expected an index below 2 (the number of txs), got 2',
  ],
  [
    'currentTx with no txs',
    (record) => ({ ...record, txs: [], currentTx: 1 }),
    'currentTx',
    'expected 0 with no txs, got 1',
  ],
  ['a negative currentTx', (record) => ({ ...record, currentTx: -1 }), 'currentTx', 'expected at least 0'],
  ['an empty id', (record) => ({ ...record, id: '' }), 'id', 'expected a non-empty string'],
])('behavior: %s is rejected with its path', (_, edit, path, message) => {
  const error = failure(edit(stored(tracking())))
  expect(error).toBeInstanceOf(TransferRecordError)
  expect(error).not.toBeInstanceOf(NewerTransferRecordError)
  expect(error.issues[0]).toEqual({ path, message })
  expect(error.message).toContain(`at ${path || '(root)'}: ${message}`)
})

test('behavior: a tx’s simulation reads back; records saved before simulations, with none, read as they were', () => {
  const simulation = {
    gasUsed: '91234',
    changes: [{ denom: 'uinit', amount: '1000', direction: 'out' as const, isFee: false }],
    at: 5,
  }
  const record = tracking()
  const simulated = { ...record, txs: record.txs.map((tx) => ({ ...tx, simulation })) }
  expect(migrateRecord(stored(simulated))).toEqual(simulated)
  expect(migrateRecord(stored(record)).txs[0]).not.toHaveProperty('simulation')
  const hostile = {
    ...simulated,
    txs: [{ ...simulated.txs[0], simulation: { ...simulation, gasUsed: '1e9' } }],
  }
  expect(failure(stored({ ...hostile, currentTx: 0 })).issues).toEqual([
    { path: 'txs.0.simulation.gasUsed', message: 'expected a decimal integer string' },
  ]) // a tx signed without a simulation (no REST known for its chain) says why, and reads back
  const notSimulated = {
    ...record,
    txs: record.txs.map((tx) => ({ ...tx, notSimulated: 'no REST endpoint known' })),
  }
  expect(migrateRecord(stored(notSimulated))).toEqual(notSimulated)
  expect(failure(stored({ ...record, txs: [{ ...record.txs[0], notSimulated: 7 }] })).issues[0]?.path).toBe(
    'txs.0.notSimulated',
  )
})
