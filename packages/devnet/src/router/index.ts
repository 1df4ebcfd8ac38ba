// A local stand-in for Initia's router: the Skip Go API plus /op-hook. Isomorphic: Web APIs only.

import { drawFailure, parseFaultHeader, type RouterFaults } from './faults.ts'
import { errorJson, json, readBody } from './http.ts'
import { assetsFromSource, balances, chainsInfo, fungibleAssets } from './info.ts'
import { buildMsgs } from './msgs.ts'
import { checkOpHook, opHookJson } from './opHook.ts'
import { buildAssets, defaultEvmContracts, L1 } from './registry.ts'
import { planRoute, RouterRequestError, routeJson } from './routes.ts'
import { createTransfers } from './transfers.ts'
import type { RouterDevnet, RouterDevnetOptions } from './types.ts'

export type { RouterFaults } from './faults.ts'
export type { RouterChains, RouterDevnet, RouterDevnetOptions } from './types.ts'

export function createRouterDevnet(options: RouterDevnetOptions = {}): RouterDevnet {
  const basePath = options.basePath?.replace(/\/$/, '') ?? ''
  const now = options.now ?? Date.now
  const speed = options.speed ?? 1
  const seed = options.seed ?? 1
  const evm = {
    usdc: options.evm?.tokens?.usdc ?? defaultEvmContracts.usdc,
    init: options.evm?.tokens?.init ?? defaultEvmContracts.init,
    bridge: options.evm?.bridgeAddress ?? defaultEvmContracts.bridge,
  }
  const assets = buildAssets(evm)
  const chains = options.chains
  let runtimeFaults: RouterFaults = {}
  let requestIndex = 0
  const transfers = createTransfers({ chains, opinit: options.opinit, now, speed, seed })

  async function api(request: Request, path: string, faults: RouterFaults): Promise<Response> {
    const post = request.method === 'POST'
    const url = new URL(request.url)
    if (post && path === '/v2/fungible/route') {
      const body = await readBody(request)
      return json(200, routeJson(planRoute(body, assets), assets, body.allow_unsafe === true))
    }
    if (post && path === '/op-hook') return opHookJson(await readBody(request), assets)
    if (post && path === '/v2/fungible/msgs') {
      const body = await readBody(request)
      const plan = planRoute(
        { ...body, amount_out: undefined, allow_multi_tx: true, allow_unsafe: true, allow_swaps: true },
        assets,
      )
      const chainIds = [plan.source.chainId, ...plan.hops.map(({ hop }) => hop.to.chainId)].filter(
        (id, i, ids) => id !== ids[i - 1],
      )
      const list = Array.isArray(body.address_list) ? body.address_list : []
      const hook = plan.requiredOpHook
        ? checkOpHook(chains, body, list[chainIds.indexOf(L1)], plan.source.chainId)
        : undefined
      const built = buildMsgs(body, plan, assets, evm, now(), hook)
      // the hook runs on L1 once the route's funds arrive there: the first tx's plan carries it
      if (hook && built.plans[0]) built.plans[0].opHook = hook.hook
      transfers.handOut(built.plans)
      return json(200, built.body)
    }
    if (post && path === '/v2/tx/track') return transfers.track(await readBody(request), faults)
    if (post && path === '/v2/tx/retry_track') return transfers.retryTrack(await readBody(request))
    if (request.method === 'GET' && path === '/v2/tx/status') return transfers.status(url)
    if (request.method === 'GET' && path === '/v2/info/chains') return chainsInfo(url, chains)
    if (request.method === 'GET' && path === '/v2/fungible/assets') return fungibleAssets(url, assets)
    if (post && path === '/v2/info/balances') return balances(await readBody(request), assets, chains)
    if (post && path === '/v2/fungible/assets_from_source')
      return assetsFromSource(await readBody(request), assets)
    return json(404, { code: 5, message: `Not Found: ${request.method} ${path}`, details: [] })
  }

  return {
    setFaults(faults) {
      runtimeFaults = faults
    },
    async fetch(request) {
      const fullPath = new URL(request.url).pathname
      if (fullPath !== basePath && !fullPath.startsWith(`${basePath}/`))
        return json(404, { code: 5, message: `Not Found: ${request.method} ${fullPath}`, details: [] })
      const path = fullPath.slice(basePath.length) || '/'
      try {
        if (path === '/devnet/faults') {
          if (request.method === 'POST') runtimeFaults = (await readBody(request)) as RouterFaults
          return json(200, runtimeFaults)
        }
        const faults = {
          ...options.faults,
          ...runtimeFaults,
          ...parseFaultHeader(request.headers.get('x-devnet-fault')),
        }
        const failure = drawFailure(faults, path, requestIndex++)
        const latency = !faults.paths || faults.paths.includes(path) ? (faults.latencyMs ?? 0) : 0
        if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency))
        if (failure && 'retryAfter' in failure)
          return json(
            429,
            {
              code: 8,
              message: 'rate limit exceeded: send an API key in the authorization header',
              details: [],
            },
            { 'retry-after': String(failure.retryAfter), 'access-control-expose-headers': 'Retry-After' },
          )
        if (failure?.status === 500) return errorJson(500, 2, 'internal server error')
        if (failure)
          return new Response(
            `upstream connect error or disconnect/reset before headers. reset reason: overflow`,
            {
              status: failure.status,
              headers: { 'content-type': 'text/plain' },
            },
          )
        return await api(request, path, faults)
      } catch (error) {
        if (error instanceof RouterRequestError)
          return errorJson(error.status, error.code, error.message, error.reason)
        if (error instanceof Error && error.message.startsWith('unknown x-devnet-fault'))
          return errorJson(400, 3, error.message)
        console.error(error)
        return errorJson(500, 2, 'internal server error')
      }
    },
  }
}
