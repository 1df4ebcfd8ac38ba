// Fault injection: per run (options), at run time (POST <base>/devnet/faults) and per request (x-devnet-fault).
import { createRandom } from '../indexer/random.ts'

export interface RouterFaults {
  /** answer every API request with this status: 500 (JSON, code 2), or 502 / 503 (a gateway's plain text) */
  status?: 500 | 502 | 503
  /** answer 429 with `Retry-After: <seconds>` */
  rateLimit?: number
  /** delay every API answer by this many ms */
  latencyMs?: number
  /** /v2/tx/track answers 404 "tx not found" for the first N calls of each tx */
  trackNotFound?: number
  /** how transfers tracked while this is set end: stalled (STATE_ABANDONED), a failed tx, or a failed hop refunded on the source */
  outcome?: 'abandoned' | 'error' | 'hop-failure'
  /** with `outcome: 'hop-failure'`: the index of the hop that fails; default the last */
  failHop?: number
  /** each API request fails (500, 503 or 429) with this probability; the same seed gives the same failures */
  random?: { seed: number; probability: number }
  /** limit status, rateLimit, latencyMs and random to these paths, e.g. ['/v2/tx/status']; default all */
  paths?: string[]
}

/**
 * The `x-devnet-fault` header: comma-separated tokens `500`, `502`, `503`, `429` or `429=<seconds>`,
 * `latency=<ms>`, `track-404=<n>`, `abandoned`, `error`, `hop-failure` or `hop-failure=<index>`,
 * `random=<probability>` with `seed=<n>`.
 */
export function parseFaultHeader(header: string | null): RouterFaults {
  const faults: RouterFaults = {}
  let probability: number | undefined
  let seed = 1
  for (const token of (header ?? '').split(/[\s,]+/).filter(Boolean)) {
    const [name = '', raw] = token.split('=')
    const value = raw === undefined ? undefined : Number(raw)
    if (name === '500' || name === '502' || name === '503') faults.status = Number(name) as 500 | 502 | 503
    else if (name === '429') faults.rateLimit = value ?? 1
    else if (name === 'latency') faults.latencyMs = value ?? 0
    else if (name === 'track-404') faults.trackNotFound = value ?? 1
    else if (name === 'abandoned' || name === 'error') faults.outcome = name
    else if (name === 'hop-failure') {
      faults.outcome = 'hop-failure'
      if (value !== undefined) faults.failHop = value
    } else if (name === 'random') probability = value
    else if (name === 'seed') seed = value ?? 1
    else throw new Error(`unknown x-devnet-fault token ${JSON.stringify(token)}`)
  }
  if (probability !== undefined) faults.random = { seed, probability }
  return faults
}

/** A failure to answer with instead of the real response, if any. */
export function drawFailure(
  faults: RouterFaults,
  path: string,
  requestIndex: number,
): { status: 500 | 502 | 503 } | { retryAfter: number } | undefined {
  if (faults.paths && !faults.paths.includes(path)) return undefined
  if (faults.rateLimit !== undefined) return { retryAfter: faults.rateLimit }
  if (faults.status !== undefined) return { status: faults.status }
  if (faults.random) {
    const random = createRandom('router-fault', faults.random.seed, requestIndex)
    if (random.chance(faults.random.probability))
      return random.pick([{ status: 500 }, { status: 503 }, { retryAfter: 1 }] as const)
  }
  return undefined
}
