// What the form offers: the app's assets or the router's, the chains they are on, and where the source can go. Pure.

import type { AssetsFromSourceResponse, AssetsResponse } from '../../router/schemas.ts'
import type { BridgeRequest } from '../types.ts'
import {
  assetKey,
  type BridgeAsset,
  type BridgeChain,
  catalogueOf,
  type RecipientProblem,
} from './catalogue.ts'

export interface AssetsOption {
  /** The app's own `BridgeAsset`s. */
  given: BridgeAsset[] | undefined
  /** `chainId/denom` keys narrowing the router's list. */
  onlyKeys: string[] | undefined
  /** Only the app's own assets are offered: the router's list is not needed. */
  onlyGiven: boolean
}

/** The `assets` option split into full assets and keys. */
export function assetsOptionOf(assets: readonly (string | BridgeAsset)[] | undefined): AssetsOption {
  const given = assets?.filter((asset): asset is BridgeAsset => typeof asset !== 'string')
  const onlyKeys = assets?.filter((asset): asset is string => typeof asset === 'string')
  return { given, onlyKeys, onlyGiven: Boolean(given?.length) && !onlyKeys?.length }
}

/** The router's chains by id, with the chains named only by the app's own assets. */
export function chainsByIdOf(
  chains: readonly BridgeChain[],
  given: readonly BridgeAsset[] | undefined,
): Map<string, BridgeChain> {
  const map = new Map<string, BridgeChain>(chains.map((chain) => [chain.chainId, chain]))
  for (const asset of given ?? [])
    if (!map.has(asset.chainId))
      map.set(asset.chainId, { chainId: asset.chainId, name: asset.chainName, logo: asset.chainLogo })
  return map
}

const noAssets: readonly BridgeAsset[] = []

/** The assets offered: the app's own, else the router's narrowed by the options, the app's entries replacing its. */
export function offeredAssets(
  option: AssetsOption,
  chains: readonly BridgeChain[],
  routerAssets: AssetsResponse | undefined,
  onlyChains: readonly string[] | undefined,
): readonly BridgeAsset[] {
  const { given, onlyKeys } = option
  if (option.onlyGiven) return given ?? noAssets
  const list = catalogueOf(chains, routerAssets, {
    chains: onlyChains,
    assets: onlyKeys?.length ? onlyKeys : undefined,
  })
  const own = new Map((given ?? []).map((asset) => [assetKey(asset), asset]))
  return list.map((asset) => own.get(assetKey(asset)) ?? asset)
}

/** The assets other than `source` it can reach (the router's `assets_from_source`); every other one until known. */
export function destinationsOf(
  assets: readonly BridgeAsset[],
  source: BridgeAsset | undefined,
  reach: AssetsFromSourceResponse | undefined,
): BridgeAsset[] {
  const others = assets.filter((asset) => asset !== source)
  const reachable = reach?.dest_assets
  if (!reachable) return others
  const keys = new Set(
    Object.values(reachable).flatMap(({ assets }) => assets.map((a) => `${a.chain_id}/${a.denom}`)),
  )
  return others.filter((asset) => keys.has(assetKey(asset)))
}

/** What to quote, or null while the form is not valid. */
export function bridgeRequestOf(form: {
  source: BridgeAsset | undefined
  destination: BridgeAsset | undefined
  amountIn: string | null
  recipientProblem: RecipientProblem | undefined
  /** A recipient other than the user's own address. */
  recipient: string | undefined
}): BridgeRequest | null {
  const { source, destination, amountIn, recipient } = form
  if (!source || !destination || !amountIn || form.recipientProblem) return null
  return {
    sourceChainId: source.chainId,
    sourceDenom: source.denom,
    destChainId: destination.chainId,
    destDenom: destination.denom,
    amountIn,
    ...(recipient !== undefined && { recipient: recipient.trim() }),
  }
}
