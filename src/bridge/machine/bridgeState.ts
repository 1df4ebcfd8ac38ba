// What the caller sees: the quote's states, and a transfer's once submitted (its record, with its error as an
// Error). Pure, like transition.ts.

import type {
  BridgeRequest,
  BridgeState,
  StatusResponse,
  StoredError,
  TransferHop,
  TransferRecord,
} from '../types.ts'
import { isTerminal } from './phases.ts'

export type BridgeEvent =
  | { type: 'requestChanged'; request: BridgeRequest | null }
  | { type: 'quoteSucceeded'; request: BridgeRequest; route: Route; at: number; ttlMs: number }
  | { type: 'quoteFailed'; request: BridgeRequest; error: Error }
  | { type: 'quoteExpired' }
  /** A submitted or resumed transfer is shown, with its live error (if any). */
  | { type: 'transferChanged'; shown: BridgeState }
  /** The submit ended before anything was broadcast: back to the quote, with why. */
  | { type: 'submitFailed'; error: Error }
  | { type: 'reset' }

type Route = Extract<BridgeState, { status: 'quoted' }>['route']

export function isComplete(request: BridgeRequest | null): request is BridgeRequest {
  return Boolean(
    request?.sourceChainId &&
      request.sourceDenom &&
      request.destChainId &&
      request.destDenom &&
      /^\d+$/.test(request.amountIn) &&
      BigInt(request.amountIn) > 0n,
  )
}

export const sameRequest = (a: BridgeRequest | null, b: BridgeRequest | null) =>
  JSON.stringify(a) === JSON.stringify(b)

export const initialBridgeState: BridgeState = { status: 'idle', request: null, route: null, error: null }

export function bridgeTransition(state: BridgeState, event: BridgeEvent): BridgeState {
  switch (event.type) {
    case 'requestChanged': {
      // a transfer in flight keeps the screen until it ends or is reset
      if ('transfer' in state && !isTerminal(state.status)) return state
      if (sameRequest(state.request, event.request) && state.status !== 'idle' && !('transfer' in state))
        return state
      if (!isComplete(event.request))
        return { status: 'idle', request: event.request, route: null, error: null }
      const previous = state.status === 'quoted' || state.status === 'quoting' ? state.route : null
      return { status: 'quoting', request: event.request, route: previous, error: null }
    }
    case 'quoteSucceeded':
      // an answer for an older request is stale
      if (state.status !== 'quoting' || !sameRequest(state.request, event.request)) return state
      return {
        status: 'quoted',
        request: event.request,
        route: event.route,
        quotedAt: event.at,
        expiresAt: event.at + event.ttlMs,
        // a wallet rejection stays on screen across re-quotes until the user changes something
        error: state.error,
      }
    case 'quoteFailed':
      if (state.status !== 'quoting' || !sameRequest(state.request, event.request)) return state
      return { status: 'idle', request: event.request, route: null, error: event.error }
    case 'quoteExpired':
      if (state.status !== 'quoted') return state
      return { status: 'quoting', request: state.request, route: state.route, error: state.error }
    case 'transferChanged':
      return event.shown
    case 'submitFailed':
      if (!('transfer' in state)) return state
      // the quote it came from may be stale by now: quote again, keeping the reason on screen
      return {
        status: 'quoted',
        request: state.request,
        route: state.route,
        quotedAt: state.transfer.createdAt,
        expiresAt: state.transfer.createdAt,
        error: event.error,
      }
    case 'reset':
      return initialBridgeState
  }
}

/**
 * What reads a stored transfer: the router's hops, the stored error as its class (machine/transferParts.ts, loaded
 * with the first transfer shown: every error class of the kit is in it).
 */
export interface TransferParts {
  hopsOf(status: StatusResponse | null): TransferHop[]
  errorOf(stored: StoredError | null): Error | null
}

/** What a caller sees of a transfer. */
export function transferState(
  transfer: TransferRecord,
  error: Error | null,
  parts: TransferParts,
): BridgeState {
  const hashed = transfer.txs.filter((tx) => tx.txHash)
  const last = hashed.at(-1)
  const current = transfer.txs[transfer.currentTx]
  return {
    status: transfer.phase,
    request: transfer.request,
    route: transfer.route,
    transfer,
    txHash: current?.txHash ?? last?.txHash ?? null,
    chainId: (current?.txHash ? current.chainId : last?.chainId) ?? null,
    lastStatus: current?.status ?? last?.status ?? null,
    hops: parts.hopsOf(current?.status ?? last?.status ?? null),
    error: error ?? parts.errorOf(transfer.error),
  }
}
