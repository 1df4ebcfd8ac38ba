// Gas on the destination: whether to offer it and what to ask the router for. Pure. Follows the Skip Go widget's
// "gas on receive" (skip-mev/skip-go packages/widget/src/state/gasOnReceive.ts and
// packages/client/src/public-functions/getRouteWithGasOnReceive.ts): the destination chain's fee assets from the
// router's `/v2/info/chains` `fee_assets`, none offered when the transferred asset is itself one, a fixed USD amount
// ($0.10 to a Cosmos chain, $2 to an EVM one) turned into the source asset at its USD price, and a single-tx route.
import type { BridgeChain } from '../form/catalogue.ts'
import type { BridgeRequest, Route } from '../types.ts'

export type { GasOnDestinationOption, GasOnDestinationSetting } from './setting.ts'

/** skip-go's `GAS_ON_RECEIVE_AMOUNT_USD`: what a few txs cost on each kind of chain. */
export const defaultGasUsd = { cosmos: 0.1, evm: 2 } as const

/**
 * The destination chain's fee denoms: the router's `fee_assets`; on an EVM chain with none, its `-native` asset
 * (skip-go looks for `denom.includes("-native")` there).
 */
export function feeDenomsOf(
  chain: BridgeChain | undefined,
  chainAssets: readonly { denom: string }[],
): string[] {
  const listed = (chain?.feeAssets ?? []).map((asset) => asset.denom).filter(Boolean)
  if (listed.length > 0) return listed
  if (chain?.type !== 'evm') return []
  return chainAssets.filter((asset) => asset.denom.endsWith('-native')).map((asset) => asset.denom)
}

/** Whether any fee denom is held: skip-go's `isSomeDestinationFeeBalanceAvailable` (an amount other than "0"). */
export function holdsFee(
  balances: Readonly<Record<string, { amount?: string | null | undefined } | undefined>> | undefined,
  feeDenoms: readonly string[],
): boolean {
  return feeDenoms.some((denom) => {
    const amount = balances?.[denom]?.amount
    return typeof amount === 'string' && /^\d+$/.test(amount) && BigInt(amount) > 0n
  })
}

/**
 * The source amount worth `usd`, at the main route's own price (`usd_amount_in` for `amount_in`): no price lookup of
 * its own. Null when the router gave no price (skip-go offers nothing then either).
 */
export function gasAmountIn(route: Route, usd: number): string | null {
  const usdIn = Number(route.usd_amount_in)
  if (!/^\d+$/.test(route.amount_in) || !Number.isFinite(usdIn) || usdIn <= 0) return null
  // base units, rounded up, in exact integers: amount_in × usd ÷ usd_amount_in, at a millionth of a dollar
  const micro = (value: number) => BigInt(Math.round(value * 1e6))
  const units = (BigInt(route.amount_in) * micro(usd) + micro(usdIn) - 1n) / micro(usdIn)
  return units > 0n ? units.toString() : null
}

/** Why no gas is offered for this pair before any balance is read, or null when it may be. */
export function gasOfferBlocked(
  request: BridgeRequest,
  feeDenoms: readonly string[],
): 'noFeeAsset' | 'feeAssetSent' | null {
  if (feeDenoms.length === 0) return 'noFeeAsset'
  if (feeDenoms.includes(request.destDenom)) return 'feeAssetSent'
  return null
}

/** The gas route's request: the main one's source and recipient, the destination's first fee denom. */
export function gasRequestOf(request: BridgeRequest, feeDenom: string, amountIn: string): BridgeRequest {
  return {
    sourceChainId: request.sourceChainId,
    sourceDenom: request.sourceDenom,
    destChainId: request.destChainId,
    destDenom: feeDenom,
    amountIn,
    ...(request.recipient !== undefined && { recipient: request.recipient }),
  }
}
