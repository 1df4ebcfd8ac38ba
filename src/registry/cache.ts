import type { QueryClient } from '@tanstack/react-query'
import { registryKeys } from '../query/registryKeys.ts'
import { getAssets } from './actions.ts'
import { registryChains, timeoutOnly } from './chainsCache.ts'
import type { RegistryClient } from './client.ts'
import type { RegistryChain } from './schemas.ts'

/** chainsQueryOptions' and assetsQueryOptions' cache entries, filled from here: one request each per app. */
export function registryCache(queryClient: QueryClient, client: RegistryClient) {
  const chains = () => registryChains(queryClient, client)
  const assets = async (chainId: string, list: readonly RegistryChain[]) =>
    queryClient.ensureQueryData({
      queryKey: registryKeys.assets(client.baseUrl, { chainId }),
      queryFn: ({ signal }) => getAssets(client, { chainId, chains: list }, { signal }),
      staleTime: Number.POSITIVE_INFINITY,
      retry: timeoutOnly,
    })
  return { chains, assets }
}
