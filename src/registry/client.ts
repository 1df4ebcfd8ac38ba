import type { $ZodType } from 'zod/v4/core'
import { InvalidParameterError } from '../http/errors.ts'
import { type HttpClientConfig, type RequestOptions, requestJson } from '../http/request.ts'

/** Where Initia publishes its chain registry, per network (the registry's `_api/src/replaceUrls.ts`). */
export const registryUrls = {
  mainnet: 'https://registry.initia.xyz',
  testnet: 'https://registry.testnet.initia.xyz',
} as const

/** Initia's mainnet or testnet registry, or another one at `url` (the devnet's is `<devnet>/registry`). */
export type RegistryNetwork = keyof typeof registryUrls | { url: string }

export interface RegistryClientConfig extends Omit<HttpClientConfig, 'baseUrl'> {
  network: RegistryNetwork
}

/** Connection settings for one chain registry. Pass it to `getChains(client)`, `getAssets(client, ...)`. */
export interface RegistryClient extends Readonly<HttpClientConfig> {
  readonly type: 'registry'
}

/**
 * @example
 * const registry = createRegistryClient({ network: 'testnet' })
 * const chain = chainOf(await getChains(registry), 'evm-1')
 */
export function createRegistryClient(config: RegistryClientConfig): RegistryClient {
  const { network, ...http } = config
  const baseUrl = typeof network === 'string' ? registryUrls[network] : network?.url
  if (!/^https?:\/\//i.test(baseUrl ?? ''))
    throw new InvalidParameterError(
      'network',
      typeof network === 'string' ? network : network?.url,
      `Expected 'mainnet', 'testnet' or { url: 'https://…' }.`,
    )
  return { ...http, baseUrl: baseUrl!.replace(/\/+$/, ''), type: 'registry' }
}

/** GETs `path` from the registry and validates the answer. */
export function getFromRegistry<schema extends $ZodType>(
  client: RegistryClient,
  path: string,
  schema: schema,
  options: RequestOptions = {},
) {
  return requestJson(client, { service: 'Registry', path, schema, signal: options.signal })
}
