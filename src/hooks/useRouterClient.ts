'use client'

import { useContext, useMemo } from 'react'
import { createRouterClient, type RouterClient, type RouterClientConfig } from '../router/client.ts'
import { RollscopeContext, useStableConfig } from './RollscopeProvider.tsx'

/** Initia's mainnet router, used when neither the component nor a RollscopeProvider names one. */
export const initiaRouterUrl = 'https://router-api.initia.xyz'

/** The router client of `router`, else of the nearest RollscopeProvider, else Initia's mainnet router. */
export function useRouterClient(router?: RouterClient | RouterClientConfig): RouterClient {
  const fromProvider = useContext(RollscopeContext)?.router
  const config = useStableConfig(router ?? fromProvider ?? { baseUrl: initiaRouterUrl })
  return useMemo(() => ('type' in config ? config : createRouterClient(config)), [config])
}
