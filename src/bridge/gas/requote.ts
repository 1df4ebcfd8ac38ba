// A gas route that was never sent, quoted again when the user asks for it (after a reload): the same fee token to
// the same recipient, worth the same USD as the review showed, at today's price. At most two router calls: the
// stored amount first, whose answer prices the source asset; again for the amount worth that USD when it differs.
// Nothing is signed here: the caller shows the quote and signs only what it showed.
import type { RouteRequest, RouterClient } from '../../router/client.ts'
import { routeRequestOf } from '../driver/quotes.ts'
import type { GasOnDestinationRecord } from '../types.ts'
import { gasAmountIn } from './offer.ts'
import type { GasQuote } from './quote.ts'

export interface GasQuoteAgainParameters {
  router: RouterClient
  /** The gas route as stored with its transfer (none: an error). */
  gas: Pick<GasOnDestinationRecord, 'request' | 'route'> | null
  routeOptions?: Partial<RouteRequest> | undefined
  signal?: AbortSignal | undefined
}

export async function gasQuoteAgain(parameters: GasQuoteAgainParameters): Promise<GasQuote> {
  const { router, gas, routeOptions, signal } = parameters
  if (!gas) throw new Error('This transfer brings no gas on the destination.')
  // single-tx, as the first gas route was asked (quote.ts)
  const ask = (amountIn: string) => {
    const request = { ...gas.request, amountIn }
    return router
      .route({ ...routeRequestOf(request, routeOptions), allow_multi_tx: false }, { signal })
      .then((route) => ({ request, route }))
  }
  const fresh = await ask(gas.request.amountIn)
  const usd = Number(gas.route.usd_amount_in)
  // without a price then or now, the same source amount: the review showed that much
  const amountIn = Number.isFinite(usd) && usd > 0 ? gasAmountIn(fresh.route, usd) : null
  if (!amountIn || amountIn === gas.request.amountIn) return fresh
  return ask(amountIn)
}
