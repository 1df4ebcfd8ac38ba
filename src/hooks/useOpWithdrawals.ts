'use client'

import type { ExecutorWithdrawals } from '../opinit/schemas.ts'
import {
  type OpinitError,
  type OpWithdrawalsQueryParameters,
  opWithdrawalsQueryOptions,
} from '../query/opinit.ts'
import { useQuery } from './query.ts'
import type { UseRouterQueryReturnType } from './queryParameters.ts'
import { type OpinitHookParameters, useOpinitClient } from './useOpinitClient.ts'

export type UseOpWithdrawalsParameters<selected = ExecutorWithdrawals> = {
  [name in keyof OpWithdrawalsQueryParameters]?: OpWithdrawalsQueryParameters[name] | undefined
} & OpinitHookParameters<ExecutorWithdrawals, selected>
export type UseOpWithdrawalsReturnType<selected = ExecutorWithdrawals> = UseRouterQueryReturnType<
  selected,
  OpinitError
>

/** An address's withdrawals at a rollup's executor, newest first. Waits for an `address`. */
export function useOpWithdrawals<selected = ExecutorWithdrawals>(
  parameters: UseOpWithdrawalsParameters<selected>,
): UseOpWithdrawalsReturnType<selected> {
  const { client, query, ...rest } = parameters
  return useQuery(opWithdrawalsQueryOptions(useOpinitClient(client), rest), query)
}
