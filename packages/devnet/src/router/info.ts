// The read-only answers: chains, assets, balances and the assets reachable from a source.
import { devnetAccounts } from '../cosmos/accounts.ts'
import { assetsFromSourceJson, balancesJson } from './balances.ts'
import { type Body, json } from './http.ts'
import { type AssetInfo, assetJson, chainById, chainInfos, chainJson, EVM_CHAIN_ID } from './registry.ts'
import { planRoute } from './routes.ts'
import type { RouterChains } from './types.ts'

/** GET /v2/info/chains */
export function chainsInfo(url: URL, chains: RouterChains | undefined) {
  const ids = url.searchParams.getAll('chain_ids').flatMap((ids) => ids.split(','))
  const includeEvm = url.searchParams.get('include_evm') === 'true'
  const list = chainInfos.filter(
    (chain) => (ids.length === 0 || ids.includes(chain.chainId)) && (includeEvm || chain.chainType !== 'evm'),
  )
  return json(200, {
    chains: list.map((chain) => {
      const rpc = chains?.rpcUrl?.(chain.chainId)
      const rest = chains?.restUrl?.(chain.chainId)
      return { ...chainJson(chain), ...(rpc && { rpc }), ...(rest && { rest }) }
    }),
  })
}

/** GET /v2/fungible/assets */
export function fungibleAssets(url: URL, assets: AssetInfo[]) {
  const ids = url.searchParams.getAll('chain_ids').flatMap((ids) => ids.split(','))
  const includeEvm = url.searchParams.get('include_evm_assets') === 'true'
  const nativeOnly = url.searchParams.get('native_only') === 'true'
  const map: Record<string, { assets: unknown[] }> = {}
  for (const asset of assets) {
    if (ids.length > 0 && !ids.includes(asset.chainId)) continue
    if ((!includeEvm && asset.chainId === EVM_CHAIN_ID) || (nativeOnly && asset.via)) continue
    map[asset.chainId] ??= { assets: [] }
    map[asset.chainId]?.assets.push(assetJson(asset, assets))
  }
  return json(200, { chain_to_assets_map: map })
}

/** POST /v2/info/balances */
export async function balances(body: Body, assets: AssetInfo[], chains: RouterChains | undefined) {
  return json(
    200,
    await balancesJson(body, assets, {
      isFunded: (chainId, address) =>
        devnetAccounts(chainById(chainId)?.bech32Prefix ?? 'init').includes(address),
      ...(chains?.evmBalance && { evmBalance: chains.evmBalance }),
    }),
  )
}

/** POST /v2/fungible/assets_from_source */
export function assetsFromSource(body: Body, assets: AssetInfo[]) {
  const canRoute = (dest: AssetInfo) => {
    try {
      planRoute(
        {
          source_asset_chain_id: body.source_asset_chain_id,
          source_asset_denom: body.source_asset_denom,
          dest_asset_chain_id: dest.chainId,
          dest_asset_denom: dest.denom,
          amount_in: '1000000',
          allow_multi_tx: body.allow_multi_tx === true,
          allow_swaps: body.include_swaps === true,
        },
        assets,
      )
      return true
    } catch {
      return false
    }
  }
  return json(200, assetsFromSourceJson(body, assets, canRoute))
}
