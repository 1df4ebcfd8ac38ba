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
  now: () => number
  onQuote: (request: BridgeRequest, route: Route, at: number) => void
  onQuoteFailed: (request: BridgeRequest, error: Error) => void
  onExpired: () => void
}

export interface QuoteScheduler {
  /** Follows the bridge state: quotes while `quoting` (debounced, the stale request aborted), expires `quoted`. */
  sync(state: BridgeState): void
  stop(): void
}

/** Quotes: one request at a time for the latest input, debounced, and refreshed when they expire. */
export function createQuoteScheduler(options: QuoteSchedulerOptions): QuoteScheduler {
  let quote: { key: string; abort: AbortController; timer: ReturnType<typeof setTimeout> } | null = null
  let expiry: ReturnType<typeof setTimeout> | null = null

  function cancel() {
    if (quote) {
      clearTimeout(quote.timer)
      quote.abort.abort()
      quote = null
    }
  }

  function request(request: BridgeRequest, key: string) {
    const abort = new AbortController()
    const timer = setTimeout(async () => {
      try {
        const route = await options
          .router()
          .route(routeRequestOf(request, options.routeOptions()), { signal: abort.signal })
        if (abort.signal.aborted) return
        if (quote?.abort === abort) quote = null
        options.onQuote(request, route, options.now())
      } catch (error) {
        if (abort.signal.aborted) return
        if (quote?.abort === abort) quote = null
        options.onQuoteFailed(request, error instanceof Error ? error : new RollscopeError(String(error)))
      }
    }, options.debounceMs())
    quote = { key, abort, timer }
  }

  return {
    sync(state) {
      const key = state.status === 'quoting' ? JSON.stringify(state.request) : null
      if (quote && quote.key !== key) cancel()
      if (expiry) clearTimeout(expiry)
      expiry = null
      if (state.status === 'quoted')
        expiry = setTimeout(options.onExpired, Math.max(0, state.expiresAt - options.now()))
      if (state.status === 'quoting' && !quote && key !== null) request(state.request, key)
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
