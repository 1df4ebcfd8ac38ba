'use client'

import { QueryClientContext } from '@tanstack/react-query'
import { useContext, useMemo } from 'react'
import type { SimulateRouteTx } from '../bridge/driver/context.ts'
import { createRouteTxSimulator } from '../bridge/routeTxSimulator.ts'
import type { RouterClient } from '../router/client.ts'
import { RollscopeContext } from './RollscopeProvider.tsx'

/**
 * The bridge's simulator: the app's own, none for `false`, else one that finds each chain's REST in the registry
 * of the nearest RollscopeProvider (from the chains.json its other hooks share), then in the router's chain list.
 * Stable while the router and the registry are, so each chain's REST is looked up once.
 */
export function useRouteTxSimulator(
  simulate: SimulateRouteTx | false | undefined,
  router: RouterClient,
): SimulateRouteTx | undefined {
  const registry = useContext(RollscopeContext)?.registry
  const queryClient = useContext(QueryClientContext)
  const byDefault = useMemo(
    () =>
      createRouteTxSimulator({
        router,
        ...(registry &&
          queryClient && {
            findRest: async (chainId: string) =>
              (await import('../registry/resolve.ts')).chainServiceUrl(
                queryClient,
                registry,
                chainId,
                'rest',
              ),
          }),
      }),
    [router, registry, queryClient],
  )
  return simulate === false ? undefined : (simulate ?? byDefault)
}
