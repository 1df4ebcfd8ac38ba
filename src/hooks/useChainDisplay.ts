'use client'

import { useQuery } from '@tanstack/react-query'
import { useContext, useMemo } from 'react'
import { chainViewQueryOptions } from '../query/chainView.ts'
import { type RegistryClient, registryClientOf } from '../registry/client.ts'
import { type ChainDisplay, chainDisplayOf } from '../registry/display.ts'
import { RollscopeContext } from './RollscopeProvider.tsx'

export interface UseChainDisplayReturnType {
  /** Undefined without a provider `network`, while the registry is read, or when it could not be. */
  display: ChainDisplay | undefined
  /** Why the registry could not describe the chain (it is down, the chain is unknown); null otherwise. */
  error: Error | null
  /** The registry is still being read for this chain: amounts would show in base units if drawn now. */
  isPending: boolean
}

// a stand-in for the disabled query of an app without a registry: never requested
const noRegistry = { baseUrl: '', type: 'registry' } as RegistryClient

/**
 * How the components name a chain's amounts and link its txs and accounts: the registry's entry for `chainId` (else
 * the provider's), its assetlist, and the L1's for the denoms its assets wrap. Nothing is requested, and none of
 * the registry's code loaded, without a provider `network`.
 */
export function useChainDisplay(chainId?: string): UseChainDisplayReturnType {
  const context = useContext(RollscopeContext)
  const id = chainId ?? context?.chainId
  const network = context?.registry
  // a network that is no registry URL fails here as a value, not in render
  const [registry, invalid] = useMemo((): [RegistryClient, Error | null] => {
    try {
      return [network ? registryClientOf(network) : noRegistry, null]
    } catch (error) {
      return [noRegistry, error as Error]
    }
  }, [network])
  const ready = network !== undefined && id !== undefined && !invalid
  const view = useQuery({ ...chainViewQueryOptions(registry, { chainId: id }), enabled: ready })
  const display = useMemo(() => view.data && chainDisplayOf(view.data), [view.data])
  const error = invalid ?? (view.error as Error | null)
  return { display, error, isPending: ready && view.isPending }
}
