// A local stand-in for Initia's router: the Skip Go API plus /op-hook. Isomorphic: Web APIs only.

import { toInitiaBech32 } from '../../router/initiaAddress.ts'
import { devnetAccounts } from '../cosmos/accounts.ts'
import type { OpinitDevnet } from '../opinit/index.ts'
import { assetsFromSourceJson, balancesJson } from './balances.ts'
import { drawFailure, parseFaultHeader, type RouterFaults } from './faults.ts'
import { buildMsgs, type TxPlan } from './msgs.ts'
import {
  type AssetInfo,
  assetJson,
  buildAssets,
  chainById,
  chainInfos,
  chainJson,
  defaultEvmContracts,
  EVM_CHAIN_ID,
  explorerLink,
  L1,
} from './registry.ts'
import { badRequest, notFound, planRoute, RouterRequestError, routeJson } from './routes.ts'
import { statusBody, type Tracked } from './status.ts'

export type { RouterFaults } from './faults.ts'

/** How the router sees the chains: whether a tx landed, and whether a signed op-hook is valid. */
export interface RouterChains {
  evmReceipt(hash: string): Promise<{ status: 'success' | 'reverted'; from?: string } | null>
  cosmosTx(chainId: string, hash: string): { code: number; signer?: string } | undefined
  /** throws when the tx does not decode or its signature does not verify; `sequenceAhead`: signed for a later sequence */
  verifyCosmosTx(
    chainId: string,
    txBase64: string,
    options?: { sequenceAhead?: bigint },
  ): { signer: string; msgTypeUrls?: string[] }
  /** runs a verified hook tx on the chain as if delivered now; throws when the chain would refuse it */
  deliverCosmosTx?(chainId: string, txBase64: string): void
  /** the chain's CometBFT RPC, for /v2/info/chains */
  rpcUrl?(chainId: string): string | undefined
  /** the chain's REST (LCD), for /v2/info/chains (Initia's router names both) */
  restUrl?(chainId: string): string | undefined
  /** the EVM rollup's balance of an ERC-20 (or of its native coin), for /v2/info/balances */
  evmBalance?(address: string, token: string | undefined): Promise<bigint>
}

export interface RouterDevnetOptions {
  /** without it every well-formed hash counts as landed and any signed op-hook of the right shape is accepted */
  chains?: RouterChains
  /** the EVM rollup's contracts; defaults are where the devnet's anvil deploys them */
  evm?: { tokens?: { usdc: string; init: string }; bridgeAddress?: string }
  /** how much faster than the routes' ETAs transfers complete; default 1 (real time) */
  speed?: number
  /** seeds generated tx hashes and nothing else; default 1 */
  seed?: number
  faults?: RouterFaults
  /** path prefix stripped before routing; default '' */
  basePath?: string
  /** the clock, in ms; default Date.now */
  now?: () => number
  /** OPinit withdrawals: recorded at the executor when their rollup tx is tracked, received when claimed */
  opinit?: OpinitDevnet
}

export interface RouterDevnet {
  fetch(request: Request): Promise<Response>
  /** replaces the run-time faults (as POST <basePath>/devnet/faults does); {} clears them */
  setFaults(faults: RouterFaults): void
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })

const errorJson = (status: number, code: number, message: string, reason?: string) =>
  json(status, {
    code,
    message,
    details: reason
      ? [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason, domain: 'skip.money', metadata: {} }]
      : [],
  })

type Body = Record<string, unknown>

async function readBody(request: Request): Promise<Body> {
  try {
    const body: unknown = await request.json()
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as Body
  } catch {}
  throw badRequest('request body must be a JSON object')
}

