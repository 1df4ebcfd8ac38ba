// Transfers as links: the bridge form's fields in a URL's query, read strictly against the router's catalogue. Pure.
import { parseAmount } from '../../amounts/amount.ts'
import { assetKey, type BridgeAsset, type BridgeChain, recipientProblem } from './catalogue.ts'
import { type BridgeLock, lockAllows } from './locks.ts'

export type BridgeUrlField =
  | 'sourceChain'
  | 'sourceAsset'
  | 'destChain'
  | 'destAsset'
  | 'amount'
  | 'recipient'

/** The query parameter of each field; by default the field's own name (`?sourceChain=noble-1&amount=1.5`). */
export type BridgeUrlParams = Partial<Record<BridgeUrlField, string>>

/** What a link holds: chain ids, denoms, a plain decimal amount ("1.5"), an address. */
export type BridgeUrlValues = Partial<Record<BridgeUrlField, string>>

/**
 * Why a field of a link was left out: `invalid` (unreadable, repeated, too long, or markup), `unknown` (not in the
 * catalogue), `locked` (another chain or asset than the side is locked to), `decimals`, `large` (over 2^256 base
 * units), `zero`. A recipient with `prefix` or `format` is kept.
 */
export type BridgeUrlProblem =
  | 'invalid'
  | 'unknown'
  | 'locked'
  | 'decimals'
  | 'large'
  | 'zero'
  | 'prefix'
  | 'format'

export interface ReadBridgeUrlStateParameters {
  /** The assets offered (`useBridgeForm().assets`): a chain or denom not among them is left out. */
  assets: readonly BridgeAsset[]
  /** The chains by id (`useBridgeForm().chains`), for the recipient's address format. */
  chains: ReadonlyMap<string, BridgeChain>
  /** The asset whose decimals the amount is read with when the link names no source. */
  source?: BridgeAsset | undefined
  params?: BridgeUrlParams | undefined
  /** The form's locks (`lockedSource`, `lockedDestination`): a link cannot move a locked side. */
  locks?: { source?: BridgeLock | undefined; destination?: BridgeLock | undefined } | undefined
}

export interface BridgeUrlState {
  /** `chainId/denom` keys of assets in the catalogue. */
  source?: string
  destination?: string
  /** A plain decimal ("1.5") the source asset can hold. */
  amount?: string
  /** As given; check `problems.recipient`. */
  recipient?: string
  problems: Partial<Record<BridgeUrlField, BridgeUrlProblem>>
}

export const bridgeUrlFields: readonly BridgeUrlField[] = [
  'sourceChain',
  'sourceAsset',
  'destChain',
  'destAsset',
  'amount',
  'recipient',
]

// chain ids, denoms (ibc/…, factory/…/…, evm/0x…), decimals and addresses: no spaces, quotes, brackets or markup
const safe = /^[\w./:-]{1,128}$/
const maxBase = 2n ** 256n

/**
 * A link's fields, each checked: chains and assets must be in the catalogue, the amount a plain decimal the source
 * asset can hold, the recipient an address of the destination chain. A field that fails is left out with its
 * problem, except a recipient that is only wrong for the chain: it is kept, so that the user sees it.
 */
export function readBridgeUrlState(
  search: string | URLSearchParams,
  { assets, chains, source: fallback, params, locks }: ReadBridgeUrlStateParameters,
): BridgeUrlState {
  const query = new URLSearchParams(search)
  const state: BridgeUrlState = { problems: {} }
  const fail = (field: BridgeUrlField, problem: BridgeUrlProblem) => {
    state.problems[field] = problem
    return undefined
  }
  const read = (field: BridgeUrlField) => {
    const all = query.getAll(params?.[field] ?? field)
    if (!all[0]) return undefined
    return all.length === 1 && safe.test(all[0]) ? all[0] : fail(field, 'invalid')
  }
  const pick = (chainField: BridgeUrlField, assetField: BridgeUrlField, lock: BridgeLock | undefined) => {
    const chainId = read(chainField)
    const denom = read(assetField)
    const onChain = chainId ? assets.filter((asset) => asset.chainId === chainId) : assets
    if (chainId && !onChain[0]) return fail(chainField, 'unknown')
    const found = denom ? onChain.find((asset) => asset.denom === denom) : undefined
    if (denom && !found) fail(assetField, 'unknown')
    const picked = found ?? (chainId ? onChain[0] : undefined)
    // a locked side stays as it is: the link's other pair is left out, and said so
    if (picked && !lockAllows(lock, picked, assets))
      return fail(
        chainId && lock?.chainId !== undefined && chainId !== lock.chainId ? chainField : assetField,
        'locked',
      )
    return picked
  }
  const source = pick('sourceChain', 'sourceAsset', locks?.source)
  const destination = pick('destChain', 'destAsset', locks?.destination)
  if (source) state.source = assetKey(source)
  if (destination) state.destination = assetKey(destination)

  const amount = read('amount')
  const decimals = (source ?? fallback)?.decimals
  if (amount !== undefined && decimals !== undefined) {
    let base: bigint | undefined
    try {
      base = /^\d*\.?\d*$/.test(amount) ? BigInt(parseAmount(amount, decimals)) : undefined
    } catch {
      fail('amount', /\d/.test(amount) ? 'decimals' : 'invalid')
    }
    if (base === undefined) state.problems.amount ??= 'invalid'
    else if (base >= maxBase) fail('amount', 'large')
    else if (base === 0n) fail('amount', 'zero')
    else state.amount = amount
  }

  const recipient = read('recipient')
  if (recipient !== undefined) {
    if (!/^\w+$/.test(recipient)) fail('recipient', 'invalid')
    else {
      state.recipient = recipient
      const problem = destination && recipientProblem(recipient, chains.get(destination.chainId))
      if (problem && problem !== 'empty') fail('recipient', problem)
    }
  }
  return state
}

/**
 * `search` with the form's fields written in: a field without a value is removed; every other parameter of the
 * host's stays as it was.
 */
export function writeBridgeUrlState(
  search: string | URLSearchParams,
  values: BridgeUrlValues,
  params?: BridgeUrlParams,
): URLSearchParams {
  const query = new URLSearchParams(search)
  for (const field of bridgeUrlFields) {
    const name = params?.[field] ?? field
    const value = values[field]
    if (value) query.set(name, value)
    else query.delete(name)
  }
  return query
}
