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
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { type Bundler, bundlers } from './bundle.ts'

/** Issue 26: the root entry ends near wagmi's React root (about 100 runtime names). */
const maxRootNames = 150

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
  /**
   * Why esbuild's figure may be more than 10% over rolldown's here (the check below fails otherwise): a measured leak
   * that the entries cannot yet avoid, to be fixed, not to be added lightly.
   */
  esbuildApart?: string
  /** Source modules (path prefixes, as bundle.ts names them) that must not load with the app: code loaded on first use. */
  absent?: readonly string[]
  /**
   * An issue's limit on the first load measured as a browser fetches it, each chunk gzipped on its own (the joined
   * figure above under-counts many small chunks), on both bundlers; CI fails past it.
   */
  chunkLimit?: number | Record<Bundler, number>
}

const entry = (name: string) => readFileSync(`src/exports/${name}.ts`, 'utf8')
/** The indexer's hooks in the root entry: every hook that reads one indexer endpoint. */
const indexerHooks = [...entry('index').matchAll(/from '\.\.\/hooks\/(use\w+)\.ts'/g)]
  .map((match) => match[1]!)
  // the chain registry's hooks (their own figure below), the multi-chain activity, NFT media, the clients, the
  // balances and the Move stores' owners (each chain's REST and a price API, not the indexer), the search (every
  // chain's indexer: its own figure, SearchBox's, below), a tx request and Send (the chain's REST and a wallet), and
  // the usernames (the L1's REST) and the saved recipients (the browser's storage)
  .filter(
    (name) =>
      ![
        'useChains',
        'useChain',
        'useAssets',
        'useAsset',
        'useChainDisplay',
        'useAccountActivity',
        'useNftMedia',
        'useBalances',
        'usePortfolio',
        'useStoreOwners',
        'useSearch',
        'useSearchBox',
        'useSavedRecipients',
      ].includes(name) &&
      !name.startsWith('useRegistry') &&
      // Initia usernames: the L1's REST
      !name.startsWith('useUsername'),
  )
  .sort()

// ESBUILD: with code splitting, esbuild (0.28) makes every `import()` in the package a root of its own, used or not
// (evanw/esbuild#3704), and an app loads every chunk those roots share with what its entry's imports reach, and
// its chunking follows every `export ... from` of the entry. Since issue 26 each entry reaches only its feature,
// so that the shared chunks of another feature's lazily loaded code stay out: `--check` fails when an app's esbuild
// figure is more than 10% over rolldown's (`esbuildOverRolldown` below), which is how such a leak shows.
const esbuildOverRolldown = 1.1

// the components of `rollscope/explorer`
const components = [...entry('explorer').matchAll(/from '\.\.\/components\/(\w+)\/\1\.tsx'/g)]
  .map((match) => match[1]!)
  .sort()

const provider = `export { RollscopeProvider } from 'rollscope'\n`

/**
 * Each explorer component's budget (KB, measured with issue 26's entries and react-virtual 3.13.23, plus a little room);
 * 0.5 to 1.6 KB less since the bridge's error words left the components (`defaultBridgeErrorWords`), about 5 KB less
 * since zod loads with the first response (src/http/zodBuild.ts).
 */
