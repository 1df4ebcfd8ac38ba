import { expect, test } from 'vitest'
import { record as transfer } from '../../../test/transferRecords.ts'
import { createMemoryStorage } from '../store/storage.ts'
import { createTransferStore } from '../store/transferStore.ts'
import type { TransferRecord } from '../types.ts'
import { createGasFollower } from './follow.ts'
import type { GasQuote } from './quote.ts'

// A finished transfer whose gas route the wallet declined: the user may bring it again, quoted afresh.
async function declinedGas() {
  const base = transfer()
  const main: TransferRecord = {
    ...base,
    id: 'main',
    phase: 'completed',
    gas: {
      request: base.request,
      route: base.route,
      transferId: null,
      error: { name: 'UserRejectedError', message: 'declined' },
    },
  }
  const storage = createMemoryStorage()
  await storage.save(main)
  const store = createTransferStore({
    storage,
    maxHistory: () => 100,
    pollMs: 60_000,
    now: Date.now,
    onChange: () => {},
    onLoaded: () => {},
    onSaveProblem: () => {},
  })
  await store.reload()
  const driven: TransferRecord[] = []
  const work: Promise<unknown>[] = []
  const follower = createGasFollower({
    store,
    here: new Set(),
    options: () => ({ router: undefined as never }),
    now: Date.now,
    newId: () => `gas-${driven.length}`,
    drive: (_id, fresh) => driven.push(fresh),
    liveError: () => undefined,
    background: (promise) => work.push(promise),
  })
  const settled = () => Promise.all(work)
  return { base, store, follower, driven, settled }
}

test('behavior: a quote for another pair (shown for another transfer) is not brought as this one’s gas route', async () => {
  const { base, store, follower, driven, settled } = await declinedGas()
  const other: GasQuote = { request: { ...base.request, destDenom: 'uother' }, route: base.route }
  follower.bring('main', other)
  await settled()
  expect(driven).toEqual([])
  expect(store.get('main')?.gas?.transferId).toBeNull()

  follower.bring('main', { request: base.request, route: base.route })
  await settled()
  expect(driven.map((record) => [record.gasFor, record.request])).toEqual([['main', base.request]])
  expect(store.get('main')?.gas?.transferId).toBe(driven[0]?.id)
})

test('behavior: a gas route whose record another tab removed after its tx went is no gas route that did not start', async () => {
  const { base, store, follower, settled } = await declinedGas()
  await store.apply('main', {
    type: 'gasRetried',
    transferId: 'gas-sent',
    request: base.request,
    route: base.route,
  })
  const sent: TransferRecord = {
    ...base,
    id: 'gas-sent',
    gasFor: 'main',
    phase: 'completed',
    txs: [
      {
        chainId: 'initiation-2',
        txHash: 'AB'.repeat(32),
        tracked: true,
        status: null,
        pending: null,
        unknownSince: null,
      },
    ],
  }
  follower.changed(sent, null)
  await settled()
  expect(store.get('main')?.gas?.error).toBeNull()

  // one with nothing broadcast (the wallet declined it) is
  follower.changed({ ...sent, txs: sent.txs.map((tx) => ({ ...tx, txHash: null, tracked: false })) }, null)
  await settled()
  expect(store.get('main')?.gas?.error?.message).toBe('The gas route did not start.')
})
