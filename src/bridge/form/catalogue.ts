// What the widget offers: the router's chains and assets joined into one list, narrowed by the app. Pure.

import { isRenderableUrl } from '../../media/renderableUrl.ts'
import { bech32Decode } from '../../router/initiaAddress.ts'
import type { AssetsResponse, ChainInfo } from '../../router/schemas.ts'

/** A chain as the widget shows it. */
export interface BridgeChain {
  chainId: string
  /** The router's `pretty_name` (e.g. "Noble"), else its `chain_name`, else the id. */
  name: string
  /** An http(s) URL, never another scheme; undefined shows the fallback. */
  logo?: string | undefined
  /** `cosmos`, `evm` or `svm`; undefined when the router does not say. */
  type?: string | undefined
  bech32Prefix?: string | undefined
  /** The chain's REST (LCD), when the router names it (Initia's router does). */
  rest?: string | undefined
  /** The router's `fee_assets`, as it sends them. */
  feeAssets?: ChainInfo['fee_assets']
}

/** An asset the widget offers, on its chain. */
export interface BridgeAsset {
  chainId: string
  chainName: string
  denom: string
  symbol: string
  decimals: number
  name?: string | undefined
  logo?: string | undefined
  chainLogo?: string | undefined
}

/** `chainId/denom`: how the widget's props and history name an asset. */
export const assetKey = (asset: { chainId: string; denom: string }) => `${asset.chainId}/${asset.denom}`

const safeLogo = (url: string | null | undefined) =>
  url && isRenderableUrl(url) && /^https?:/.test(url) ? url : undefined

export function chainOf(info: ChainInfo): BridgeChain {
  return {
    chainId: info.chain_id,
    name: info.pretty_name || info.chain_name || info.chain_id,
    logo: safeLogo(info.logo_uri),
    type: info.chain_type,
    bech32Prefix: info.bech32_prefix ?? undefined,
    rest: info.rest && /^https?:\/\//.test(info.rest) ? info.rest : undefined,
    feeAssets: info.fee_assets,
  }
}

/**
 * The router's assets with their chains' names and logos. Assets without a symbol or decimals are left out:
 * an amount of them could be neither typed nor shown. `only` (`chainId/denom` keys or chain ids) narrows the list.
 */
export function catalogueOf(
  chains: readonly BridgeChain[],
  assets: AssetsResponse | undefined,
  only?: { chains?: readonly string[] | undefined; assets?: readonly string[] | undefined },
): BridgeAsset[] {
  const byId = new Map(chains.map((chain) => [chain.chainId, chain]))
  const list: BridgeAsset[] = []
  for (const { assets: onChain } of Object.values(assets?.chain_to_assets_map ?? {}))
    for (const asset of onChain) {
      const chain = byId.get(asset.chain_id)
      const symbol = asset.recommended_symbol || asset.symbol
      const { decimals } = asset
      if (!chain || !symbol || typeof decimals !== 'number' || !Number.isInteger(decimals)) continue
      if (decimals < 0 || decimals > 255) continue
      const entry: BridgeAsset = {
        chainId: asset.chain_id,
        chainName: chain.name,
        denom: asset.denom,
        symbol,
        decimals,
        name: asset.name ?? undefined,
        logo: safeLogo(asset.logo_uri),
        chainLogo: chain.logo,
      }
      if (only?.chains && !only.chains.includes(entry.chainId)) continue
      if (only?.assets && !only.assets.includes(assetKey(entry))) continue
      list.push(entry)
    }
  return list
}

export type RecipientProblem = 'empty' | 'format' | 'prefix'

/** Whether `address` can receive on `chain`: a 0x address on EVM chains, bech32 with the chain's prefix elsewhere. */
export function recipientProblem(
  address: string,
  chain: BridgeChain | undefined,
): RecipientProblem | undefined {
  const text = address.trim()
  if (!text) return 'empty'
  if (chain?.type === 'evm') return /^0x[0-9a-fA-F]{40}$/.test(text) ? undefined : 'format'
  const decoded = bech32Decode(text)
  if (!decoded) return 'format'
  if (chain?.bech32Prefix && decoded.prefix !== chain.bech32Prefix) return 'prefix'
  return undefined
}
