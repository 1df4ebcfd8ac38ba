// Requests from a tx request to its preview, counted at the fetch: TxPreview (React in happy-dom, as in an app) on the
// devnet's L1 with a cosmjs test wallet asks the chain for one simulation and at most one balances read (and the
// signer's account, for its sequence), and nothing again on a re-render or a second mount.
//
//   npm run bench:tx              print the table
//   npm run bench:tx -- --check   also fail when a figure is over its bound
import { bundleForNode } from './happyDomBench.ts'

const bundle = await bundleForNode(
  'bench-tx',
  `export { TxPreview } from './src/components/TxPreview/TxPreview.tsx'
export { RollscopeProvider } from './src/hooks/RollscopeProvider.tsx'
export { createTxStore } from './src/tx/txStore.ts'`,
)
const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query')
const { createElement } = await import('react')
const { createRoot } = await import('react-dom/client')
const { startDevnetServer } = await import('../packages/devnet/src/server.ts')
const { cosmosTestWallet } = await import('../test/wallets.ts')
const { TxPreview, RollscopeProvider, createTxStore } = await import(bundle)

const devnet = await startDevnetServer({ port: 0, evm: false })
const wallet = await cosmosTestWallet(devnet.chains)
const from = await wallet.getAddress('initiation-2')
const request = {
  chainId: 'initiation-2',
  messages: [
    {
      typeUrl: '/cosmos.bank.v1beta1.MsgSend',
      value: {
        fromAddress: from,
        toAddress: 'init1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqa4qvvl',
        amount: [{ denom: 'uinit', amount: '1' }],
      },
    },
  ],
}
const entries = new Map<string, string>()
const storage = createTxStore({
  storage: {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
  },
})

const requests: string[] = []
const realFetch = globalThis.fetch
globalThis.fetch = (input, init) => {
  requests.push(String(input instanceof Request ? input.url : input))
  return realFetch(input, init)
}
const kind = (url: string) =>
  url.includes('/tx/v1beta1/simulate')
    ? 'simulate'
    : url.includes('/cosmos/bank/')
      ? 'balances'
      : url.includes('/cosmos/auth/')
        ? 'account'
        : url.includes('/registry/')
          ? 'registry'
          : 'other'

async function mount(queryClient: InstanceType<typeof QueryClient>) {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  const render = () =>
    root.render(
      createElement(
        QueryClientProvider,
        { client: queryClient },
        createElement(
          RollscopeProvider,
          { network: { url: devnet.registry } },
          createElement(TxPreview, { request, wallet, storage }),
        ),
      ),
    )
  render()
  const deadline = Date.now() + 20_000
  while (!container.querySelector('[data-state="ready"], [data-state="failed"]')) {
    if (Date.now() > deadline) throw new Error('no preview')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return { render, state: container.querySelector('[data-state]')?.getAttribute('data-state') }
}

const tally = (from: number) => {
  const counts: Record<string, number> = {}
  for (const url of requests.slice(from)) counts[kind(url)] = (counts[kind(url)] ?? 0) + 1
  return counts
}

const rows: [string, Record<string, number>][] = []
const client = new QueryClient()
let start = requests.length
const first = await mount(client)
rows.push([`request to preview (${first.state})`, tally(start)])
start = requests.length
first.render()
first.render()
await mount(client)
await new Promise((resolve) => setTimeout(resolve, 200))
rows.push(['two re-renders and a second mount', tally(start)])

console.log('| case | requests |\n|---|---|')
for (const [name, counts] of rows)
  console.log(
    `| ${name} | ${
      Object.entries(counts)
        .map(([key, value]) => `${key}: ${value}`)
        .join(', ') || 'none'
    } |`,
  )
await devnet.close()

if (process.argv.includes('--check')) {
  const [preview, again] = rows.map(([, counts]) => counts)
  const problems = [
    first.state !== 'ready' && 'a preview (the simulation on the devnet succeeds)',
    preview!.simulate !== 1 && 'one simulate from request to preview',
    (preview!.balances ?? 0) > 1 && 'at most one balances read',
    Object.keys(again!).length > 0 && 'no request on a re-render or a second mount',
  ].filter(Boolean)
  if (problems.length) {
    console.error(`Expected: ${problems.join('; ')}`)
    process.exitCode = 1
  }
}
process.exit()
