// An L1 REST serving the usernames module's view functions over msw, with bodies as the real REST answers them:
// POST /initia/move/v1/accounts/{module}/modules/usernames/view_functions/{fn} with `{type_args, args}` (base64
// BCS), answered `{data, events, gas_used}` (initia-labs/initia proto/initia/move/v1/query.proto
// `QueryLegacyViewResponse`; grpc-gateway writes the uint64 `gas_used` as a string), `data` the Option as JSON text
// (movevm crates/json/src/move_to_json.rs: null, the name without `.init`, or the address `to_hex_literal()`).
import { bcs, fromBase64 } from '@mysten/bcs'
import { HttpResponse, http } from 'msw'

export const testnetModule = '0x42cd8467b1c86e59bf319e5664a09b6b5840bb3fac64f5ce690b5041c530565a'

export interface UsernamesRest {
  /** Name (without .init) by the account's 64 hex digits. */
  names: Map<string, string>
  /** Address answered (as `to_hex_literal`) by name (without .init). */
  addresses: Map<string, string>
  /** Every call: its function and decoded argument. */
  calls: { fn: string; argument: string }[]
  /** Replaces the answer's `data` (garbage), by call. */
  answer?: ((call: { fn: string; argument: string }) => string | undefined) | undefined
}

/** Handlers for `rest` (its base URL) and the module at `module`. */
export function usernamesRestHandlers(rest: string, module = testnetModule) {
  const state: UsernamesRest = { names: new Map(), addresses: new Map(), calls: [] }
  const handler = http.post(
    `${rest}/initia/move/v1/accounts/${module}/modules/usernames/view_functions/:fn`,
    async ({ params, request }) => {
      const fn = String(params.fn)
      const body = (await request.json()) as { type_args: string[]; args: string[] }
      const bytes = fromBase64(body.args[0]!)
      const argument =
        fn === 'get_name_from_address'
          ? Buffer.from(bcs.bytes(32).parse(bytes)).toString('hex')
          : bcs.string().parse(bytes)
      const call = { fn, argument }
      state.calls.push(call)
      const value = fn === 'get_name_from_address' ? state.names.get(argument) : state.addresses.get(argument)
      const data = state.answer?.(call) ?? JSON.stringify(value ?? null)
      return HttpResponse.json({ data, events: [], gas_used: '4287' })
    },
  )
  return { handler, state }
}