const normalizeHash = (chainId: string, hash: string) =>
  chainId === EVM_CHAIN_ID ? hash.toLowerCase() : hash.toUpperCase()

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
  const pending: TxPlan[] = []
  const tracked = new Map<string, Tracked>()
  const trackCalls = new Map<string, number>()

  const txParams = (chainId: unknown, hash: unknown) => {
    if (typeof chainId !== 'string' || !chainById(chainId))
      throw new RouterRequestError(404, 5, 'chain id not supported')
    const pattern = chainId === EVM_CHAIN_ID ? /^0x[0-9a-fA-F]{64}$/ : /^[0-9a-fA-F]{64}$/
    if (typeof hash !== 'string' || !pattern.test(hash))
      throw badRequest(`invalid tx_hash: ${JSON.stringify(hash)}`)
    return { chainId, hash: normalizeHash(chainId, hash), key: `${chainId}/${normalizeHash(chainId, hash)}` }
  }

  function checkOpHook(body: Body, l1Address: unknown, sourceChainId: string) {
    const signed = body.signed_op_hook
    if (typeof signed !== 'object' || signed === null)
      throw badRequest(
        `signed_op_hook is required for this route: POST /op-hook, sign its msgs as a tx on ${L1} and send {signer, hook: base64 tx bytes}`,
      )
    const { signer, hook } = signed as Body
    if (typeof signer !== 'string' || typeof hook !== 'string')
      throw badRequest('signed_op_hook must be {signer: string, hook: base64 tx bytes}')
    if (signer !== l1Address)
      throw badRequest(
        `signed_op_hook is signed by ${signer}, but the route's ${L1} address is ${String(l1Address)}`,
      )
    if (chains) {
      let verified: ReturnType<RouterChains['verifyCosmosTx']>
      try {
        // a hook on the source chain runs after the source tx, one sequence later (a Move chain moves one per tx)
        verified = chains.verifyCosmosTx(L1, hook, { sequenceAhead: sourceChainId === L1 ? 1n : 0n })
      } catch (error) {
        throw badRequest(
          `signed_op_hook is invalid: ${error instanceof Error ? error.message : String(error)}`,
        )
      }
      if (verified.signer !== signer)
        throw badRequest(`signed_op_hook is invalid: its tx is signed by ${verified.signer}, not ${signer}`)
      if (verified.msgTypeUrls && !verified.msgTypeUrls.includes('/opinit.ophost.v1.MsgInitiateTokenDeposit'))
        throw badRequest(
          'signed_op_hook is invalid: its tx does not hold the MsgInitiateTokenDeposit from /op-hook',
        )
    }
    return { signer, hook }
  }

  async function track(body: Body, faults: RouterFaults) {
    const { chainId, hash, key } = txParams(body.chain_id, body.tx_hash)
    const link = { tx_hash: hash, explorer_link: explorerLink(chainId, hash) }
    if (tracked.has(key)) return json(200, link)
    const calls = (trackCalls.get(key) ?? 0) + 1
    trackCalls.set(key, calls)
    if (calls <= (faults.trackNotFound ?? 0)) throw notFound('tx not found')
    let landed: { failed: boolean; signer?: string } | undefined
    if (!chains) landed = { failed: false }
    else if (chainId === EVM_CHAIN_ID) {
      const receipt = await chains.evmReceipt(hash)
      landed = receipt ? { failed: receipt.status === 'reverted', signer: receipt.from } : undefined
    } else {
      const tx = chains.cosmosTx(chainId, hash)
      landed = tx ? { failed: tx.code !== 0, signer: tx.signer } : undefined
    }
    if (!landed) throw notFound('tx not found')
    // the latest msgs handed out for this chain and signer describe the tx
    const signer = landed.signer?.toLowerCase()
    const matches = (plan: TxPlan) =>
      plan.chainId === chainId && (signer === undefined || plan.signer.toLowerCase() === signer)
    const index = pending.map(matches).lastIndexOf(true)
    const [plan] = index >= 0 ? pending.splice(index, 1) : []
    let hookFailed = false
    if (plan?.opHook && !landed.failed && chains?.deliverCosmosTx) {
      try {
        chains.deliverCosmosTx(L1, plan.opHook)
      } catch {
        // the deposit does not run: the funds stay on L1 and the transfer ends in an error
        hookFailed = true
      }
    }
    const withdrawal = plan?.hops.find(({ hop }) => hop.kind === 'op' && hop.withdrawal)
    if (options.opinit && plan?.withdrawalTo && withdrawal?.hop.kind === 'op' && !landed.failed)
      // the executor indexes the rollup's withdrawal event (opinit-bots executor/child/withdraw.go)
      options.opinit.record({
        bridgeId: withdrawal.hop.bridgeId,
        from: toInitiaBech32(plan.signer) ?? plan.signer,
        to: plan.withdrawalTo,
        amount: { denom: withdrawal.hop.to.denom, amount: String(withdrawal.amountOut) },
        txHash: hash,
        txTime: now(),
        txHeight: 0,
      })
    tracked.set(key, {
      chainId,
      txHash: hash,
      plan,
      startedAt: now(),
      outcome: landed.failed ? 'reverted' : hookFailed ? 'error' : faults.outcome,
      failHop: faults.failHop ?? Number.POSITIVE_INFINITY,
    })
    return json(200, link)
  }

  async function api(request: Request, path: string, faults: RouterFaults): Promise<Response> {
    const post = request.method === 'POST'
    const url = new URL(request.url)
    if (post && path === '/v2/fungible/route') {
      const body = await readBody(request)
      return json(200, routeJson(planRoute(body, assets), assets, body.allow_unsafe === true))
    }
    if (post && path === '/op-hook') {
      const body = await readBody(request)
      const plan = planRoute(
        { ...body, amount_in: '1000000000', amount_out: undefined, allow_multi_tx: true, allow_unsafe: true },
        assets,
      )
      // the deposit that waits for funds arriving on L1: after an IBC transfer, or after a swap there
      const deposit = plan.hops.find(({ hop }, i) => {
        const previous = plan.hops[i - 1]?.hop.kind
        return hop.kind === 'op' && (previous === 'transfer' || previous === 'swap')
      })
      if (!plan.requiredOpHook || deposit?.hop.kind !== 'op')
        throw badRequest('this route does not need an op hook')
      const to = body.dest_address
      const from = body.source_address
      for (const [field, address] of [
        ['dest_address', to],
        ['source_address', from],
      ] as const)
        if (typeof address !== 'string' || !/^init1[02-9ac-hj-np-z]{38,58}$/.test(address))
          throw badRequest(`invalid ${field} ${JSON.stringify(address)}: expected a bech32 init1 address`)
      // the hook runs as the user's own Initia account (InterwovenKit sends its init1 address as source_address)
      const msg = {
        sender: from,
        bridge_id: deposit.hop.bridgeId,
        to,
        amount: { denom: deposit.hop.from.denom, amount: '0' },
        data: '',
      }
      return json(200, {
        chain_id: L1,
        hook: [{ msg_type_url: '/opinit.ophost.v1.MsgInitiateTokenDeposit', msg: JSON.stringify(msg) }],
      })
    }
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
        ? checkOpHook(body, list[chainIds.indexOf(L1)], plan.source.chainId)
        : undefined
      const built = buildMsgs(body, plan, assets, evm, now(), hook)
      // the hook runs on L1 once the route's funds arrive there: the first tx's plan carries it
      if (hook && built.plans[0]) built.plans[0].opHook = hook.hook
      pending.push(...built.plans)
      return json(200, built.body)
    }
    if (post && path === '/v2/tx/track') return track(await readBody(request), faults)
    if (post && path === '/v2/tx/retry_track') {
      const body = await readBody(request)
      const { chainId, hash, key } = txParams(body.chain_id, body.tx_hash)
      const entry = tracked.get(key)
      if (!entry) throw notFound('tx not found')
      // re-indexing picks a stalled transfer up again
      if (entry.outcome === 'abandoned') tracked.set(key, { ...entry, outcome: undefined, startedAt: now() })
      return json(200, { tx_hash: hash, explorer_link: explorerLink(chainId, hash) })
    }
    if (request.method === 'GET' && path === '/v2/tx/status') {
      const { key } = txParams(url.searchParams.get('chain_id'), url.searchParams.get('tx_hash'))
      const entry = tracked.get(key)
      if (!entry) throw notFound('tx not found')
      const claim = options.opinit ? (options.opinit.withdrawalByTx(entry.txHash)?.claim ?? null) : undefined
      return json(200, statusBody(entry, now(), speed, seed, claim))
    }
    if (request.method === 'GET' && path === '/v2/info/chains') {
      const ids = url.searchParams.getAll('chain_ids').flatMap((ids) => ids.split(','))
      const includeEvm = url.searchParams.get('include_evm') === 'true'
      const list = chainInfos.filter(
        (chain) =>
          (ids.length === 0 || ids.includes(chain.chainId)) && (includeEvm || chain.chainType !== 'evm'),
      )
      return json(200, {
        chains: list.map((chain) => {
          const rpc = chains?.rpcUrl?.(chain.chainId)
          const rest = chains?.restUrl?.(chain.chainId)
          return { ...chainJson(chain), ...(rpc && { rpc }), ...(rest && { rest }) }
        }),
      })
    }
    if (request.method === 'GET' && path === '/v2/fungible/assets') {
      const ids = url.searchParams.getAll('chain_ids').flatMap((ids) => ids.split(','))
      const includeEvm = url.searchParams.get('include_evm_assets') === 'true'
      const nativeOnly = url.searchParams.get('native_only') === 'true'
      const map: Record<string, { assets: unknown[] }> = {}
      for (const asset of assets) {
        if (ids.length > 0 && !ids.includes(asset.chainId)) continue
        if ((!includeEvm && asset.chainId === EVM_CHAIN_ID) || (nativeOnly && asset.via)) continue
        map[asset.chainId] ??= { assets: [] }
        map[asset.chainId]?.assets.push(assetJson(asset, assets))
      }
      return json(200, { chain_to_assets_map: map })
    }
    if (post && path === '/v2/info/balances') {
      const body = await readBody(request)
      return json(
        200,
        await balancesJson(body, assets, {
          isFunded: (chainId, address) =>
            devnetAccounts(chainById(chainId)?.bech32Prefix ?? 'init').includes(address),
          ...(chains?.evmBalance && { evmBalance: chains.evmBalance }),
        }),
      )
    }
    if (post && path === '/v2/fungible/assets_from_source') {
      const body = await readBody(request)
      const canRoute = (dest: AssetInfo) => {
        try {
          planRoute(
            {
              source_asset_chain_id: body.source_asset_chain_id,
              source_asset_denom: body.source_asset_denom,
              dest_asset_chain_id: dest.chainId,
              dest_asset_denom: dest.denom,
              amount_in: '1000000',
              allow_multi_tx: body.allow_multi_tx === true,
              allow_swaps: body.include_swaps === true,
            },
            assets,
          )
          return true
        } catch {
          return false
        }
      }
      return json(200, assetsFromSourceJson(body, assets, canRoute))
    }
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
