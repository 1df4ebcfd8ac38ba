// Initia's chain registry for the devnet, served as the real one is (registry `_api/src/main.ts`):
//   <base>/chains.json                            every chain, reduced as `_api/src/aggregateChains.ts` does
//   <base>/chains/<chain_name>/chain.json         one chain, whole
//   <base>/chains/<chain_name>/assetlist.json     its assets
//   <base>/profiles.json                          the rollups' profiles
// Isomorphic (Web APIs only). `hostile: true` serves the hostile variant (hostile.ts) instead.
import { devnetAssetLists } from './assets.ts'
import { type DevnetChainFile, devnetChainFiles, type RegistryDevnetUrls } from './chains.ts'
import { hostileAssetList, hostileChains } from './hostile.ts'
import { devnetProfiles } from './profiles.ts'

export type { RegistryDevnetUrls } from './chains.ts'

export interface RegistryDevnetOptions {
  /** The devnet's URLs, read on each request (the server's is known once it listens). */
  urls: () => RegistryDevnetUrls
  /** The path the registry is served under, stripped before routing; default '' */
  basePath?: string
  hostile?: boolean
}

export interface RegistryDevnet {
  fetch(request: Request): Promise<Response>
}

// `_api/src/aggregateChains.ts` selectedChainProperties
const chainsJsonFields = [
  'chain_id',
  'chain_name',
  'pretty_name',
  'description',
  'website',
  'fees',
  'apis',
  'explorers',
  'faucets',
  'metadata',
  'logo_URIs',
  'slip44',
  'bech32_prefix',
  'network_type',
  'evm_chain_id',
] as const

type ChainLike = Partial<Record<(typeof chainsJsonFields)[number], unknown>> & {
  chain_name: string
  pretty_name?: string
  metadata?: { is_l1?: boolean }
}

/** chains.json as the registry builds it: the kept fields of each chain, the L1 first, then by pretty name. */
export function aggregateChains<chain extends ChainLike>(chains: readonly chain[]) {
  const name = (chain: chain) => chain.pretty_name ?? chain.chain_name
  return [...chains]
    .sort(
      (a, b) =>
        Number(b.metadata?.is_l1 ?? false) - Number(a.metadata?.is_l1 ?? false) ||
        (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0),
    )
    .map((chain) =>
      Object.fromEntries(
        chainsJsonFields.filter((field) => field in chain).map((field) => [field, chain[field]]),
      ),
    )
}

export function createRegistryDevnet(options: RegistryDevnetOptions): RegistryDevnet {
  const basePath = options.basePath ?? ''
  const json = (body: unknown) => Response.json(body, { headers: { 'cache-control': 'max-age=60' } })
  const notFound = (path: string) =>
    new Response(`No ${path} in the devnet registry`, {
      status: 404,
      headers: { 'content-type': 'text/plain' },
    })

  return {
    async fetch(request) {
      const path = new URL(request.url).pathname.slice(basePath.length)
      const urls = options.urls()
      const chains: ChainLike[] = options.hostile ? hostileChains(urls.registry) : devnetChainFiles(urls)
      if (path === '/chains.json') return json(aggregateChains(chains))
      if (path === '/profiles.json') return json(options.hostile ? [] : devnetProfiles())
      const match = /^\/chains\/([^/]+)\/(chain|assetlist)\.json$/.exec(path)
      const chain = match && chains.find((entry) => entry.chain_name === match[1])
      if (!match || !chain) return notFound(path)
      if (match[2] === 'chain') return json(chain)
      return json(options.hostile ? hostileAssetList(chain.chain_name) : devnetAssetLists()[chain.chain_name])
    },
  }
}

export type { DevnetChainFile }
