'use client'

import type { OpBridge } from '../opinit/schemas.ts'
import { type OpBridgeQueryParameters, type OpinitError, opBridgeQueryOptions } from '../query/opinit.ts'
import { useQuery } from './query.ts'
import type { UseRouterQueryReturnType } from './queryParameters.ts'
import { type OpinitHookParameters, useOpinitClient } from './useOpinitClient.ts'

export type UseOpBridgeParameters<selected = OpBridge> = {
  [name in keyof OpBridgeQueryParameters]?: OpBridgeQueryParameters[name] | undefined
} & OpinitHookParameters<OpBridge, selected>
export type UseOpBridgeReturnType<selected = OpBridge> = UseRouterQueryReturnType<selected, OpinitError>

/** An OPinit bridge's config on L1 (its `finalization_period`), kept an hour. Waits for a `bridgeId`. */
export function useOpBridge<selected = OpBridge>(
  parameters: UseOpBridgeParameters<selected>,
): UseOpBridgeReturnType<selected> {
  const { client, query, ...rest } = parameters
  return useQuery(opBridgeQueryOptions(useOpinitClient(client), rest), query)
}