// Issue 33's languages cost every component with words its hook-up (useLabels, the word store and the component's
// wiring; the words, their loaders and tables load on first use, never in an English app): 0.1 to 0.5 KB min+gzip
// per component (RichListTable +0.10 / +0.43 KB, measured against the rows' earlier figures). The budgets moved in
// issue 33 are the figures measured after the languages merged (with the other issue 33 features merged before
// them: BridgeWidget's locks and route preferences, TxDetail's messages' words) plus 0.1 to 0.35 KB of room.
const componentBudgets: Record<string, Record<Bundler, number>> = Object.fromEntries(
  Object.entries({
    // issue 31: esbuild 0.2 to 0.5 KB less since decodeTransfer left `rollscope/explorer` (esbuild#3704); measured
    // 23.52, 15.67, 13.22, 13.21, 14.99, 5.65, 8.81, 18.54, 11.83, 15.41 KB
    // the txs' balance changes column and the L1's unserved lists in words (issue 27): 21.64 / 23.25 KB measured
    // issue 31: `tabs` and the unlisted raw amounts in short: 22.07 / 23.72 KB measured
    // and the owners of Move stores a tx names none for, asked of the chain (useStoreOwners): 22.73 / 24.15 KB merged
    // issue 32: names in the rows load after the first render (AccountHash's loader and one more lazily loaded root,
    // whose shared modules esbuild splits into more chunks: 0.1 to 0.4 KB in every component): 23.41 / 24.85 KB measured
    // issue 33: the tables' rows drawn before react-virtual loads (useRowWindow.ts), languages merged: AccountActivity
    // 19.50 / 20.94, BlockList 9.12 / 9.77, EvmTxList 10.85 / 11.60, TxList 11.33 / 12.10 KB measured
    // issue 33's follow-ups: the later words after the first data (laterWords, +0.02 to 0.05 KB) and lists as links
    // writing no page reached before the user moves (userInput.ts, the back button that never got further back: +0.13
    // to 0.16 KB): AccountActivity 19.79 / 21.25, EvmTxList 11.05 / 11.83, NftGallery 19.26 / 20.16, TxList 11.53 /
    // 12.31 KB measured; the pages compared by where they start (maxPages' window): BlockList 9.35 / 10.02 KB measured
    AccountActivity: [20, 21.5],
    // getTx reads Initia's core indexer's tx record too, and isNotFound its JSON 404: 0.03 to 0.1 KB in the
    // components below (measured 15.02 / 15.90, 12.65 / 13.47, 14.40 / 15.22, 17.82 / 18.75, 14.79 / 15.65 KB)
    // issue 32 (esbuild, the names' lazily loaded root): 15.20 / 16.05, 12.82 / 13.52 KB measured
    // AccountHash keeping one element when the name arrives (a focused link keeps focus): 15.29 KB on rolldown
    BlockDetail: [16, 17],
    BlockList: [9.5, 10.25],
    // the Balance changes section (issue 27): 12.13 / 12.64 KB measured
    // issue 31: which fee is which (EVM fee, charged up front, paid): 12.69 / 13.21 KB measured
    // and its stores' owners, as AccountActivity's: 13.30 / 13.85 KB merged
    // issue 32's names core (the usernames' error words in ErrorAlert, one more chunk in esbuild): 13.45 / 14.03 KB
    // issue 32's names shown (from, to): 13.87 / 14.45 KB measured; EvmTxList (esbuild's chunks only): 15.30 KB
    EvmTxDetail: [14.75, 15.5],
    // issue 33: zod's classes in two chunks (~0.1 KB each): EvmTxList 14.78, IndexerStatus 6.05 (esbuild),
    // InternalTxTree 8.79 / 9.27, TxDetail 13.27 (esbuild) KB measured
    EvmTxList: [11.25, 12],
    // the registry's name of the chain (issue 28): 5.37 / 5.89 KB measured
    IndexerStatus: [6.25, 6.5],
    // issue 32 (esbuild's chunks only): 9.08 KB; NftGallery's owner named: 18.50 / 19.19 KB measured
    InternalTxTree: [9.25, 10],
    NftGallery: [19.5, 20.25],
    // the Balance changes section (issue 27): 11.22 / 11.93 KB measured
    // its stores' owners, as AccountActivity's (issue 31): 11.91 / 12.47 KB merged
    // issue 32's names shown (signers, the messages' accounts): 12.52 / 13.07 KB measured
    TxDetail: [13.5, 14.25],
    // issue 32's AccountHash (one element when the name arrives): 15.04 / 15.81 KB measured
    TxList: [11.75, 12.5],
  }).map(([name, [rolldown, esbuild]]) => [name, { rolldown: rolldown! * 1024, esbuild: esbuild! * 1024 }]),
)

