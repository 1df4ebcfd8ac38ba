'use client'

import type { ExecutorWithdrawal } from '../opinit/schemas.ts'
import {
  type OpinitError,
  type OpWithdrawalQueryParameters,
  opWithdrawalQueryOptions,
} from '../query/opinit.ts'
import { useQuery } from './query.ts'
import type { UseRouterQueryReturnType } from './queryParameters.ts'
import { type OpinitHookParameters, useOpinitClient } from './useOpinitClient.ts'

export type UseOpWithdrawalParameters<selected = ExecutorWithdrawal> = {
  [name in keyof OpWithdrawalQueryParameters]?: OpWithdrawalQueryParameters[name] | undefined
} & OpinitHookParameters<ExecutorWithdrawal, selected>
export type UseOpWithdrawalReturnType<selected = ExecutorWithdrawal> = UseRouterQueryReturnType<
  selected,
  OpinitError
>

/** A rollup withdrawal at its executor, with its proofs once it is in a proposed output. Waits for a `sequence`. */
export function useOpWithdrawal<selected = ExecutorWithdrawal>(
  parameters: UseOpWithdrawalParameters<selected>,
): UseOpWithdrawalReturnType<selected> {
  const { client, query, ...rest } = parameters
  return useQuery(opWithdrawalQueryOptions(useOpinitClient(client), rest), query)
}
