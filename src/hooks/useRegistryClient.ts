'use client'

import { useContext, useMemo } from 'react'
import { RollscopeError } from '../errors/base.ts'
import { type RegistryClient, type RegistryNetwork, registryClientOf } from '../registry/client.ts'
import { RollscopeContext, useStableConfig } from './RollscopeProvider.tsx'

/** The registry client of `registry`, else of the nearest RollscopeProvider's `network`. */
export function useRegistryClient(registry?: RegistryClient | RegistryNetwork): RegistryClient {
  const fromProvider = useContext(RollscopeContext)?.registry
  const config = useStableConfig(registry ?? fromProvider)
  return useMemo(() => {
    if (!config)
      throw new RollscopeError(
        'No chain registry: give the provider a network (<RollscopeProvider network="testnet">), or pass `registry` to the hook.',
      )
    return registryClientOf(config)
  }, [config])
}
