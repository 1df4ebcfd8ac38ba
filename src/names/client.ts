// Where the L1's usernames module is: given, or found in the chain registry when first asked (so a component
// renders, and prefetches, before chains.json has arrived).
import type { QueryClient } from '@tanstack/react-query'
import { createRestClient, type RestClient } from '../balances/client.ts'
import { ChainServiceMissingError } from '../errors/registry.ts'
import type { RegistryClient } from '../registry/client.ts'
import { type RegistryNetwork, registryBaseUrl } from '../registry/networks.ts'

export interface UsernamesClient {
  readonly type: 'usernames'
  /** The L1's REST (`createRestClient` or `chainRestClient`); its baseUrl is in the query keys. */
  readonly rest: RestClient
  /** The usernames module's address (0x…), or found when first asked (by the L1's chain id); undefined: no names. */
  readonly moduleAddress: string | (() => Promise<string | undefined>)
}

/** InterwovenKit's usernames modules by L1 chain id (src/public/data/constants.ts, MAINNET and TESTNET). */
export const usernamesModules: Readonly<Record<string, string>> = {
  'interwoven-1': '0x72ed9b26ecdcd6a21d304df50f19abfdbe31d2c02f60c84627844620a45940ef',
  'initiation-2': '0x42cd8467b1c86e59bf319e5664a09b6b5840bb3fac64f5ce690b5041c530565a',
}

/** What a RollscopeProvider's `usernames` takes: `false` turns names off; else the module, and the L1's REST. */
export type UsernamesConfig =
  | false
  | {
      /** The usernames module's address (`usernamesModules['interwoven-1']` on mainnet). */
      moduleAddress: string
      /** The L1's REST; default: the one the provider's `network` lists for its L1. */
      rest?: string | undefined
    }

/**
 * @example
 * const usernames = createUsernamesClient({ rest: 'https://rest.testnet.initia.xyz', moduleAddress: usernamesModules['initiation-2'] })
 */
export function createUsernamesClient(parameters: {
  rest: RestClient | string
  moduleAddress: string
}): UsernamesClient {
  const { rest, moduleAddress } = parameters
  return {
    type: 'usernames',
    rest: typeof rest === 'string' ? createRestClient({ baseUrl: rest }) : rest,
    moduleAddress,
  }
}

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
