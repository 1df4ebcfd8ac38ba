'use client'

import { QueryClient, QueryClientContext, type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useContext } from 'react'

let fallbackClient: QueryClient | undefined

/**
 * `useQuery` on the app's QueryClient, so the router's catalogue is fetched once per app and shared with its
 * own hooks. Without a QueryClientProvider (a bridge dropped into a page that has none) one client is shared by
 * every widget of the page instead of throwing.
 */
export function useRouterQuery<data>(
  options: Parameters<typeof useQuery<data, Error, data, readonly unknown[]>>[0],
): UseQueryResult<data, Error> {
  const client = useContext(QueryClientContext)
  fallbackClient ??= client ? undefined : new QueryClient()
  return useQuery(options, client ?? fallbackClient)
}
