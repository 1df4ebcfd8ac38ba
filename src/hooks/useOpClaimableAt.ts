'use client'

import {
  type OpClaimableAtQueryParameters,
  type OpinitError,
  opClaimableAtQueryOptions,
} from '../query/opinit.ts'
import { useQuery } from './query.ts'
import type { UseRouterQueryReturnType } from './queryParameters.ts'
import { type OpinitHookParameters, useOpinitClient } from './useOpinitClient.ts'

export type UseOpClaimableAtParameters<selected = number | null> = {
  [name in keyof OpClaimableAtQueryParameters]?: OpClaimableAtQueryParameters[name] | undefined
} & OpinitHookParameters<number | null, selected>
export type UseOpClaimableAtReturnType<selected = number | null> = UseRouterQueryReturnType<
  selected,
  OpinitError
>

/** When a withdrawal's claim opens (ms since the epoch); null while it is in no proposed output. */
export function useOpClaimableAt<selected = number | null>(
  parameters: UseOpClaimableAtParameters<selected>,
): UseOpClaimableAtReturnType<selected> {
  const { client, query, ...rest } = parameters
  return useQuery(opClaimableAtQueryOptions(useOpinitClient(client), rest), query)
}
