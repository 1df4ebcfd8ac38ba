import type { $ZodType } from 'zod/v4/core'
import { safeParse } from 'zod/v4/core'
import { HttpError } from '../http/errors.ts'
import { type HttpClientConfig, type RequestOptions, requestJson } from '../http/request.ts'
import { toRouterError } from './errors.ts'
import {
  type MsgsResponse,
  msgsSchema,
  type Operation,
  type OpHookResponse,
  opHookSchema,
  type Route,
  routerErrorBodySchema,
  routeSchema,
  type StatusResponse,
  statusSchema,
  type TrackResponse,
  trackSchema,
} from './schemas.ts'

export interface RouterClientConfig extends Omit<HttpClientConfig, 'headers'> {
  /** Sent as the `authorization` header (no "Bearer"); without one a shared rate limit applies. */
  apiKey?: string
  headers?: Record<string, string>
}

export interface RouteRequest {
  source_asset_denom: string
  source_asset_chain_id: string
  dest_asset_denom: string
  dest_asset_chain_id: string
  /** Base units. Exactly one of amount_in and amount_out. */
  amount_in?: string
  amount_out?: string
  allow_unsafe?: boolean
  allow_multi_tx?: boolean
  allow_swaps?: boolean
  go_fast?: boolean
  smart_relay?: boolean
  bridges?: string[]
  experimental_features?: string[]
  /** Initia: a withdrawal from a rollup through its OPinit bridge. */
  is_op_withdraw?: boolean
  [field: string]: unknown
}

export interface OpHookRequest {
  source_address: string
  source_asset_chain_id: string
  source_asset_denom: string
  /** bech32 */
  dest_address: string
  dest_asset_chain_id: string
  dest_asset_denom: string
}

export interface MsgsRequest {
  source_asset_denom: string
  source_asset_chain_id: string
  dest_asset_denom: string
  dest_asset_chain_id: string
  amount_in: string
  amount_out: string
  /** The route's operations, unchanged. */
  operations: Operation[]
  estimated_amount_out?: string | undefined
  /** One address per `required_chain_addresses` entry, in the same order. */
  address_list: string[]
  /** e.g. "1" */
  slippage_tolerance_percent: string
  timeout_seconds?: string
  /** Initia: the signed op-hook, when the route said `required_op_hook`. */
  signed_op_hook?: { signer: string; hook: string } | undefined
  [field: string]: unknown
}

export interface TrackRequest {
  tx_hash: string
  chain_id: string
}

/** The Skip Go API with Initia's extensions. Every answer is validated; errors are RouterError subclasses. */
export interface RouterClient {
  readonly type: 'router'
  readonly baseUrl: string
  route(request: RouteRequest, options?: RequestOptions): Promise<Route>
  opHook(request: OpHookRequest, options?: RequestOptions): Promise<OpHookResponse>
  msgs(request: MsgsRequest, options?: RequestOptions): Promise<MsgsResponse>
  track(request: TrackRequest, options?: RequestOptions): Promise<TrackResponse>
  /** Asks the router to follow an abandoned transfer again. */
  retryTrack(request: TrackRequest, options?: RequestOptions): Promise<TrackResponse>
  status(request: TrackRequest, options?: RequestOptions): Promise<StatusResponse>
}

/**
 * @example
 * const router = createRouterClient({ baseUrl: 'https://router-api.initiation-2.initia.xyz' })
 * const route = await router.route({ source_asset_chain_id: 'initiation-2', source_asset_denom: 'uinit', ... })
 */
export function createRouterClient(config: RouterClientConfig): RouterClient {
  const { apiKey, ...rest } = config
  const http: HttpClientConfig = {
    ...rest,
    baseUrl: config.baseUrl.replace(/\/+$/, ''),
    headers: { ...config.headers, ...(apiKey ? { authorization: apiKey } : {}) },
  }
  async function send<schema extends $ZodType>(
    operation: string,
    method: 'GET' | 'POST',
    path: string,
    schema: schema,
    body: object | undefined,
    options: RequestOptions = {},
  ): Promise<schema['_zod']['output']> {
    try {
      const query = method === 'GET' ? new URLSearchParams(body as Record<string, string>) : undefined
      return await requestJson(http, {
        service: 'Router',
        method,
        path,
        query,
        body: method === 'POST' ? body : undefined,
        schema,
        signal: options.signal,
      })
    } catch (error) {
      if (!(error instanceof HttpError)) throw error
      let parsed: unknown
      try {
        parsed = JSON.parse(error.body)
      } catch {}
      const result = safeParse(routerErrorBodySchema, parsed)
      throw toRouterError(error, result.success ? result.data : undefined, operation)
    }
  }
  return {
    type: 'router',
    baseUrl: http.baseUrl,
    route: (request, options) => send('route', 'POST', '/v2/fungible/route', routeSchema, request, options),
    opHook: (request, options) => send('op-hook', 'POST', '/op-hook', opHookSchema, request, options),
    msgs: (request, options) => send('msgs', 'POST', '/v2/fungible/msgs', msgsSchema, request, options),
    track: (request, options) => send('track', 'POST', '/v2/tx/track', trackSchema, request, options),
    retryTrack: (request, options) =>
      send('track', 'POST', '/v2/tx/retry_track', trackSchema, request, options),
    status: (request, options) => send('status', 'GET', '/v2/tx/status', statusSchema, request, options),
  }
}
