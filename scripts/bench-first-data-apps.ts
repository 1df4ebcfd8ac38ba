// The apps bench-first-data.ts loads, each written as an app would write it, and what its first data is: a DOM
// condition the page checks on every change, so that the time is taken when the data is drawn, not polled for.
import { denomsOf } from '../packages/devnet/src/indexer/chain.ts'

export interface DevnetFacts {
  registry: string
  /** evm-1's indexer */
  indexer: string
  router: string
  /** chain id -> an address the app's wallet names (the quote's source and destination) */
  addresses: Record<string, string>
}

export interface FirstDataApp {
  name: string
  /** The app's module (TSX); its `rollscope` imports are what the kit's bundle exports. */
  source(devnet: DevnetFacts): string
  /** A CSS selector: the first data is shown when it matches. */
  firstData: string
  /** Text the first data's element must show too (a locale's word: its chunk is then counted, not drawn in English). */
  firstText?: string
  /** The user's part before the data can show (the bridge's amount), given the page. */
  act?: 'amount'
  /** Issue 33's budget, bytes of the kit before the first data, each chunk gzipped on its own (both bundlers). */
  budget?: number
  /** Where today's figure is over `budget`: what `--check` enforces meanwhile, per bundler (bytes). */
  enforced?: { rolldown: number; esbuild: number }
  /** At most this many bytes more than the app named `than` (the same bundler). */
  more?: { than: string; atMost: number }
}

const kb = (rolldown: number, esbuild: number) => ({ rolldown: rolldown * 1024, esbuild: esbuild * 1024 })

// the README's quick start: the provider names a network (the devnet's registry here) and the app's chain
const mount = (provider: string, app: string) => `
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={new QueryClient()}>
    <RollscopeProvider ${provider}>${app}</RollscopeProvider>
  </QueryClientProvider>,
)`
const explorerProvider = ({ registry }: DevnetFacts) => `network={{ url: '${registry}' }} chainId="evm-1"`
/** The token of the README's explorer quick start, which the devnet's evm-1 indexer also lists. */
const denom = denomsOf('evm').big
/** The README's hook quick start. */
const holders = `
function Holders({ denom }: { denom: string }) {
  const { items, total, hasNextPage, fetchNextPage, isFetchingNextPage, error } = useRichList({ denom, limit: 50 })
  if (error) return <p role="alert">{error.shortMessage}</p>
  return (
    <>
      <p>{total === null ? 'Counting…' : \`\${total} holders\`}</p>
      <ol>{items.map((holder) => <li key={holder.account}>{holder.account}: {holder.amount}</li>)}</ol>
      <button type="button" disabled={!hasNextPage || isFetchingNextPage} onClick={() => fetchNextPage()}>Load more</button>
    </>
  )
}`

/** An app's wallet: the addresses it would connect with. A quote signs nothing; Review is not reached here. */
const wallet = ({ addresses }: DevnetFacts) => `{
  getAddress: async (chainId: string) => (${JSON.stringify(addresses)} as Record<string, string>)[chainId] ?? Promise.reject(new Error('no account on ' + chainId)),
  sendTx: async () => { throw new Error('not signed in this measurement') },
}`

const bridge = (locale?: string) => (devnet: DevnetFacts) =>
  `
import { RollscopeProvider } from 'rollscope'
import { BridgeWidget } from 'rollscope/bridge'
const wallet = ${wallet(devnet)}
${mount(
  `router={{ baseUrl: '${devnet.router}' }}`,
  // the pair of the widget's stories on the devnet: USDC from Noble to Initia
  `<BridgeWidget wallet={wallet} defaultSource="noble-1/uusdc" defaultDestination="initiation-2/ibc/6490A7EAB61059BFC1CDDEB05917DD70BDF3A611654162A1A47DB930D40D8AF4"${locale ? ` locale="${locale}"` : ''} />`,
)}`

