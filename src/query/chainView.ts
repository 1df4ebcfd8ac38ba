import type { QueryClient } from '@tanstack/react-query'
import type { ChainViewData } from '../registry/chainView.ts'
import type { RegistryClient } from '../registry/client.ts'
import type { RegistryError } from './registry.ts'
import { registryKeys } from './registryKeys.ts'

/**
 * What the components show of a chain (`ChainViewData`: its name, explorer templates and assets), read from the
 * registry's chains.json and assetlists (their own cache entries, one request each). The registry's code loads with
 * the first such query. Prefetch it on a server with the components' queries to render symbols on the first paint.
 */
export function chainViewQueryOptions(
  registry: RegistryClient,
  parameters: { chainId?: string | undefined },
) {
  const { chainId } = parameters
  return {
    queryKey: registryKeys.view(registry.baseUrl, chainId),
    queryFn: async ({ client }: { client: QueryClient }): Promise<ChainViewData> =>
      (await import('../registry/chainView.ts')).loadChainView(client, registry, chainId!),
    enabled: chainId !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: (failures: number, error: RegistryError) => error.name === 'TimeoutError' && failures < 2,
  }
}
