// Transfers follow the user, measured on the devnet: N transfers made in one profile (one storage), then read
// from the chains in a second, empty one, with the history's query options, each chain's query as
// `useTransferHistory` runs them (in parallel). Counts what was found, lost and doubled, the time the read took,
// and the requests each chain's query sent (its indexer, the router, the OPinit executor and the L1's REST).
//
//   npm run bench:history                          print the table (12 transfers)
//   npm run bench:history -- --transfers 30        more
//   npm run bench:history -- --page-size 10 --pages 5   other bounds than the history's defaults (50 and 3)
//   npm run bench:history -- --check               also fail on a lost or doubled transfer, or a chain over its bound
import { QueryClient } from '@tanstack/react-query'
import { startDevnetServer } from '../packages/devnet/src/server.ts'
import { createBridgeController } from '../src/bridge/controller.ts'
import { notStored } from '../src/bridge/history/merge.ts'
import { isTerminal } from '../src/bridge/machine/phases.ts'
import { createMemoryStorage } from '../src/bridge/store/storage.ts'
import type { BridgeRequest } from '../src/bridge/types.ts'
import type { ChainTransferHistory } from '../src/chainHistory/chain.ts'
import { cosmosTxHash } from '../src/http/txHash.ts'
import { createIndexerClient } from '../src/indexer/client.ts'
import { transferHistoryChainQueryOptions } from '../src/query/transferHistory.ts'
import { createRouterClient } from '../src/router/client.ts'
import { usdcL1, usdcMove } from '../test/bridgeRequests.ts'
import { until } from '../test/untilState.ts'
import { cosmosTestWallet } from '../test/wallets.ts'

const argument = (name: string) => {
  const index = process.argv.indexOf(name)
  return index === -1 ? undefined : process.argv[index + 1]
}
const count = Number(argument('--transfers') ?? 12)
// the history's defaults: 3 pages of 50 txs per chain
const pageSize = Number(argument('--page-size') ?? 50)
const pages = Number(argument('--pages') ?? 3)
// the router (and the OPinit finalization period) run this many times faster than real time
const speed = 2000

// the kinds the devnet routes from a chain with an indexer: the L1 signs IBC sends and deposits, move-1 withdrawals
const kinds: { name: string; request: BridgeRequest }[] = [
  {
    name: 'IBC (initiation-2 to noble-1)',
    request: {
      sourceChainId: 'initiation-2',
      sourceDenom: usdcL1,
      destChainId: 'noble-1',
      destDenom: 'uusdc',
      amountIn: '1000000',
    },
  },
  {
    name: 'OPinit deposit (initiation-2 to move-1)',
    request: {
      sourceChainId: 'initiation-2',
      sourceDenom: usdcL1,
      destChainId: 'move-1',
      destDenom: usdcMove,
      amountIn: '1000000',
    },
  },
  {
    name: 'OPinit withdrawal (move-1 to initiation-2)',
    request: {
      sourceChainId: 'move-1',
      sourceDenom: usdcMove,
      destChainId: 'initiation-2',
      destDenom: usdcL1,
      amountIn: '1000000',
    },
  },
]

const devnet = await startDevnetServer({ port: 0, evm: false, router: { speed } })
const opWithdrawals = { executors: devnet.opinit.executors, l1RestUrl: devnet.opinit.l1RestUrl }

// ---- the first profile: N transfers, one after the other, stored in its storage
const firstProfile = createMemoryStorage()
const wallet = await cosmosTestWallet(devnet.chains)
const account = (await wallet.getAddress('initiation-2')) ?? ''
const made: { kind: string; chainId: string; txHash: string }[] = []
const madeAt = performance.now()
for (let index = 0; index < count; index++) {
  const kind = kinds[index % kinds.length]!
  const controller = createBridgeController({
    router: createRouterClient({ baseUrl: devnet.router }),
    wallet,
    storage: firstProfile,
    quoteDebounceMs: 0,
    opWithdrawals,
    polling: { minIntervalMs: 1000 / speed, maxIntervalMs: 30_000 / speed, hiddenIntervalMs: 60_000 / speed },
  })
  controller.start()
  controller.setRequest(kind.request)
  const quoted = await until(controller, (state) => state.status === 'quoted' || state.status === 'failed')
  if (quoted.status !== 'quoted') throw new Error(`${kind.name}: no quote (${quoted.status})`)
  controller.submit()
  // a withdrawal is made once its rollup tx is in; its claim is another story
  const done = await until(controller, (state) => isTerminal(state.status) || state.status === 'claimable')
  controller.stop()
  if (done.status !== 'completed' && done.status !== 'claimable')
    throw new Error(`${kind.name}: the transfer ended ${done.status}`)
  const record = 'transfer' in done ? done.transfer : undefined
  const first = record?.txs[0]
  if (!first?.txHash) throw new Error(`${kind.name}: no tx stored`)
  made.push({ kind: kind.name, chainId: kind.request.sourceChainId, txHash: cosmosTxHash(first.txHash) })
}
const makingSeconds = (performance.now() - madeAt) / 1000

