// Requests a Portfolio sends across every chain of the devnet, counted at the fetch: one balances read per chain
// (plus its further pages), one price read per chain, nothing again on a re-render or a second mount, and a chain
// that answers HTML costs the others nothing. The component renders in happy-dom with React, as in an app.
//
//   npm run bench:balances              print the table
//   npm run bench:balances -- --check   also fail when a figure is over its bound
import { Window } from 'happy-dom'

const window = new Window({ url: 'http://localhost/' })
Object.assign(globalThis, {
  window,
  document: window.document,
  HTMLElement: window.HTMLElement,
  IS_REACT_ACT_ENVIRONMENT: false,
})

// Node runs .ts but not .tsx: the component and the provider are bundled first (React and TanStack Query left to
// node_modules, so there is one copy of each)
const { build } = await import('esbuild')
const { resolve } = await import('node:path')
// inside the project, so that the bundle's imports resolve to its node_modules
const bundle = resolve('node_modules/.cache/bench-balances/portfolio.mjs')
await build({
  stdin: {
    contents: `export { Portfolio } from './src/components/Portfolio/Portfolio.tsx'
export { RollscopeProvider } from './src/hooks/RollscopeProvider.tsx'`,
    resolveDir: process.cwd(),
    loader: 'ts',
  },
  bundle: true,
  format: 'esm',
  platform: 'node',
  outfile: bundle,
  external: ['react', 'react-dom', '@tanstack/react-query', 'zod'],
  logLevel: 'error',
})
const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query')
const { createElement } = await import('react')
const { createRoot } = await import('react-dom/client')
const { startDevnetServer } = await import('../packages/devnet/src/server.ts')
const { bankFixtures, createIndexerDevnet } = await import('../packages/devnet/src/isomorphic.ts')
const { Portfolio, RollscopeProvider } = await import(bundle)

const devnet = await startDevnetServer({ port: 0, evm: false })
const requests: string[] = []
const realFetch = globalThis.fetch
globalThis.fetch = (input, init) => {
  requests.push(String(input instanceof Request ? input.url : input))
  return realFetch(input, init)
}
const kind = (url: string) =>
  url.includes('/cosmos/bank/')
    ? `balances ${/\/chains\/([^/]+)\/rest/.exec(url)?.[1]}${url.includes('pagination.key') ? ' (next page)' : ''}`
    : url.includes('/prices/')
      ? 'prices'
      : url.includes('/registry/')
        ? 'registry'
        : url.includes('/modules/usernames/')
          ? "the header's name"
          : 'other'

async function mount(account: string, queryClient: InstanceType<typeof QueryClient>, chainIds?: string[]) {
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
          createElement(Portfolio, { account, chainIds, prices: { baseUrl: devnet.prices } }),
        ),
      ),
    )
  render()
  const deadline = Date.now() + 20_000
  while (
    !container.querySelector('[data-state]:not([data-state="loading"])') ||
    container.querySelector('[aria-busy="true"]')
  ) {
    if (Date.now() > deadline) throw new Error(`no answer for ${account}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return { render, unmount: () => root.unmount() }
}

const tally = (from: number) => {
  const counts: Record<string, number> = {}
  for (const url of requests.slice(from)) counts[kind(url)] = (counts[kind(url)] ?? 0) + 1
  return counts
}

const rows: [string, Record<string, number>][] = []
const busy = createIndexerDevnet({ vm: 'evm', chainId: 'evm-1' }).fixtures.busyAccount.bech32
let client = new QueryClient()
let start = requests.length
const first = await mount(busy, client)
rows.push(['first mount, every chain', tally(start)])
start = requests.length
first.render()
await mount(busy, client)
await new Promise((resolve) => setTimeout(resolve, 200))
rows.push(['a re-render and a second mount', tally(start)])
client = new QueryClient()
start = requests.length
await mount(bankFixtures.manyDenoms, client, ['initiation-2'])
rows.push(['231 denoms on the L1 (limit 100)', tally(start)])
client = new QueryClient()
start = requests.length
await mount(bankFixtures.failingOnMove, client)
rows.push(['move-1 answering HTML', tally(start)])

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
  const [firstRow, again, pages, failing] = rows.map(([, counts]) => counts)
  const problems = [
    firstRow!.prices !== 3 && 'three price reads on the first mount',
    Object.keys(again!).length > 0 && 'no request on a re-render or a second mount',
    pages!['balances initiation-2 (next page)'] !== 2 && 'two further pages for 231 denoms',
    failing!['balances initiation-2'] !== 1 && 'one read of the L1 while move-1 fails',
  ].filter(Boolean)
  if (problems.length) {
    console.error(`Expected: ${problems.join('; ')}`)
    process.exitCode = 1
  }
}
// happy-dom's window and the mounted roots would keep the process alive (as in bench-tx.ts)
process.exit()
