// The gas offer's two router calls, at most, per quote: the recipient's fee balances (`/v2/info/balances`, as
// skip-go's widget reads them) and, when it holds none, the route for the fee token (`/v2/fungible/route`, with
// `allow_multi_tx: false` as skip-go's getRouteWithGasOnReceive asks it). Any failure is an answer, never a throw.
import type { RouteRequest, RouterClient } from '../../router/client.ts'
import { routeRequestOf } from '../driver/quotes.ts'
import type { BridgeChain } from '../form/catalogue.ts'
import type { BridgeRequest, Route } from '../types.ts'
import { defaultGasUsd, feeDenomsOf, gasAmountIn, gasOfferBlocked, gasRequestOf, holdsFee } from './offer.ts'
import type { GasOnDestinationSetting } from './setting.ts'

/** A gas route to sign with the transfer: exactly what the review shows and what is checked before signing. */
export interface GasQuote {
  request: BridgeRequest
  route: Route
}

export type GasOffer =
  /** Nothing to offer: the setting is off, the recipient holds gas, or the pair cannot have it. */
  | { kind: 'none' }
  | { kind: 'offered'; quote: GasQuote }
  /** It would be offered, but the router found no route for the fee token (or could not be asked). */
  | { kind: 'failed'; error: Error }

export interface GasOfferParameters {
  router: RouterClient
  /** The main transfer's request and its quote. */
  request: BridgeRequest
  route: Route
  /** Where the funds go on the destination chain. */
  recipient: string
  destinationChain: BridgeChain | undefined
  /** The router's assets on the destination chain (an EVM chain's native coin is found among them). */
  destinationAssets: readonly { denom: string }[]
  setting: GasOnDestinationSetting
  routeOptions?: Partial<RouteRequest> | undefined
  signal?: AbortSignal | undefined
}

export async function gasOfferFor(parameters: GasOfferParameters): Promise<GasOffer> {
  const { router, request, route, recipient, destinationChain, setting, signal } = parameters
  if (!setting.enabled || !recipient) return { kind: 'none' }
  const feeDenoms = feeDenomsOf(destinationChain, parameters.destinationAssets)
  if (gasOfferBlocked(request, feeDenoms)) return { kind: 'none' }
  const usd = setting.usd ?? (destinationChain?.type === 'evm' ? defaultGasUsd.evm : defaultGasUsd.cosmos)
  const amountIn = gasAmountIn(route, usd)
  if (!amountIn) return { kind: 'none' }
  try {
    const balances = await router.balances(
      { chains: { [request.destChainId]: { address: recipient, denoms: feeDenoms } } },
      { signal },
    )
    if (holdsFee(balances.chains[request.destChainId]?.denoms ?? undefined, feeDenoms))
      return { kind: 'none' }
    const gasRequest = gasRequestOf(request, feeDenoms[0]!, amountIn)
    const gasRoute = await router.route(
      { ...routeRequestOf(gasRequest, parameters.routeOptions), allow_multi_tx: false },
      { signal },
    )
    return { kind: 'offered', quote: { request: gasRequest, route: gasRoute } }
  } catch (error) {
    signal?.throwIfAborted()
    return { kind: 'failed', error: error instanceof Error ? error : new Error(String(error)) }
  }
}
