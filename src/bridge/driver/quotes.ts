import { RollscopeError } from '../../errors/base.ts'
import type { RouteRequest, RouterClient } from '../../router/client.ts'
import type { Route } from '../../router/schemas.ts'
import type { BridgeRequest, BridgeState } from '../types.ts'

export interface QuoteSchedulerOptions {
  router: () => RouterClient
  /** Extra route request fields (`allow_unsafe`, `bridges`, ...). */
  routeOptions: () => Partial<RouteRequest> | undefined
  /** Quiet time after the last request change before a quote is asked. */
  debounceMs: () => number
  /** How long a quote stays fresh: asking for the same request again within it is answered from it. */
  ttlMs: () => number
  now: () => number
  onQuote: (request: BridgeRequest, route: Route, at: number) => void
  onQuoteFailed: (request: BridgeRequest, error: Error) => void
  onExpired: () => void
}

export interface QuoteScheduler {
  /** Follows the bridge state: quotes while `quoting` (debounced, the stale request aborted), expires `quoted`. */
  sync(state: BridgeState): void
  /** Asks for the quote waiting out its pause now (the input is settled: blur, Enter, paste). Once: the pause then asks nothing. */
  flush(): void
  stop(): void
}

interface Pending {
  key: string
  request: BridgeRequest
  routeRequest: RouteRequest
  abort: AbortController
  /** Set while the pause runs; null once the route is asked. */
  timer: ReturnType<typeof setTimeout> | null
}

/**
 * Quotes: one request at a time for the latest input, debounced, and refreshed when they expire. One route
 * call per settled request: a flush takes the pending call's place, and the same request again (an amount
 * typed back) is answered from its quote while that is fresh.
 */
export function createQuoteScheduler(options: QuoteSchedulerOptions): QuoteScheduler {
  let quote: Pending | null = null
  /** The latest answer, by its route request. */
  let fresh: { key: string; route: Route; at: number } | null = null
  let expiry: ReturnType<typeof setTimeout> | null = null

  function cancel() {
    if (quote) {
      if (quote.timer) clearTimeout(quote.timer)
      quote.abort.abort()
      quote = null
    }
  }

  function schedule(request: BridgeRequest, routeRequest: RouteRequest, key: string) {
    const pending: Pending = { key, request, routeRequest, abort: new AbortController(), timer: null }
    pending.timer = setTimeout(() => void ask(pending), options.debounceMs())
    quote = pending
  }

  async function ask(pending: Pending) {
    pending.timer = null
    const { abort, request } = pending
    try {
      const route = await options.router().route(pending.routeRequest, { signal: abort.signal })
      if (abort.signal.aborted) return
      if (quote === pending) quote = null
      const at = options.now()
      fresh = { key: pending.key, route, at }
      options.onQuote(request, route, at)
    } catch (error) {
      if (abort.signal.aborted) return
      if (quote === pending) quote = null
      options.onQuoteFailed(request, error instanceof Error ? error : new RollscopeError(String(error)))
    }
  }

  return {
    sync(state) {
      const routeRequest =
        state.status === 'quoting' ? routeRequestOf(state.request, options.routeOptions()) : null
      const key = routeRequest && JSON.stringify(routeRequest)
      if (quote && quote.key !== key) cancel()
      if (expiry) clearTimeout(expiry)
      expiry = null
      if (state.status === 'quoted')
        expiry = setTimeout(
          () => {
            fresh = null
            options.onExpired()
          },
          Math.max(0, state.expiresAt - options.now()),
        )
      // idle (an incomplete request, a failed quote, Try again) or a transfer: the next quote is asked anew
      else if (state.status !== 'quoting') fresh = null
      if (state.status !== 'quoting' || !routeRequest || !key || quote) return
      if (fresh?.key === key && options.now() < fresh.at + options.ttlMs())
        // the same request again while its quote is fresh: no route call (last, as it dispatches)
        options.onQuote(state.request, fresh.route, fresh.at)
      else schedule(state.request, routeRequest, key)
    },
    flush() {
      if (!quote?.timer) return
      clearTimeout(quote.timer)
      void ask(quote)
    },
    stop() {
      cancel()
      if (expiry) clearTimeout(expiry)
      expiry = null
    },
  }
}

export function routeRequestOf(
  request: BridgeRequest,
  routeOptions: Partial<RouteRequest> | undefined,
): RouteRequest {
  return {
    source_asset_chain_id: request.sourceChainId,
    source_asset_denom: request.sourceDenom,
    dest_asset_chain_id: request.destChainId,
    dest_asset_denom: request.destDenom,
    amount_in: request.amountIn,
    allow_multi_tx: true,
    ...routeOptions,
  }
}
