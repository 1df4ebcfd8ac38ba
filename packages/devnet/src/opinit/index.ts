// A stand-in for OPinit's withdrawal path: the executor's API (initia-labs/opinit-bots executor/querier.go and
// executor/child/query.go: GET /withdrawal/:sequence, GET /withdrawals/:address?offset&limit&order, GET
// /status), the L1's ophost REST queries InterwovenKit reads (bridges/{id}, bridges/{id}/outputs/{index}), and
// the L1's MsgFinalizeTokenWithdrawal (initia-labs/OPinit x/ophost/keeper/msg_server.go FinalizeTokenWithdrawal):
// finalized output, output root, withdrawal hash, storage root from the proofs, not claimed before.
// Outputs are proposed every `submissionSeconds`; each holds the withdrawals sent since the one before.
import { sha3, toBase64, withdrawalHash } from '../../../../src/opinit/withdrawalHash.ts'

export interface OpinitDevnetOptions {
  /** The bridges by id, with their rollup. */
  bridges: { bridgeId: string; l2ChainId: string }[]
  /** Seconds from an output's proposal to when its withdrawals can be claimed (mainnet: 7 days). */
  finalizationSeconds: number
  /** Seconds between output proposals. Default a tenth of the finalization period. */
  submissionSeconds?: number
  now?: () => number
}

export interface DevnetWithdrawal {
  bridgeId: string
  sequence: number
  from: string
  to: string
  amount: { denom: string; amount: string }
  txHash: string
  txTime: number
  txHeight: number
  claim?: { txHash: string; at: number }
}

/** A MsgFinalizeTokenWithdrawal as the L1's registry decodes it. */
export interface FinalizeTokenWithdrawal {
  bridgeId: bigint
  outputIndex: bigint
  withdrawalProofs: Uint8Array[]
  from: string
  to: string
  sequence: bigint
  amount?: { denom: string; amount: string } | undefined
  version: Uint8Array
  storageRoot: Uint8Array
  lastBlockHash: Uint8Array
}

export interface OpinitDevnet {
  /** A withdrawal sent on a rollup (the L2 tx landed): its sequence. */
  record(withdrawal: Omit<DevnetWithdrawal, 'sequence' | 'claim'>): number
  /** The executor API of the rollup of `bridgeId`: `path` is after the executor's base. */
  executorFetch(bridgeId: string, request: Request, path: string): Response
  /** The L1's ophost REST: `path` starts at /opinit/ophost/v1. */
  restFetch(path: string, query?: URLSearchParams): Response
  /** Runs a claim as the L1 would; throws the module's error when it would refuse it. */
  finalize(message: FinalizeTokenWithdrawal, claimTxHash: string): void
  withdrawalOf(bridgeId: string, sequence: number): DevnetWithdrawal | undefined
  /** The withdrawal a rollup tx started, by that tx's hash. */
  withdrawalByTx(txHash: string): DevnetWithdrawal | undefined
}

export class OphostError extends Error {
  /** the ophost module's registered code (x/ophost/types/error.go) */
  declare readonly code: number
  readonly codespace = 'ophost'
  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

const utf8 = (text: string) => new TextEncoder().encode(text)
const base64 = toBase64
const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i])
const compare = (a: Uint8Array, b: Uint8Array) => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0)
  return a.length - b.length
}

/** x/ophost/types/output.go GenerateNodeHash: commutative, the smaller hash first */
const nodeHash = (a: Uint8Array, b: Uint8Array) => (compare(a, b) >= 0 ? sha3(b, a) : sha3(a, b))

