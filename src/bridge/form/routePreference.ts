// How routes are picked: the user's preference (fastest or cheapest) and the app's route options, as the router's
// route request fields; and which bridges a quoted route uses. Pure, but for the session's memory of the choice.
import type { RouteRequest } from '../../router/client.ts'
import type { Route } from '../../router/schemas.ts'
import { kindOf, text } from '../machine/routeOperations.ts'

export type RoutePreference = 'fastest' | 'cheapest'

export const routePreferences: readonly RoutePreference[] = ['fastest', 'cheapest']

/** Fastest, as the Skip Go widget's `defaultSwapSettings.routePreference` (packages/widget/src/state/swapPage.ts). */
export const defaultRoutePreference: RoutePreference = 'fastest'

export interface RouteChoices {
  /** Default `fastest`. */
  routePreference?: RoutePreference | undefined
  /** The bridges a route may use (the router's `BridgeType`s: `IBC`, `OPINIT`, `CCTP`, ...). Default (or empty): any. */
  bridges?: readonly string[] | undefined
  /** Relayed by the router's Smart Relay (paid in `estimated_fees` as `SMART_RELAY`). Default true. */
  smartRelay?: boolean | undefined
  /** Routes that fail the router's price checks are quoted too (with their warning). Default false. */
  allowUnsafe?: boolean | undefined
}

/**
 * The route request fields of the choices, `routeOptions` (raw fields) last so that they win. The Skip Go widget asks
 * `go_fast: routePreference === FASTEST` and `smart_relay: true` on every route (packages/widget/src/state/route.ts,
 * `_skipRouteAtom`); `go_fast` is the only preference field of the router's OpenAPI (`RouteRequest.go_fast`, "Whether
 * to enable Go Fast routes"): the widget's newer `fast_transfer` is not in it, so it is not sent.
 */
export function routeRequestFieldsOf(
  choices: RouteChoices,
  routeOptions?: Partial<RouteRequest> | undefined,
): Partial<RouteRequest> {
  const { routePreference = defaultRoutePreference, bridges, smartRelay = true, allowUnsafe } = choices
  return {
    go_fast: routePreference === 'fastest',
    smart_relay: smartRelay,
    ...(bridges && bridges.length > 0 && { bridges: [...bridges] }),
    ...(allowUnsafe && { allow_unsafe: true }),
    ...routeOptions,
  }
}

/**
 * The bridges a route crosses, each once, in order (`['IBC', 'OPINIT']`): every bridge operation names its
 * `bridge_id` (Skip swagger `Transfer`, `OPInitTransfer`, `CCTPTransfer`, ... and every recorded route); swaps none.
 */
export function routeBridgesOf(route: Route): string[] {
  const bridges = route.operations.map((operation) => text(kindOf(operation)?.body.bridge_id))
  return [...new Set(bridges.filter((bridge): bridge is string => bridge !== undefined))]
}

const storageKey = 'rollscope:bridge:routePreference'

/** The preference chosen earlier in this browser session, if any (anything else stored there is ignored). */
export function storedRoutePreference(): RoutePreference | undefined {
  try {
    const value = globalThis.sessionStorage?.getItem(storageKey)
    return routePreferences.find((preference) => preference === value)
  } catch {
    // storage refused (private mode, a sandboxed frame): the prop's default stands
    return undefined
  }
}

export function storeRoutePreference(preference: RoutePreference): void {
  try {
    globalThis.sessionStorage?.setItem(storageKey, preference)
  } catch {
    // remembered for this page only
  }
}
