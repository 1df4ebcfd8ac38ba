// When quotes are asked: through the controller, over real HTTP to the devnet router.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type DevnetServer, startDevnetServer } from '../../packages/devnet/src/server.ts'
import { nobleToL1 } from '../../test/bridgeRequests.ts'
import { until } from '../../test/untilState.ts'
import { cosmosTestWallet } from '../../test/wallets.ts'
import { createRouterClient } from '../router/client.ts'
import { type BridgeControllerOptions, createBridgeController } from './controller.ts'
import { createMemoryStorage } from './store/storage.ts'
import type { BridgeState } from './types.ts'

let devnet: DevnetServer
let wallet: BridgeControllerOptions['wallet']
beforeAll(async () => {
  devnet = await startDevnetServer({ port: 0, evm: false })
  wallet = await cosmosTestWallet(devnet.chains)
})
afterAll(() => devnet.close())

/** A started controller whose route requests are recorded by `amount_in`. */
function quoting(overrides: Partial<BridgeControllerOptions>) {
  const asked: string[] = []
  const router = createRouterClient({
    baseUrl: devnet.router,
    fetch: (input, init) => {
      if (String(input).endsWith('/v2/fungible/route')) asked.push(JSON.parse(String(init?.body)).amount_in)
      return fetch(input, init)
    },
  })
  const controller = createBridgeController({ router, wallet, storage: createMemoryStorage(), ...overrides })
  controller.start()
  const quotedFor = (amountIn: string) =>
    until(
      controller,
      (state: BridgeState) => state.status === 'quoted' && state.request.amountIn === amountIn,
    )
  return { controller, asked, quotedFor }
}

test('behavior: quoteNow asks at once, and the pause it cut short asks nothing after', async () => {
  const { controller, asked, quotedFor } = quoting({ quoteDebounceMs: 150 })
  controller.setRequest({ ...nobleToL1, amountIn: '1000000' })
  controller.quoteNow()
  await quotedFor('1000000')
  // the next amount waits out a whole pause, begun after the first one's would have ended
  controller.setRequest({ ...nobleToL1, amountIn: '2000000' })
  await quotedFor('2000000')
  controller.stop()
  expect(asked).toEqual(['1000000', '2000000'])
})

test('behavior: an amount typed back while its quote is fresh is answered from it, not asked again', async () => {
  const { controller, asked, quotedFor } = quoting({ quoteDebounceMs: 60_000 })
  controller.setRequest({ ...nobleToL1, amountIn: '1200000' })
  controller.quoteNow()
  const first = await quotedFor('1200000')
  // "12" -> "123" -> "12" within the pause
  controller.setRequest({ ...nobleToL1, amountIn: '12300000' })
  controller.setRequest({ ...nobleToL1, amountIn: '1200000' })
  const again = controller.getState()
  // settled again (blur, Enter) with nothing waiting: nothing is asked either
  controller.quoteNow()
  controller.stop()
  // the same quote, expiring when it did
  expect(again).toEqual(first)
  expect(asked).toEqual(['1200000'])
})

test('behavior: Try again (the request cleared, then set again) asks anew', async () => {
  const { controller, asked, quotedFor } = quoting({ quoteDebounceMs: 60_000 })
  controller.setRequest(nobleToL1)
  controller.quoteNow()
  await quotedFor(nobleToL1.amountIn)
  controller.setRequest(null)
  controller.setRequest(nobleToL1)
  controller.quoteNow()
  await quotedFor(nobleToL1.amountIn)
  controller.stop()
  expect(asked).toEqual([nobleToL1.amountIn, nobleToL1.amountIn])
})