export const apps: FirstDataApp[] = [
  {
    name: "provider + `useRichList` (the README's quick start)",
    source: (devnet) => `
import { RollscopeProvider, useRichList } from 'rollscope'
${holders}
${mount(explorerProvider(devnet), `<Holders denom="${denom}" />`)}`,
    firstData: 'ol > li',
    budget: 8 * 1024,
    // issue 33's 8 KB is not met yet: 11.02 / 13.98 KB measured after the registry's lookup left the asset lists out
    // (was 11.13 / 14.01). Before the first request: zod's chunk (4.88 KB; esbuild 6.86, every class), the http layer
    // (2.0 KB) and the registry's reader and schemas (2.1 KB); with `indexer` given, below, 8.95 KB on rolldown. The
    // asset-list and profile schemas in a module of their own (registry/assetSchemas.ts): 10.85 / 14.07 KB measured
    enforced: kb(11, 14.25),
  },
  {
    // the provider's other form: the indexer's address given, no registry read
    name: 'provider with `indexer` + `useRichList`',
    source: (devnet) => `
import { RollscopeProvider, useRichList } from 'rollscope'
${holders}
${mount(`indexer={{ baseUrl: '${devnet.indexer}' }}`, `<Holders denom="${denom}" />`)}`,
    firstData: 'ol > li',
  },
  {
    name: 'provider + `RichListTable`',
    source: (devnet) => `
import { RollscopeProvider } from 'rollscope'
import { RichListTable } from 'rollscope/explorer'
${mount(explorerProvider(devnet), `<RichListTable denom="${denom}" height={480} />`)}`,
    firstData: 'tbody tr[data-index]',
    budget: 18 * 1024,
    // issue 33's 18 KB is not met yet: 24.30 / 27.53 KB measured, 20.52 / 23.68 KB since the first screen of rows is
    // drawn before react-virtual loads (with the languages' mechanism merged); the rest: zod's chunk, the registry's
    // chunks (the indexer's address and the token's decimals come from it before the rows), the http layer; amounts,
    // shares and counts in the locale: 20.83 / 24.11 KB measured; issue 33's follow-ups (the later words after the
    // rows +0.05, no page reached written before the user moves, userInput.ts +0.15): 21.03 / 24.29 KB measured
    enforced: kb(21.25, 24.5),
  },
  {
    // the rows count once the table around them shows its Russian header (src/locales/ru/lists.ts `rank`): the words
    // loaded before the rows are counted; the later ones (error sentences) load once the rows or an error show
    name: 'provider + `RichListTable` in Russian (`locale="ru"`, until its rows)',
    source: (devnet) => `
import { RollscopeProvider } from 'rollscope'
import { RichListTable } from 'rollscope/explorer'
${mount(explorerProvider(devnet), `<RichListTable denom="${denom}" height={480} locale="ru" />`)}`,
    firstData: '.rs-rich-list:has(tbody tr[data-index])',
    firstText: 'Место',
    // issue 33 allows any locale 6 KB more; measured +2.63 / +2.78 KB (the loader, the table of the lists' chunks and
    // ru/lists.ts), and +5.37 / +5.81 KB when the later words came right after the first ones: 3.25 KB fails that
    more: { than: 'provider + `RichListTable`', atMost: 3.25 * 1024 },
  },
  {
    name: 'provider + `BridgeWidget` (until its quote)',
    source: bridge(),
    firstData: '.rs-bridge-quote[data-state="ready"]',
    act: 'amount',
    budget: 40 * 1024,
    // issue 33's 40 KB is not met yet: 58.53 / 60.13 KB measured, the widget's views preloaded at mount included (the
    // quote slice of issue 33 cuts what loads before the quote); with locks, gas and languages merged 53.48 / 54.66 KB,
    // then the transfer store's code and what reads a stored transfer loaded after the quote (the default storage
    // still made at once: BENCHMARKS.md): 47.12 KB in 36 chunks / 52.97 KB in 42 measured; numbers and percents in
    // the locale: 47.31 / 53.25 KB measured, +0.25 KB of room; issue 33's follow-ups (a gas route never sent waits
    // for the user's Bring, +0.12; the later words after the data, +0.04): 47.49 / 53.42 KB measured
    enforced: kb(47.75, 53.75),
  },
  {
    // the quote counts once it shows its German label (src/locales/de/bridge.ts `youReceive`): the words loaded
    // before the quote are counted, and a locale chunk that came after it would fail the wait
    name: 'provider + `BridgeWidget` in German (`locale="de"`, until its quote)',
    source: bridge('de'),
    firstData: '.rs-bridge-quote[data-state="ready"]',
    firstText: 'Sie erhalten',
    act: 'amount',
    // issue 33: any locale at most 6 KB more, on first use
    more: { than: 'provider + `BridgeWidget` (until its quote)', atMost: 6 * 1024 },
  },
]
