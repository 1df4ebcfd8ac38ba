// Bridge request counts against the devnet, and one time:
// - route requests while a user types an amount, one keystroke every 80 ms (and 150 ms);
// - last keystroke to quote: the median over repeated runs, after the typing pause and when the field is left
//   (blur, Enter: `quoteNow`), with the route calls each settled amount made;
// - status polls for transfers of known ETA, from broadcast to completion.
// The second runs the devnet router `speed` times faster and scales the route's ETA and the poll intervals
// by the same factor, which leaves the count as it would be in real time.
//
//   npm run bench:bridge              print the table
//   npm run bench:bridge -- --check   also fail when a count is over its budget (CI)

import { type DevnetServer, startDevnetServer } from '../packages/devnet/src/server.ts'
import { createBridgeController } from '../src/bridge/controller.ts'
import { isTerminal } from '../src/bridge/machine/phases.ts'
import { createMemoryStorage } from '../src/bridge/store/storage.ts'
import type { BridgeRequest } from '../src/bridge/types.ts'
import { createRouterClient } from '../src/router/client.ts'
import { combineWallets } from '../src/wallet/combineWallets.ts'
import { nobleToL1, usdcL1 } from '../test/bridgeRequests.ts'
import { until } from '../test/untilState.ts'
import { cosmosTestWallet, evmTestWallet } from '../test/wallets.ts'

