// What a tx request leaves behind between reloads and across tabs, in the storage the bridge keeps its transfers in
// (localStorage, under the same `rollscope:` prefix; src/bridge/store/storage.ts): the tx each request was signed
// as, saved before its broadcast, and each chain's last fee token.

import type { SimulationFailureReason } from '../errors/tx.ts'

/** Where a signed request is. `signed`: hash saved, broadcast not answered yet; `uncertain`: the answer was lost. */
export type TxRecordState = 'signed' | 'broadcast' | 'uncertain' | 'confirmed' | 'failed'

/** How a tx that was included failed there (`state: 'failed'`): the chain's code and log, and its kind. */
export interface TxRecordFailure {
  /** The ABCI code; undefined for an EVM revert. */
  code?: number | undefined
  /** The chain's log (at most 4,000 characters). */
  log: string
  reason: SimulationFailureReason
}

export interface TxRecord {
  /** The request's id (`txRequestId`): the same request signed by the same account. */
  id: string
  chainId: string
  txHash: string
  signer: string
  nonce: string
  state: TxRecordState
  savedAt: number
  /** Set when the tx was included and failed; a failed record without it never landed (another tx took its nonce). */
  failure?: TxRecordFailure | undefined
}

export interface TxStore {
  getTx(id: string): TxRecord | undefined
  saveTx(record: TxRecord): void
  /** The fee token last picked on the chain. */
  feeDenom(chainId: string): string | undefined
  setFeeDenom(chainId: string, denom: string): void
}

export interface CreateTxStoreParameters {
  /** Default: localStorage, else memory (a server, a sandboxed frame). */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined
  /** Default `rollscope:`. */
  prefix?: string | undefined
}

const states: readonly string[] = ['signed', 'broadcast', 'uncertain', 'confirmed', 'failed']

function readRecord(text: string | null): TxRecord | undefined {
  if (!text) return undefined
  try {
    const value = JSON.parse(text) as Partial<TxRecord>
    const strings = [value.id, value.chainId, value.txHash, value.signer, value.nonce]
    if (strings.some((field) => typeof field !== 'string') || !states.includes(String(value.state)))
      return undefined
    const { failure, ...record } = value as TxRecord
    // a failure kept only in the shape this store writes: what another script left there is shown as text
    const kept =
      failure && typeof failure.log === 'string' && typeof failure.reason === 'string'
        ? {
            code: typeof failure.code === 'number' ? failure.code : undefined,
            log: failure.log,
            reason: failure.reason,
          }
        : undefined
    return kept ? { ...record, failure: kept } : record
  } catch {
    return undefined
  }
}

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const entries = new Map<string, string>()
  return { getItem: (key) => entries.get(key) ?? null, setItem: (key, value) => void entries.set(key, value) }
}

function defaultStorage() {
  try {
    return globalThis.localStorage ?? memoryStorage()
  } catch {
    // a sandboxed frame throws on the getter
    return memoryStorage()
  }
}

/** A TxStore over localStorage: `rollscope:tx:<id>` per signed request, `rollscope:fee-token:<chainId>` per chain. */
export function createTxStore({
  storage = defaultStorage(),
  prefix = 'rollscope:',
}: CreateTxStoreParameters = {}): TxStore {
  const read = (key: string) => {
    try {
      return storage.getItem(key)
    } catch {
      return null
    }
  }
  return {
    getTx: (id) => readRecord(read(`${prefix}tx:${id}`)),
    // a failed save throws: the adapter then never broadcasts (the onTxHash contract)
    saveTx: (record) => storage.setItem(`${prefix}tx:${record.id}`, JSON.stringify(record)),
    feeDenom: (chainId) => read(`${prefix}fee-token:${chainId}`) ?? undefined,
    setFeeDenom(chainId, denom) {
      try {
        storage.setItem(`${prefix}fee-token:${chainId}`, denom)
      } catch {
        // the pick is a convenience: a full storage only forgets it
      }
    },
  }
}
