import * as z from '../http/zodCore.ts'

// OPinit withdrawals as two services report them. The executor (initia-labs/opinit-bots executor/querier.go,
// executor/types/query.go): Go's uint64 fields are JSON numbers, []byte fields base64 strings, and a nil slice
// is null (the proofs of a withdrawal whose output is not proposed yet: executor/child/query.go returns the
// withdrawal "without proofs" then, output_index 0). The L1's ophost REST (opinit/ophost/v1 queries, as
// initia-labs/interwovenkit reads them in pages/bridge/op/data.ts): ids as strings, a Duration as "604800s".

const bytes = () => z.nullish(z.string())

/** `GET /withdrawal/{sequence}`, and each of `GET /withdrawals/{address}`. */
export const executorWithdrawalSchema = /* @__PURE__ */ z.record({
  sequence: z.int(),
  to: z.string(),
  from: z.string(),
  amount: z.record({ denom: z.string(), amount: z.pattern(/^\d+$/, 'expected base units') }),
  /** 0 until the withdrawal is in a proposed output */
  output_index: z.int(),
  bridge_id: z.int(),
  withdrawal_proofs: z.nullish(z.array(z.string())),
  version: bytes(),
  storage_root: bytes(),
  last_block_hash: bytes(),
  tx_time: z.optional(z.string()),
  tx_height: z.optional(z.int()),
  tx_hash: z.optional(z.string()),
})

export const executorWithdrawalsSchema = /* @__PURE__ */ z.record({
  withdrawals: z.nullish(z.array(executorWithdrawalSchema)),
  next: z.nullish(z.int()),
})

/** `GET /opinit/ophost/v1/bridges/{bridge_id}` */
export const opBridgeSchema = /* @__PURE__ */ z.record({
  bridge_id: z.optional(z.string()),
  bridge_config: z.looseObject({
    /** a protobuf Duration in JSON: "604800s" */
    finalization_period: z.string(),
    submission_interval: z.optional(z.string()),
  }),
})

/** `GET /opinit/ophost/v1/bridges/{bridge_id}/outputs/{output_index}` */
export const opOutputSchema = /* @__PURE__ */ z.record({
  bridge_id: z.optional(z.string()),
  output_index: z.string(),
  output_proposal: z.looseObject({
    output_root: z.optional(z.string()),
    /** RFC 3339 */
    l1_block_time: z.string(),
    l2_block_number: z.optional(z.string()),
  }),
})

/** `GET /opinit/ophost/v1/bridges/{bridge_id}/withdrawals/claimed/by_hash?withdrawal_hash=` */
export const claimedSchema = /* @__PURE__ */ z.record({ claimed: z.boolean() })

export type ExecutorWithdrawal = z.infer<typeof executorWithdrawalSchema>
export type ExecutorWithdrawals = z.infer<typeof executorWithdrawalsSchema>
export type OpBridge = z.infer<typeof opBridgeSchema>
export type OpOutput = z.infer<typeof opOutputSchema>
