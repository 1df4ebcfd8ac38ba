// A chain's REST (cosmos-sdk's grpc-gateway) for building and simulating a tx:
//   POST <rest>/cosmos/tx/v1beta1/simulate  {tx_bytes: base64}   (x/auth/tx/service.go Simulate)
//   GET  <rest>/cosmos/auth/v1beta1/accounts/{address}           (x/auth/keeper/grpc_query.go Account)
// Answers as the gateway writes them (client/grpc-gateway marshaler: proto field names, uint64 as strings, bytes
// as base64, Any with "@type"); errors as grpc-gateway v1's DefaultHTTPError `{code, message, details}` with
// runtime.HTTPStatusFromCode (InvalidArgument 400, NotFound 404, Unknown 500). A simulation that fails returns the
// SDK error through gRPC as codes.Unknown, its text as real v0.50 nodes send it:
// "rpc error: code = Unknown desc = <log> with gas used: '<n>': unknown request".
// The deprecated `tx` field (a JSON Tx) is refused: the SDK re-marshals it (service.go), which this stand-in
// cannot do for every message type; it answers as for a body with neither field.
// Isomorphic (Web APIs only).
import { fromBase64, fromBech32, toBase64 } from '@cosmjs/encoding'
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys'
import type { CosmosChainDevnet } from './index.ts'
import { SimulationError } from './index.ts'

/** grpc-gateway v1's DefaultHTTPError body: `{code, message, details}` at the code's HTTP status. */
export const grpcError = (status: number, code: number, message: string) =>
  Response.json({ code, message, details: [] }, { status })

/** A msg response as the gateway writes an Any: "@type" and its fields (none in the responses the devnet runs). */
const anyJson = (typeUrl: string) => ({ '@type': typeUrl })

async function simulate(chain: CosmosChainDevnet, request: Request): Promise<Response> {
  if (request.method !== 'POST') return grpcError(501, 12, 'Method Not Allowed')
  let body: { tx_bytes?: unknown; tx?: unknown }
  try {
    body = (await request.json()) as typeof body
  } catch (error) {
    return grpcError(400, 3, (error as Error).message)
  }
  if (typeof body !== 'object' || body === null) return grpcError(400, 3, 'invalid empty tx')
  let txBytes: Uint8Array
  try {
    txBytes = fromBase64(typeof body.tx_bytes === 'string' ? body.tx_bytes : '')
  } catch {
    return grpcError(400, 3, 'illegal base64 data at input byte 0')
  }
  if (!txBytes.length) return grpcError(400, 3, 'empty txBytes is not allowed')
  try {
    const result = chain.simulateTx(txBytes)
    return Response.json({
      gas_info: { gas_wanted: result.gasWanted.toString(), gas_used: result.gasUsed.toString() },
      result: {
        data: toBase64(result.data),
        log: '',
        events: result.events,
        msg_responses: result.msgResponses.map((response) => anyJson(response.typeUrl)),
      },
    })
  } catch (error) {
    if (error instanceof SimulationError)
      return grpcError(
        500,
        2,
        `rpc error: code = Unknown desc = ${error.message} with gas used: '${error.gasUsed}': unknown request`,
      )
    // a tx that does not decode
    return grpcError(500, 2, `rpc error: code = Unknown desc = ${(error as Error).message}: tx parse error`)
  }
}

function account(chain: CosmosChainDevnet, address: string): Response {
  let prefix = ''
  try {
    prefix = fromBech32(address, 90).prefix
  } catch {}
  // x/auth/keeper/grpc_query.go Account: the address codec's error as InvalidArgument
  if (prefix !== chain.bech32Prefix)
    return grpcError(400, 3, `invalid address: decoding bech32 failed: ${address}`)
  const found = chain.account(address)
  // x/auth/keeper/grpc_query.go Account: status.Errorf(codes.NotFound, "account %s not found", req.Address)
  if (!found) return grpcError(404, 5, `account ${address} not found`)
  const pubkey = found.pubkey && {
    '@type': found.pubkey.typeUrl,
    key: toBase64(PubKey.decode(found.pubkey.value).key),
  }
  return Response.json({
    account: {
      '@type': '/cosmos.auth.v1beta1.BaseAccount',
      address,
      pub_key: pubkey ?? null,
      account_number: found.accountNumber.toString(),
      sequence: found.sequence.toString(),
    },
  })
}

/** The chain's tx and auth REST paths; null for any other path (so a mount can pass it on). */
export function cosmosRest(chain: CosmosChainDevnet) {
  return async (request: Request, path: string): Promise<Response | null> => {
    if (path === '/cosmos/tx/v1beta1/simulate') return simulate(chain, request)
    const match = /^\/cosmos\/auth\/v1beta1\/accounts\/([^/]+)$/.exec(path)
    if (match) return account(chain, decodeURIComponent(match[1]!))
    return null
  }
}
