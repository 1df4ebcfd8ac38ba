// Route finding and quoting: shortest path over IBC channels, OPinit bridges and the L1 INIT/USDC pool.
import {
  type AssetInfo,
  assetJson,
  chainById,
  channels,
  EVM_CHAIN_ID,
  L1,
  opBridges,
  originMeta,
} from './registry.ts'

export type Hop =
  | { kind: 'transfer'; from: AssetInfo; to: AssetInfo; channel: string }
  | { kind: 'op'; from: AssetInfo; to: AssetInfo; bridgeId: string; withdrawal: boolean; seconds: number }
  | { kind: 'swap'; from: AssetInfo; to: AssetInfo }

export interface PlannedHop {
  hop: Hop
  txIndex: number
  amountIn: bigint
  amountOut: bigint
  /** a swap's price impact, percent */
  impact?: number
}

export interface Plan {
  source: AssetInfo
  dest: AssetInfo
  hops: PlannedHop[]
  amountIn: bigint
  amountOut: bigint
  txsRequired: number
  requiredOpHook: boolean
  /** the op-hook route's relay fee, taken from amount_in on the source chain */
  relayFee: bigint
  exactOut: boolean
}

export class RouterRequestError extends Error {
  status: number
  code: number
  reason: string | undefined
  constructor(status: number, code: number, message: string, reason?: string) {
    super(message)
    this.status = status
    this.code = code
    this.reason = reason
  }
}

export const badRequest = (message: string, reason?: string) =>
  new RouterRequestError(400, 3, message, reason)
export const notFound = (message: string) => new RouterRequestError(404, 5, message)

/** The L1 INIT/USDC pool: constant product with a 0.3% fee, 0.5 USDC per INIT. */
export const pool = {
  address: '0xdbf06c48af3984ec6d9ae8a9aa7dbb0bb1e784aa9b8c4a5681af660cf8558d7d',
  reserves: { INIT: 2_000_000_000_000n, USDC: 1_000_000_000_000n } as Record<string, bigint>,
  feeBps: 30n,
}
const RELAY_FEE = 20_000n // 0.02 USDC for relaying the op-hook
const IBC_SECONDS = 30
const DEPOSIT_SECONDS = 15

function reserve(asset: AssetInfo): bigint {
  const value = pool.reserves[asset.origin]
  if (value === undefined) throw new Error(`no pool reserve for ${asset.origin}`)
  return value
}

function swapOut(from: AssetInfo, to: AssetInfo, amountIn: bigint): bigint {
  const inAfterFee = (amountIn * (10_000n - pool.feeBps)) / 10_000n
  return (reserve(to) * inAfterFee) / (reserve(from) + inAfterFee)
}

function swapIn(from: AssetInfo, to: AssetInfo, amountOut: bigint): bigint {
  if (amountOut >= reserve(to))
    throw badRequest('insufficient liquidity in the initia-dex pool for amount_out')
  const inAfterFee = (reserve(from) * amountOut) / (reserve(to) - amountOut) + 1n
  return (inAfterFee * 10_000n) / (10_000n - pool.feeBps) + 1n
}

// a hop's bridge as the route request's `bridges` names it (Skip swagger `BridgeType`: IBC, OPINIT, ...); a swap is none
const bridgeOf = (hop: Hop) => (hop.kind === 'transfer' ? 'IBC' : hop.kind === 'op' ? 'OPINIT' : undefined)

/**
 * The request's `bridges` ("Array of bridges to use", Skip swagger `RouteRequest.bridges`) as a hop filter: a route
 * crosses only those. Absent or empty, any bridge: the API is gRPC behind a JSON gateway (its errors are gRPC codes,
 * ROUTER.md), where an empty repeated field is the same as none.
 */
function bridgeFilter(bridges: unknown): (hop: Hop) => boolean {
  if (!Array.isArray(bridges) || bridges.length === 0) return () => true
  const allowed = new Set(bridges.filter((bridge): bridge is string => typeof bridge === 'string'))
  return (hop) => {
    const bridge = bridgeOf(hop)
    return bridge === undefined || allowed.has(bridge)
  }
}

