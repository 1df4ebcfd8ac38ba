import * as z from '../http/zodCore.ts'

// The REST answers of cosmos-sdk's tx and auth services (x/auth/tx/service.go Simulate, x/auth/keeper/grpc_query.go
// Account), as grpc-gateway writes them: uint64 as decimal strings, events' attributes as plain strings (0.50).
// Only what the kit reads is checked; events are read defensively by src/balances, never trusted.

// a uint64 has at most 20 digits
const uint64 = () => z.pattern(/^\d{1,20}$/, 'expected a uint64 as a decimal string')

/** `SimulateResponse`: `gas_info` and `result` (cosmos/tx/v1beta1/service.proto, cosmos/base/abci/v1beta1/abci.proto). */
export const simulateResponseSchema = /* @__PURE__ */ z.record({
  gas_info: z.record({ gas_wanted: uint64(), gas_used: uint64() }),
  result: z.nullish(z.record({ events: z.nullish(z.array(z.unknown())) })),
})

/** A grpc-gateway error body: `{ code, message, details }` (grpc-gateway runtime/errors.go). */
export const gatewayErrorSchema = /* @__PURE__ */ z.record({ code: z.number(), message: z.string() })

/** `QueryAccountResponse`: the account as an Any in JSON, whatever its type (base, module, vesting...). */
export const accountResponseSchema = /* @__PURE__ */ z.record({ account: z.unknown() })
