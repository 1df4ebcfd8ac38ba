// A token as the chain registry names it (a Portfolio row: registry chain id, bank denom) found among the router's
// assets. Pure; registryAssetLookup.ts reads the registry when the router names the token otherwise.
import { denomKey } from '../../registry/denomKey.ts'
import type { BridgeAsset } from './catalogue.ts'

/** A token as the chain registry names it: the registry's chain id and the bank denom (`PortfolioBalance` fits). */
export interface RegistryAssetRef {
  chainId: string
  denom: string
}

/** Where the router keeps a token: its chain id and denom there. */
export interface RouterAssetRef {
  chainId: string
  denom: string
}

/** The offered asset on `chainId` with `denom`: hex denoms and 0x contracts in any case, `evm/<hex>` as its 0x. */
export function offeredAssetOf(assets: readonly BridgeAsset[], ref: RouterAssetRef): BridgeAsset | undefined {
  const key = denomKey(ref.denom)
  return assets.find((asset) => asset.chainId === ref.chainId && denomKey(asset.denom) === key)
}
