// The usernames of the registry's L1, found in the chain registry when first asked (so a component renders, and
// prefetches, before chains.json has arrived). Apart from client.ts: its lazy registry lookup must not be reached by
// `rollscope/actions`, whose registry functions esbuild would then load up front.
import type { QueryClient } from '@tanstack/react-query'
import { ChainServiceMissingError } from '../errors/registry.ts'
import type { RegistryClient } from '../registry/client.ts'
import { type RegistryNetwork, registryBaseUrl } from '../registry/networks.ts'
import {
  createUsernamesClient,
  type UsernamesClient,
  type UsernamesConfig,
  usernamesModules,
} from './client.ts'

/**
 * The usernames of the registry's L1 (`metadata.is_l1`): its REST, and the module InterwovenKit uses on its chain id.
 * The REST's `baseUrl` names the registry (`<registry>#l1`) for query keys; the registry is read when first asked.
 */
export function registryUsernamesClient(source: {
  registry: RegistryClient | RegistryNetwork
  queryClient: QueryClient
  /** Another module than InterwovenKit's for the L1's chain id. */
  moduleAddress?: string | undefined
}): UsernamesClient {
  const { registry, queryClient } = source
  const l1 = async () => (await import('../registry/resolve.ts')).l1OfRegistry(queryClient, registry)
  return {
    type: 'usernames',
    rest: {
      type: 'rest',
      baseUrl: `${registryBaseUrl(registry)}#l1`,
      resolveBaseUrl: async () => {
        const chain = await l1()
        if (!chain?.rest) throw new ChainServiceMissingError(chain?.chainId ?? 'l1', 'rest')
        return chain.rest
      },
    },
    moduleAddress:
      source.moduleAddress ??
      (async () => {
        const chain = await l1()
        return chain && Object.hasOwn(usernamesModules, chain.chainId)
          ? usernamesModules[chain.chainId]
          : undefined
      }),
  }
}

/** The usernames a provider gives its hooks: its `usernames`, else its registry's L1; undefined: names off. */
export function usernamesClientOf(
  config: UsernamesConfig | undefined,
  registry: RegistryClient | RegistryNetwork | undefined,
  queryClient: QueryClient | undefined,
): UsernamesClient | undefined {
  if (config === false) return undefined
  if (config?.rest) return createUsernamesClient({ rest: config.rest, moduleAddress: config.moduleAddress })
  if (!registry || !queryClient) return undefined
  return registryUsernamesClient({ registry, queryClient, moduleAddress: config?.moduleAddress })
}
