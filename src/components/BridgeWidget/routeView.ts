// What a quote shows in the form and its summary: amounts, steps and fees. Pure. What only the views loaded on
// first use read (minimum received, signatures, risk) is in reviewView.ts, so it loads with them.
import { kindOf, startChain, text } from '../../bridge/machine/routeOperations.ts'
import type { Fee, Route } from '../../router/schemas.ts'
import { displayAmount } from '../shared/displayAmount.ts'

export { displayAmount }

/** `$1,234.56`, or undefined when the router sent no usable value. */
export function displayUsd(value: string | null | undefined, locale?: string): string | undefined {
  const number = value ? Number(value) : Number.NaN
  if (!Number.isFinite(number) || value === '') return undefined
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: number < 1 ? 4 : 2,
  }).format(number)
}

export interface RouteStep {
  kind: string
  fromChainId: string | undefined
  toChainId: string | undefined
  amountIn: string
  amountOut: string
  denomIn: string | undefined
  denomOut: string | undefined
  txIndex: number
}

/** Every operation of the route, in order: its kind, chains, denoms and amounts. Unknown kinds are kept. */
export function routeSteps(route: Route): RouteStep[] {
  return route.operations.map((operation) => {
    const kind = kindOf(operation)
    const body = kind?.body ?? {}
    const from = startChain(operation)
    return {
      kind: kind?.name ?? 'unknown',
      fromChainId: from,
      toChainId: text(body.to_chain_id) ?? from,
      amountIn: operation.amount_in,
      amountOut: operation.amount_out,
      denomIn: text(body.denom_in),
      denomOut: text(body.denom_out) ?? text(body.dest_denom),
      txIndex: operation.tx_index,
    }
  })
}

/** Fees the router declared, split by who pays: taken from the amount, or paid on top (EVM gas, relay fees). */
export function feesOf(route: Route): { deducted: Fee[]; additional: Fee[] } {
  // recorded bodies send "" for unknown amounts; a zero fee is no fee
  const fees = (route.estimated_fees ?? []).filter((fee) => fee.amount && !/^0+$/.test(fee.amount))
  const additional = (fee: Fee) =>
    (fee as { fee_behavior?: unknown }).fee_behavior === 'FEE_BEHAVIOR_ADDITIONAL'
  return { deducted: fees.filter((fee) => !additional(fee)), additional: fees.filter(additional) }
}

/**
 * The router's fee types by the product's name, the same in every language (the OpenAPI's `FeeType`: SMART_RELAY;
 * skip-go's client also knows GO_FAST); another type shows as the router sends it.
 */
const feeTypeNames: Record<string, string> = { SMART_RELAY: 'Smart Relay', GO_FAST: 'Go Fast' }

/** A fee's amount in its own asset, and in USD when priced. */
export function feeText(fee: Fee, locale?: string): string {
  const asset = fee.origin_asset as
    | { decimals?: unknown; symbol?: unknown; recommended_symbol?: unknown }
    | null
    | undefined
  const symbol = text(asset?.recommended_symbol) ?? text(asset?.symbol)
  const decimals = typeof asset?.decimals === 'number' ? asset.decimals : undefined
  const amount =
    symbol && decimals !== undefined
      ? displayAmount(fee.amount, { symbol, decimals }, locale)
      : `${fee.amount}`
  const kind = fee.fee_type ? ` (${feeTypeNames[fee.fee_type] ?? fee.fee_type})` : ''
  const usd = displayUsd(fee.usd_amount, locale)
  return usd ? `${amount} (${usd})${kind}` : `${amount}${kind}`
}

/** The route's OPinit hop leaving one of `rollups` (a withdrawal the kit can follow to its claim). */
export function withdrawalHopOf(
  route: Route,
  rollups: (chainId: string) => boolean,
): { fromChainId: string; toChainId: string } | undefined {
  for (const { kind, fromChainId, toChainId } of routeSteps(route))
    if (kind === 'op_init_transfer' && fromChainId && toChainId && rollups(fromChainId))
      return { fromChainId, toChainId }
  return undefined
}
