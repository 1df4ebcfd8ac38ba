// Fault suite: N transfers through the bridge controller against the devnet, with random router faults
// (5xx, 429, latency, track 404s), failed and abandoned transfers, and page reloads at random moments.
// Counts what must never happen: transfers lost, txs broadcast twice, transfers left unfinished.
//
//   npm run fault-suite                       50 transfers, seed 1
//   npm run fault-suite -- --transfers 12 --seed 7 --check   fail (exit 1) unless every count is 0
import { parseArgs } from 'node:util'
import { createBridgeController } from '../src/bridge/controller.ts'
import { createMemoryStorage } from '../src/bridge/storage.ts'
import { isTerminal } from '../src/bridge/transition.ts'
import type { BridgeRequest } from '../src/bridge/types.ts'
import { createRandom } from '../src/devnet/indexer/random.ts'
import { startDevnetServer } from '../src/devnet/server.ts'
import { createRouterClient } from '../src/router/client.ts'
import { combineWallets } from '../src/wallet/combineWallets.ts'
import type { WalletAdapter } from '../src/wallet/types.ts'
import { usdcL1, usdcMove } from '../test/bridgeRequests.ts'
import { cosmosTestWallet, evmTestWallet } from '../test/wallets.ts'

const { values } = parseArgs({
  options: {
    transfers: { type: 'string', default: '50' },
    seed: { type: 'string', default: '1' },
    check: { type: 'boolean', default: false },
  },
})
const transfers = Number(values.transfers)
const seed = Number(values.seed)
const random = createRandom('fault-suite', seed, 0)

const devnet = await startDevnetServer({ port: 0, router: { speed: 2000 } })
const cosmos = await cosmosTestWallet(devnet.chains)
const evm = devnet.evm ? await evmTestWallet(devnet.evm) : undefined
const wallet = combineWallets({ cosmos, evm })

// every hash a wallet returned: each must end up in a stored transfer, once
const broadcasts: string[] = []
const counting: WalletAdapter = {
  getAddress: (chainId) => wallet.getAddress(chainId),
  signOpHook: (hook) => wallet.signOpHook!(hook),
  async sendTx(tx, options) {
    const result = await wallet.sendTx(tx, options)
    broadcasts.push(result.txHash)
    return result
  },
}

const routes: BridgeRequest[] = [
  {
    sourceChainId: 'noble-1',
    sourceDenom: 'uusdc',
    destChainId: 'initiation-2',
    destDenom: usdcL1,
    amountIn: '1',
  },
  {
    sourceChainId: 'noble-1',
    sourceDenom: 'uusdc',
    destChainId: 'move-1',
    destDenom: usdcMove,
    amountIn: '1',
  },
  ...(devnet.evm
    ? [
        {
          sourceChainId: '4354',
          sourceDenom: devnet.evm.tokens.usdc,
          destChainId: 'noble-1',
          destDenom: 'uusdc',
          amountIn: '1',
        },
      ]
    : []),
]

const storage = createMemoryStorage()
const faults = ['', '', '', 'track-404=2', 'hop-failure', 'error', 'abandoned']
let reloads = 0
let resumes = 0

function page(faultHeader: string) {
  const router = createRouterClient({
    baseUrl: devnet.router,
    // every request of this page may fail; the seed makes the run repeatable
    headers: {
      'x-devnet-fault': [`random=0.15`, `seed=${random.int(1, 1e6)}`, faultHeader].filter(Boolean).join(','),
    },
    retry: { delayMs: 5, maxDelayMs: 1500 },
  })
  const controller = createBridgeController({
    router,
    wallet: counting,
    storage,
    quoteDebounceMs: 5,
    polling: { minIntervalMs: 10, maxIntervalMs: 100 },
  })
  controller.start()
  return controller
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const reloadPoints = ['quoting', 'quoted', 'preparing', 'signing', 'broadcasting', 'tracking'] as const

for (let index = 0; index < transfers; index++) {
  const request = { ...random.pick(routes), amountIn: String(random.int(100_000, 5_000_000)) }
  // half the transfers see the page reload once, at a random step
  let reloadAt: string | undefined = random.chance(0.5) ? random.pick(reloadPoints) : undefined
  let controller = page(random.pick(faults))
  controller.setRequest(request)
  let startedId: string | undefined
  for (let step = 0; step < 3000; step++) {
    await pause(10)
    const state = controller.getState()
    if (reloadAt && state.status === reloadAt) {
      reloadAt = undefined
      reloads++
      controller.stop()
      controller = page(random.pick(faults))
      if (!startedId) controller.setRequest(request)
      continue
    }
    const mine = startedId ? (await storage.load()).find((record) => record.id === startedId) : undefined
    if (mine?.phase === 'actionRequired') {
      // the user clicks "continue" on a transfer that waits for them
      resumes++
      controller.resume(mine.id)
      continue
    }
    if (mine && isTerminal(mine.phase)) break
    if (startedId && !mine) startedId = undefined // nothing was sent: the submit fell back to the quote
    if (!startedId && state.status === 'quoted' && !state.error) {
      controller.submit()
      const submitted = controller.getState()
      if ('transfer' in submitted) startedId = submitted.transfer.id
      continue
    }
    if (!startedId && (state.status === 'idle' || (state.status === 'quoted' && state.error))) {
      // a failed quote or submit: the user tries again
      controller.setRequest(null)
      controller.setRequest(request)
    }
  }
  controller.stop()
}

// let every transfer the router still follows reach its end
const settle = page('')
for (let waited = 0; waited < 20_000; waited += 100) {
  if ((await storage.load()).every((record) => isTerminal(record.phase))) break
  await pause(100)
}
settle.stop()

const records = await storage.load()
const storedHashes = records.flatMap((record) => record.txs.flatMap((tx) => (tx.txHash ? [tx.txHash] : [])))
const lost = broadcasts.filter((hash) => !storedHashes.includes(hash)).length
const doubled =
  broadcasts.length - new Set(broadcasts).size + (storedHashes.length - new Set(storedHashes).size)
// a second broadcast for the same tx of a transfer shows as more wallet sends than stored hashes
const extraSends = Math.max(0, broadcasts.length - storedHashes.length)
const unfinished = records.filter((record) => !isTerminal(record.phase)).length
const byPhase = Object.entries(
  records.reduce<Record<string, number>>((counts, record) => {
    counts[record.phase] = (counts[record.phase] ?? 0) + 1
    return counts
  }, {}),
)
await devnet.close()

console.log(`| fault suite, seed ${seed} | count |`)
console.log('|---|---|')
console.log(`| transfers submitted | ${records.length} |`)
console.log(`| txs broadcast | ${broadcasts.length} |`)
console.log(`| page reloads mid-flow | ${reloads} |`)
console.log(`| user "continue" clicks | ${resumes} |`)
for (const [phase, count] of byPhase) console.log(`| ended ${phase} | ${count} |`)
console.log(`| **lost** (broadcast, not in any stored transfer) | ${lost} |`)
console.log(`| **broadcast twice** | ${doubled + extraSends} |`)
console.log(`| **left unfinished** once the devnet was done | ${unfinished} |`)

if (values.check && (lost > 0 || doubled + extraSends > 0 || unfinished > 0 || records.length < transfers)) {
  console.error('\nThe fault suite found lost, doubled or unfinished transfers.')
  process.exit(1)
}
process.exit(0)
