// The real chain registry files in ../shared/specs/samples/registry (initia-labs/initia-registry at 72efa3c), and
// what the registry's deployment serves from them (`_api/src/main.ts`): raw GitHub URLs rewritten to the network's
// host (`_api/src/replaceUrls.ts`), and chains.json aggregated (`_api/src/aggregateChains.ts`, here the devnet's
// copy of it). `sampleHandlers()` serves both networks over msw.
import { readdirSync, readFileSync } from 'node:fs'
import { HttpResponse, http } from 'msw'
import { aggregateChains } from '../packages/devnet/src/registry/index.ts'
import type { JsonSchema } from './jsonSchema.ts'

const root = new URL('../../shared/specs/samples/registry/', import.meta.url)
const readJson = (path: string) => JSON.parse(readFileSync(new URL(path, root), 'utf8'))

export const registrySchemas = {
  chain: readJson('chain.schema.json') as JsonSchema,
  assetlist: readJson('assetlist.schema.json') as JsonSchema,
  profile: readJson('profile.schema.json') as JsonSchema,
}

const hosts = { mainnet: 'https://registry.initia.xyz', testnet: 'https://registry.testnet.initia.xyz' }
const folders = { mainnet: 'mainnets', testnet: 'testnets' }
const rawBase = 'https://raw.githubusercontent.com/initia-labs/initia-registry/main'

/** `_api/src/replaceUrls.ts` replaceUrl: images keep their path, the rest move under `chains/`. */
function replaceUrl(url: string, host: string): string {
  if (!url.startsWith(rawBase)) return url
  const segments = url.slice(rawBase.length).replace(/^\/+/, '').split('/')
  return `${host}/${(segments[0] === 'images' ? segments : ['chains', ...segments.slice(1)]).join('/')}`
}

function replaceUrls(value: unknown, host: string): unknown {
  if (typeof value === 'string') return value.startsWith(rawBase) ? replaceUrl(value, host) : value
  if (Array.isArray(value)) return value.map((item) => replaceUrls(item, host))
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaceUrls(item, host)]))
  return value
}

// biome-ignore lint/suspicious/noExplicitAny: raw registry JSON, read field by field in the tests
type Json = any

export interface SampleChain {
  /** The folder name, e.g. `evm` */
  folder: string
  /** chain.json as committed */
  raw: Json
  /** assetlist.json as committed */
  rawAssets: Json
  /** assetlist.json as the registry serves it */
  served: Json
}

export interface SampleNetwork {
  network: 'mainnet' | 'testnet'
  host: string
  chains: SampleChain[]
  /** `<host>/chains.json` */
  chainsJson: Json[]
}

export function sampleNetwork(network: 'mainnet' | 'testnet'): SampleNetwork {
  const host = hosts[network]
  const folder = folders[network]
  const chains = readdirSync(new URL(`${folder}/`, root)).map((name) => {
    const rawAssets = readJson(`${folder}/${name}/assetlist.json`)
    return {
      folder: name,
      raw: readJson(`${folder}/${name}/chain.json`),
      rawAssets,
      served: replaceUrls(rawAssets, host),
    }
  })
  const chainsJson = aggregateChains(chains.map(({ raw }) => replaceUrls(raw, host) as Json))
  return { network, host, chains, chainsJson }
}

export const sampleNetworks = [sampleNetwork('mainnet'), sampleNetwork('testnet')]

/** msw handlers serving both networks' chains.json and assetlists as the registry's deployment does. */
export function sampleHandlers() {
  return sampleNetworks.flatMap(({ host, chains, chainsJson }) => [
    http.get(`${host}/chains.json`, () => HttpResponse.json(chainsJson)),
    http.get(`${host}/chains/:name/assetlist.json`, ({ params }) => {
      const chain = chains.find((entry) => entry.folder === params.name)
      return chain ? HttpResponse.json(chain.served) : new HttpResponse('Not Found', { status: 404 })
    }),
  ])
}
