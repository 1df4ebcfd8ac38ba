// The adapter contract's worst case must not freeze the tab: with a wallet that answers an empty hash, the
// transfer ends in actionRequired and the event loop keeps turning. The bridge runs in a worker thread and this
// thread watches its heartbeat, so a starved loop fails the test instead of hanging it.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { Worker } from 'node:worker_threads'
import { afterAll, expect, test } from 'vitest'
import { listenOnLocalhost } from '../../packages/devnet/src/cosmos/listen.ts'

const sample = JSON.parse(
  readFileSync(
    new URL('../../../shared/specs/samples/router/msgs-direct-ibc-dydx-to-noble.json', import.meta.url),
    'utf8',
  ),
) as { route: Record<string, string>; txs: { cosmos_tx: { signer_address: string } }[] }

// the router: the recorded route and msgs, over real HTTP
const router = await listenOnLocalhost(
  createServer((incoming, outgoing) => {
    const body = incoming.url?.endsWith('/route') ? sample.route : { txs: sample.txs }
    outgoing.writeHead(200, { 'content-type': 'application/json' })
    outgoing.end(JSON.stringify(body))
  }),
)
afterAll(() => router.close())

test('behavior: a wallet answering an empty hash ends in actionRequired and never starves the event loop', async () => {
  const { route } = sample
  const worker = new Worker(new URL('../../test/starvationWorker.ts', import.meta.url), {
    workerData: {
      routerUrl: router.url,
      request: {
        sourceChainId: route.source_asset_chain_id,
        sourceDenom: route.source_asset_denom,
        destChainId: route.dest_asset_chain_id,
        destDenom: route.dest_asset_denom,
        amountIn: route.amount_in,
      },
      addresses: {
        [route.source_asset_chain_id!]: sample.txs[0]!.cosmos_tx.signer_address,
        [route.dest_asset_chain_id!]: 'noble1nhzuazjhyfu474er6v4ey8zn6wa5fy6gthndxf',
      },
    },
  })
  try {
    const outcome = await new Promise<string>((resolve, reject) => {
      // counted from the worker's first message: loading its modules on a busy machine is not starvation
      let lastBeat: number | undefined
      let ended: string | undefined
      let beatsAfter = 0
      // a starved worker posts nothing, ever: its silence for 10 s is the failure (a busy machine can pause a
      // worker that is not starved for a second or two; a starved one stays silent until the test's timeout)
      const watchdog = setInterval(() => {
        if (lastBeat !== undefined && Date.now() - lastBeat > 10_000)
          reject(new Error(`the worker's event loop stopped (after ${ended ?? 'no end'})`))
      }, 250)
      worker.on('error', reject)
      worker.on('message', (message: string) => {
        lastBeat = Date.now()
        if (message.startsWith('actionRequired')) ended ??= message
        else if (ended && ++beatsAfter >= 10) {
          clearInterval(watchdog)
          resolve(ended)
        }
      })
    })
    expect(outcome).toBe('actionRequired:WalletContractError')
  } finally {
    await worker.terminate()
  }
}, 30_000)
