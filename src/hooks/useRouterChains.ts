'use client'

import { routerChainsQueryOptions } from '../query/router.ts'
import type { ChainsRequest } from '../router/client.ts'
import type { ChainsResponse } from '../router/schemas.ts'
import { useQuery } from './query.ts'
import type { RouterHookParameters, UseRouterQueryReturnType } from './queryParameters.ts'
import { useRouterClient } from './useRouterClient.ts'

export type UseRouterChainsParameters<selected = ChainsResponse> = ChainsRequest &
  RouterHookParameters<ChainsResponse, selected>
export type UseRouterChainsReturnType<selected = ChainsResponse> = UseRouterQueryReturnType<selected>

/** The router's chains (`/v2/info/chains`) */
export function useRouterChains<selected = ChainsResponse>(
  parameters: UseRouterChainsParameters<selected> = {},
): UseRouterChainsReturnType<selected> {
  const { router, query, ...rest } = parameters
  return useQuery(routerChainsQueryOptions(useRouterClient(router), rest), query)
}
