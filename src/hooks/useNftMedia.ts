'use client'

import type { NftMedia } from '../media/nftMedia.ts'
import { type NftMediaQueryParameters, nftMediaQueryOptions } from '../query/nftMedia.ts'
import { useQuery } from './query.ts'
import type { RouterQueryParameter, UseRouterQueryReturnType } from './queryParameters.ts'

export type UseNftMediaParameters<selected = NftMedia> = NftMediaQueryParameters & {
  /** TanStack Query options, passed through. */
  query?: RouterQueryParameter<NftMedia, selected> | undefined
}
export type UseNftMediaReturnType<selected = NftMedia> = UseRouterQueryReturnType<selected>

/**
 * A token's media (its metadata's name, description, image and animation), resolved once per URI and kept,
 * sanitized: only http(s) and safe data images survive.
 */
export function useNftMedia<selected = NftMedia>(
  parameters: UseNftMediaParameters<selected>,
): UseNftMediaReturnType<selected> {
  const { query, ...rest } = parameters
  return useQuery(nftMediaQueryOptions(rest), query)
}
