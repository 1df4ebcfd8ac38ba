'use client'

import { routerAssetsFromSourceQueryOptions } from '../query/router.ts'
import type { AssetsFromSourceRequest } from '../router/client.ts'
import type { AssetsFromSourceResponse } from '../router/schemas.ts'
import { useQuery } from './query.ts'
import type { RouterHookParameters, UseRouterQueryReturnType } from './queryParameters.ts'
import { useRouterClient } from './useRouterClient.ts'

export type UseRouterAssetsFromSourceParameters<selected = AssetsFromSourceResponse> =
  Partial<AssetsFromSourceRequest> & RouterHookParameters<AssetsFromSourceResponse, selected>
export type UseRouterAssetsFromSourceReturnType<selected = AssetsFromSourceResponse> =
  UseRouterQueryReturnType<selected>

/** Where a source asset can go (`/v2/fungible/assets_from_source`); waits for a source, cached for an hour. */
export function useRouterAssetsFromSource<selected = AssetsFromSourceResponse>(
  parameters: UseRouterAssetsFromSourceParameters<selected>,
): UseRouterAssetsFromSourceReturnType<selected> {
  const { router, query, ...rest } = parameters
  return useQuery(routerAssetsFromSourceQueryOptions(useRouterClient(router), rest), query)
}
