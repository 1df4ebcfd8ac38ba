import type { $ZodIssue } from 'zod/v4/core'
import { NewerTransferRecordError, TransferRecordError } from '../../errors/storage.ts'
import { safeParse } from '../../http/zodBuildMore.ts'
import * as z from '../../http/zodCore.ts'
import { msgsSchema, routeSchema, statusSchema } from '../../router/schemas.ts'
import { isObject } from '../machine/json.ts'
import { transferPhases, transferRecordVersion } from '../machine/phases.ts'
import type { TransferRecord } from '../types.ts'

const decimal = () => z.pattern(/^\d+$/, 'expected a decimal integer string')

const bridgeRequestSchema = /* @__PURE__ */ z.record({
  sourceChainId: z.string(),
  sourceDenom: z.string(),
  destChainId: z.string(),
  destDenom: z.string(),
  amountIn: decimal(),
  recipient: z.optional(z.string()),
})

const storedErrorSchema = /* @__PURE__ */ z.record({ name: z.string(), message: z.string() })

const pendingTxSchema = /* @__PURE__ */ z.record({
  chainId: z.string(),
  txHash: z.optional(z.string()),
  signer: z.string(),
  // "" when the adapter did not say (then only the router can find the tx)
  nonce: z.pattern(/^\d*$/, 'expected a decimal integer string, or "" when unknown'),
})

const transferTxSchema = /* @__PURE__ */ z.record({
  chainId: z.string(),
  txHash: z.nullable(z.string()),
  tracked: z.boolean(),
  status: z.nullable(statusSchema),
  pending: z.nullable(pendingTxSchema),
  unknownSince: z.nullable(z.number()),
  // added without a version: older records have none, and an older build passes it through
  simulation: z.nullish(
    z.record({
      gasUsed: decimal(),
      changes: z.array(
        z.record({
          denom: z.string(),
          amount: decimal(),
          direction: z.enum(['in', 'out']),
          isFee: z.boolean(),
        }),
      ),
      at: z.number(),
    }),
  ),
  notSimulated: z.nullish(z.string()),
})

/** A stored `TransferRecord` of the current version. Fields a newer build adds pass through. */
export const transferRecordSchema = /* @__PURE__ */ z.record({
  version: z.literal(transferRecordVersion),
  id: z.pattern(/\S/, 'expected a non-empty string'),
  createdAt: z.number(),
  updatedAt: z.number(),
  request: bridgeRequestSchema,
  route: routeSchema,
  addressList: z.array(z.string()),
  slippagePercent: z.string(),
  msgs: z.nullable(msgsSchema),
  txs: z.array(transferTxSchema),
  currentTx: z.nonNegativeInt(),
  phase: z.enum([...transferPhases]),
  error: z.nullable(storedErrorSchema),
  broadcastAt: z.nullable(z.number()),
  droppedTxHashes: z.array(z.string()),
  withdrawal: z.nullable(
    z.record({
      l2ChainId: z.string(),
      l1ChainId: z.string(),
      bridgeId: z.string(),
      to: z.string(),
      amount: decimal(),
      sequence: z.nullable(z.nonNegativeInt()),
      claimableAt: z.nullable(z.number()),
      claimTxHash: z.nullable(z.string()),
      claimedAt: z.nullable(z.number()),
    }),
  ),
  gas: z.nullish(
    z.record({
      request: bridgeRequestSchema,
      route: routeSchema,
      transferId: z.nullable(z.string()),
      error: z.nullable(storedErrorSchema),
    }),
  ),
  gasFor: z.nullish(z.string()),
})

type Migration = (record: Record<string, unknown>) => Record<string, unknown>

/** `migrations[n]` turns a version-n record into a version n+1 one; the schema checks the result. */
const migrations: Record<number, Migration> = {
  // version 2 added what the `confirming` phase knows of an uncertain broadcast, and the dropped hashes
  1: (record) => ({
    ...record,
    version: 2,
    txs: Array.isArray(record.txs)
      ? record.txs.map((tx: unknown) => (isObject(tx) ? { pending: null, unknownSince: null, ...tx } : tx))
      : record.txs,
    droppedTxHashes: record.droppedTxHashes ?? [],
  }),
  // version 3 added OPinit withdrawals: the finalizing, claimable and claiming phases, and their progress
  2: (record) => ({ ...record, version: 3, withdrawal: null }),
  // version 4 added gas on the destination (`gas`, and `gasFor` on the gas route's own record), both optional: an
  // older build must not read a transfer whose gas route it would not follow
  3: (record) => ({ ...record, version: 4 }),
}

/**
 * A stored value as a current `TransferRecord`: older versions are migrated, then the whole record is checked
 * (the router's own schemas for `route`, `msgs` and each status), and `currentTx` against `txs`.
 * Throws `NewerTransferRecordError` for a version above this kit's, `TransferRecordError` for anything else it
 * cannot read.
 */
export function migrateRecord(value: unknown): TransferRecord {
  if (!isObject(value)) throw new TransferRecordError([{ path: '', message: 'expected an object' }])
  let record = value
  const { version } = record
  if (typeof version === 'number' && Number.isInteger(version) && version > transferRecordVersion)
    throw new NewerTransferRecordError(version, transferRecordVersion)
  if (typeof version !== 'number' || !(version === transferRecordVersion || version in migrations))
    throw new TransferRecordError([
      {
        path: 'version',
        message: `expected a record version up to ${transferRecordVersion}, got ${JSON.stringify(version) ?? 'nothing'}`,
      },
    ])
  for (let from = version; from < transferRecordVersion; from++) record = migrations[from]!(record)

  const result = safeParse(transferRecordSchema, record)
  if (!result.success)
    throw new TransferRecordError(
      result.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: describe(issue),
      })),
    )
  const parsed: TransferRecord = result.data
  const { txs, currentTx } = parsed
  if (txs.length === 0 ? currentTx !== 0 : currentTx >= txs.length)
    throw new TransferRecordError([
      {
        path: 'currentTx',
        message: `expected ${txs.length === 0 ? '0 with no txs' : `an index below ${txs.length} (the number of txs)`}, got ${currentTx}`,
      },
    ])
  return parsed
}

// zod/mini ships no message locale: name the expectation ourselves
function describe(issue: $ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`
    case 'invalid_value':
      return `expected one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`
    case 'too_small':
      return `expected at least ${issue.minimum}`
    default:
      return issue.message
  }
}
