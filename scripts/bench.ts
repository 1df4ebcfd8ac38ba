// Bundle-size benchmark: what an app pays for rollscope, minified and gzipped, with the peers
// (react, react-dom, @tanstack/react-query) left external as an app's bundler would share them.
// Two bundlers: rolldown (Vite 8's) and esbuild, which tree-shakes less (it ignores zod's
// no-side-effects annotations); the budget holds for both. Both split code as apps do (esbuild with
// `splitting: true`): a figure counts what loads with the app, not the chunks it loads on first use
// (scripts/bundle.ts). `scripts/bundle-composition.ts` says which modules a figure is made of.
//
//   npm run bench            build, measure, print a table
//   npm run bench -- --check also fail when a figure is over its budget (CI)
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { type Bundler, bundlers } from './bundle.ts'

interface Scenario {
  name: string
  /** The app's whole source. */
  app: string
  /** What we aim for, min+gzip bytes, where an issue set a figure. */
  target?: number
  /**
   * What CI enforces, min+gzip bytes, per bundler: the target for rolldown (Vite's bundler); esbuild keeps
   * a little more of zod, so its budget is the last measured figure plus a little room.
   */
  budget: Record<Bundler, number>
}

const entrySource = readFileSync('src/index.ts', 'utf8')
const indexerHooks = readdirSync('src/hooks')
  .filter((file) => /^use[A-Z]\w+\.ts$/.test(file))
  .map((file) => file.replace(/\.ts$/, ''))
  // the public hooks only: helpers such as useInfiniteQueries are not exported
  .filter((name) => new RegExp(`\\b${name}\\b`).test(entrySource))
  .filter((name) => !['useIndexerQuery', 'useBridgeTransfer'].includes(name) && !name.startsWith('useRouter'))
  // the bridge form's, the OPinit executors' and the NFT media's hooks read no indexer
  .filter(
    (name) =>
      ![
        'useBridgeForm',
        'useOtherWithdrawals',
        'useNftMedia',
        'useWalletAddress',
        'useTransferHistory',
      ].includes(name) && !name.startsWith('useOp'),
  )
  // the chain registry's hooks are not indexer hooks: they have their own figure below
  .filter(
    (name) =>
      !['useChains', 'useChain', 'useAssets', 'useAsset', 'useChainDisplay', 'useAccountActivity'].includes(
        name,
      ) && !name.startsWith('useRegistry'),
  )

// ESBUILD: with code splitting, esbuild (0.28) makes every `import()` in the package a root of its own, used or not
// (evanw/esbuild#3704), and an app loads every file those roots use that its entry's imports reach, and the
// barrel reaches all. So each app carries what the kit loads on first use anywhere, when it is public: the
// registry's schemas and clients (about 3 KB), the error classes the lazily loaded driver rebuilds, the OPinit and
// status helpers. The msgs verifier (4.5 KB) left the public surface in issue 20 so that no esbuild app carries it.
// Measured per module with scripts/bundle-composition.ts (BENCHMARKS.md).

// the components the entry exports
const components = [
  ...readFileSync('src/index.ts', 'utf8').matchAll(/from '\.\/components\/(\w+)\/\1\.tsx'/g),
]
  .map((match) => match[1]!)
  .sort()

