'use client'

import {
  QueryClient,
  QueryClientContext,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
} from '@tanstack/react-query'
import { useContext } from 'react'
import type { RouterClient, RouterClientConfig } from '../router/client.ts'

let fallbackClient: QueryClient | undefined

/** TanStack options a router or OPinit hook passes through (`select`, `enabled`, `staleTime`, ...). */
export type RouterQueryParameter<data, selected = data, error = Error> = Omit<
  UseQueryOptions<data, error, selected, QueryKey>,
  'queryKey' | 'queryFn' | 'enabled'
> & { enabled?: boolean }

/** What every router hook takes besides its own parameters. */
export interface RouterHookParameters<data, selected = data> {
  /** TanStack Query options, passed through. */
  query?: RouterQueryParameter<data, selected> | undefined
  /** Another router than the provider's. */
  router?: RouterClient | RouterClientConfig | undefined
}

export type UseRouterQueryReturnType<data, error = Error> = UseQueryResult<data, error>

/** A factory's options: its own `enabled` is and-ed with the caller's. */
type FactoryOptions<data, error> = Omit<
  UseQueryOptions<data, error, data, QueryKey>,
  'queryKey' | 'queryFn' | 'enabled' | 'select'
> & {
  queryKey: readonly unknown[]
  queryFn: (context: { signal: AbortSignal }) => Promise<data>
  enabled?: boolean
}

/** The app's QueryClient; without a QueryClientProvider, one shared by every widget of the page. */
export function useAppQueryClient(): QueryClient {
  const client = useContext(QueryClientContext)
  fallbackClient ??= client ? undefined : new QueryClient()
  return client ?? fallbackClient!
}

/**
 * `useQuery` on the app's QueryClient (the router's and the OPinit hooks'), so the router's catalogue is fetched once per app and shared with its
 * own hooks. Without a QueryClientProvider (a bridge dropped into a page that has none) one client is shared by
 * every widget of the page instead of throwing.
 */
export function useRouterQuery<data, selected = data, error = Error>(
  options: FactoryOptions<data, NoInfer<error>>,
  query: RouterQueryParameter<data, selected, NoInfer<error>> = {},
): UseRouterQueryReturnType<selected, error> {
  return useQuery(
    {
      ...options,
      ...query,
      enabled: (options.enabled ?? true) && (query.enabled ?? true),
    } as UseQueryOptions<data, error, selected, QueryKey>,
    useAppQueryClient(),
  )
}
