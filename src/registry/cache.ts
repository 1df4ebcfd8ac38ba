import type { QueryClient } from '@tanstack/react-query'
import { registryKeys } from '../query/registryKeys.ts'
import { getAssets, getChains } from './actions.ts'
import type { RegistryClient } from './client.ts'
import type { RegistryChain } from './schemas.ts'

// as shouldRetryIndexerQuery: the http layer retried network errors and 5xx already
const timeoutOnly = (failures: number, error: Error) => error.name === 'TimeoutError' && failures < 2

/** chainsQueryOptions' and assetsQueryOptions' cache entries, filled from here: one request each per app. */
export function registryCache(queryClient: QueryClient, client: RegistryClient) {
  const chains = () =>
    queryClient.ensureQueryData({
      queryKey: registryKeys.chains(client.baseUrl),
      queryFn: ({ signal }) => getChains(client, { signal }),
      staleTime: Number.POSITIVE_INFINITY,
      retry: timeoutOnly,
    })
  const assets = async (chainId: string, list: readonly RegistryChain[]) =>
    queryClient.ensureQueryData({
      queryKey: registryKeys.assets(client.baseUrl, { chainId }),
      queryFn: ({ signal }) => getAssets(client, { chainId, chains: list }, { signal }),
      staleTime: Number.POSITIVE_INFINITY,
      retry: timeoutOnly,
    })
  return { chains, assets }
}
