'use client'

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useContext } from 'react'
import { assetKey, type BridgeAsset } from '../bridge/form/catalogue.ts'
import { offeredAssetOf, type RegistryAssetRef } from '../bridge/form/registryAsset.ts'
import type { RegistryClient, RegistryNetwork } from '../registry/client.ts'
import { registryBaseUrl } from '../registry/networks.ts'
import { RollscopeContext } from './RollscopeProvider.tsx'

export interface OfferedAssetKey {
  /** The `chainId/denom` key of the asset to select; undefined leaves the form's own default. */
  key: string | undefined
  /** `pending` while the router's assets (or the registry) are read; `missing` when the router offers no such token. */
  status: 'pending' | 'found' | 'missing'
}

// the router names Initia's chains as the registry does (InterwovenKit opens its bridge from a portfolio row with the
// registry's chain id and denom as they are: src/pages/wallet/tabs/portfolio/AssetActions.tsx, and tells Initia's
// chains among the router's by the registry's chain id: src/pages/bridge/data/chains.ts useFindChainType); a router
// that routes a minievm rollup as an EVM chain (by its EVM chain id, an ERC-20 by its contract) is asked through the
// registry
/**
 * The offered asset a default names: a `chainId/denom` key as given, or a token as the registry names it, found
 * among the router's assets directly or, on a minievm rollup, by its EVM chain id and ERC-20 contract.
 */
export function useOfferedAssetKey(
  given: string | RegistryAssetRef | undefined,
  assets: readonly BridgeAsset[],
  registry: RegistryClient | RegistryNetwork | undefined,
): OfferedAssetKey {
  const fromProvider = useContext(RollscopeContext)?.registry
  const source = registry ?? fromProvider
  const queryClient = useQueryClient()
  const ref = typeof given === 'object' ? { chainId: given.chainId, denom: given.denom } : undefined
  const direct = ref && offeredAssetOf(assets, ref)
  const lookup = useQuery({
    // under registryKeys.registry(baseUrl), written out: the keys' module would load with every bridge
    queryKey: ['rollscope', 'registry', source ? registryBaseUrl(source) : '', 'routerAsset', ref ?? {}],
    queryFn: async () =>
      (await import('../bridge/form/registryAssetLookup.ts')).routerRefOfRegistryAsset(
        queryClient,
        source!,
        ref!,
      ),
    enabled: Boolean(ref && source && assets.length > 0 && !direct),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
  if (typeof given !== 'object') return { key: given, status: 'found' }
  if (direct) return { key: assetKey(direct), status: 'found' }
  if (assets.length === 0 || (source && lookup.isPending)) return { key: undefined, status: 'pending' }
  const found = lookup.data && offeredAssetOf(assets, lookup.data)
  return found ? { key: assetKey(found), status: 'found' } : { key: undefined, status: 'missing' }
}
