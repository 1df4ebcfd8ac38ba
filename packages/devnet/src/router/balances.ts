// /v2/info/balances and /v2/fungible/assets_from_source. Shapes: the Skip Go OpenAPI (skip-mev/skip-go
// docs/swagger.yml, `BalancesRequest`, `BalanceResponseDenomEntry`, `AssetsFromSourceRequest`).
//
// The devnet's Cosmos chains keep no bank state, so balances there are a stand-in: the devnet's funded test
// accounts hold `genesisUnits` of every asset (packages/devnet/src/cosmos/accounts.ts), any other address none. The
// EVM rollup's balances are read from anvil when the server passes `evmBalance`.
import { type AssetInfo, assetJson, EVM_CHAIN_ID, originMeta } from './registry.ts'
import { badRequest } from './routes.ts'

/** What each funded test account holds of every Cosmos asset, in display units. */
export const genesisUnits = 1000n

export interface BalanceReader {
  /** whether `address` is one of the devnet's funded accounts on `chainId` */
  isFunded(chainId: string, address: string): boolean
  /** the EVM rollup's balance of a token (or of the native coin when `token` is undefined), in base units */
  evmBalance?(address: string, token: string | undefined): Promise<bigint>
}

function formatted(amount: bigint, decimals: number): string {
  const digits = amount.toString().padStart(decimals + 1, '0')
  return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`
}

export async function balancesJson(
  body: Record<string, unknown>,
  assets: AssetInfo[],
  reader: BalanceReader,
) {
  const requested = body.chains
  if (typeof requested !== 'object' || requested === null || Array.isArray(requested))
    throw badRequest('chains must be an object of chain id to {address, denoms}')
  const chains: Record<string, { address: string; denoms: Record<string, unknown> }> = {}
  for (const [chainId, entry] of Object.entries(requested as Record<string, unknown>)) {
    const { address, denoms } = (entry ?? {}) as { address?: unknown; denoms?: unknown }
    if (typeof address !== 'string' || !address) throw badRequest(`chains.${chainId}.address is required`)
    const onChain = assets.filter((asset) => asset.chainId === chainId)
    const wanted = Array.isArray(denoms) ? onChain.filter((asset) => denoms.includes(asset.denom)) : onChain
    const entries: Record<string, unknown> = {}
    for (const asset of wanted) {
      let amount = 0n
      if (chainId === EVM_CHAIN_ID) {
        // the rollup's native gas coin is `minievm-native`; its tokens are ERC-20s
        if (reader.evmBalance && /^0x[0-9a-fA-F]{40}$/.test(address))
          amount = await reader.evmBalance(address, asset.tokenContract)
      } else if (reader.isFunded(chainId, address)) amount = genesisUnits * 10n ** BigInt(asset.decimals)
      const price = originMeta[asset.origin].usd
      const value = Number(formatted(amount, asset.decimals)) * price
      entries[asset.denom] = {
        amount: amount.toString(),
        decimals: asset.decimals,
        formatted_amount: formatted(amount, asset.decimals),
        ...(price > 0 && { price: String(price), value_usd: value.toFixed(2) }),
      }
    }
    chains[chainId] = { address, denoms: entries }
  }
  return { chains }
}

/** The assets `plan` can reach from the request's source, by chain: each one a route would be found for. */
export function assetsFromSourceJson(
  body: Record<string, unknown>,
  assets: AssetInfo[],
  canRoute: (dest: AssetInfo) => boolean,
) {
  const { source_asset_chain_id: chainId, source_asset_denom: denom } = body
  const source = assets.find((asset) => asset.chainId === chainId && asset.denom === denom)
  if (!source) throw badRequest(`unknown source asset ${String(chainId)}/${String(denom)}`)
  const map: Record<string, { assets: unknown[] }> = {}
  for (const asset of assets) {
    if (asset === source || !canRoute(asset)) continue
    map[asset.chainId] ??= { assets: [] }
    map[asset.chainId]?.assets.push(assetJson(asset, assets))
  }
  return { dest_assets: map }
}
