import { InvalidParameterError } from '../errors/http.ts'
import { type HttpClientConfig, type RequestOptions, requestJson } from '../http/request.ts'
import type { ZodType } from '../http/zodCore.ts'

import { type RegistryNetwork, registryUrls } from './networks.ts'

export { type RegistryNetwork, registryUrls }

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

/** The client of a provider's `network`, or the client given. */
export function registryClientOf(network: RegistryClient | RegistryNetwork): RegistryClient {
  return typeof network === 'object' && 'type' in network ? network : createRegistryClient({ network })
}

/** GETs `path` from the registry and validates the answer. */
export function getFromRegistry<schema extends ZodType>(
  client: RegistryClient,
  path: string,
  schema: schema,
  options: RequestOptions = {},
) {
  return requestJson(client, { service: 'Registry', path, schema, signal: options.signal })
}
