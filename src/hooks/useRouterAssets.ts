'use client'

import { routerAssetsQueryOptions } from '../query/router.ts'
import type { AssetsRequest, RouterClient, RouterClientConfig } from '../router/client.ts'
import { useRouterClient } from './useRouterClient.ts'
import { useRouterQuery } from './useRouterQuery.ts'

export interface UseRouterAssetsParameters extends AssetsRequest {
  router?: RouterClient | RouterClientConfig
}

/** The router's assets by chain (`/v2/fungible/assets`): one request per app, cached for an hour. */
export function useRouterAssets({ router, ...parameters }: UseRouterAssetsParameters = {}) {
  return useRouterQuery(routerAssetsQueryOptions(useRouterClient(router), parameters))
}