function neighbours(asset: AssetInfo, assets: AssetInfo[], allowSwaps: boolean): Hop[] {
  const same = (chainId: string) => assets.find((a) => a.chainId === chainId && a.origin === asset.origin)
  const hops: Hop[] = []
  for (const channel of channels.filter((c) => c.from === asset.chainId)) {
    const to = same(channel.to)
    const unwinds = asset.via?.bridge === 'ibc' && asset.via.chainId === channel.to
    const wraps = to?.via?.bridge === 'ibc' && to.via.chainId === asset.chainId
    if (to && (unwinds || wraps)) hops.push({ kind: 'transfer', from: asset, to, channel: channel.channel })
  }
  for (const bridge of opBridges) {
    if (asset.chainId === L1) {
      const to = same(bridge.l2)
      if (to?.via?.bridge === 'op')
        hops.push({
          kind: 'op',
          from: asset,
          to,
          bridgeId: bridge.bridgeId,
          withdrawal: false,
          seconds: DEPOSIT_SECONDS,
        })
    } else if (asset.chainId === bridge.l2 && asset.via?.bridge === 'op') {
      const to = same(L1)
      if (to)
        hops.push({
          kind: 'op',
          from: asset,
          to,
          bridgeId: bridge.bridgeId,
          withdrawal: true,
          seconds: bridge.withdrawalSeconds,
        })
    }
  }
  if (allowSwaps && asset.chainId === L1 && (asset.origin === 'INIT' || asset.origin === 'USDC')) {
    const to = assets.find(
      (a) => a.chainId === L1 && a.origin === (asset.origin === 'INIT' ? 'USDC' : 'INIT'),
    )
    if (to) hops.push({ kind: 'swap', from: asset, to })
  }
  return hops
}

/** Breadth-first: the fewest hops, ties broken by registry order. */
function findPath(
  source: AssetInfo,
  dest: AssetInfo,
  assets: AssetInfo[],
  allowSwaps: boolean,
  allowed: (hop: Hop) => boolean = () => true,
): Hop[] | undefined {
  const key = (a: AssetInfo) => `${a.chainId} ${a.denom}`
  const paths = new Map<string, Hop[]>([[key(source), []]])
  const queue = [source]
  for (let asset = queue.shift(); asset; asset = queue.shift()) {
    const path = paths.get(key(asset)) ?? []
    if (key(asset) === key(dest)) return path
    for (const hop of neighbours(asset, assets, allowSwaps)) {
      if (paths.has(key(hop.to)) || !allowed(hop)) continue
      paths.set(key(hop.to), [...path, hop])
      queue.push(hop.to)
    }
  }
  return undefined
}

/** A new tx starts after an OPinit withdrawal (it lands on L1 in another block) and before a swap that follows a transfer. */
function txIndices(hops: Hop[]): number[] {
  let index = 0
  return hops.map((hop, i) => {
    const previous = hops[i - 1]
    if (
      previous &&
      ((previous.kind === 'op' && previous.withdrawal) || (hop.kind === 'swap' && previous.kind !== 'swap'))
    )
      index++
    return index
  })
}

export interface RouteRequest {
  source_asset_denom?: unknown
  source_asset_chain_id?: unknown
  dest_asset_denom?: unknown
  dest_asset_chain_id?: unknown
  amount_in?: unknown
  amount_out?: unknown
  allow_unsafe?: unknown
  allow_multi_tx?: unknown
  allow_swaps?: unknown
  bridges?: unknown
  smart_relay?: unknown
  /**
   * Read and answered as the real router answers it here: Go Fast serves EVM source chains such as Ethereum
   * (skip-mev/skip-go docs/advanced-transfer/go-fast.mdx, "What chains are supported today?"), none of the devnet's
   * chains, so `go_fast` finds the same route either way.
   */
  go_fast?: unknown
}

const findAsset = (assets: AssetInfo[], chainId: unknown, denom: unknown) =>
  assets.find(
    (a) =>
      a.chainId === chainId &&
      (a.denom === denom ||
        (a.chainId === EVM_CHAIN_ID && a.denom.toLowerCase() === String(denom).toLowerCase())),
  )

function parseAmount(name: string, value: unknown): bigint {
  if (typeof value !== 'string' || !/^\d+$/.test(value) || BigInt(value) === 0n)
    throw badRequest(
      `invalid ${name}: expected a positive integer string in base units, got ${JSON.stringify(value)}`,
    )
  return BigInt(value)
}