// ---- the second profile: an empty storage, the chains read with the history's query options
const secondProfile = createMemoryStorage()
const chainIds = Object.keys(devnet.indexers)
const requests = new Map(chainIds.map((chainId) => [chainId, { indexer: 0, router: 0, opinit: 0 }]))
const counting =
  (chainId: string, kind: 'indexer' | 'router' | 'opinit'): typeof fetch =>
  (input, init) => {
    requests.get(chainId)![kind]++
    return fetch(input, init)
  }
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
const readAt = performance.now()
const histories: ChainTransferHistory[] = await Promise.all(
  chainIds.map(
    (chainId) =>
      queryClient.fetchQuery(
        transferHistoryChainQueryOptions(
          createIndexerClient({ baseUrl: devnet.indexers[chainId]!, fetch: counting(chainId, 'indexer') }),
          createRouterClient({ baseUrl: devnet.router, fetch: counting(chainId, 'router') }),
          {
            chainId,
            account,
            pages,
            pageSize,
            opWithdrawals: { ...opWithdrawals, fetch: counting(chainId, 'opinit') },
          },
        ) as never,
      ) as Promise<ChainTransferHistory>,
  ),
)
const readSeconds = (performance.now() - readAt) / 1000
queryClient.clear()
await devnet.close()

const found = histories.flatMap((history) => history.transfers)
const foundHashes = found.map((transfer) => `${transfer.chainId}/${cosmosTxHash(transfer.txHash)}`)
const madeHashes = new Set(made.map(({ chainId, txHash }) => `${chainId}/${txHash}`))
const lost = [...madeHashes].filter((hash) => !foundHashes.includes(hash))
const doubled = foundHashes.filter((hash, index) => foundHashes.indexOf(hash) !== index)
const strays = foundHashes.filter((hash) => !madeHashes.has(hash))
// back in the first profile, what was found adds nothing to its own records (each transfer shown once)
const shownTwice = notStored(found, await firstProfile.load()).length
const shownInSecond = notStored(found, await secondProfile.load()).length

console.log(
  `${count} transfers made in ${makingSeconds.toFixed(1)} s (${kinds.map((kind) => kind.name).join(', ')}), account ${account}; read ${pages} pages of ${pageSize} at most per chain`,
)
console.log('')
console.log('| figure | measured | bound |')
console.log('|---|---|---|')
const rows: { name: string; value: number; bound: number }[] = [
  { name: 'transfers made in the first profile', value: made.length, bound: count },
  { name: 'found in the second, empty profile', value: shownInSecond, bound: count },
  { name: 'lost (made, not found)', value: lost.length, bound: 0 },
  { name: 'doubled (found twice)', value: doubled.length, bound: 0 },
  { name: 'found but not made (a generated tx taken for one)', value: strays.length, bound: 0 },
  { name: 'shown twice back in the first profile (found and stored)', value: shownTwice, bound: 0 },
]
for (const chainId of chainIds) {
  const counted = requests.get(chainId)!
  const onChain = made.filter((transfer) => transfer.chainId === chainId)
  const withdrawals = onChain.filter((transfer) => transfer.kind.startsWith('OPinit withdrawal')).length
  rows.push(
    { name: `${chainId}: indexer requests`, value: counted.indexer, bound: pages },
    // a status, or a track then a status, for each transfer found
    {
      name: `${chainId}: router requests (${onChain.length} transfers)`,
      value: counted.router,
      bound: 2 * onChain.length,
    },
    // the executor's withdrawals of the receiver, whether it was claimed, when it can be
    {
      name: `${chainId}: executor and L1 requests (${withdrawals} withdrawals)`,
      value: counted.opinit,
      bound: 4 * withdrawals,
    },
  )
}
for (const row of rows) console.log(`| ${row.name} | ${row.value} | ${row.bound} |`)
console.log(`| time to read every chain's history (in parallel) | ${readSeconds.toFixed(2)} s | |`)
const truncated = histories.filter((history) => history.truncated).map((history) => history.chainId)
console.log(
  `| chains whose read stopped at its bound, older txs unread | ${truncated.join(', ') || 'none'} | |`,
)

const failures = [
  ...(lost.length ? [`lost: ${lost.join(', ')}`] : []),
  ...(doubled.length ? [`doubled: ${doubled.join(', ')}`] : []),
  ...(strays.length ? [`found but not made: ${strays.join(', ')}`] : []),
  ...(shownTwice ? [`${shownTwice} shown twice in the first profile`] : []),
  ...rows
    .filter((row) => / requests/.test(row.name) && row.value > row.bound)
    .map((row) => `${row.name} over its bound`),
]
if (process.argv.includes('--check') && failures.length > 0) {
  console.error(`\n${failures.join('\n')}`)
  process.exit(1)
}
process.exit(0)
