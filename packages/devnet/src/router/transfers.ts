// Transfer bookkeeping: the msgs handed out, the txs tracked, and what /v2/tx/status answers for them.
import { toInitiaBech32 } from '../../../../src/router/initiaAddress.ts'
import type { OpinitDevnet } from '../opinit/index.ts'
import type { RouterFaults } from './faults.ts'
import { type Body, json } from './http.ts'
import type { TxPlan } from './msgs.ts'
import { chainById, EVM_CHAIN_ID, explorerLink, L1 } from './registry.ts'
import { badRequest, notFound, RouterRequestError } from './routes.ts'
import { statusBody, type Tracked } from './status.ts'
import type { RouterChains } from './types.ts'

const normalizeHash = (chainId: string, hash: string) =>
  chainId === EVM_CHAIN_ID ? hash.toLowerCase() : hash.toUpperCase()

export interface TransfersOptions {
  chains: RouterChains | undefined
  opinit: OpinitDevnet | undefined
  now: () => number
  speed: number
  seed: number
}

export function createTransfers(options: TransfersOptions) {
  const { chains, now, speed, seed } = options
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

  /** the msgs of one /v2/fungible/msgs answer, each awaiting the tx that carries it */
  function handOut(plans: TxPlan[]) {
    pending.push(...plans)
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

  function retryTrack(body: Body) {
    const { chainId, hash, key } = txParams(body.chain_id, body.tx_hash)
    const entry = tracked.get(key)
    if (!entry) throw notFound('tx not found')
    // re-indexing picks a stalled transfer up again
    if (entry.outcome === 'abandoned') tracked.set(key, { ...entry, outcome: undefined, startedAt: now() })
    return json(200, { tx_hash: hash, explorer_link: explorerLink(chainId, hash) })
  }

  function status(url: URL) {
    const { key } = txParams(url.searchParams.get('chain_id'), url.searchParams.get('tx_hash'))
    const entry = tracked.get(key)
    if (!entry) throw notFound('tx not found')
    const claim = options.opinit ? (options.opinit.withdrawalByTx(entry.txHash)?.claim ?? null) : undefined
    return json(200, statusBody(entry, now(), speed, seed, claim))
  }

  return { handOut, track, retryTrack, status }
}
