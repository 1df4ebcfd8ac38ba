'use client'

import { useQuery } from '@tanstack/react-query'
import { useContext, useEffect, useMemo, useRef, useState } from 'react'
import { assetsQueryOptions, chainQueryOptions, chainsQueryOptions } from '../query/registry.ts'
import type { RegistryClient } from '../registry/client.ts'
import { type ChainDisplay, chainDisplayOf } from '../registry/display.ts'
import { RollscopeContext, registryClientOf } from './RollscopeProvider.tsx'

export interface UseChainDisplayReturnType {
  /** Undefined without a provider `network`, while chains.json loads, or when the chain is not in the registry. */
  display: ChainDisplay | undefined
  /** Why the registry could not describe the chain (it is down, the chain is unknown); null otherwise. */
  error: Error | null
  /** The registry is still being read for this chain: amounts would show in base units if drawn now. */
  isPending: boolean
}

// a stand-in for the disabled queries of an app without a registry: never requested
const noRegistry = { baseUrl: '', type: 'registry' } as RegistryClient

/**
 * How the components name a chain's amounts and link its txs and accounts: the registry's entry for `chainId` (else
 * the provider's), its assetlist, and the L1's assetlist once a denom needs it. Nothing is requested without a
 * provider `network`.
 */
export function useChainDisplay(chainId?: string): UseChainDisplayReturnType {
  const context = useContext(RollscopeContext)
  const id = chainId ?? context?.chainId
  const network = context?.registry
  const registry = useMemo(() => (network ? registryClientOf(network) : noRegistry), [network])
  const ready = network !== undefined && id !== undefined
  const chain = useQuery({ ...chainQueryOptions(registry, { chainId: id }), enabled: ready })
  const assets = useQuery({
    ...assetsQueryOptions(registry, { chainId: id }),
    enabled: ready && chain.isSuccess,
  })
  // the L1's assetlist is read only once a denom of this chain is missing from the chain's own list
  const [needsL1, setNeedsL1] = useState(false)
  const missed = useRef(false)
  const l1 = useQuery({
    ...chainsQueryOptions(registry),
    select: (chains) => chains.find((entry) => entry.metadata?.is_l1 === true)?.chain_id,
    enabled: ready && needsL1,
  })
  const l1Id = l1.data !== id ? l1.data : undefined
  const l1Assets = useQuery({
    ...assetsQueryOptions(registry, { chainId: l1Id }),
    enabled: ready && needsL1 && l1Id !== undefined,
  })
  const display = useMemo(() => {
    if (!chain.data) return undefined
    const base = chainDisplayOf(chain.data, assets.data, l1Assets.data)
    if (needsL1) return base
    return {
      ...base,
      asset: (denom: string) => {
        const found = base.asset(denom)
        if (!found && /^(l2|ibc)\//.test(denom)) missed.current = true
        return found
      },
    }
  }, [chain.data, assets.data, l1Assets.data, needsL1])
  useEffect(() => {
    if (missed.current && !needsL1) setNeedsL1(true)
  })
  const error = (chain.error ?? assets.error ?? null) as Error | null
  const isPending =
    ready && !error && (chain.isPending || assets.isPending || (needsL1 && l1Assets.isLoading))
  return { display, error, isPending }
}
