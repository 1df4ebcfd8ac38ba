// The driver is code loaded on first use: a page that cannot fetch it (offline, a chunk gone after a deploy) must
// leave every transfer as it was, and say so. The loader fails through vi.doMock, as a missing chunk would.
import { afterEach, expect, test, vi } from 'vitest'
import { bridge, router, submitted, until, wallet } from '../../test/bridgeHarness.ts'
import { defaultErrorWords } from '../components/shared/errorWords.ts'
import { createMemoryStorage } from './store/storage.ts'

const chunkGone = () => {
  vi.doMock('./controller/takeUp.ts', () => {
    throw new TypeError('Failed to fetch dynamically imported module')
  })
}
afterEach(() => {
  vi.doUnmock('./controller/takeUp.ts')
})

test('behavior: a new transfer whose driver cannot load goes back to the quote, nothing signed or stored', async () => {
  router()
  const { adapter, sent } = wallet(async () => ({ txHash: '', chainId: 'dydx-mainnet-1' }))
  const { controller } = bridge(adapter)
  chunkGone()
  await submitted(controller)
  const state = await until(controller, (s) => s.status === 'quoted' && s.error !== null)
  expect(state.error?.name).toBe('ModuleLoadError')
  expect(defaultErrorWords.ModuleLoadError).toMatchInlineSnapshot(
    `"Part of this page could not be loaded. Check your connection, then try again."`,
  )
  expect(sent).toHaveLength(0)
  expect(controller.getTransfers()).toHaveLength(0)
  controller.stop()
})

test('behavior: a resumed transfer whose driver cannot load stays where it was, never shown as interrupted', async () => {
  router()
  const storage = createMemoryStorage()
  // the wallet gives no hash: the transfer asks the user
  const { adapter, sent } = wallet(async () => ({ txHash: '', chainId: 'dydx-mainnet-1' }))
  const first = bridge(adapter, { storage })
  await submitted(first.controller)
  await until(first.controller, (s) => s.status === 'actionRequired')
  first.controller.stop()
  const [stopped] = await storage.load()

  // a reload, and the chunk is gone
  chunkGone()
  const second = bridge(adapter, { storage })
  await until(second.controller, () => second.controller.getTransfers().length === 1)
  second.controller.resume(stopped!.id)
  const state = await until(second.controller, (s) => s.status === 'actionRequired' && s.error !== null)
  expect(state.error?.name).toBe('ModuleLoadError')
  second.controller.stop()
  const [kept] = await storage.load()
  expect(kept?.phase).toBe('actionRequired')
  expect(kept?.error?.name).toBe('WalletContractError')

  // the next reload finds it as it was: nothing says the wallet was interrupted, nothing was signed meanwhile
  vi.doUnmock('./controller/takeUp.ts')
  const third = bridge(adapter, { storage })
  await until(third.controller, () => third.controller.getTransfers().length === 1)
  third.controller.stop()
  expect(third.controller.getTransfers()[0]?.error?.name).toBe('WalletContractError')
  expect(sent).toHaveLength(1)
})
