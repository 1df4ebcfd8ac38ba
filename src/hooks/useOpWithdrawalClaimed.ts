'use client'

import {
  type OpinitError,
  type OpWithdrawalClaimedQueryParameters,
  opWithdrawalClaimedQueryOptions,
} from '../query/opinit.ts'
import { useQuery } from './query.ts'
import type { UseRouterQueryReturnType } from './queryParameters.ts'
import { type OpinitHookParameters, useOpinitClient } from './useOpinitClient.ts'

export type UseOpWithdrawalClaimedParameters<selected = boolean> = {
  [name in keyof OpWithdrawalClaimedQueryParameters]?: OpWithdrawalClaimedQueryParameters[name] | undefined
} & OpinitHookParameters<boolean, selected>
export type UseOpWithdrawalClaimedReturnType<selected = boolean> = UseRouterQueryReturnType<
  selected,
  OpinitError
>

/** Whether the L1 has recorded a withdrawal (the executor's record of it) as claimed. */
export function useOpWithdrawalClaimed<selected = boolean>(
  parameters: UseOpWithdrawalClaimedParameters<selected>,
): UseOpWithdrawalClaimedReturnType<selected> {
  const { client, query, ...rest } = parameters
  return useQuery(opWithdrawalClaimedQueryOptions(useOpinitClient(client), rest), query)
}
