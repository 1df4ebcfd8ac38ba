// The bridge's test harness without the devnet: the router is msw over real HTTP serving a recorded route and
// its msgs (samples/router/msgs-direct-ibc-dydx-to-noble.json), the wallet is a scripted adapter (an app's own
// wallet code, not the kit's), storage is memory unless a test brings its own.
import { readFileSync } from 'node:fs'
import { HttpResponse, http } from 'msw'
import { afterEach } from 'vitest'
import { type BridgeControllerOptions, createBridgeController } from '../src/bridge/controller.ts'
import { createMemoryStorage } from '../src/bridge/store/storage.ts'
import { createRouterClient } from '../src/router/client.ts'
import type { MsgsResponse, Route, StatusResponse } from '../src/router/schemas.ts'
import type { PendingTxLookup, SendTxOptions, WalletAdapter } from '../src/wallet/types.ts'
import { setupMswServer } from './msw.ts'
import { until } from './untilState.ts'

export { until }

export const sample = JSON.parse(
  readFileSync(
    new URL('../../shared/specs/samples/router/msgs-direct-ibc-dydx-to-noble.json', import.meta.url),
    'utf8',
  ),
) as { route: Route; txs: MsgsResponse['txs'] }
export const route = sample.route
export const routerMsgs: MsgsResponse = { txs: sample.txs }
export const addresses: Record<string, string> = {
  'dydx-mainnet-1': sample.txs[0]!.cosmos_tx!.signer_address,
  'noble-1': 'noble1nhzuazjhyfu474er6v4ey8zn6wa5fy6gthndxf',
}
export const request = {
  sourceChainId: route.source_asset_chain_id,
  sourceDenom: route.source_asset_denom,
  destChainId: route.dest_asset_chain_id,
  destDenom: route.dest_asset_denom,
  amountIn: route.amount_in,
}
export const hash = (n: number) => n.toString(16).toUpperCase().padStart(64, 'A')
export const base = 'http://router.test'

export const server = setupMswServer()

/** The router: the recorded route and msgs; track and status as `statusOf` says. */
export function router({
  msgs = routerMsgs,
  statusOf = (txHash: string): StatusResponse => completed(txHash),
}: {
  msgs?: MsgsResponse
  statusOf?: (txHash: string) => StatusResponse
} = {}) {
  const calls = { track: 0, status: 0 }
  server.use(
    http.post(`${base}/v2/fungible/route`, () => HttpResponse.json(route)),
    http.post(`${base}/v2/fungible/msgs`, () => HttpResponse.json(msgs)),
    http.post(`${base}/v2/tx/track`, async ({ request }) => {
      calls.track++
      const body = (await request.json()) as { tx_hash: string }
      return HttpResponse.json({ tx_hash: body.tx_hash })
    }),
    http.get(`${base}/v2/tx/status`, ({ request }) => {
      calls.status++
      return HttpResponse.json(statusOf(new URL(request.url).searchParams.get('tx_hash') ?? ''))
    }),
  )
  return calls
}

export function completed(txHash: string, chainId = 'dydx-mainnet-1'): StatusResponse {
  return {
    state: 'STATE_COMPLETED_SUCCESS',
    transfers: [
      {
        state: 'STATE_COMPLETED_SUCCESS',
        transfer_sequence: [
          {
            ibc_transfer: {
              from_chain_id: 'dydx-mainnet-1',
              to_chain_id: 'noble-1',
              state: 'TRANSFER_SUCCESS',
              packet_txs: { send_tx: { chain_id: chainId, tx_hash: txHash } },
            },
          },
        ],
      },
    ],
  }
}

export type Send = (options: SendTxOptions, attempt: number) => Promise<{ txHash: string; chainId: string }>

/** A scripted wallet: `send` decides what each signature does; every call is counted. */
export function wallet(send: Send, checkTx?: () => Promise<PendingTxLookup>) {
  const sent: number[] = []
  const adapter: WalletAdapter = {
    getAddress: async (chainId) => addresses[chainId]!,
    sendTx: (_tx, options = {}) => {
      sent.push(sent.length)
      return send(options, sent.length)
    },
    ...(checkTx ? { checkTx } : {}),
  }
  return { adapter, sent }
}

/** A Cosmos-like wallet: hash saved first, then broadcast. */
export const cosmosLike =
  (broadcast: (attempt: number) => Promise<void> = async () => {}): Send =>
  async ({ onTxHash }, attempt) => {
    const txHash = hash(attempt)
    await onTxHash?.({ txHash, chainId: 'dydx-mainnet-1', broadcast: false, nonce: '7' })
    await broadcast(attempt)
    return { txHash, chainId: 'dydx-mainnet-1' }
  }

export const running: { stop(): void }[] = []
// a failed test must not leave its transfer polling into the next one
afterEach(() => {
  for (const controller of running.splice(0)) controller.stop()
})

export function bridge(adapter: WalletAdapter, overrides: Partial<BridgeControllerOptions> = {}) {
  const statuses: string[] = []
  const anomalies: Error[] = []
  const controller = createBridgeController({
    router: createRouterClient({ baseUrl: base, retry: { delayMs: 1 } }),
    wallet: adapter,
    storage: createMemoryStorage(),
    quoteDebounceMs: 1,
    polling: { minIntervalMs: 5, maxIntervalMs: 20 },
    confirmTimeoutMs: 200,
    onAnomaly: (error) => anomalies.push(error),
    ...overrides,
  })
  controller.subscribe(() => {
    const status = controller.getState().status
    if (statuses.at(-1) !== status) statuses.push(status)
  })
  controller.start()
  running.push(controller)
  return { controller, statuses, anomalies }
}

export async function submitted(controller: ReturnType<typeof createBridgeController>) {
  controller.setRequest(request)
  await until(controller, (state) => state.status === 'quoted')
  controller.submit()
}
