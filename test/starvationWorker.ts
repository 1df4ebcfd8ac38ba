// Runs in a worker thread (src/bridge/starvation.test.ts): a transfer whose wallet answers with an empty hash,
// while a timer posts a heartbeat. If the bridge spun on resolved promises, the timer would never fire and the
// main thread, which watches the heartbeat, would see it stop.
import { parentPort, workerData } from 'node:worker_threads'
import { createBridgeController } from '../src/bridge/controller.ts'
import { createMemoryStorage } from '../src/bridge/store/storage.ts'
import type { BridgeRequest } from '../src/bridge/types.ts'
import { createRouterClient } from '../src/router/client.ts'

const { routerUrl, request, addresses } = workerData as {
  routerUrl: string
  request: BridgeRequest
  addresses: Record<string, string>
}
const post = (message: string) => parentPort?.postMessage(message)
setInterval(() => post('beat'), 20)
post('loaded')

const controller = createBridgeController({
  router: createRouterClient({ baseUrl: routerUrl }),
  wallet: {
    getAddress: async (chainId) => addresses[chainId] ?? '',
    // a wallet that breaks its contract: "sent", without a hash
    sendTx: async (tx) => ({ txHash: '', chainId: tx.cosmos_tx?.chain_id ?? '' }),
  },
  storage: createMemoryStorage(),
  quoteDebounceMs: 1,
})
let submitted = false
controller.subscribe(() => {
  const state = controller.getState()
  if (state.status === 'quoted' && !submitted) {
    submitted = true
    controller.submit()
  }
  if (state.status === 'actionRequired') post(`actionRequired:${state.error?.name}`)
})
controller.start()
controller.setRequest(request)
