// A page that closed after a transfer's first tx and before its gas route was signed, for the BridgeWidget story that
// reloads it: 5 USDC from Initia into the Minimove rollup with $0.10 of INIT for fees, sent headless on the devnet
// with the story's wallet; the page "closes" as it would note the gas route's start, so that never lands.
import { devnetUrl } from '../.storybook/preview.tsx'
import { createBridgeController } from '../src/bridge/controller.ts'
import { createMemoryStorage } from '../src/bridge/store/storage.ts'
import type { BridgeRequest } from '../src/bridge/types.ts'
import { createRouterClient } from '../src/router/client.ts'
import type { WalletAdapter } from '../src/wallet/types.ts'
import { usdcL1, usdcMove } from '../test/bridgeRequests.ts'
import { closingPage } from '../test/closingPage.ts'

/** Minimove's fee token, INIT (packages/devnet/src/router/registry.ts). */
const moveFeeToken = 'l2/2588fd87a8e081f6a557f43ff14f05dddf5e34cb27afcefd6eaf81f1daea30d0'

/** The storage the closed page left: the transfer sent, its gas route never started. */
export async function storageWithGasNotSent(wallet: WalletAdapter, recipient: string) {
  const stored = createMemoryStorage()
  const page1 = closingPage(stored)
  const router = createRouterClient({ baseUrl: `${devnetUrl()}/router` })
  const page = createBridgeController({
    router,
    wallet,
    storage: page1.storage,
    quoteDebounceMs: 0,
    polling: { minIntervalMs: 100, maxIntervalMs: 500 },
  })
  const request = (destDenom: string, amountIn: string): BridgeRequest => ({
    sourceChainId: 'initiation-2',
    sourceDenom: usdcL1,
    destChainId: 'move-1',
    destDenom,
    amountIn,
    recipient,
  })
  // the gas route as the review offers it: $0.10 of USDC, single-tx (src/bridge/gas/quote.ts)
  const gasRequest = request(moveFeeToken, '100000')
  const gasRoute = await router.route({
    source_asset_chain_id: gasRequest.sourceChainId,
    source_asset_denom: gasRequest.sourceDenom,
    dest_asset_chain_id: gasRequest.destChainId,
    dest_asset_denom: gasRequest.destDenom,
    amount_in: gasRequest.amountIn,
    allow_multi_tx: false,
  })
  page.start()
  page.setRequest(request(usdcMove, '5000000'))
  page.subscribe(() => {
    if (page.getState().status === 'quoted') page.submit({ gas: { request: gasRequest, route: gasRoute } })
  })
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([
    page1.closing,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error('the transfer was never sent')), 20_000)
    }),
  ])
  clearTimeout(timer)
  page.stop()
  // a closed tab's locks are released
  page1.close()
  return stored
}
