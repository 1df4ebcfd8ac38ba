// The transfer store's code (the records' schema, saving, the machine) is fetched at mount only when the browser's
// storage may hold a transfer; else once a quote is on screen. The loader fails through vi.doMock, as a missing
// chunk would; the browser's localStorage is a Map behind the Storage interface.
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { bridge, cosmosLike, request, router, submitted, until, wallet } from '../../test/bridgeHarness.ts'
import type { TransferRecord } from './types.ts'

class MapStorage implements Storage {
  readonly #items = new Map<string, string>()
  get length() {
    return this.#items.size
  }
  key = (index: number) => [...this.#items.keys()][index] ?? null
  getItem = (key: string) => this.#items.get(key) ?? null
  setItem = (key: string, value: string) => void this.#items.set(key, String(value))
  removeItem = (key: string) => void this.#items.delete(key)
  clear = () => this.#items.clear()
}

const stored = () =>
  Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index)!)
    .filter((key) => key.startsWith('rollscope:transfer:'))
    .map((key) => JSON.parse(localStorage.getItem(key)!) as TransferRecord)

const storeCodeGone = () => {
  vi.doMock('./controller/adoption.ts', () => {
    throw new TypeError('Failed to fetch dynamically imported module')
  })
}
beforeEach(() => {
  vi.stubGlobal('localStorage', new MapStorage())
})
afterEach(() => {
  vi.doUnmock('./controller/adoption.ts')
  vi.doUnmock('./machine/transferParts.ts')
  vi.unstubAllGlobals()
})

test('behavior: with nothing stored, a page that cannot fetch the store still quotes, and a submit stores and signs nothing', async () => {
  router()
  const { adapter, sent } = wallet(cosmosLike())
  storeCodeGone()
  // the browser's storage (the default), empty
  const { controller, anomalies } = bridge(adapter, { storage: undefined })
  controller.setRequest(request)
  await until(controller, (state) => state.status === 'quoted')
  // asked for once the quote shows: the failure is reported, the quote stays
  await expect.poll(() => anomalies.map((error) => error.name)).toContain('ModuleLoadError')
  expect(controller.getState().status).toBe('quoted')

  controller.submit()
  const state = await until(controller, (s) => s.status === 'quoted' && s.error !== null)
  expect(state.error?.name).toBe('ModuleLoadError')
  expect(sent).toHaveLength(0)
  expect(stored()).toHaveLength(0)
  expect(controller.getTransfers()).toHaveLength(0)
})

test('default: a signed transfer in the browser storage is taken up at mount, with no quote asked, and completes', async () => {
  router()
  // the first page saves the hash of its signed tx, and is closed while the tx is broadcast
  const { adapter } = wallet(cosmosLike(async () => first.controller.stop()))
  const first = bridge(adapter, { storage: undefined })
  await submitted(first.controller)
  await expect.poll(() => stored()[0]?.txs[0]?.txHash).toBeTruthy()

  const { adapter: again, sent } = wallet(cosmosLike())
  const second = bridge(again, { storage: undefined })
  // nothing to click, no amount typed: it continues on mount
  await until(second.controller, () => second.controller.getTransfers()[0]?.phase === 'completed')
  expect(second.controller.getState().status).toBe('idle')
  expect(sent).toHaveLength(0)
  expect(stored()[0]?.phase).toBe('completed')
})

test('behavior: a submit right after mount, before any store code was needed, stores the transfer before it signs', async () => {
  router()
  const signedWithRecord: number[] = []
  const { adapter } = wallet(async (options, attempt) => {
    signedWithRecord.push(stored().length)
    return cosmosLike()(options, attempt)
  })
  const { controller } = bridge(adapter, { storage: undefined })
  await submitted(controller)
  await until(controller, (state) => state.status === 'completed')
  expect(signedWithRecord).toEqual([1])
  expect(controller.getTransfers()).toHaveLength(1)
})

test('behavior: a page that cannot fetch what reads a stored transfer still shows it, with why', async () => {
  router()
  const first = bridge(wallet(cosmosLike()).adapter, { storage: undefined })
  await submitted(first.controller)
  await until(first.controller, (state) => state.status === 'completed')
  first.controller.stop()

  vi.doMock('./machine/transferParts.ts', () => {
    throw new TypeError('Failed to fetch dynamically imported module')
  })
  const second = bridge(wallet(cosmosLike()).adapter, { storage: undefined })
  await until(second.controller, () => second.controller.getTransfers().length === 1)
  second.controller.resume(stored()[0]!.id)
  const shown = await until(second.controller, (state) => state.status === 'completed')
  expect(shown.status === 'completed' && shown.transfer.id).toBe(stored()[0]!.id)
  expect(shown.error?.name).toBe('ModuleLoadError')
})
