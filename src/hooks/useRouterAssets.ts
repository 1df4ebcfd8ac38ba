'use client'

import { routerAssetsQueryOptions } from '../query/router.ts'
import type { AssetsRequest } from '../router/client.ts'
import type { AssetsResponse } from '../router/schemas.ts'
import { useQuery } from './query.ts'
import type { RouterHookParameters, UseRouterQueryReturnType } from './queryParameters.ts'
import { useRouterClient } from './useRouterClient.ts'

export type UseRouterAssetsParameters<selected = AssetsResponse> = AssetsRequest &
  RouterHookParameters<AssetsResponse, selected>
export type UseRouterAssetsReturnType<selected = AssetsResponse> = UseRouterQueryReturnType<selected>

/** The router's assets by chain (`/v2/fungible/assets`) */
export function useRouterAssets<selected = AssetsResponse>(
  parameters: UseRouterAssetsParameters<selected> = {},
): UseRouterAssetsReturnType<selected> {
  const { router, query, ...rest } = parameters
  return useQuery(routerAssetsQueryOptions(useRouterClient(router), rest), query)
}
