// What the review and the transfer views (loaded on first use) read off a quote: the minimum received, the
// signatures, the risk, and the assets by chain and denom. Pure.

import type { BridgeAsset } from '../../bridge/form/catalogue.ts'
import { lessSlippage } from '../../bridge/form/slippageAmount.ts'
import type { Route } from '../../router/schemas.ts'
import type { ShownBalanceChange } from '../shared/BalanceChanges.tsx'
import type { DenomDisplay } from '../shared/format.ts'
import { feesOf } from './routeView.ts'

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

/** What the user's accounts give and get on one chain, as the tx views show balance changes. */
export interface ReviewChainChanges {
  chainId: string
  changes: ShownBalanceChange[]
  /** Symbol and decimals of the changes' denoms on this chain. */
  denoms: Readonly<Record<string, DenomDisplay>>
}

const word = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)

/**
 * The quote's amounts as balance changes, per chain: the amount in and the fees the router estimated (its
 * `estimated_fees`, each with its `origin_asset` and `chain_id`, as skip-go's route response sends them) out of the
 * sender, the amount out into the recipient. Chains in the order the transfer reaches them.
 */
export function reviewChangesOf(
  route: Route,
  {
    source,
    destination,
    sender,
    recipient,
  }: {
    source: BridgeAsset
    destination: BridgeAsset
    sender: string | undefined
    recipient: string
  },
): ReviewChainChanges[] {
  const chains = new Map<string, ReviewChainChanges>()
  const add = (chainId: string, change: ShownBalanceChange, display: DenomDisplay | undefined) => {
    const chain = chains.get(chainId) ?? { chainId, changes: [], denoms: {} }
    chains.set(chainId, chain)
    chain.changes.push(change)
    if (display) chain.denoms = { ...chain.denoms, [change.denom]: display }
  }
  const display = (asset: { symbol: string; decimals: number }) => ({
    symbol: asset.symbol,
    decimals: asset.decimals,
  })
  add(
    source.chainId,
    {
      account: sender ?? '',
      denom: source.denom,
      amount: BigInt(route.amount_in),
      direction: 'out',
      isFee: false,
    },
    display(source),
  )
  for (const fee of [...feesOf(route).deducted, ...feesOf(route).additional]) {
    const asset = fee.origin_asset as Record<string, unknown> | null | undefined
    const denom = word(asset?.denom)
    const chainId = word(fee.chain_id) ?? word(asset?.chain_id) ?? source.chainId
    if (!denom || !fee.amount || !/^\d+$/.test(fee.amount)) continue
    const symbol = word(asset?.recommended_symbol) ?? word(asset?.symbol)
    const decimals = typeof asset?.decimals === 'number' ? asset.decimals : undefined
    add(
      chainId,
      { account: sender ?? '', denom, amount: BigInt(fee.amount), direction: 'out', isFee: true },
      symbol && decimals !== undefined ? { symbol, decimals } : undefined,
    )
  }
  add(
    destination.chainId,
    {
      account: recipient,
      denom: destination.denom,
      amount: BigInt(route.amount_out),
      direction: 'in',
      isFee: false,
    },
    display(destination),
  )
  return [...chains.values()]
}