export function planRoute(request: RouteRequest, assets: AssetInfo[]): Plan {
  const hasIn = request.amount_in !== undefined && request.amount_in !== ''
  const hasOut = request.amount_out !== undefined && request.amount_out !== ''
  if (hasIn === hasOut) throw badRequest('exactly one of amount_in or amount_out must be specified')
  const amount = hasIn
    ? parseAmount('amount_in', request.amount_in)
    : parseAmount('amount_out', request.amount_out)
  for (const field of ['source_asset_chain_id', 'dest_asset_chain_id'] as const) {
    const value = request[field]
    if (typeof value !== 'string' || !chainById(value))
      throw badRequest(`invalid ${field}: ${JSON.stringify(value)}`)
  }
  const source = findAsset(assets, request.source_asset_chain_id, request.source_asset_denom)
  const dest = findAsset(assets, request.dest_asset_chain_id, request.dest_asset_denom)
  if (!source || !dest) throw notFound('no routes found')
  if (source === dest) throw badRequest('source and destination assets are the same')
  const path = findPath(source, dest, assets, request.allow_swaps !== false, bridgeFilter(request.bridges))
  if (!path) throw notFound('no routes found')
  const indices = txIndices(path)
  const txsRequired = (indices.at(-1) ?? 0) + 1
  if (txsRequired > 1 && request.allow_multi_tx !== true)
    throw notFound('no single-tx routes found, to enable multi-tx routes set allow_multi_tx to true')
  const requiredOpHook = path.some((hop, i) => {
    const previous = path[i - 1]
    return (
      hop.kind === 'op' &&
      !hop.withdrawal &&
      (previous?.kind === 'transfer' || previous?.kind === 'swap') &&
      indices[i - 1] === indices[i]
    )
  })
  // the relayer that carries an IBC transfer's op-hook is paid on the source chain; a same-chain hook needs none
  const relayFee = requiredOpHook && path[0]?.kind === 'transfer' ? RELAY_FEE : 0n
  // that relayer is the router's Smart Relay (its fee is `SMART_RELAY`): without it, "many routes will not be
  // available" (skip-mev/skip-go docs/general/smart-relay.mdx); `smart_relay` is "true by default" (Skip swagger
  // `RouteRequest.smart_relay`)
  if (relayFee > 0n && request.smart_relay === false) throw notFound('no routes found')

  // amounts: forward from amount_in, or backward from amount_out
  const hops: PlannedHop[] = path.map((hop, i) => ({
    hop,
    txIndex: indices[i] ?? 0,
    amountIn: 0n,
    amountOut: 0n,
  }))
  if (hasIn) {
    let running = amount
    hops.forEach((planned, i) => {
      planned.amountIn = running
      if (planned.hop.kind === 'swap') running = swapOut(planned.hop.from, planned.hop.to, running)
      else if (i === 0) running -= relayFee
      if (running <= 0n) throw badRequest('amount_in is too small to cover the fees of this route')
      planned.amountOut = running
    })
  } else {
    let running = amount
    for (const [i, planned] of [...hops.entries()].reverse()) {
      planned.amountOut = running
      if (planned.hop.kind === 'swap') running = swapIn(planned.hop.from, planned.hop.to, running)
      else if (i === 0) running += relayFee
      planned.amountIn = running
    }
  }
  for (const planned of hops)
    if (planned.hop.kind === 'swap') {
      const r = Number(reserve(planned.hop.from))
      planned.impact = (Number(planned.amountIn) / (r + Number(planned.amountIn))) * 100
    }
  const first = hops[0]
  const last = hops.at(-1)
  if (!first || !last) throw notFound('no routes found')
  return {
    source,
    dest,
    hops,
    amountIn: first.amountIn,
    amountOut: last.amountOut,
    txsRequired,
    requiredOpHook,
    relayFee,
    exactOut: !hasIn,
  }
}

const usd = (asset: AssetInfo, amount: bigint) =>
  (Number(amount) / 10 ** asset.decimals) * originMeta[asset.origin].usd

export function routeSeconds(hops: PlannedHop[]): number {
  return hops.reduce(
    (sum, { hop }) => sum + (hop.kind === 'transfer' ? IBC_SECONDS : hop.kind === 'op' ? hop.seconds : 0),
    0,
  )
}

/** The chains a route touches, in order: the chains needing an address. */
export function chainIdsOf(plan: Plan): string[] {
  const ids = [plan.source.chainId]
  for (const { hop } of plan.hops) if (ids.at(-1) !== hop.to.chainId) ids.push(hop.to.chainId)
  return ids
}

const venue = { name: 'initia-dex', chain_id: L1, logo_uri: 'https://registry.initia.xyz/images/dex.png' }

