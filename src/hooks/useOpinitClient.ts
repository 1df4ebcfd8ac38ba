'use client'

import { useMemo } from 'react'
import { createOpinitClient, type OpinitClient, type OpinitClientConfig } from '../opinit/client.ts'
import type { OpinitError } from '../query/opinit.ts'
import type { RouterQueryParameter } from './queryParameters.ts'
import { useStableConfig } from './RollscopeProvider.tsx'

/** What every OPinit hook takes besides its own parameters. */
export interface OpinitHookParameters<data, selected = data> {
  /** One rollup's executor and the L1's REST: a client, or the config to make one. */
  client: OpinitClient | OpinitClientConfig
  /** TanStack Query options, passed through. */
  query?: RouterQueryParameter<data, selected, OpinitError> | undefined
}

/** `client` as it is, or a client made from the config once per its settings. */
export function useOpinitClient(client: OpinitClient | OpinitClientConfig): OpinitClient {
  const config = useStableConfig(client)
  return useMemo(() => ('type' in config ? config : createOpinitClient(config)), [config])
}