const scenarios: Scenario[] = [
  {
    name: 'the whole entry: hooks, bridge, components (`export * from "rollscope"`)',
    app: `export * from 'rollscope'`,
    target: 70 * 1024,
    // the bridge's safety checks (msgs verification, record schema, driver) added about 10 KB; the drop-in
    // BridgeWidget (router catalogue, picker, review, progress, history) about 9 KB; OPinit withdrawals, their
    // claim and the list of withdrawals made elsewhere 3.5 KB; what every component now shares (the one
    // formatting module, hashes with copy, errors in words with Details, the keyboard grid, bidi-safe text,
    // bounded JSON, revert reasons) about 3 KB; the explorer's decoded messages and EVM method, value, fee and
    // time about 1.5 KB; an EVM tx's Cosmos tx (found in its block) about 1 KB, less the 0.4 KB AccountActivity
    // saved by sharing the list tables; "use client" in 73 modules, the list components' query options and their
    // server-drawn first rows 0.3 KB; the chain registry (client, schemas, resolvers, query options, four hooks)
    // 2.55 KB; one network and one chain id (issue 18, 6.4 KB): AccountActivity across every rollup (the merge,
    // its per-chain queries, chain notes and columns, bech32 per chain) 3.5 KB, the components' registry view
    // (symbols, fee tokens, explorer links, chainId on every component) 1.5 KB, the provider's chain lookup and the
    // lazily loaded registry's chunk boundaries 0.8 KB, the exact Cosmos<->EVM links 0.5 KB
    // issue 20: the transfer driver (with the msgs verifier), OPinit finalizing and claims, and BridgeWidget's review,
    // progress and history load on first use, 4 KB less; what is left over the target is @tanstack/virtual-core
    // (about 4.8 KB since issue 26, every list component), zod's core and the export list of every public name (BENCHMARKS.md)
    // lists as links (issue 21): the URL codec, its hook and four list components' wiring, 1.1 KB
    // issue 21, measured on merging its parts: the chains' transfer history (reader, query options, useTransferHistory) 2.7 KB, transfers as links 2 KB, lists as links 1.2 KB (78.03 to 83.93 KB rolldown)
    // issue 26: @tanstack/react-virtual pinned to 3.13.23 (virtual-core 3.13.23, 4.84 KB against 3.19.11's 9.79 KB): 84.05
    // to 78.89 KB (rolldown), 87.09 to 81.59 KB (esbuild); the quote at once on blur, Enter and paste (issue 26), 0.25 KB
    budget: { rolldown: 79.5 * 1024, esbuild: 82 * 1024 },
  },
  {
    name: 'every indexer hook with the provider',
    app: `export { RollscopeProvider, ${indexerHooks.join(', ')} } from 'rollscope'`,
    target: 12 * 1024,
    // useEvmTxOfCosmosTx and chainId on every hook. esbuild: see ESBUILD below
    budget: { rolldown: 12.25 * 1024, esbuild: 17.75 * 1024 },
  },
  {
    name: 'app importing only `useRichList`',
    app: `export { useRichList } from 'rollscope'`,
    target: 7 * 1024,
    // see the next figure
    budget: { rolldown: 8 * 1024, esbuild: 14.25 * 1024 },
  },
  {
    name: 'app importing `RollscopeProvider` + `useRichList`',
    app: `export { RollscopeProvider, useRichList } from 'rollscope'`,
    target: 7 * 1024,
    // `network` + `chainId` (issue 18): the provider's chain lookup is 0.31 KB, and the registry's code it loads on
    // first use costs 0.45 KB of chunk boundaries (rolldown splits what the lazy chunk shares with the app; measured
    // with the lookup stubbed out: 7.45 KB). esbuild: see ESBUILD below
    budget: { rolldown: 8.25 * 1024, esbuild: 14.5 * 1024 },
  },
  {
    // what finding a chain's endpoints and a denom's decimals costs, given the registry's files
    name: 'registry resolvers: `createRegistryClient` + `chainOf` + `chainEndpoints` + `assetOf`',
    app: `export { createRegistryClient, chainOf, chainEndpoints, assetOf } from 'rollscope/server'`,
    target: 3 * 1024,
    // esbuild: see ESBUILD below
    budget: { rolldown: 1.75 * 1024, esbuild: 12.25 * 1024 },
  },
  {
    // with the http layer and zod's core (about 5.3 KB, what every indexer app already carries: over
    // `createIndexerClient` + `listRichList` the registry adds 2.2 KB) and the registry's schemas
    name: 'registry client: + `getChains` + `getAssets`',
    app: `export { createRegistryClient, getChains, getAssets, chainOf, chainEndpoints, assetOf } from 'rollscope/server'`,
    budget: { rolldown: 7.75 * 1024, esbuild: 12.5 * 1024 },
  },
  {
    name: 'app importing `RollscopeProvider` + `useChain` + `useAsset`',
    app: `export { RollscopeProvider, useChain, useAsset, chainEndpoints } from 'rollscope'`,
    // the registry's schemas load with its first request; esbuild: see ESBUILD below
    budget: { rolldown: 5.75 * 1024, esbuild: 13.5 * 1024 },
  },
  {
    name: 'app importing `RollscopeProvider` + `useBridgeTransfer`',
    app: `export { RollscopeProvider, useBridgeTransfer, combineWallets } from 'rollscope'`,
    // the op-hook request's bech32 conversion and the router's chains schema added about 0.9 KB; verifying
    // msgs against the quote (about 4.5 KB), stored-record validation, the confirming and storage-failure
    // paths and the driver split about 9.5 KB more; the router client's assets, assets-from-source and
    // balances schemas about 1 KB; following OPinit withdrawals to their claim (executor client, schemas,
    // finalizing and claiming) about 2.5 KB. Issue 20: the driver (the msgs verifier with it) loads with the first
    // transfer to drive, OPinit finalizing and claims with the first withdrawal waiting for them: 27.84 to 19.9 KB
    // issue 20 review: drivers load before a transfer changes, ModuleLoadError and its words: 0.2 KB
    budget: { rolldown: 21.5 * 1024, esbuild: 26.25 * 1024 },
  },
  {
    name: 'app importing `RollscopeProvider` + `useTransferHistory`',
    app: `export { RollscopeProvider, useTransferHistory } from 'rollscope'`,
    // the history read from the chains (issue 21): the indexer's txs list, the router and OPinit clients, the reader
    budget: { rolldown: 16.5 * 1024, esbuild: 21.25 * 1024 },
  },
  // each component imported alone (most carry @tanstack/react-virtual, about 4.8 KB of their figure)
  ...components
    .filter((name) => name !== 'BridgeWidget')
    .map((name) => ({
      name: `app importing \`RollscopeProvider\` + \`${name}\``,
      app: `export { RollscopeProvider, ${name} } from 'rollscope'`,
      // NftGallery's token dialog draws its history with TxList's own tx row, its cards are one keyboard grid
      // (0.45 KB) and the dialog lists the token's traits (0.25 KB): 0.7 KB over the other components' figure.
      // The registry's view (symbols, fee tokens, explorer links, chainId) added 1.5 to 2 KB to each (issue 18);
      // esbuild also inlines the registry's lazily loaded code (about 3 KB). AccountActivity across every rollup
      // (issue 18): 4.3 KB more. ErrorAlert's words for every error class of the kit (issue 20): 1.35 KB.
      // Lists as links (issue 21): NftGallery's source and cursor in the URL, 0.87 KB (rolldown) and 0.98 KB
      // (esbuild); AccountActivity's tab and cursor, 0.93 and 0.99 KB; BlockDetail's block txs share the infinite
      // list options (startKey, a repeated record shown once), 0.1 KB, which takes it past 26 KB (rolldown).
      // Issue 26: @tanstack/react-virtual pinned to 3.13.23 takes about 5.2 KB off each list component (RichListTable
      // 25.33 to 20.13 KB rolldown, 31.93 to 26.32 KB esbuild; TxList, the largest of the rest, 20.55 and 26.21 KB).
      // esbuild: see ESBUILD below
      budget:
        name === 'NftGallery'
          ? { rolldown: 24 * 1024, esbuild: 30 * 1024 }
          : name === 'AccountActivity'
            ? { rolldown: 26.25 * 1024, esbuild: 31.75 * 1024 }
            : name === 'BlockDetail'
              ? { rolldown: 21 * 1024, esbuild: 26.75 * 1024 }
              : { rolldown: 20.75 * 1024, esbuild: 26.5 * 1024 },
    })),
  {
    name: 'app importing `RollscopeProvider` + `BridgeWidget`',
    app: `export { RollscopeProvider, BridgeWidget } from 'rollscope'`,
    target: 40 * 1024,
    // issue 20: review, progress, history and other withdrawals load on first use, and so do the transfer driver
    // (with the msgs verifier) and OPinit's finalizing and claims: 39.61 to 31.83 KB (rolldown). esbuild keeps
    // the verifier (a public export: see ESBUILD below) and the registry's lazily loaded code: 44.58 to 39.94 KB.
    // What only lazily loaded chunks read left the modules the app shares with them: 34.86 to 33.36 KB (rolldown),
    // 39.5 to 37.94 KB (esbuild)
    // issue 20 review: each lazy view behind an error boundary with Try again and a status line, ModuleLoadError: 0.7 KB (rolldown), 0.2 KB (esbuild)
    // issue 21: transfers as links (the URL codec, urlState and a link's problems in words): 34.03 to 35.31 KB
    // (rolldown, 1.28 KB), 38.14 to 39.47 KB (esbuild, 1.33 KB)
    // Max keeps the fee for a fee-token source: 0.11 KB (35.49 KB rolldown)
    budget: { rolldown: 35.75 * 1024, esbuild: 39.75 * 1024 },
  },
  {
    name: '`rollscope/server`: everything without React (`export * from "rollscope/server"`)',
    app: `export * from 'rollscope/server'`,
    // the bridge controller and its checks are most of it; `react` is not imported (src/clientBoundary.test.ts); the
    // chain registry added 2.15 KB; one network and one chain id (chain lookups, chain views, the JSON-RPC links,
    // AccountActivity's merge and prefetch) 3.1 KB
    // issue 20: the driver and OPinit's finalizing and claims load on first use (2.6 KB)
    // issue 20 review: ModuleLoadError and the drivers' early loading: 0.2 KB
    // issue 21: the list URL codec, for a server to read a link's page and prefetch it (0.3 KB)
    // issue 21: the history reader and its query options, and the links' codecs (34.74 to 36.99 KB rolldown)
    budget: { rolldown: 37.25 * 1024, esbuild: 38 * 1024 },
  },
  {
    name: '`rollscope/wagmi` (wagmi and viem external)',
    app: `export { createWagmiAdapter } from 'rollscope/wagmi'`,
    budget: { rolldown: 2.75 * 1024, esbuild: 2.75 * 1024 },
  },
  {
    name: '`rollscope/cosmjs` (cosmjs external)',
    app: `export { createCosmjsAdapter } from 'rollscope/cosmjs'`,
    // the Initia codecs (Move, minievm, OPinit, with grpc-web) load on first use, with both bundlers
    budget: { rolldown: 5.25 * 1024, esbuild: 5 * 1024 },
  },
  {
    // Initia's Move, minievm and OPinit codecs are separate chunks, loaded when a route first needs them
    name: '`rollscope/initia` (wagmi, viem and cosmjs external)',
    app: `export { createInitiaAdapter } from 'rollscope/initia'`,
    // the router client it shares gained the assets and balances schemas (about 0.8 KB)
    budget: { rolldown: 17.5 * 1024, esbuild: 17.75 * 1024 },
  },
]

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`

if (!process.argv.includes('--no-build'))
  execFileSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' })

const rows: string[] = []
let over = 0
for (const scenario of scenarios) {
  for (const bundler of ['rolldown', 'esbuild'] as const) {
    const { code } = await bundlers[bundler](scenario.app)
    const gzip = gzipSync(code, { level: 9 }).byteLength
    const budget = scenario.budget[bundler]
    const ok = gzip <= budget
    if (!ok) over++
    const { target } = scenario
    const verdict = !ok
      ? 'OVER BUDGET'
      : target === undefined
        ? 'ok'
        : gzip <= target
          ? 'on target'
          : 'over target'
    const size = [kb(code.byteLength), kb(gzip), target === undefined ? '' : kb(target), kb(budget)]
    const cells = [scenario.name, bundler, ...size, verdict]
    rows.push(`| ${cells.join(' | ')} |`)
  }
}

console.log('| bundle | bundler | min | min+gzip | target | CI budget | |')
console.log('|---|---|---|---|---|---|---|')
for (const row of rows) console.log(row)

if (process.argv.includes('--check') && over > 0) {
  console.error(`\n${over} bundle figure(s) over budget.`)
  process.exit(1)
}
