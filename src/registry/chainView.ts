// Loaded on first use (query/chainView.ts): a chain's view needs chains.json and assetlists, so the registry's
// schemas and resolvers, which an app that shows no registry data never loads.
import type { QueryClient } from '@tanstack/react-query'
import { type AssetInfo, assetOf } from './asset.ts'
import type { RegistryAssetList } from './assetSchemas.ts'
import { registryCache } from './cache.ts'
import { chainOf } from './chain.ts'
import type { RegistryClient } from './client.ts'
import { denomKey } from './denomKey.ts'
import { linkTemplate } from './urls.ts'

/** What the components show of a chain, as plain data (it dehydrates with a server's prefetch). */
export interface ChainViewData {
  chainId: string
  /** `pretty_name`, else `chain_name`. */
  name: string
  /** Every denom the registry names on the chain, by `denomKey`: its own assets, ERC-20s by address too, and the
   * `l2/` and `ibc/` denoms its assets trace to, named by the L1's assetlist. */
  assets: Record<string, AssetInfo>
  /** The chain's first fee token (EVM values and fees on minievm). */
  feeDenom: string | undefined
  /** The explorer's `tx_page` and `account_page`, only when both are safe (`linkTemplate`). */
  explorer: { txPage: string; accountPage: string } | undefined
}

/** The chain's name, explorer templates and assets (and the L1's, for denoms its assets trace to). */
export async function loadChainView(
  queryClient: QueryClient,
  client: RegistryClient,
  chainId: string,
): Promise<ChainViewData> {
  const load = registryCache(queryClient, client)
  const chains = await load.chains()
  const chain = chainOf(chains, chainId)
  const list = await load.assets(chainId, chains)
  const assets: Record<string, AssetInfo> = {}
  const add = (denom: string, info: AssetInfo | undefined) => {
    if (info && !(denomKey(denom) in assets)) assets[denomKey(denom)] = info
  }
  for (const asset of list.assets) {
    add(asset.base, assetOf(list, asset.base))
    if (asset.address) add(asset.address, assetOf(list, asset.address))
  }
  // the l2/ and ibc/ denoms the chain's assets wrap: named by the L1's assetlist (assetOf through traces)
  const traced = list.assets
    .flatMap((asset) => asset.traces ?? [])
    .map((trace) => trace.counterparty.base_denom)
    .filter((denom) => /^(l2|ibc)\//.test(denom) && !(denomKey(denom) in assets))
  const l1 = chains.find((entry) => entry.metadata?.is_l1 === true)
  if (traced.length && l1 && l1.chain_id !== chainId) {
    const l1Assets: RegistryAssetList = await load.assets(l1.chain_id, chains)
    for (const denom of traced) add(denom, assetOf(list, denom, { l1: l1Assets }))
  }
  const explorer = chain.explorers?.[0]
  const safe =
    linkTemplate(explorer?.tx_page, 'txHash') && linkTemplate(explorer?.account_page, 'accountAddress')
  return {
    chainId,
    name: chain.pretty_name || chain.chain_name,
    assets,
    feeDenom: chain.fees.fee_tokens[0]?.denom,
    explorer: safe ? { txPage: explorer!.tx_page!, accountPage: explorer!.account_page! } : undefined,
  }
}