export function operationJson(planned: PlannedHop, assets: AssetInfo[], exactOut: boolean) {
  const { hop, txIndex, amountIn, amountOut } = planned
  const amounts = { tx_index: txIndex, amount_in: String(amountIn), amount_out: String(amountOut) }
  if (hop.kind === 'transfer') {
    const fee = assets.find((a) => a.chainId === hop.from.chainId && !a.via) ?? hop.from
    return {
      transfer: {
        port: 'transfer',
        channel: hop.channel,
        from_chain_id: hop.from.chainId,
        to_chain_id: hop.to.chainId,
        pfm_enabled: true,
        supports_memo: true,
        denom_in: hop.from.denom,
        denom_out: hop.to.denom,
        fee_amount: '0',
        usd_fee_amount: '0.0000',
        fee_asset: (({ denom, chain_id, origin_denom, origin_chain_id, trace, is_cw20, is_evm, is_svm }) => ({
          denom,
          chain_id,
          origin_denom,
          origin_chain_id,
          trace,
          is_cw20,
          is_evm,
          is_svm,
        }))(assetJson(fee, assets)),
        bridge_id: 'IBC',
        smart_relay: false,
        chain_id: hop.from.chainId,
        dest_denom: hop.to.denom,
      },
      ...amounts,
    }
  }
  if (hop.kind === 'op')
    return {
      op_init_transfer: {
        from_chain_id: hop.from.chainId,
        to_chain_id: hop.to.chainId,
        denom_in: hop.from.denom,
        denom_out: hop.to.denom,
        op_init_bridge_id: hop.bridgeId,
        bridge_id: 'OPINIT',
        smart_relay: false,
      },
      ...amounts,
    }
  const operations = [{ pool: pool.address, denom_in: hop.from.denom, denom_out: hop.to.denom }]
  const impact = (planned.impact ?? 0).toFixed(4)
  return {
    swap: {
      ...(exactOut
        ? {
            swap_out: {
              swap_venue: venue,
              swap_operations: operations,
              swap_amount_out: String(amountOut),
              price_impact_percent: impact,
            },
          }
        : {
            swap_in: {
              swap_venue: venue,
              swap_operations: operations,
              swap_amount_in: String(amountIn),
              price_impact_percent: impact,
            },
          }),
      estimated_affiliate_fee: `0${hop.to.denom}`,
      from_chain_id: L1,
      chain_id: L1,
      denom_in: hop.from.denom,
      denom_out: hop.to.denom,
      swap_venues: [venue],
    },
    ...amounts,
  }
}

export function feesJson(plan: Plan, assets: AssetInfo[]) {
  if (plan.relayFee === 0n) return []
  return [
    {
      fee_type: 'SMART_RELAY',
      bridge_id: 'OPINIT',
      amount: String(plan.relayFee),
      usd_amount: usd(plan.source, plan.relayFee).toFixed(2),
      origin_asset: assetJson(plan.source, assets),
      chain_id: plan.source.chainId,
      tx_index: 0,
    },
  ]
}

/** The /v2/fungible/route body; throws BAD_PRICE_ERROR for a large loss unless `allowUnsafe`. */
export function routeJson(plan: Plan, assets: AssetInfo[], allowUnsafe: boolean) {
  const usdIn = usd(plan.source, plan.amountIn)
  const usdOut = usd(plan.dest, plan.amountOut)
  const loss = usdIn > 0 ? ((usdIn - usdOut) / usdIn) * 100 : 0
  if (loss > 20 && !allowUnsafe)
    throw badRequest(
      `difference in usd value of route input and output is too large. input usd value: ${usdIn.toFixed(2)} output usd value: ${usdOut.toFixed(2)}`,
      'BAD_PRICE_ERROR',
    )
  const chainIds = chainIdsOf(plan)
  const swaps = plan.hops.filter(({ hop }) => hop.kind === 'swap')
  const withdrawal = plan.hops.find(({ hop }) => hop.kind === 'op' && hop.withdrawal)
  return {
    source_asset_denom: plan.source.denom,
    source_asset_chain_id: plan.source.chainId,
    dest_asset_denom: plan.dest.denom,
    dest_asset_chain_id: plan.dest.chainId,
    amount_in: String(plan.amountIn),
    amount_out: String(plan.amountOut),
    operations: plan.hops.map((planned) => operationJson(planned, assets, plan.exactOut)),
    chain_ids: chainIds,
    does_swap: swaps.length > 0,
    estimated_amount_out: String(plan.amountOut),
    swap_venues: swaps.length > 0 ? [venue] : [],
    txs_required: plan.txsRequired,
    usd_amount_in: usdIn.toFixed(2),
    usd_amount_out: usdOut.toFixed(2),
    ...(swaps.length > 0 && { swap_price_impact_percent: (swaps[0]?.impact ?? 0).toFixed(4) }),
    ...(loss > 5 && {
      warning: {
        type: 'BAD_PRICE_WARNING',
        message: `Difference in USD value of route input and output is large. Input USD value: ${usdIn.toFixed(2)} Output USD value: ${usdOut.toFixed(2)}`,
      },
    }),
    estimated_fees: feesJson(plan, assets),
    required_chain_addresses: chainIds,
    estimated_route_duration_seconds: routeSeconds(plan.hops),
    required_op_hook: plan.requiredOpHook,
    extra_infos: withdrawal
      ? [
          `Withdrawals through the OPinit bridge finalize on ${L1} after about ${routeSeconds([withdrawal])} seconds`,
        ]
      : [],
    extra_warnings: [],
  }
}
