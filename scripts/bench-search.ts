// Search across the devnet's chains, measured: for each kind of text, how many requests one search sends (to the
// indexers, the EVM JSON-RPC for an EVM tx's Cosmos tx, and the L1's usernames module for a name), and the time from the text (the last keystroke) to the
// first result (the median of 5 passes), with the options `useSearch` runs (one query per chain and kind, in parallel). The registry
// (chains.json and the assetlists) is loaded first: an app loads it once, not per search.
//
//   npm run bench:search              print the table
//   npm run bench:search -- --check   also fail when a search asks more than one request per chain and kind, text
//                                     that is no search (an invalid name too) asks anything, a name is read more
//                                     than once, or a kind is not found where the devnet has it
import { QueryClient } from '@tanstack/react-query'
import { createIndexerDevnet, devnetUsernames } from '../packages/devnet/src/isomorphic.ts'
import { startDevnetServer } from '../packages/devnet/src/server.ts'
import { registryUsernamesClient } from '../src/names/registryClient.ts'
import { assetsQueryOptions, chainsQueryOptions } from '../src/query/registry.ts'
import { searchQueryOptions } from '../src/query/search.ts'
import { usernameAddressQueryOptions } from '../src/query/usernames.ts'
import { chainIndexerClient, chainJsonRpc } from '../src/registry/chainClients.ts'
import { createRegistryClient } from '../src/registry/client.ts'
import { classifySearch, usernameAccountTerm } from '../src/search/classifySearch.ts'
import { searchChainOf } from '../src/search/searchChain.ts'
import { type IndexerSearchTerm, isIndexerTerm, type SearchTerm } from '../src/search/searchTerm.ts'

const devnet = await startDevnetServer({ port: 0, evm: false })
const evm = createIndexerDevnet({ vm: 'evm', chainId: 'evm-1' }).fixtures
const move = createIndexerDevnet({ vm: 'move', chainId: 'move-1' }).fixtures
// a hash none of the chains has
const unknownHash = 'AB'.repeat(32)

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
// the L1's usernames, as useSearch asks them (the registry's L1 REST, the module InterwovenKit names for its chain id)
const usernames = registryUsernamesClient({ registry, queryClient })
const satoshi = devnetUsernames.find((name) => name.name === 'satoshi')!.name
const nameReads = (urls: readonly string[]) =>
  urls.filter((url) => url.includes('/modules/usernames/view_functions/')).length

/** A username's account, as useSearch searches it after one read of the L1; none for a name nobody has. */
async function nameAccount(terms: readonly SearchTerm[]): Promise<IndexerSearchTerm[]> {
  const term = terms.find((term) => term.kind === 'username')
  if (!term?.username) return []
  const options = usernameAddressQueryOptions(usernames, { username: term.username })
  // as useSearch: a disabled query asks nothing
  if (!options.enabled) return []
  const address = await queryClient.fetchQuery({ ...options, retry: false })
  const account = address ? usernameAccountTerm(address, term, chains) : undefined
  return account ? [account] : []
}

const texts: [string, string][] = [
  ['Cosmos tx hash', evm.txHash],
  ['Cosmos tx hash on no chain', unknownHash],
  ['EVM tx hash', evm.evmTxHash!],
  ['block height', '1,234'],
  ['height past every head', String(evm.latestHeight + 1_000_000)],
  ['bech32 account', evm.busyAccount.bech32],
  ['0x account (and EVM collection)', evm.busyAccount.hex],
  ['Move collection', move.bigCollection],
  ['token symbol', 'USDC'],
  ['chain name', 'Move'],
  ['denom', 'uinit'],
  ['username (one L1 read, then its account)', `${satoshi}.init`],
  ['username nobody has (one L1 read)', 'nobody-here.init'],
  ['name with a Cyrillic а (no search)', `s\u0430toshi.init`],
  ['name too short (no search)', 'ab.init'],
  ['name too long (no search)', `${'a'.repeat(65)}.init`],
  ['x.init.init (no search)', 'x.init.init'],
  ['markup (no search)', '<img src=x onerror=alert(1)>'],
  ['10,000 characters (no search)', 'a'.repeat(10_000)],
  ['homoglyph in a hash (no search)', evm.txHash.replace('F', '\u0421')],
  ['wrong-length hash (no search)', evm.txHash.slice(1)],
]

