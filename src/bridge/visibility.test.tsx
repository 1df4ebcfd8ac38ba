// In a DOM: a hidden tab polls the router's status rarely, and polls at once when shown again.
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { nobleToL1 } from '../../test/bridgeRequests.ts'
import { cosmosTestWallet } from '../../test/wallets.ts'
import { createRouterClient } from '../router/client.ts'
import { createBridgeController } from './controller.ts'
import { createMemoryStorage } from './store/storage.ts'

let visibility: DocumentVisibilityState = 'visible'
beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility })
})
afterAll(() => {
  Reflect.deleteProperty(document, 'visibilityState')
})

const show = (state: DocumentVisibilityState) => {
  visibility = state
  document.dispatchEvent(new Event('visibilitychange'))
}

test('behavior: hidden, the status is polled at the hidden pace; shown, at once', async () => {
  const polls: number[] = []
  const router = createRouterClient({
    baseUrl: inject('devnetRouter'),
    fetch: (input, init) => {
      if (String(input).includes('/v2/tx/status')) polls.push(Date.now())
      return fetch(input, init)
    },
  })
  const controller = createBridgeController({
    router,
    // the test mnemonic's account 1: useBridgeTransfer.test.tsx signs on Noble as account 0 on this project's devnet
    wallet: await cosmosTestWallet(inject('devnetChains'), undefined, 1),
    storage: createMemoryStorage(),
    quoteDebounceMs: 0,
    polling: { minIntervalMs: 20, maxIntervalMs: 100, hiddenIntervalMs: 60_000 },
  })
  controller.start()
  controller.setRequest(nobleToL1)
  await expect.poll(() => controller.getState().status, { timeout: 10_000 }).toBe('quoted')
  show('hidden')
  controller.submit()
  await expect.poll(() => controller.getState().status, { timeout: 10_000 }).toBe('tracking')
  await new Promise((resolve) => setTimeout(resolve, 500))
  expect(polls).toEqual([])

  // at once: long before the hidden pace's next poll (60 s). A tighter bound is a clock on a busy machine
  const shownAt = Date.now()
  show('visible')
  await expect.poll(() => polls.length, { timeout: 10_000 }).toBeGreaterThan(0)
  expect(polls[0]! - shownAt).toBeLessThan(10_000)
  await expect.poll(() => controller.getState().status, { timeout: 10_000 }).toBe('completed')
  controller.stop()
})
