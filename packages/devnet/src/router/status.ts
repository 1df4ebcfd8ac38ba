// /v2/tx/status: a tracked tx's transfer, computed from the time since it was tracked and the route's ETA.
import { createRandom } from '../indexer/random.ts'
import type { TxPlan } from './msgs.ts'
import { EVM_CHAIN_ID, explorerLink } from './registry.ts'

export interface Tracked {
  chainId: string
  txHash: string
  /** undefined for a tx the router never handed out: it completes without transfers */
  plan: TxPlan | undefined
  startedAt: number
  /** 'reverted': the tx itself failed on chain */
  outcome: 'abandoned' | 'error' | 'hop-failure' | 'reverted' | undefined
  failHop: number
}

interface TxJson {
  chain_id: string
  tx_hash: string
  explorer_link: string
  on_chain_at: string
}

const PACKET_ERROR = { code: 1, message: 'ABCI code: 1: error handling packet: see events for details' }

/**
 * `claim`: with the OPinit stand-in, an OPinit withdrawal hop is received when its claim lands on L1 (null:
 * not claimed yet), not after a fixed time.
 */
export function statusBody(
  tracked: Tracked,
  now: number,
  speed: number,
  seed: number,
  claim?: { txHash: string; at: number } | null,
) {
  const ms = (seconds: number) => (seconds * 1000) / speed
  const hops = tracked.plan?.hops ?? []
  const seconds = hops.map(({ hop }) => (hop.kind === 'transfer' ? 30 : hop.kind === 'op' ? hop.seconds : 0))
  const durations = seconds.map(ms)
  // the router sees the tx a block or two after it lands
  const submitted = ms(Math.min(2, Math.max(0.5, seconds.reduce((sum, s) => sum + s, 0) / 10)))
  const withdrawalIndex =
    claim === undefined ? -1 : hops.findIndex(({ hop }) => hop.kind === 'op' && hop.withdrawal)
  if (withdrawalIndex >= 0) {
    const startOfHop = submitted + durations.slice(0, withdrawalIndex).reduce((sum, d) => sum + d, 0)
    durations[withdrawalIndex] = claim
      ? Math.max(0, claim.at - tracked.startedAt - startOfHop)
      : Number.POSITIVE_INFINITY
  }
  const failing = tracked.outcome === 'hop-failure' ? Math.min(tracked.failHop, hops.length - 1) : -1
  // an abandoned transfer stalls halfway through its first hop
  const stall =
    tracked.outcome === 'abandoned' ? submitted + (durations[0] ?? 0) / 2 : Number.POSITIVE_INFINITY
  const elapsed = Math.min(now - tracked.startedAt, stall)
  const tx = (chainId: string, at: number, label: string): TxJson => {
    const random = createRandom('router-tx', seed, tracked.txHash, label)
    const hash = chainId === EVM_CHAIN_ID ? `0x${random.hex(32)}` : random.hex(32).toUpperCase()
    return {
      chain_id: chainId,
      tx_hash: hash,
      explorer_link: explorerLink(chainId, hash),
      on_chain_at: new Date(tracked.startedAt + at).toISOString().replace(/\.\d+Z$/, 'Z'),
    }
  }

  let state = 'STATE_SUBMITTED'
  let error: unknown = null
  let release: unknown = null
  let blocking: unknown = null
  const sequence: unknown[] = []
  if (elapsed >= submitted) {
    state = 'STATE_PENDING'
    if (tracked.outcome === 'error' || tracked.outcome === 'reverted') {
      state = 'STATE_COMPLETED_ERROR'
      error = {
        code: tracked.outcome === 'reverted' ? 1 : 11,
        message:
          tracked.outcome === 'reverted'
            ? 'execution reverted'
            : 'out of gas in location: ReadFlat; gasWanted: 200000, gasUsed: 201312: out of gas',
        type: 'STATUS_ERROR_TRANSACTION_EXECUTION',
      }
    }
    let start = submitted
    let send: TxJson = {
      ...tx(tracked.chainId, 0, 'send'),
      tx_hash: tracked.txHash,
      explorer_link: explorerLink(tracked.chainId, tracked.txHash),
    }
    for (const [index, { hop }] of hops.entries()) {
      if (state === 'STATE_COMPLETED_ERROR' || elapsed < start) break
      // a swap happens inside a tx: the OpenAPI's transfer_sequence (TransferEvent) has only bridge hops
      if (hop.kind === 'swap') continue
      const duration = durations[index] ?? 0
      const receivedAt = start + (hop.kind === 'transfer' ? duration * 0.7 : duration)
      const doneAt = start + duration
      const claimed = index === withdrawalIndex && claim
      const receive =
        elapsed < receivedAt
          ? null
          : claimed
            ? {
                chain_id: hop.to.chainId,
                tx_hash: claimed.txHash,
                explorer_link: explorerLink(hop.to.chainId, claimed.txHash),
                on_chain_at: new Date(claimed.at).toISOString().replace(/\.\d+Z$/, 'Z'),
              }
            : tx(hop.to.chainId, receivedAt, `receive-${index}`)
      const done = elapsed >= doneAt
      const fails = index === failing && receive !== null
      const ends = { from_chain_id: hop.from.chainId, to_chain_id: hop.to.chainId }
      const legacy = { src_chain_id: hop.from.chainId, dst_chain_id: hop.to.chainId }
      if (hop.kind === 'op') {
        const hopState = fails
          ? 'OPINIT_TRANSFER_UNKNOWN'
          : receive
            ? 'OPINIT_TRANSFER_RECEIVED'
            : 'OPINIT_TRANSFER_SENT'
        sequence.push({
          op_init_transfer: {
            ...ends,
            state: hopState,
            txs: { send_tx: send, receive_tx: receive },
            ...legacy,
          },
        })
      } else {
        const ack = done ? tx(hop.from.chainId, doneAt, `ack-${index}`) : null
        const hopState = fails
          ? 'TRANSFER_FAILURE'
          : done
            ? 'TRANSFER_SUCCESS'
            : receive
              ? 'TRANSFER_RECEIVED'
              : 'TRANSFER_PENDING'
        sequence.push({
          ibc_transfer: {
            ...ends,
            state: hopState,
            packet_txs: {
              send_tx: send,
              receive_tx: receive,
              acknowledge_tx: ack,
              timeout_tx: null,
              error: fails ? PACKET_ERROR : null,
            },
            ...legacy,
          },
        })
      }
      if (fails) {
        state = done ? 'STATE_COMPLETED_ERROR' : 'STATE_PENDING_ERROR'
        error = {
          message: `the transfer from ${hop.from.chainId} to ${hop.to.chainId} failed`,
          type: 'STATUS_ERROR_TRANSFER',
        }
        if (done) {
          const plan = tracked.plan
          release = plan && {
            chain_id: plan.source.chainId,
            denom: plan.source.denom,
            amount: String(plan.amountIn),
            released: true,
          }
        } else blocking = { transfer_sequence_index: sequence.length - 1 }
        break
      }
      if (!done) {
        blocking = { transfer_sequence_index: sequence.length - 1 }
        break
      }
      if (receive) send = receive
      start = doneAt
    }
    const total = submitted + durations.reduce((sum, d) => sum + d, 0)
    if (state === 'STATE_PENDING' && elapsed >= total) {
      state = 'STATE_COMPLETED_SUCCESS'
      const plan = tracked.plan
      release = plan
        ? {
            chain_id: plan.dest.chainId,
            denom: plan.dest.denom,
            amount: String(plan.amountOut),
            released: true,
          }
        : null
    }
  }
  if (now - tracked.startedAt >= stall) state = 'STATE_ABANDONED'
  const transfer = {
    state,
    transfer_sequence: sequence,
    next_blocking_transfer: blocking,
    transfer_asset_release: release,
    error,
  }
  return {
    transfers: [transfer],
    ...transfer,
    status: state.startsWith('STATE_COMPLETED') ? 'STATE_COMPLETED' : state,
  }
}
