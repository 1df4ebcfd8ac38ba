'use client'

import { routerChainsQueryOptions } from '../query/router.ts'
import type { ChainsRequest, RouterClient, RouterClientConfig } from '../router/client.ts'
import { useRouterClient } from './useRouterClient.ts'
import { useRouterQuery } from './useRouterQuery.ts'

export interface UseRouterChainsParameters extends ChainsRequest {
  router?: RouterClient | RouterClientConfig
}

/** The router's chains (`/v2/info/chains`): one request per app, cached for an hour. */
export function useRouterChains({ router, ...parameters }: UseRouterChainsParameters = {}) {
  return useRouterQuery(routerChainsQueryOptions(useRouterClient(router), parameters))
}
