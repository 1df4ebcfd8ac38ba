'use client'

import type { OpOutput } from '../opinit/schemas.ts'
import { type OpinitError, type OpOutputQueryParameters, opOutputQueryOptions } from '../query/opinit.ts'
import { useQuery } from './query.ts'
import type { UseRouterQueryReturnType } from './queryParameters.ts'
import { type OpinitHookParameters, useOpinitClient } from './useOpinitClient.ts'

export type UseOpOutputParameters<selected = OpOutput> = {
  [name in keyof OpOutputQueryParameters]?: OpOutputQueryParameters[name] | undefined
} & OpinitHookParameters<OpOutput, selected>
export type UseOpOutputReturnType<selected = OpOutput> = UseRouterQueryReturnType<selected, OpinitError>

/** An output proposal on L1 (its `l1_block_time` starts the finalization period). Waits for both ids. */
export function useOpOutput<selected = OpOutput>(
  parameters: UseOpOutputParameters<selected>,
): UseOpOutputReturnType<selected> {
  const { client, query, ...rest } = parameters
  return useQuery(opOutputQueryOptions(useOpinitClient(client), rest), query)
}
