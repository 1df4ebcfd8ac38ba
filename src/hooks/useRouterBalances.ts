'use client'

import { routerBalancesQueryOptions } from '../query/router.ts'
import type { BalancesRequest } from '../router/client.ts'
import type { BalancesResponse } from '../router/schemas.ts'
import { useQuery } from './query.ts'
import type { RouterHookParameters, UseRouterQueryReturnType } from './queryParameters.ts'
import { useRouterClient } from './useRouterClient.ts'

export type UseRouterBalancesParameters<selected = BalancesResponse> = BalancesRequest &
  RouterHookParameters<BalancesResponse, selected>
export type UseRouterBalancesReturnType<selected = BalancesResponse> = UseRouterQueryReturnType<selected>

/** An address's balances with USD values (`/v2/info/balances`); waits for an address, fresh for 15 s. */
export function useRouterBalances<selected = BalancesResponse>(
  parameters: UseRouterBalancesParameters<selected>,
): UseRouterBalancesReturnType<selected> {
  const { router, query, ...rest } = parameters
  return useQuery(routerBalancesQueryOptions(useRouterClient(router), rest), query)
}
