// Reading the router's `/v2/tx/status` answers (swagger.yml TxStatusResponse): pure functions over every
// transfer in the answer, never `transfers[0]` alone.

import { cosmosTxHash } from '../http/txHash.ts'
import type { StatusResponse } from './schemas.ts'

/** One hop of the route as the router reports it, for a progress timeline. */
export interface TransferHop {
  /** `ibc_transfer`, `op_init_transfer`, `cctp_transfer`, ... (unknown kinds are kept). */
  kind: string
  fromChainId: string | undefined
  toChainId: string | undefined
  /** The router's hop state, e.g. `TRANSFER_SUCCESS`, `OPINIT_TRANSFER_RECEIVED`. */
  state: string | undefined
  /** Every tx of the hop the router named, with explorer links. */
  txs: {
    chainId: string
    txHash: string
    explorerLink: string | undefined
    /** What the tx did, from the router's key for it (`send_tx` is `send`): send, receive, acknowledge, ... */
    role?: string | undefined
  }[]
}

export type OverallState = 'success' | 'error' | 'abandoned' | 'pending' | 'unknown'

const pendingStates = new Set(['STATE_SUBMITTED', 'STATE_PENDING', 'STATE_RECEIVED', 'STATE_PENDING_ERROR'])
const successStates = new Set(['STATE_COMPLETED_SUCCESS', 'STATE_COMPLETED'])

/**
 * The overall state from the top level and every transfer: any error wins, then abandoned; success only
 * when every state named is a success. `STATE_UNKNOWN`, no state at all, or a state the OpenAPI does not
 * list is `unknown` (Skip's docs: treat it as an error once it lasts).
 */
export function overallState(status: StatusResponse): OverallState {
  const states = [status.state, ...(status.transfers ?? []).map((transfer) => transfer.state)].filter(
    (state): state is string => typeof state === 'string' && state !== '',
  )
  if (states.length === 0) return 'unknown'
  if (states.includes('STATE_COMPLETED_ERROR')) return 'error'
  if (states.includes('STATE_ABANDONED')) return 'abandoned'
  if (states.every((state) => successStates.has(state))) return 'success'
  if (states.every((state) => successStates.has(state) || pendingStates.has(state))) return 'pending'
  return 'unknown'
}

export interface AssetRelease {
  chainId: string | undefined
  denom: string | undefined
  amount: string | undefined
  released: boolean | undefined
}

/** Where the funds were released (a refund or the arrival), from the top level or any transfer. */
export function releaseOf(status: StatusResponse): AssetRelease | null {
  const release =
    status.transfer_asset_release ??
    status.transfers?.map((transfer) => transfer.transfer_asset_release).find(Boolean) ??
    null
  if (!release) return null
  return {
    chainId: stringOf(release.chain_id),
    denom: stringOf(release.denom),
    amount: stringOf(release.amount),
    released: typeof release.released === 'boolean' ? release.released : undefined,
  }
}

/**
 * The router's own words for a failure or an unknown state: the top level's or a transfer's `error`, else the
 * first hop's (an IBC packet's `error`, an Axelar tx set's).
 */
export function routerMessageOf(status: StatusResponse): string | undefined {
  const errors = [status.error, ...(status.transfers ?? []).map((transfer) => transfer.error)]
  return (
    errors.map((error) => stringOf(error?.message)).find(Boolean) ??
    sequencesOf(status)
      .map((event) => hopErrorIn(event, 0))
      .find(Boolean)
  )
}

function hopErrorIn(value: unknown, depth: number): string | undefined {
  if (typeof value !== 'object' || value === null || depth > 6) return undefined
  const record = value as Record<string, unknown>
  const own = stringOf((record.error as { message?: unknown } | null | undefined)?.message)
  if (own) return own
  for (const entry of Object.values(record)) {
    const found = hopErrorIn(entry, depth + 1)
    if (found) return found
  }
  return undefined
}

/** The route's hops as the router last reported them, for a timeline: every hop of every transfer. */
export function hopsOf(status: StatusResponse | null): TransferHop[] {
  if (!status) return []
  return sequencesOf(status).flatMap((event) => {
    const [kind, info] = Object.entries(event)[0] ?? []
    if (!kind || typeof info !== 'object' || info === null) return []
    const hop = info as Record<string, unknown>
    return [
      {
        kind,
        fromChainId: stringOf(hop.from_chain_id ?? hop.src_chain_id),
        toChainId: stringOf(hop.to_chain_id ?? hop.dst_chain_id),
        state: stringOf(hop.state),
        txs: dedupe(chainTxsIn(hop, 0)),
      },
    ]
  })
}

/** The hop events: the transfers' own when the answer has them (the top level mirrors the first), else the top level's. */
export function sequencesOf(status: StatusResponse): Record<string, unknown>[] {
  const fromTransfers = (status.transfers ?? []).flatMap((transfer) => transfer.transfer_sequence ?? [])
  return (fromTransfers.length > 0 ? fromTransfers : (status.transfer_sequence ?? [])) as Record<
    string,
    unknown
  >[]
}

const stringOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)

interface NamedTx {
  chainId: string
  txHash: string
  explorerLink: string | undefined
  /** What the tx did, from the key it was found under: `send`, `receive`, `acknowledge`, `confirm`, ... */
  role: string | undefined
}

/**
 * Any nested object with `chain_id` and `tx_hash` strings: `packet_txs.send_tx`, `txs.send_tx`, Axelar's
 * `txs.contract_call_with_token_txs.confirm_tx`, ... Bounded in depth, so a hostile body cannot recurse far.
 */
export function chainTxsIn(value: unknown, depth: number, key?: string): NamedTx[] {
  if (typeof value !== 'object' || value === null || depth > 6) return []
  const record = value as Record<string, unknown>
  const chainId = stringOf(record.chain_id)
  const txHash = stringOf(record.tx_hash)
  if (chainId && txHash)
    return [{ chainId, txHash, explorerLink: stringOf(record.explorer_link), role: key?.replace(/_tx$/, '') }]
  return Object.entries(record).flatMap(([name, entry]) => chainTxsIn(entry, depth + 1, name))
}

export function dedupe(txs: NamedTx[]): NamedTx[] {
  const seen = new Set<string>()
  return txs.filter((tx) => {
    const key = `${tx.chainId}:${cosmosTxHash(tx.txHash)}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