const scenarios: Scenario[] = [
  // issue 26's four figures: what an app with the provider and one part of the kit loads first
  {
    name: 'issue 26: `RollscopeProvider` + `useRichList`',
    app: `export { RollscopeProvider, useRichList } from 'rollscope'`,
    target: 8.5 * 1024,
    // zod loads with the first response (src/http/zodBuild.ts): 7.89 / 8.12 to 3.85 / 3.99 KB; before, the JSON-RPC
    // link's chunk no longer shared zod's int check (esbuild 8.74 to 8.32) and zod's error class left (0.2 KB)
    budget: { rolldown: 4.25 * 1024, esbuild: 4.25 * 1024 },
    // issue 33: at most 8 KB before the first row, each chunk gzipped apart; this counts what loads with the app (4.23 /
    // 4.61 KB), `npm run bench:first-data` every chunk Chromium fetches until the row shows (zod's, the registry's)
    chunkLimit: 8 * 1024,
  },
  {
    name: `issue 26: \`RollscopeProvider\` + the ${indexerHooks.length} indexer hooks`,
    app: `export { RollscopeProvider, ${indexerHooks.join(', ')} } from 'rollscope'`,
    target: 12.5 * 1024,
    budget: { rolldown: 7.5 * 1024, esbuild: 8 * 1024 },
  },
  {
    name: 'issue 26: `RollscopeProvider` + `RichListTable` (`rollscope/explorer`)',
    app: `${provider}export { RichListTable } from 'rollscope/explorer'`,
    target: 18 * 1024,
    // with @tanstack/react-virtual 3.13.23 (5.2 KB less than 3.19); the bridge's error words in `rollscope/bridge`
    // instead of every component: 1.1 KB less; zod loads with the first response: 18.70 / 19.41 to 14.70 / 15.29 KB;
    // decodeTransfer out of the entry (issue 31): 14.76 / 15.35 KB
    // issue 32's names core (the usernames' error words in ErrorAlert, the provider's `usernames`; esbuild splits the
    // modules the lazily loaded usernames actions share into one more chunk): 14.93 / 15.55 KB; names in the rows
    // (AccountHash, whose name parts load after the first render): 15.38 / 15.99 KB
    // issue 33: zod's classes in two chunks (zodBuildMore.ts's loader in the first chunk, ~0.1 KB): 15.56 / 16.17 KB measured
    // issue 33's languages (main): 16 / 17 KB; react-virtual loads after the first rows (useRowWindow.ts): 11.59 /
    // 12.18 KB measured with the languages' mechanism; amounts, shares and counts in the locale (formatPercent, the
    // locale passed to every formatter): 11.90 / 12.57 KB measured; issue 33's follow-ups (later words after the
    // rows, no page reached before the user moves: userInput.ts): 12.10 / 12.76 KB measured
    budget: { rolldown: 12.25 * 1024, esbuild: 13 * 1024 },
    // issue 32: names add at most 1.5 KB, each chunk gzipped apart, to main before the names core (5d49787: 15.21 KB in
    // 7 chunks on rolldown, 16.00 KB in 9 on esbuild); with names shown 16.50 KB in 11 / 17.27 KB in 13
    // issue 33's languages (useLabels, the word store and each component's wiring; the words load on first use):
    // +0.28 / +0.56 KB apart, 16.78 KB in 11 / 17.83 KB in 13 measured
    chunkLimit: { rolldown: 17 * 1024, esbuild: 18 * 1024 },
    // issue 33's 18 KB before the rows counts every chunk fetched until then: `npm run bench:first-data`
  },
  {
    name: 'issue 26: `RollscopeProvider` + `BridgeWidget` (`rollscope/bridge`)',
    app: `${provider}export { BridgeWidget } from 'rollscope/bridge'`,
    target: 40 * 1024,
    // the quote at once on blur, Enter and paste (issue 26): 0.28 KB
    // measured after the one query runner and the bridge in folders: rolldown 35.81 KB; zod's described schemas and
    // their builder (the stored records are checked at once, so zod stays): 35.61 / 37.00 to 36.13 / 37.44 KB; the
    // review's "Your balances" in BalanceChangeList (issue 27): 36.49 / 37.81 KB; the simulation before signing (issue
    // 31: its two errors and their words, the stored simulation's schema): 36.56 / 37.89 to 36.89 / 38.32 KB; the
    // simulation on by default (issue 31: useBridgeTransfer's simulator over the registry's or the router's REST, with
    // its REST client, and the "not simulated" line): 37.88 / 38.85 KB. Loading that simulator on first use instead
    // measured 37.63 / 38.96 KB and moved esbuild's shared chunk (useTransferHistory 14.60 to 14.98 KB): kept at once
    // and a default named as the registry names it (issue 31; +0.58 / +0.51 KB alone) merged on top; the own recipient's
    // name (issue 32, loaded after the first render): 38.34 / 39.94 KB
    // issue 32: the saved recipients' field (+1.0 / +1.4 KB), the own recipient's name (+0.46) and a recipient typed as a name with its check before the msgs (+3.2 / +3.4 KB): 42.56 / 44.57 KB, over issue 26's 40 KB target (issue 33 budgets it again, per chunk)
    // issue 33 (the price before the wallet): the typed recipient's field, its saved recipients and the name's note load
    // on first use (and Review's asks with Review): 42.28 / 43.32 KB joined, 49.18 KB in 38 / 50.51 KB in 39 each chunk
    // gzipped apart; the views no longer load at mount but after the first quote (58.25 / 60.18 to 49.64 / 51.15 KB
    // fetched before the quote, zod's chunk and the own recipient's name included: BENCHMARKS.md)
    // issue 33: zod's classes in two chunks (the loader of the second, and rolldown's glue for it: +0.7 KB): 43.24 / 44.29 KB measured
    // issue 33's locks, route preferences and languages (useLabels, the word store, the widget's wiring): 52.26 / 53.38 KB
    // apart measured; a locale's words add 3.58 / 3.54 KB before the quote (bench:first-data, `locale="de"`)
    // issue 33 (locks, gas, languages merged, then the transfer store's code and what reads a stored transfer loaded
    // after the quote, the default storage made at once): 41.02 / 45.18 KB joined, 47.18 KB in 39 / 52.83 KB in 43
    // chunks apart. The storage (its record schema, and with it zod's builder) stays in the first load: loaded lazily it
    // cut rolldown to 32.41 KB joined, but esbuild then puts every module that `rollscope/bridge` re-exports and a lazy
    // chunk uses in every bridge app's first load (useTransferHistory 16.90 to 27.80 KB; evanw/esbuild#3704)
    // numbers, percents and amounts in the locale (issue 33): 41.20 / 45.51 KB joined, 47.37 / 53.11 KB apart measured
    budget: { rolldown: 41.5 * 1024, esbuild: 45.75 * 1024 },
    esbuildApart:
      "esbuild loads up front the error classes and storage modules that rollscope's entries re-export and the bridge's lazily loaded store and transfer view use",
    // issue 33: at most 40 KB before the quote, each chunk gzipped apart (`npm run bench:first-data` counts every chunk
    // fetched until the quote shows); what loads with the app: 47.18 / 52.83 KB (above), with about 0.3 KB of room;
    // issue 33's follow-ups: a gas route never sent waits for the user's Bring instead of signing unasked after a
    // reload (the controller's gas.quote / bring / startsHere / mayBring and its sentence, +0.09 KB) and the later
    // words after the first data (+0.04 KB): 47.55 / 53.28 KB measured
    chunkLimit: { rolldown: 47.75 * 1024, esbuild: 53.5 * 1024 },
  },
  {
    name: 'issue 27: `RollscopeProvider` + `Portfolio` (`rollscope/explorer`)',
    app: `${provider}export { Portfolio } from 'rollscope/explorer'`,
    target: 20 * 1024,
    // measured 2026-11-28 with every issue merged: 10.39 / 11.06 KB; decodeTransfer out of the entry (issue 31): 10.44 /
    // 10.89 KB; issue 32's names' lazily loaded root (esbuild's chunks only): 11.29 KB
    // issue 32: the header names the account (AccountHash and the names' loader): 11.22 / 11.69 KB
    budget: { rolldown: 11.75 * 1024, esbuild: 12.5 * 1024 },
  },
  {
    name: 'issue 28: `RollscopeProvider` + `SearchBox` (`rollscope/explorer`)',
    app: `${provider}export { SearchBox } from 'rollscope/explorer'`,
    // measured 2026-11-28 with zod loading with the first response: 11.63 / 12.80 KB, esbuild 10.1 % over: the explorer
    // entry re-exported evm/decodeTransfer, which the lazily loaded balanceChanges uses, so esbuild loaded it up front
    // (evanw/esbuild#3704); since decodeTransfer is in `rollscope/actions` (issue 31): 11.63 / 12.59 KB
    // issue 32's names core (as RichListTable's above): 11.79 / 12.77 KB; the username kind (issue 32: parseUsername,
    // useUsernameAddress with the usernames' client and query options, the kind's words): 13.53 / 14.91 KB. A lazily
    // loaded lookup was 13.22 / 14.27 KB here but made esbuild load a shared chunk with the root (four esbuild apps over)
    // merged with names shown: esbuild 15.23 KB
    budget: { rolldown: 14.25 * 1024, esbuild: 16 * 1024 },
    // esbuild keeps names/account and balances/address (0.9 KB min), which the query options' module shares with
    // confirmUsernameAddress, and rolldown drops (evanw/esbuild#3704): 10.2 % over
    esbuildApart: 'esbuild keeps the usernames query module whole (names/account, balances/address)',
  },
  // each entry whole (`export *`): the budget per entry
  // issue 31: Send at most 25 KB with the provider, the request/preview component at most 20 KB; the QR code loads on
  // first use only. SendForm and SendNftForm show TxPreview at once (a module both static and lazy made esbuild load
  // TxPreview with every app of the entry: 15.40 / 26.67 KB before); the preview's encoders (cosmjs's registry, the
  // Initia and CCTP types) load with the first simulation, and its hooks are in `rollscope/wallet`, not the root
  {
    name: 'issue 31: `RollscopeProvider` + `SendForm` (`rollscope/wallet`)',
    app: `${provider}export { SendForm } from 'rollscope/wallet'`,
    target: 25 * 1024,
    // each chunk gzipped apart: 23.91 KB in 13 chunks on rolldown; 25.53 KB in 15 on esbuild, whose extra chunks each
    // pay gzip's own header and dictionary. Loading keccak (EIP-55, about 1.3 KB) with the first mixed-case 0x address
    // would bring esbuild under 25 KB: the recipient's reading is synchronous today
    // issue 31's limit was 25 KB (met on rolldown at 23.91); issue 32's saved recipients and typed names: 30.08 / 31.73 KB apart
    // issue 33's languages (useLabels, the word store, the form's and TxPreview's wiring): 30.56 / 32.44 KB apart
    chunkLimit: { rolldown: 30.75 * 1024, esbuild: 32.75 * 1024 },
    // measured 23.29 / 24.26 KB: the form, the balances, keccak (EIP-55) and TxPreview
    // issue 32: the saved recipients' field (+1.24 / +1.39 KB) and a recipient typed as a name (+3.6 / +3.4 KB: the lookup, its words, the note): 27.06 / 28.42 KB
    budget: { rolldown: 27.75 * 1024, esbuild: 29.25 * 1024 },
    absent: ['node_modules/lean-qr', 'qr/'],
  },
  {
    name: 'issue 31: `RollscopeProvider` + `TxPreview` (`rollscope/wallet`)',
    app: `${provider}export { TxPreview } from 'rollscope/wallet'`,
    target: 20 * 1024,
    chunkLimit: 20 * 1024,
    // measured 13.80 / 14.64 KB: the simulation's request and reading, the fee, the balance changes' list; 12.76 /
    // 14.00 KB with the words for a tx failed in its block and the encoders' types loaded with the first simulation
    // (all of issue 31 merged)
    // issue 32: the review's recipient name and the check before signing (beforeSign): 13.14 / 14.69 KB
    // issue 33: zod's classes in two chunks (zodBuildMore.ts's loader in the first chunk, ~0.1 KB): 13.26 / 14.87 KB measured
    budget: { rolldown: 13.75 * 1024, esbuild: 15.5 * 1024 },
    esbuildApart:
      "the wallet entry's lazily loaded parts (the saved recipients, the name check) share the root's modules (evanw/esbuild#3704)",
    absent: ['node_modules/lean-qr', 'qr/', 'wallet/messages/'],
  },
  {
    name: 'issue 31: `RollscopeProvider` + `ReceiveAddress` (`rollscope/wallet`)',
    app: `${provider}export { ReceiveAddress } from 'rollscope/wallet'`,
    // measured 6.26 / 7.89 KB (6.25 / 21.49 before); lean-qr (its own chunk, below) loads with the first code drawn
    // 8.29 KB on esbuild with all of issue 31 merged (the root's http layer, as above)
    // issue 32: esbuild 8.60 KB (the wallet entry's lazily loaded parts share more of the root)
    // issue 33: zod's classes in two chunks (zodBuildMore.ts's loader in the first chunk, ~0.1 KB): esbuild 8.92 KB measured
    budget: { rolldown: 7 * 1024, esbuild: 9.5 * 1024 },
    absent: ['node_modules/lean-qr', 'qr/'],
    // the provider alone is 0.38 / 1.97 KB: esbuild loads the http layer and its errors, which the root's lazily
    // loaded registry readers share (evanw/esbuild#3704); an app that makes a request loads them anyway, ReceiveAddress
    // makes none
    esbuildApart:
      "the root's lazily loaded registry readers share the http layer; ReceiveAddress makes no request",
  },
  {
    name: 'issue 31: `RollscopeProvider` + `SendNftForm` (`rollscope/wallet`)',
    app: `${provider}export { SendNftForm } from 'rollscope/wallet'`,
    // measured 19.16 / 20.21 KB (9.99 / 22.53 before: TxPreview loaded on Review with rolldown, always with esbuild)
    // issue 32: the saved recipients' field (+0.95 KB) and a recipient typed as a name (+3.5 KB: the lookup, its words, the note): 22.86 / 24.31 KB
    // issue 33: zod's classes in two chunks (zodBuildMore.ts's loader in the first chunk, ~0.1 KB): rolldown 23.05 KB measured
    budget: { rolldown: 23.5 * 1024, esbuild: 25.25 * 1024 },
    absent: ['node_modules/lean-qr', 'qr/'],
  },
  {
    name: '`rollscope/wallet` whole: TxPreview, SendForm, SendNftForm, ReceiveAddress and their hooks',
    app: `export * from 'rollscope/wallet'`,
    // measured 25.57 / 26.58 KB
    // issue 32: the saved recipients' field and names typed in Send and Send NFT: 29.44 / 30.30 KB
    budget: { rolldown: 30 * 1024, esbuild: 31.25 * 1024 },
    absent: ['node_modules/lean-qr', 'qr/'],
  },
  {
    name: 'the root entry whole (`export * from "rollscope"`): provider, hooks, errors, formatting',
    app: `export * from 'rollscope'`,
    // useBalances and usePortfolio (issue 27), useSearch, useSearchBox and classifySearch (issue 28): 22.71 / 23.60 KB
    // issue 31: 34.13 / 35.16 KB with the tx preview's and Send's hooks; 23.09 / 23.96 KB since they are in
    // `rollscope/wallet`
    // useStoreOwners (issue 31) on top: 23.47 / 24.42 KB merged
    // the usernames' hooks, query options and clients (issue 32): 25.15 / 26.26 KB; useSearch's username kind: 25.58 /
    // 26.70 KB
    // issue 32 merged whole (search's kind, names shown, typed): esbuild 26.82 KB
    // issue 33: zod's classes in two chunks (zodBuildMore.ts's loader in the first chunk, ~0.1 KB): 25.80 / 26.95 KB measured
    budget: { rolldown: 26.25 * 1024, esbuild: 27.25 * 1024 },
  },
  {
    name: '`rollscope/explorer` whole: the explorer components',
    app: `export * from 'rollscope/explorer'`,
    // the bridge's error words left the components: 42.41 / 44.86 KB; zod loads with the first response: 37.33 / 39.63;
    // Portfolio, the BalanceChanges components (issue 27) and SearchBox (issue 28): 47.94 / 50.57 KB; issue 31's
    // AccountActivity `tabs`, short raw amounts and EvmTxDetail's fees: 48.71 / 51.44 KB
    // and issue 31's balance change readers and the stores' owners (useStoreOwners, getStoreOwners) merged on top
    // issue 32: 49.49 / 52.20 KB with the names core; SearchBox's username kind (it is the first explorer component to
    // load the usernames' hook, query options and client): 51.35 / 54.46 KB
    // names shown (AccountHash and its lazily loaded name parts): 50.06 / 52.76 KB apart from SearchBox's kind
    // with Portfolio's named header and the merged names parts: 52.49 / 55.16 KB
    // AccountHash keeping its element when the name arrives: esbuild 55.27 KB
    // issue 33: the tables' first-window code (useRowWindow.ts) beside react-virtual, which NftGallery loads up front:
    // 53.83 / 56.63 KB measured; numbers, percents and amounts in every component's locale: 54.41 / 57.18 KB measured;
    // issue 33's follow-ups (later words after the data, no page reached before the user moves): 54.52 / 57.56 KB
    budget: { rolldown: 54.75 * 1024, esbuild: 57.75 * 1024 },
  },
  {
    name: '`rollscope/bridge` whole: BridgeWidget, the bridge hooks, the controller',
    app: `export * from 'rollscope/bridge'`,
    // `defaultBridgeErrorWords` a name of its own: esbuild + 0.04 KB; measured after the one query runner and the bridge
    // in folders: esbuild 43.57 KB; the review's "Your balances" (issue 27): 42.47 / 44.18 KB; the simulation before
    // signing and createRouteTxSimulator (issue 31): 42.65 / 44.38 to 43.54 / 45.38 KB; the simulation on by default
    // (issue 31): 43.71 / 45.61 KB
    // and registry defaults (issue 31; +0.55 / +0.6 KB alone) merged on top; the own recipient's name (issue 32): 44.14 /
    // 46.98 KB
    // issue 32: saved recipients, names shown and typed: 48.62 / 51.37 KB
    // issue 33: zod's classes in two chunks (zodBuildMore.ts's loader in the first chunk, ~0.1 KB): 49.29 / 51.15 KB measured
    budget: { rolldown: 51.25 * 1024, esbuild: 52.75 * 1024 },
  },
  {
    name: '`rollscope/actions` whole: the clients and actions (no React)',
    app: `export * from 'rollscope/actions'`,
    // getBalances, getPrices, buildPortfolio and balanceChanges with its hashing (issue 27), the search actions
    // (issue 28): 20.11 / 20.61 KB
    // issue 31: the tx preview's actions and Send's builders (keccak for EIP-55 included): 26.59 / 27.00 KB; 24.48 /
    // 25.15 KB since simulateTx loads the encoders with the first simulation
    // all of issue 31 merged: 27.90 / 28.36 KB (the balance change readers, getStoreOwners, the tx actions; the message
    // types' loader with simulateTx, the encoders themselves on the first simulation)
    // the usernames' client, actions, errors and parseUsername (issue 32): 29.32 / 29.79 KB
    // issue 33: zod's classes in two chunks (zodBuildMore.ts's loader in the first chunk, ~0.1 KB): 29.54 / 30.01 KB measured
    budget: { rolldown: 29.75 * 1024, esbuild: 30.25 * 1024 },
  },
  {
    name: '`rollscope/query` whole: the query options and keys (no React)',
    app: `export * from 'rollscope/query'`,
    // the balances' and prices' options (issue 27) and searchQueryOptions (issue 28): 16.28 / 16.71 KB;
    // storeOwnersQueryOptions and objectOwnerQueryOptions (issue 31): 16.66 / 17.10 KB
    // the usernames' query options, confirmUsernameAddress and registryUsernamesClient (issue 32): 17.77 / 18.25 KB
    budget: { rolldown: 18 * 1024, esbuild: 18.5 * 1024 },
  },
  {
    name: 'app importing only `useRichList`',
    app: `export { useRichList } from 'rollscope'`,
    target: 7 * 1024,
    budget: { rolldown: 4 * 1024, esbuild: 4.25 * 1024 },
  },
  {
    // what finding a chain's endpoints and a denom's decimals costs, given the registry's files
    name: 'registry resolvers: `createRegistryClient` + `chainOf` + `chainEndpoints` + `assetOf`',
    app: `export { createRegistryClient, chainOf, chainEndpoints, assetOf } from 'rollscope/actions'`,
    target: 3 * 1024,
    budget: { rolldown: 1.75 * 1024, esbuild: 1.75 * 1024 },
  },
  {
    // with the http layer and the registry's schemas (zod loads with the first response)
    name: 'registry client: + `getChains` + `getAssets`',
    app: `export { createRegistryClient, getChains, getAssets, chainOf, chainEndpoints, assetOf } from 'rollscope/actions'`,
    budget: { rolldown: 4 * 1024, esbuild: 4 * 1024 },
  },
  {
    name: 'app importing `RollscopeProvider` + `useChain` + `useAsset`',
    app: `export { RollscopeProvider, useChain, useAsset } from 'rollscope'\nexport { chainEndpoints } from 'rollscope/actions'`,
    // rollscope/actions exports getChains and getAssets (src/registry/actions.ts), which the root's registry hooks load
    // on first use: with both entries esbuild loads that module, the registry's schemas with it, up front (5.3 KB)
    esbuildApart: 'rollscope/actions reaches the registry fetchers the root loads lazily',
    // the registry's schemas load with its first request. The same with getStoreOwners' module (issue 31), which the
    // root's store-owner queries load on first use: esbuild 5.69 to 6.86 KB; rolldown 3.81 KB, unchanged. And with
    // getUsername's module (issue 32), which the root's name queries load on first use: esbuild 8.45 KB
    budget: { rolldown: 4.25 * 1024, esbuild: 8.75 * 1024 },
  },
  {
    name: 'app importing `RollscopeProvider` + `useBridgeTransfer`',
    app: `${provider}export { useBridgeTransfer, combineWallets } from 'rollscope/bridge'`,
    // the transfer driver (with the msgs verifier) loads with the first transfer to drive, OPinit finalizing and
    // claims with the first withdrawal waiting for them (issue 20); zod's described schemas and their builder (the
    // stored records are checked at once, so zod stays): 20.93 / 22.35 to 21.81 / 23.09 KB; with issues 27 and 28
    // merged: 22.10 / 23.41 KB; the simulation's errors and stored schema (issue 31): 22.14 / 23.45 to 22.38 / 23.89 KB;
    // the simulation on by default, its simulator and REST client in the hook (issue 31): 23.51 / 24.41 KB
    // issue 32: esbuild 26.65 KB, the same split (the review's name check and the saved recipients share the root's modules)
    // issue 33: zod's classes in two chunks (zodBuildMore.ts's loader in the first chunk, ~0.1 KB): 23.09 / 26.96 KB measured
    budget: { rolldown: 23.75 * 1024, esbuild: 27.75 * 1024 },
    esbuildApart:
      "BridgeWidget's lazily loaded views in rollscope/bridge share the root's modules (evanw/esbuild#3704)",
  },
  {
    name: 'app importing `RollscopeProvider` + `useTransferHistory`',
    app: `${provider}export { useTransferHistory } from 'rollscope/bridge'`,
    // the root's bridge errors, formatting and the bridge's status helpers are shared with the controller's lazily
    // loaded drivers and BridgeWidget's views, so esbuild loads them up front (3.5 KB, scripts/bundle-composition.ts)
    esbuildApart: "the bridge's lazily loaded drivers and views share the root's errors and formatting",
    // the history read from the chains (issue 21): the indexer's txs list, the router and OPinit clients, the reader;
    // the simulation's errors in that shared part (issue 31): esbuild 14.22 to 14.60 KB; issue 32's names' lazily loaded
    // root: 14.81 KB
    // issue 32: the bridge's lazily loaded views reach the names' and the saved recipients' modules: esbuild 16.61 KB
    // issue 33: what reads a stored transfer (errorOf's every error class, hopsOf) loads after BridgeWidget's quote, so
    // esbuild loads those classes up front here (16.96 to 18.71 KB) while rolldown's BridgeWidget fetches 4.6 KB less
    budget: { rolldown: 11.5 * 1024, esbuild: 19 * 1024 },
  },
  // each explorer component imported alone (RichListTable and SearchBox are issues 26's and 28's figures above)
  ...components
    .filter((name) => name !== 'RichListTable' && name !== 'SearchBox')
    .map((name) => ({
      name: `app importing \`RollscopeProvider\` + \`${name}\``,
      app: `${provider}export { ${name} } from 'rollscope/explorer'`,
      // measured (componentBudgets): rolldown + 0.25 KB, esbuild + 0.25 KB
      budget: componentBudgets[name] ?? { rolldown: 26 * 1024, esbuild: 27.25 * 1024 },
    })),
  {
    name: '`rollscope/server` (deprecated alias of actions + query, `export *`)',
    app: `export * from 'rollscope/server'`,
    // actions + query with the balances, balanceChanges and search (issues 27 and 28): 28.04 / 28.67 KB
    // issue 31: the tx preview's actions and Send's builders: 34.37 / 35.04 KB; 32.49 / 32.98 KB since simulateTx loads
    // the encoders with the first simulation
    // all of issue 31 merged: 36.00 / 36.81 KB (actions' growth above, and the stores' owners' query options)
    // the usernames' actions and query options (issue 32): 38.15 / 38.77 KB
    // issue 33: zod's classes in two chunks (zodBuildMore.ts's loader in the first chunk, ~0.1 KB): 38.36 / 39.00 KB measured
    budget: { rolldown: 38.5 * 1024, esbuild: 39.25 * 1024 },
  },
  {
    name: '`rollscope/wagmi` (wagmi and viem external)',
    app: `export { createWagmiAdapter } from 'rollscope/wagmi'`,
    budget: { rolldown: 2.75 * 1024, esbuild: 2.75 * 1024 },
  },
  {
    name: '`rollscope/cosmjs` (cosmjs external)',
    app: `export { createCosmjsAdapter } from 'rollscope/cosmjs'`,
    // the Initia codecs (Move, minievm, OPinit, with grpc-web) load on first use, with both bundlers; the bridge's
    // createRouteTxSimulator (issue 31: it encodes with cosmjs, so it lives here): 5.12 KB on esbuild
    budget: { rolldown: 5.5 * 1024, esbuild: 5.5 * 1024 },
  },
  {
    // Initia's Move, minievm and OPinit codecs are separate chunks, loaded when a route first needs them
    name: '`rollscope/initia` (wagmi, viem and cosmjs external)',
    app: `export { createInitiaAdapter } from 'rollscope/initia'`,
    // the router client it shares gained the assets and balances schemas (about 0.8 KB); zod loads with the first
    // response
    // issue 33: zod's classes in two chunks (zodBuildMore.ts's loader in the first chunk, ~0.1 KB): 12.51 / 12.64 KB measured
    budget: { rolldown: 12.75 * 1024, esbuild: 12.75 * 1024 },
  },
]

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`

if (!process.argv.includes('--no-build'))
  execFileSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' })

const rows: string[] = []
let over = 0
const apart: string[] = []
const present: string[] = []
const overChunkLimit: string[] = []
for (const scenario of scenarios) {
  const sizes: Partial<Record<Bundler, number>> = {}
  for (const bundler of ['rolldown', 'esbuild'] as const) {
    const { code, modules, chunks } = await bundlers[bundler](scenario.app)
    const gzip = gzipSync(code, { level: 9 }).byteLength
    const perChunk = chunks.reduce((sum, chunk) => sum + gzipSync(chunk, { level: 9 }).byteLength, 0)
    const chunkLimit =
      typeof scenario.chunkLimit === 'number' ? scenario.chunkLimit : scenario.chunkLimit?.[bundler]
    if (chunkLimit !== undefined && perChunk > chunkLimit)
      overChunkLimit.push(
        `${scenario.name} (${bundler}): ${kb(perChunk)} in ${chunks.length} chunks gzipped apart, over ${kb(chunkLimit)}`,
      )
    for (const module of modules.keys())
      if (scenario.absent?.some((prefix) => module.startsWith(prefix)))
        present.push(`${scenario.name} (${bundler}): ${module} loads with the app`)
    sizes[bundler] = gzip
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
    const size = [
      kb(code.byteLength),
      kb(gzip),
      `${kb(perChunk)} (${chunks.length})`,
      target === undefined ? '' : kb(target),
      kb(budget),
    ]
    const cells = [scenario.name, bundler, ...size, verdict]
    rows.push(`| ${cells.join(' | ')} |`)
  }
  if (sizes.esbuild! > sizes.rolldown! * esbuildOverRolldown && !scenario.esbuildApart)
    apart.push(
      `${scenario.name}: esbuild ${kb(sizes.esbuild!)} is ${((sizes.esbuild! / sizes.rolldown! - 1) * 100).toFixed(0)}% over rolldown's ${kb(sizes.rolldown!)}`,
    )
}

