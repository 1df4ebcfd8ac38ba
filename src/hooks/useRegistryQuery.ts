'use client'

import { type QueryKey, type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query'
import type { RegistryError, RegistryQueryOptions } from '../query/registry.ts'
import type { RegistryClient, RegistryNetwork } from '../registry/client.ts'

/** TanStack options a registry hook passes through (`staleTime`, `gcTime`, `placeholderData`, ...). */
export type RegistryQueryParameter<queryFnData, data = queryFnData> = Omit<
  UseQueryOptions<queryFnData, RegistryError, data, QueryKey>,
  'queryKey' | 'queryFn' | 'enabled' | 'select'
> & { enabled?: boolean }

/** What every registry hook takes besides its own parameters. */
export interface RegistryHookParameters<query> {
  /** TanStack Query options, passed through. */
  query?: query | undefined
  /** Another registry than the provider's `network`: `'mainnet'`, `'testnet'`, `{ url }` or a client. */
  registry?: RegistryClient | RegistryNetwork | undefined
}

export type UseRegistryQueryReturnType<data> = UseQueryResult<data, RegistryError>

export function useRegistryQuery<queryFnData, data, key>(
  options: RegistryQueryOptions<queryFnData, data, key>,
  query: RegistryQueryParameter<queryFnData, data> = {},
): UseRegistryQueryReturnType<data> {
  return useQuery({
    ...options,
    ...query,
    enabled: options.enabled && (query.enabled ?? true),
  } as UseQueryOptions<queryFnData, RegistryError, data>)
}
