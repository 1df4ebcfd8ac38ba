import { HttpError, InvalidParameterError } from '../errors/http.ts'
import { toRouterError } from '../errors/router.ts'
import { type HttpClientConfig, loadChecker, type RequestOptions, requestJson } from '../http/request.ts'
import type { infer as Infer, ZodType } from '../http/zodCore.ts'
import {
  type AssetsFromSourceRequest,
  type AssetsFromSourceResponse,
  type AssetsRequest,
  type AssetsResponse,
  assetsFromSourceRequestSchema,
  assetsFromSourceSchema,
  assetsRequestSchema,
  assetsSchema,
  type BalancesRequest,
  type BalancesResponse,
  balancesRequestSchema,
  balancesSchema,
  type ChainsRequest,
  type ChainsResponse,
  chainsRequestSchema,
  chainsSchema,
  type MsgsRequest,
  type MsgsResponse,
  msgsRequestSchema,
  msgsSchema,
  type OpHookRequest,
  type OpHookResponse,
  opHookRequestSchema,
  opHookSchema,
  type Route,
  type RouteRequest,
  routeRequestSchema,
  routerErrorBodySchema,
  routeSchema,
  type StatusResponse,
  statusSchema,
  type TrackRequest,
  type TrackResponse,
  trackRequestSchema,
  trackSchema,
} from './schemas.ts'

export type {
  AssetsFromSourceRequest,
  AssetsRequest,
  BalancesRequest,
  ChainsRequest,
  MsgsRequest,
  OpHookRequest,
  RouteRequest,
  TrackRequest,
}

export interface RouterClientConfig extends Omit<HttpClientConfig, 'headers'> {
  /** Sent as the `authorization` header (no "Bearer"); without one a shared rate limit applies. */
  apiKey?: string
  headers?: Record<string, string>
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
  /** `/v2/info/chains`: chain ids, bech32 prefixes, fee assets and gas prices (and on Initia's router `rpc` and `rest`). */
  chains(request?: ChainsRequest, options?: RequestOptions): Promise<ChainsResponse>
  /** `/v2/fungible/assets`: every asset the router routes, by chain (EVM assets only with `include_evm_assets`). */
  assets(request?: AssetsRequest, options?: RequestOptions): Promise<AssetsResponse>
  /** `/v2/fungible/assets_from_source`: the assets a source asset can reach, by chain. */
  assetsFromSource(
    request: AssetsFromSourceRequest,
    options?: RequestOptions,
  ): Promise<AssetsFromSourceResponse>
  /** `/v2/info/balances`: an address's balances on each chain, with prices where the router has them. */
  balances(request: BalancesRequest, options?: RequestOptions): Promise<BalancesResponse>
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
  async function send<schema extends ZodType>(
    operation: string,
    method: 'GET' | 'POST',
    path: string,
    [requestSchema, schema]: [ZodType, schema],
    body: object,
    options: RequestOptions = {},
  ): Promise<Infer<schema>> {
    const { safeParse } = await loadChecker(requestSchema, routerErrorBodySchema)
    const checked = safeParse(requestSchema, body)
    if (!checked.success) {
      const [issue] = checked.error.issues
      const field = issue?.path.join('.') || 'request'
      throw new InvalidParameterError(
        `${operation} ${field}`,
        undefined,
        `The router would refuse it: ${issue?.message}.`,
      )
    }
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
    route: (request, options) =>
      send('route', 'POST', '/v2/fungible/route', [routeRequestSchema, routeSchema], request, options),
    opHook: (request, options) =>
      send('op-hook', 'POST', '/op-hook', [opHookRequestSchema, opHookSchema], request, options),
    msgs: (request, options) =>
      send('msgs', 'POST', '/v2/fungible/msgs', [msgsRequestSchema, msgsSchema], request, options),
    track: (request, options) =>
      send('track', 'POST', '/v2/tx/track', [trackRequestSchema, trackSchema], request, options),
    retryTrack: (request, options) =>
      send('track', 'POST', '/v2/tx/retry_track', [trackRequestSchema, trackSchema], request, options),
    status: (request, options) =>
      send('status', 'GET', '/v2/tx/status', [trackRequestSchema, statusSchema], request, options),
    chains: (request = {}, options) =>
      send('chains', 'GET', '/v2/info/chains', [chainsRequestSchema, chainsSchema], request, options),
    assets: (request = {}, options) =>
      send('assets', 'GET', '/v2/fungible/assets', [assetsRequestSchema, assetsSchema], request, options),
    assetsFromSource: (request, options) =>
      send(
        'assets from source',
        'POST',
        '/v2/fungible/assets_from_source',
        [assetsFromSourceRequestSchema, assetsFromSourceSchema],
        request,
        options,
      ),
    balances: (request, options) =>
      send(
        'balances',
        'POST',
        '/v2/info/balances',
        [balancesRequestSchema, balancesSchema],
        request,
        options,
      ),
  }
}
