import type { QueryClient } from '@tanstack/react-query'
import { registryKeys } from '../query/registryKeys.ts'
import { getChains } from './actions.ts'
import type { RegistryClient } from './client.ts'

// Apart from cache.ts's asset lists: finding a chain's indexer (resolve.ts) needs chains.json only, so an app that
// reads no token from the registry never loads the asset lists' schemas.

// as shouldRetryIndexerQuery: the http layer retried network errors and 5xx already
export const timeoutOnly = (failures: number, error: Error) => error.name === 'TimeoutError' && failures < 2

/** chainsQueryOptions' cache entry, filled from here: one chains.json request per app. */
export function registryChains(queryClient: QueryClient, client: RegistryClient) {
  return queryClient.ensureQueryData({
    queryKey: registryKeys.chains(client.baseUrl),
    queryFn: ({ signal }) => getChains(client, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: timeoutOnly,
  })
}