console.log('| bundle | bundler | min | min+gzip | each chunk gzipped (chunks) | target | CI budget | |')
console.log('|---|---|---|---|---|---|---|---|')
for (const row of rows) console.log(row)

// The root's runtime names beside wagmi's React root (issue 26: at most 150), counted from the built entry and from
// the installed wagmi package.
const runtimeNames = async (specifier: string) => Object.keys(await import(specifier)).length
const root = await runtimeNames(resolve('dist/exports/index.js'))
console.log(
  `\nruntime names: rollscope ${root} (at most ${maxRootNames}), wagmi ${await runtimeNames('wagmi')} (wagmi ${createRequire(import.meta.url)('wagmi/package.json').version})`,
)
if (apart.length) console.log(`\nesbuild more than 10% over rolldown:\n- ${apart.join('\n- ')}`)
if (overChunkLimit.length)
  console.log(`\nover the issue's limit, each chunk gzipped apart:\n- ${overChunkLimit.join('\n- ')}`)
if (present.length)
  console.log(`\ncode that should load on first use loads with the app:\n- ${present.join('\n- ')}`)

// The QR code's chunk (lean-qr and the path it draws), which ReceiveAddress loads with its first code
const qrChunk = await build({
  entryPoints: [resolve('dist/qr/qrCode.js')],
  bundle: true,
  minify: true,
  format: 'esm',
  write: false,
})
const qrBytes = qrChunk.outputFiles[0]!.contents
console.log(
  `\nQR code chunk, loaded on first use: ${kb(qrBytes.byteLength)} min, ${kb(gzipSync(qrBytes, { level: 9 }).byteLength)} min+gzip`,
)

if (process.argv.includes('--check')) {
  const problems = [
    over > 0 && `${over} bundle figure(s) over budget.`,
    apart.length > 0 && `${apart.length} app(s) with esbuild more than 10% over rolldown (above).`,
    root > maxRootNames && `The root exports ${root} runtime names, more than ${maxRootNames}.`,
    overChunkLimit.length > 0 && `${overChunkLimit.length} first load(s) over the issue's limit (above).`,
    present.length > 0 && `${present.length} module(s) of code loaded on first use in a first load (above).`,
  ].filter(Boolean)
  if (problems.length) {
    console.error(`\n${problems.join('\n')}`)
    process.exit(1)
  }
}