/** A tree over `leaves`, each leaf's proof (siblings bottom up) and the root. A node without a sibling moves up. */
function merkle(leaves: Uint8Array[]): { root: Uint8Array; proofs: Uint8Array[][] } {
  const proofs = leaves.map(() => [] as Uint8Array[])
  let level = leaves.map((hash, index) => ({ hash, members: [index] }))
  while (level.length > 1) {
    const next: typeof level = []
    for (let i = 0; i < level.length; i += 2) {
      const left = level[i]!
      const right = level[i + 1]
      if (!right) {
        next.push(left)
        continue
      }
      for (const member of left.members) proofs[member]?.push(right.hash)
      for (const member of right.members) proofs[member]?.push(left.hash)
      next.push({ hash: nodeHash(left.hash, right.hash), members: [...left.members, ...right.members] })
    }
    level = next
  }
  return { root: level[0]?.hash ?? new Uint8Array(32), proofs }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
// gRPC-gateway's not-found body, as the L1's REST sends it
const notFound = (message: string) => json(404, { code: 5, message, details: [] })

export function createOpinitDevnet(options: OpinitDevnetOptions): OpinitDevnet {
  const now = options.now ?? Date.now
  const genesis = now()
  const finalizationMs = options.finalizationSeconds * 1000
  const submissionMs = (options.submissionSeconds ?? options.finalizationSeconds / 10) * 1000
  const withdrawals = new Map<string, DevnetWithdrawal[]>(
    options.bridges.map(({ bridgeId }) => [bridgeId, []]),
  )

  /** The output a withdrawal sent at `time` lands in: proposed at the next submission after it. */
  const outputIndexAt = (time: number) => Math.floor((time - genesis) / submissionMs) + 1
  const proposedAt = (outputIndex: number) => genesis + outputIndex * submissionMs
  const lastBlockHash = (bridgeId: string, outputIndex: number) =>
    sha3(utf8(`block ${bridgeId} ${outputIndex}`))

  function output(bridgeId: string, outputIndex: number) {
    if (outputIndex < 1 || proposedAt(outputIndex) > now()) return undefined
    const members = (withdrawals.get(bridgeId) ?? []).filter((w) => outputIndexAt(w.txTime) === outputIndex)
    const hashes = members.map((w) =>
      withdrawalHash({
        bridgeId: BigInt(bridgeId),
        sequence: BigInt(w.sequence),
        from: w.from,
        to: w.to,
        denom: w.amount.denom,
        amount: BigInt(w.amount.amount),
      }),
    )
    const tree = merkle(hashes)
    const blockHash = lastBlockHash(bridgeId, outputIndex)
    return {
      members,
      proofs: tree.proofs,
      storageRoot: tree.root,
      lastBlockHash: blockHash,
      // x/ophost/types/output.go GenerateOutputRoot with version 1
      outputRoot: sha3(Uint8Array.of(1), tree.root, blockHash),
      l1BlockTime: proposedAt(outputIndex),
    }
  }

  function withdrawalJson(w: DevnetWithdrawal) {
    const proposed = output(w.bridgeId, outputIndexAt(w.txTime))
    const index = proposed?.members.indexOf(w) ?? -1
    const base = {
      sequence: w.sequence,
      to: w.to,
      from: w.from,
      amount: w.amount,
      bridge_id: Number(w.bridgeId),
      version: base64(Uint8Array.of(1)),
      tx_time: new Date(w.txTime).toISOString(),
      tx_height: w.txHeight,
      tx_hash: w.txHash,
    }
    // executor/child/query.go: an unfinalized tree gives the withdrawal without proofs (Go's nil slice is null)
    if (!proposed || index < 0)
      return { ...base, output_index: 0, withdrawal_proofs: null, storage_root: null, last_block_hash: null }
    return {
      ...base,
      output_index: outputIndexAt(w.txTime),
      withdrawal_proofs: (proposed.proofs[index] ?? []).map(base64),
      storage_root: base64(proposed.storageRoot),
      last_block_hash: base64(proposed.lastBlockHash),
    }
  }

  const bridgeOf = (bridgeId: string) => options.bridges.find((bridge) => bridge.bridgeId === bridgeId)

  return {
    record(withdrawal) {
      const list = withdrawals.get(withdrawal.bridgeId)
      if (!list) throw new Error(`no bridge ${withdrawal.bridgeId}`)
      const sequence = list.length + 1
      list.push({ ...withdrawal, sequence })
      return sequence
    },
    executorFetch(bridgeId, request, path) {
      const list = withdrawals.get(bridgeId) ?? []
      const url = new URL(request.url)
      const one = /^\/withdrawal\/(\d+)$/.exec(path)
      if (one) {
        const found = list.find((w) => w.sequence === Number(one[1]))
        // fiber answers a handler's error as 500 with its text (executor/querier.go)
        return found
          ? json(200, withdrawalJson(found))
          : new Response('failed to query withdrawal', { status: 500 })
      }
      const byAddress = /^\/withdrawals\/([^/]+)$/.exec(path)
      if (byAddress) {
        const address = decodeURIComponent(byAddress[1] ?? '')
        const offset = Number(url.searchParams.get('offset') ?? 0)
        const limit = Math.min(Number(url.searchParams.get('limit') ?? 10), 100)
        const descending = url.searchParams.get('order') !== 'asc'
        const mine = list
          // executor/child/db.go SaveWithdrawal indexes a withdrawal by its receiver
          .filter((w) => w.to === address)
          .sort((a, b) => (descending ? b.sequence - a.sequence : a.sequence - b.sequence))
        // executor/child/db.go GetSequencesByAddress: offset is a sequence to start from (0: the first)
        const start =
          offset === 0 ? mine : mine.filter((w) => (descending ? w.sequence <= offset : w.sequence >= offset))
        const page = start.slice(0, limit)
        const next = start[limit]?.sequence
        return json(200, { withdrawals: page.map(withdrawalJson), ...(next !== undefined && { next }) })
      }
      if (path === '/status') return json(200, { bridge_id: Number(bridgeId), host: {}, child: {} })
      return new Response('Cannot GET', { status: 404 })
    },
    restFetch(path, query = new URLSearchParams()) {
      // InterwovenKit's claimed check (pages/bridge/op/data.ts useWithdrawalClaimed)
      const claimedMatch = /^\/opinit\/ophost\/v1\/bridges\/(\d+)\/withdrawals\/claimed\/by_hash$/.exec(path)
      if (claimedMatch) {
        const wanted = query.get('withdrawal_hash') ?? ''
        const claimed = (withdrawals.get(claimedMatch[1] ?? '') ?? []).some(
          (w) =>
            w.claim &&
            base64(
              withdrawalHash({
                bridgeId: BigInt(w.bridgeId),
                sequence: BigInt(w.sequence),
                from: w.from,
                to: w.to,
                denom: w.amount.denom,
                amount: BigInt(w.amount.amount),
              }),
            ) === wanted,
        )
        return json(200, { claimed })
      }
      const bridgeMatch = /^\/opinit\/ophost\/v1\/bridges\/(\d+)(\/outputs\/(\d+))?$/.exec(path)
      if (!bridgeMatch || !bridgeOf(bridgeMatch[1] ?? '')) return notFound('not found')
      const bridgeId = bridgeMatch[1] ?? ''
      if (!bridgeMatch[2])
        return json(200, {
          bridge_id: bridgeId,
          bridge_addr: `init1bridge${bridgeId}`,
          bridge_config: {
            challenger: '',
            proposer: '',
            batch_info: { submitter: '', chain_type: 'INITIA' },
            submission_interval: `${submissionMs / 1000}s`,
            finalization_period: `${finalizationMs / 1000}s`,
            submission_start_time: new Date(genesis).toISOString(),
            metadata: '',
          },
        })
      const outputIndex = Number(bridgeMatch[3])
      const proposed = output(bridgeId, outputIndex)
      if (!proposed) return notFound('collections: not found')
      return json(200, {
        bridge_id: bridgeId,
        output_index: String(outputIndex),
        output_proposal: {
          output_root: base64(proposed.outputRoot),
          l1_block_number: String(outputIndex * 10),
          l1_block_time: new Date(proposed.l1BlockTime).toISOString(),
          l2_block_number: String(outputIndex * 100),
        },
      })
    },
    finalize(message, claimTxHash) {
      const bridgeId = String(message.bridgeId)
      const proposed = output(bridgeId, Number(message.outputIndex))
      if (!proposed) throw new OphostError(2, 'collections: not found: key not found')
      if (now() < proposed.l1BlockTime + finalizationMs) throw new OphostError(8, 'output has not finalized')
      if (
        !equal(
          sha3(message.version.slice(0, 1), message.storageRoot, message.lastBlockHash),
          proposed.outputRoot,
        )
      )
        throw new OphostError(10, 'invalid output root: failed to verify withdrawal tx')
      const amount = message.amount ?? { denom: '', amount: '0' }
      const hash = withdrawalHash({
        bridgeId: message.bridgeId,
        sequence: message.sequence,
        from: message.from,
        to: message.to,
        denom: amount.denom,
        amount: BigInt(amount.amount),
      })
      const w = (withdrawals.get(bridgeId) ?? []).find((item) => item.sequence === Number(message.sequence))
      if (w?.claim) throw new OphostError(11, 'withdrawal already finalized')
      let root = hash
      for (const proof of message.withdrawalProofs) root = nodeHash(root, proof)
      if (!w || !equal(root, message.storageRoot))
        throw new OphostError(10, 'invalid storage root proofs: failed to verify withdrawal tx')
      w.claim = { txHash: claimTxHash, at: now() }
    },
    withdrawalOf: (bridgeId, sequence) => withdrawals.get(bridgeId)?.find((w) => w.sequence === sequence),
    withdrawalByTx(txHash) {
      const plain = txHash.replace(/^0x/i, '').toUpperCase()
      for (const list of withdrawals.values())
        for (const w of list) if (w.txHash.replace(/^0x/i, '').toUpperCase() === plain) return w
      return undefined
    },
  }
}
