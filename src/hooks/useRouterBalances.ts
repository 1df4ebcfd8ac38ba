'use client'

import { routerBalancesQueryOptions } from '../query/router.ts'
import type { BalancesRequest, RouterClient, RouterClientConfig } from '../router/client.ts'
import { useRouterClient } from './useRouterClient.ts'
import { useRouterQuery } from './useRouterQuery.ts'

export interface UseRouterBalancesParameters extends BalancesRequest {
  router?: RouterClient | RouterClientConfig
}

/** An address's balances with USD values (`/v2/info/balances`); waits for an address, fresh for 15 s. */
export function useRouterBalances({ router, ...parameters }: UseRouterBalancesParameters) {
  return useRouterQuery(routerBalancesQueryOptions(useRouterClient(router), parameters))
}
