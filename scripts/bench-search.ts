// Search across the devnet's chains, measured: for each kind of text, how many requests one search sends (to the
// indexers, and the EVM JSON-RPC for an EVM tx's Cosmos tx), and the time from the text (the last keystroke) to the
// first result, with the options `useSearch` runs (one query per chain and kind, in parallel). The registry
// (chains.json and the assetlists) is loaded first: an app loads it once, not per search.
//
//   node scripts/bench-search.ts
import { QueryClient } from '@tanstack/react-query'
import { createIndexerDevnet } from '../packages/devnet/src/isomorphic.ts'
import { startDevnetServer } from '../packages/devnet/src/server.ts'
import { assetsQueryOptions, chainsQueryOptions } from '../src/query/registry.ts'
import { searchQueryOptions } from '../src/query/search.ts'
import { chainIndexerClient, chainJsonRpc } from '../src/registry/chainClients.ts'
import { createRegistryClient } from '../src/registry/client.ts'
import { classifySearch } from '../src/search/classifySearch.ts'
import { searchChainOf } from '../src/search/searchChain.ts'
import { isIndexerTerm } from '../src/search/searchTerm.ts'

const devnet = await startDevnetServer({ port: 0, evm: false })
const evm = createIndexerDevnet({ vm: 'evm', chainId: 'evm-1' }).fixtures
const move = createIndexerDevnet({ vm: 'move', chainId: 'move-1' }).fixtures

const requests: string[] = []
const originalFetch = globalThis.fetch
globalThis.fetch = (input, init) => {
  requests.push(String(input instanceof Request ? input.url : input))
  return originalFetch(input, init)
}

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
const registry = createRegistryClient({ network: { url: devnet.registry } })
const registryChains = await queryClient.fetchQuery(chainsQueryOptions(registry))
const lists = await Promise.all(
  registryChains.map((chain) =>
    queryClient.fetchQuery(assetsQueryOptions(registry, { chainId: chain.chain_id })),
  ),
)
const chains = registryChains.map((chain, index) => searchChainOf(chain, lists[index]))

const texts: [string, string][] = [
  ['Cosmos tx hash', evm.txHash],
  ['EVM tx hash', evm.evmTxHash!],
  ['block height', '1,234'],
  ['bech32 account', evm.busyAccount.bech32],
  ['0x account (and EVM collection)', evm.busyAccount.hex],
  ['Move collection', move.bigCollection],
  ['token symbol', 'USDC'],
  ['chain name', 'Move'],
  ['denom', 'uinit'],
  ['markup (no search)', '<img src=x onerror=alert(1)>'],
  ['10,000 characters (no search)', 'a'.repeat(10_000)],
  ['homoglyph in a hash (no search)', evm.txHash.replace('F', '\u0421')],
]

const rows: string[][] = []
// the first pass warms the devnet (it generates each chain's records on first use); the second is measured
for (const pass of [1, 2])
  for (const [name, text] of texts) {
    queryClient.removeQueries({ queryKey: ['rollscope', 'indexer'] })
    requests.length = 0
    const start = performance.now()
    const terms = classifySearch(text, chains)
    const runs = terms.filter(isIndexerTerm).flatMap((term) =>
      term.chainIds.map((chainId) =>
        queryClient.fetchQuery({
          ...searchQueryOptions(chainIndexerClient({ registry, chainId, queryClient }), {
            chainId,
            term,
            jsonRpc: term.kind === 'evmTx' ? chainJsonRpc({ registry, chainId, queryClient }) : undefined,
          }),
          retry: false,
        }),
      ),
    )
    const registryFound = terms.some((term) => !isIndexerTerm(term) && term.chainIds.length > 0)
    // the first chain to answer with a match; a registry match is there at once
    const first = registryFound
      ? performance.now()
      : await Promise.any(
          runs.map(async (run) => {
            if ((await run) === null) throw new Error('not here')
            return performance.now()
          }),
        ).catch(() => undefined)
    await Promise.allSettled(runs)
    const all = performance.now()
    const indexer = requests.filter((url) => /\/(evm|move)-1\//.test(url) && !url.includes('json-rpc')).length
    const jsonRpc = requests.filter((url) => url.includes('json-rpc')).length
    if (pass === 2)
      rows.push([
        name,
        terms.map((term) => term.kind).join(', ') || '(none)',
        String(indexer),
        String(jsonRpc),
        first === undefined ? '-' : `${(first - start).toFixed(1)} ms`,
        `${(all - start).toFixed(1)} ms`,
      ])
  }
await devnet.close()

const header = ['text', 'kinds', 'indexer requests', 'JSON-RPC', 'first result', 'every chain answered']
console.log(`| ${header.join(' | ')} |`)
console.log(`|${header.map(() => '---').join('|')}|`)
for (const row of rows) console.log(`| ${row.join(' | ')} |`)
