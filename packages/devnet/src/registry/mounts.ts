// What the devnet server mounts for the registry: the registry at `/registry`, its hostile variant at
// `/registry-hostile`, and the explorer pages the registry's templates link to at `/explorer`.
import { explorerPage } from './explorer.ts'
import { createRegistryDevnet, type RegistryDevnetUrls } from './index.ts'

export interface RegistryMountsOptions {
  /** The devnet server's URL (known once it listens). */
  origin: () => string
  /** anvil's JSON-RPC, when it runs: the registry lists its WebSocket. */
  evmRpcUrl?: string | undefined
  /** A chain's devnet indexer, for the explorer's links to a record's JSON. */
  indexerUrl: (chainId: string) => string | undefined
}

export function registryMounts(options: RegistryMountsOptions) {
  const urls = (path: string): RegistryDevnetUrls => ({
    origin: options.origin(),
    registry: `${options.origin()}${path}`,
    evmRpcUrl: options.evmRpcUrl,
  })
  const registry = (prefix: string, hostile: boolean) => ({
    prefix,
    fetch: createRegistryDevnet({ urls: () => urls(prefix), basePath: prefix, hostile }).fetch,
  })
  return [
    registry('/registry', false),
    registry('/registry-hostile', true),
    {
      prefix: '/explorer',
      fetch: async (request: Request) =>
        explorerPage(new URL(request.url).pathname.slice('/explorer'.length), options.indexerUrl),
    },
  ]
}
