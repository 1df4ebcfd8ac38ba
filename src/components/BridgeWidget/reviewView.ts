// What the review and the transfer views (loaded on first use) read off a quote: the minimum received, the
// signatures, the risk, and the assets by chain and denom. Pure.

import type { BridgeAsset } from '../../bridge/form/catalogue.ts'
import { lessSlippage } from '../../bridge/form/slippageAmount.ts'
import type { Route } from '../../router/schemas.ts'

/** A price impact from this percent on asks for the user's acknowledgement. */
export const highPriceImpactPercent = 3

/** The least the user receives: the quote less the slippage tolerance on swap routes, the quote otherwise. */
export function minimumReceived(route: Route, slippagePercent: string | null): string {
  // in integers: no float touches the amount
  return !route.does_swap || !slippagePercent
    ? route.amount_out
    : lessSlippage(route.amount_out, slippagePercent)
}

/** How many times the wallet asks: each tx, and the op-hook when the route needs one. */
export const signaturesOf = (route: Route) =>
  Math.max(1, route.txs_required) + (route.required_op_hook ? 1 : 0)

/** Why the user must acknowledge a loss before signing, or undefined. */
export function valueLossOf(
  route: Route,
): { kind: 'badPrice'; message: string } | { kind: 'priceImpact'; percent: string } | undefined {
  if (route.warning?.type === 'BAD_PRICE_WARNING') return { kind: 'badPrice', message: route.warning.message }
  const impact = Number(route.swap_price_impact_percent)
  if (Number.isFinite(impact) && impact >= highPriceImpactPercent)
    return { kind: 'priceImpact', percent: String(Math.round(impact * 100) / 100) }
  return undefined
}

/** The catalogue's asset for a chain and denom, when it knows it. */
export const assetAt = (
  assets: readonly BridgeAsset[],
  chainId: string | undefined,
  denom: string | undefined,
) => assets.find((asset) => asset.chainId === chainId && asset.denom === denom)