function countingRouter(devnet: DevnetServer, path: string, speed = 1) {
  const count = { requests: 0 }
  const router = createRouterClient({
    baseUrl: devnet.router,
    fetch: async (input, init) => {
      const { pathname } = new URL(String(input))
      if (pathname.endsWith(path)) count.requests++
      const response = await fetch(input, init)
      if (speed === 1 || !pathname.endsWith('/v2/fungible/route') || !response.ok) return response
      // the devnet runs `speed` times faster: so does the ETA the bridge paces its polls by
      const route = await response.json()
      route.estimated_route_duration_seconds /= speed
      return Response.json(route)
    },
  })
  return { router, count }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * "12500" typed one keystroke every `gapMs`, as the widget hands each amount to the controller. Returns the
 * time from the last keystroke to the quote (the controller's state; the widget draws it in the same render)
 * and the route calls made. `leave`: the user leaves the field (blur, Enter) right after the last keystroke.
 */
async function typeAmount(
  devnet: DevnetServer,
  { gapMs, leave = false, quoteDebounceMs }: { gapMs: number; leave?: boolean; quoteDebounceMs?: number },
) {
  const { router, count } = countingRouter(devnet, '/v2/fungible/route')
  const wallet = await cosmosTestWallet(devnet.chains)
  const controller = createBridgeController({
    router,
    wallet,
    storage: createMemoryStorage(),
    quoteDebounceMs,
  })
  controller.start()
  const amounts = ['1', '12', '125', '1250', '12500']
  for (const [index, amountIn] of amounts.entries()) {
    controller.setRequest({ ...nobleToL1, amountIn: `${amountIn}000000` })
    if (index < amounts.length - 1) await sleep(gapMs)
  }
  const last = performance.now()
  if (leave) controller.quoteNow()
  await until(controller, (state) => state.status === 'quoted')
  const ms = performance.now() - last
  // a pause cut short by leaving the field must not ask again when it would have ended
  if (leave) await sleep((quoteDebounceMs ?? 200) + 50)
  controller.stop()
  return { ms, calls: count.requests }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** `runs` typings: the median time to the quote, and the most route calls any one made for its settled amount. */
async function keystrokeToQuote(
  devnet: DevnetServer,
  runs: number,
  typing: Parameters<typeof typeAmount>[1],
) {
  const results = []
  for (let run = 0; run < runs; run++) results.push(await typeAmount(devnet, typing))
  return {
    ms: Math.round(median(results.map((result) => result.ms))),
    calls: Math.max(...results.map((result) => result.calls)),
  }
}

async function statusPolls(request: (devnet: DevnetServer) => BridgeRequest, speed: number) {
  const devnet = await startDevnetServer({ port: 0, router: { speed } })
  const { router, count } = countingRouter(devnet, '/v2/tx/status', speed)
  let opinitRequests = 0
  const cosmos = await cosmosTestWallet(devnet.chains)
  const evm = devnet.evm ? await evmTestWallet(devnet.evm) : undefined
  const controller = createBridgeController({
    router,
    wallet: combineWallets({ cosmos, evm }),
    storage: createMemoryStorage(),
    quoteDebounceMs: 0,
    // withdrawals are followed to their claim through the devnet's executor stand-in (requests counted)
    opWithdrawals: {
      executors: devnet.opinit.executors,
      l1RestUrl: devnet.opinit.l1RestUrl,
      fetch: (input, init) => {
        opinitRequests++
        return fetch(input, init)
      },
    },
    // the default intervals, scaled with the router's speed
    polling: { minIntervalMs: 1000 / speed, maxIntervalMs: 30_000 / speed, hiddenIntervalMs: 60_000 / speed },
  })
  controller.start()
  controller.setRequest(request(devnet))
  const quoted = await until(controller, (state) => state.status === 'quoted')
  controller.submit()
  let done = await until(controller, (state) => isTerminal(state.status) || state.status === 'claimable')
  // the user claims as soon as the withdrawal can be claimed
  if (done.status === 'claimable' && 'transfer' in done) {
    controller.resume(done.transfer.id)
    done = await until(controller, (state) => isTerminal(state.status))
  }
  controller.stop()
  await devnet.close()
  if (done.status !== 'completed') throw new Error(`the transfer ended ${done.status}`)
  return {
    polls: count.requests,
    opinitRequests,
    etaSeconds: (quoted.route?.estimated_route_duration_seconds ?? 0) * speed,
  }
}

const rows: { name: string; count: number; budget: number; compare: string }[] = []
const typingDevnet = await startDevnetServer({ port: 0, evm: false })
const runs = 15
rows.push({
  name: 'route requests while typing "12500" (5 keystrokes, 80 ms apart)',
  count: (await typeAmount(typingDevnet, { gapMs: 80 })).calls,
  budget: 1,
  compare: 'one per keystroke without a debounce: 5',
})
rows.push({
  name: 'route requests while typing "12500" (5 keystrokes, 150 ms apart)',
  count: (await typeAmount(typingDevnet, { gapMs: 150 })).calls,
  budget: 1,
  compare: 'a pause shorter than the gap asks for each amount: 5',
})
const paused = await keystrokeToQuote(typingDevnet, runs, { gapMs: 80 })
const formerPause = await keystrokeToQuote(typingDevnet, runs, { gapMs: 80, quoteDebounceMs: 300 })
const left = await keystrokeToQuote(typingDevnet, runs, { gapMs: 80, leave: true })
await typingDevnet.close()
rows.push({
  name: `ms from the last keystroke to the quote, after the typing pause (median of ${runs})`,
  count: paused.ms,
  budget: 250,
  compare: `with the former 300 ms pause: ${formerPause.ms}; Skip Go waits 250 ms, then asks`,
})
rows.push({
  name: `ms from the last keystroke to the quote, the field left at once (blur, Enter; median of ${runs})`,
  count: left.ms,
  budget: 250,
  compare: 'Skip Go waits out its 250 ms pause here too',
})
rows.push({
  name: `route requests per settled amount (most in any of those ${3 * runs} runs)`,
  count: Math.max(paused.calls, formerPause.calls, left.calls),
  budget: 1,
  compare: 'if leaving the field left its pause running: 2',
})
const ibc = await statusPolls(() => nobleToL1, 30)
rows.push({
  name: `status polls, IBC transfer with a ${ibc.etaSeconds} s ETA`,
  count: ibc.polls,
  budget: 16,
  compare: `polling every second (the Skip client): about ${ibc.etaSeconds + 2}`,
})
const evmWithdrawal = await statusPolls(
  (devnet) => ({
    sourceChainId: '4354',
    sourceDenom: devnet.evm?.tokens.usdc ?? '',
    destChainId: 'initiation-2',
    destDenom: usdcL1,
    amountIn: '1000000',
  }),
  // slow enough that the shortest scaled poll interval (10 ms) stays well above an HTTP round trip
  100,
)
rows.push({
  name: `status polls, OPinit withdrawal with a ${evmWithdrawal.etaSeconds} s ETA, through its claim`,
  count: evmWithdrawal.polls,
  budget: 40,
  compare: `polling every second: about ${evmWithdrawal.etaSeconds + 2}`,
})
rows.push({
  name: 'executor and L1 requests of that withdrawal, from its rollup tx to its claim',
  count: evmWithdrawal.opinitRequests,
  budget: 20,
  compare: 'the finalization period is slept through, not polled',
})

console.log('| measure | measured | CI budget | for comparison |')
console.log('|---|---|---|---|')
for (const row of rows) console.log(`| ${row.name} | ${row.count} | ${row.budget} | ${row.compare} |`)

const over = rows.filter((row) => row.count > row.budget)
if (process.argv.includes('--check') && over.length > 0) {
  console.error(`\n${over.length} figure(s) over budget.`)
  process.exit(1)
}
process.exit(0)
