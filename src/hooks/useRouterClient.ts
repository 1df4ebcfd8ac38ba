'use client'

import { useContext, useMemo } from 'react'
import { routerUrlOf, routerUrls } from '../registry/networks.ts'
import { createRouterClient, type RouterClient, type RouterClientConfig } from '../router/client.ts'
import { RollscopeContext, useStableConfig } from './RollscopeProvider.tsx'

/** Initia's mainnet router, used when neither the component nor a RollscopeProvider names one. */
export const initiaRouterUrl = routerUrls.mainnet

/**
 * The router client of `router`, else of the nearest RollscopeProvider: its `router`, else Initia's router for its
 * `network` (the testnet's for `network="testnet"`), else Initia's mainnet router.
 */
export function useRouterClient(router?: RouterClient | RouterClientConfig): RouterClient {
  const context = useContext(RollscopeContext)
  const fromProvider = context?.router
  const config = useStableConfig(router ?? fromProvider ?? { baseUrl: routerUrlOf(context?.registry) })
  return useMemo(() => ('type' in config ? config : createRouterClient(config)), [config])
}