const measuredPasses = 5
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const ms = (value: number | undefined) => (value === undefined ? '-' : `${value.toFixed(1)} ms`)
const firsts = new Map<string, number[]>()
const alls = new Map<string, number[]>()
const rows = new Map<string, string[]>()
const counts = new Map<
  string,
  { indexer: number; names: number; asked: number; matched: number; failed: number; registryFound: boolean }
>()
// the first pass warms the devnet (it generates each chain's records on first use); the others are measured
for (let pass = 0; pass <= measuredPasses; pass++)
  for (const [name, text] of texts) {
    queryClient.removeQueries({ queryKey: ['rollscope', 'indexer'] })
    queryClient.removeQueries({ queryKey: ['rollscope', 'usernames'] })
    requests.length = 0
    const start = performance.now()
    const terms = classifySearch(text, chains)
    const asked = [...terms.filter(isIndexerTerm), ...(await nameAccount(terms))]
    const runs = asked.flatMap((term) =>
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
    const registryFound = terms.some(
      (term) => !isIndexerTerm(term) && term.kind !== 'username' && term.chainIds.length > 0,
    )
    // the first chain to answer with a match; a registry match is there at once
    const first = registryFound
      ? performance.now()
      : await Promise.any(
          runs.map(async (run) => {
            if ((await run) === null) throw new Error('not here')
            return performance.now()
          }),
        ).catch(() => undefined)
    const settled = await Promise.allSettled(runs)
    const all = performance.now()
    if (pass === 0) continue
    if (first !== undefined) firsts.set(name, [...(firsts.get(name) ?? []), first - start])
    alls.set(name, [...(alls.get(name) ?? []), all - start])
    const matched = settled.filter((run) => run.status === 'fulfilled' && run.value !== null).length
    const failed = settled.filter((run) => run.status === 'rejected').length
    counts.set(name, {
      indexer: requests.filter((url) => /\/indexer\//.test(url)).length,
      names: nameReads(requests),
      asked: runs.length,
      matched,
      failed,
      registryFound,
    })
    rows.set(name, [
      name,
      [...new Set([...terms, ...asked].map((term) => term.kind))].join(', ') || '(none)',
      String(requests.filter((url) => /\/indexer\//.test(url)).length),
      String(requests.filter((url) => url.includes('json-rpc')).length),
      String(nameReads(requests)),
      registryFound ? '(registry)' : `${matched} / ${runs.length}${failed ? `, ${failed} failed` : ''}`,
    ])
  }
await devnet.close()

const header = [
  'text',
  'kinds',
  'indexer requests',
  'JSON-RPC',
  'name reads',
  'matches / asked',
  'first result',
  'every chain answered',
]
console.log(`| ${header.join(' | ')} |`)
console.log(`|${header.map(() => '---').join('|')}|`)
for (const [name, row] of rows) {
  const first = firsts.get(name)
  console.log(`| ${[...row, ms(first && median(first)), ms(median(alls.get(name)!))].join(' | ')} |`)
}
console.log(`\nmedians of ${measuredPasses} passes`)

if (process.argv.includes('--check')) {
  const problems: string[] = []
  for (const [name, count] of counts) {
    // one query per chain and kind, each one request (the EVM tx's JSON-RPC is counted apart)
    if (count.indexer > count.asked)
      problems.push(`${name}: ${count.indexer} indexer requests for ${count.asked} queries`)
    if (count.failed > 0) problems.push(`${name}: ${count.failed} chains failed`)
    if (name.endsWith('(no search)') && count.indexer + count.asked + count.names > 0)
      problems.push(`${name}: asked ${count.names ? 'the L1 for a name' : 'the indexers'}`)
    // a name: one read of the L1, and its account's requests only when someone has it
    const isName = name.startsWith('username')
    if (count.names !== (isName ? 1 : 0)) problems.push(`${name}: ${count.names} name reads`)
    if (name.includes('nobody has') && count.indexer + count.asked > 0)
      problems.push(`${name}: asked the indexers for a name nobody has`)
    const found = count.matched > 0 || count.registryFound
    const expectsNone =
      name.endsWith('(no search)') ||
      name.includes('no chain') ||
      name.includes('past every head') ||
      name.includes('nobody has')
    if (found === expectsNone) problems.push(`${name}: ${found ? 'found' : 'not found'}`)
  }
  if (problems.length) {
    console.error(`Search figures over their bounds:\n${problems.join('\n')}`)
    process.exitCode = 1
  }
}
