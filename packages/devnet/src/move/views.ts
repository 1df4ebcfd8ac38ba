// A Move chain's view functions on its REST, as x/move's grpc-gateway serves them (initia-labs/initia
// proto/initia/move/v1/query.proto):
//   POST <rest>/initia/move/v1/accounts/{address}/modules/{module_name}/view_functions/{function_name}
//        {type_args, args: [base64 BCS]}                                            (LegacyView; path over body)
//   POST <rest>/initia/move/v1/view       {address, module_name, function_name, type_args, args: [base64 BCS]} (View)
//   POST <rest>/initia/move/v1/view/json  {address, module_name, function_name, type_args, args: [JSON text]} (ViewJSON)
// each answering `{data: "<the return value as JSON text>", events: [], gas_used: "<uint64>"}` (x/move/keeper/
// querier.go View; movevm crates/vm/src/initia_vm.rs serialize_response_to_json: one value is written alone).
// Failures, as a node answers them:
// - a body the gateway cannot decode (an arg that is no base64: encoding/json's "illegal base64 data at input byte
//   <n>") is InvalidArgument: 400 code 3 (query.pb.gw.go request_Query_LegacyView_0);
// - an empty module or function name in /view's body: errors.Wrap(sdkerrors.ErrInvalidRequest, …), 400 code 3
//   "invalid request: empty module name" (cosmossdk.io/errors wrappedError.GRPCStatus);
// - the module address: types/address.go AccAddressFromString (0x hex, else bech32), a plain error;
// - everything the VM refuses is a plain error (movevm api/lib.go errorWithMessage: libmovevm RustError's text,
//   "VM error: <VMStatus>" or "VM aborted: location=<module>, code=<n>"), which the node's gRPC server sends as
//   codes.Unknown: 500 code 2. VMStatus reads "status <CODE> of type Verification[ with message <m>]" (move-core
//   vm_status.rs Display). The VM's checks, in its order (crates/vm/src/initia_vm.rs execute_view_function): the
//   function (FUNCTION_RESOLUTION_FAILURE "Module or function do not exist for <addr>::<module>::<fn>", the
//   address as 64 hex digits: move-vm-runtime's load_function), its type arguments, the argument count
//   (INVALID_MAIN_FUNCTION_SIGNATURE), a String argument (crates/vm/src/verifier/transaction_arg_validation.rs
//   validate_and_construct's utf8 shortcut), then an address argument, read only when the function runs
//   (move-vm-runtime deserialize_arg: "[VM] failed to deserialize argument").
// Only the functions a chain is given exist; gas_used is a stand-in figure (the VM's is not modelled).
// Isomorphic (Web APIs only).
import { fromBech32 } from '@cosmjs/encoding'
import { grpcError } from '../cosmos/rest.ts'
import { moveAddress } from '../cosmos/vmModules.ts'
import { goBase64Decode } from './goBase64.ts'

/** A view function's parameter types that the devnet decodes. */
export type MoveViewParam = 'address' | '0x1::string::String'

export interface MoveViewFunction {
  params: readonly MoveViewParam[]
  /** Its return value as movevm writes it in JSON (movevm crates/json/src/move_to_json.rs); args decoded. */
  run(args: readonly string[]): unknown
}

/** A published module: its address (any form Move reads: 0x1 is 0x0…01) and its view functions. */
export interface MoveViewModule {
  address: string
  name: string
  functions: Readonly<Record<string, MoveViewFunction>>
}

const hex64 = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
const stdAddress = `${'0'.repeat(63)}1`

/** What the node refuses: a plain error (500 code 2) unless the gateway or an SDK error says otherwise. */
class VmError extends Error {
  readonly status: number
  readonly code: number
  constructor(message: string, status = 500, code = 2) {
    super(message)
    this.status = status
    this.code = code
  }
}
const vmStatus = (code: string, message?: string) =>
  new VmError(`VM error: status ${code} of type Verification${message ? ` with message ${message}` : ''}`)
const deserializeFailure = (message?: string) => vmStatus('FAILED_TO_DESERIALIZE_ARGUMENT', message)

/** types/address.go AccAddressFromString and movevm types.go NewAccountAddress: 32 bytes as hex, or the error. */
function moduleAddress(text: string): string | VmError {
  if (text.startsWith('0x')) {
    const digits = text.slice(2).length % 2 ? `0${text.slice(2)}` : text.slice(2)
    if (!/^([0-9a-fA-F]{2})*$/.test(digits)) return new VmError('invalid hex address')
    if (digits.length > 64) return new VmError('invalid length of address')
    return digits.toLowerCase().padStart(64, '0')
  }
  try {
    const { prefix, data } = fromBech32(text, 90)
    if (prefix !== 'init')
      return new VmError(`hrp does not match bech32 prefix: expected 'init' got '${prefix}'`)
    return hex64(data).padStart(64, '0')
  } catch (error) {
    return new VmError(`decoding bech32 failed: ${(error as Error).message}`)
  }
}

function readUleb128(bytes: Uint8Array, at: number): { value: number; next: number } | undefined {
  let value = 0
  for (let shift = 0, index = at; index < bytes.length && shift < 35; shift += 7, index++) {
    value += (bytes[index]! & 0x7f) * 2 ** shift
    if (!(bytes[index]! & 0x80)) return { value, next: index + 1 }
  }
  return undefined
}

/** A String argument as validate_and_construct reads it: ULEB128 length, UTF-8 bytes, nothing after. */
function bcsString(bytes: Uint8Array): string {
  const length = readUleb128(bytes, 0)
  if (!length) throw deserializeFailure()
  if (length.next + length.value > bytes.length) throw deserializeFailure('String argument is too long')
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(
      bytes.subarray(length.next, length.next + length.value),
    )
  } catch {
    // the utf8 constructor's abort (0x1::string EINVALID_UTF8)
    throw new VmError(`VM aborted: location=${stdAddress}::string, code=1`)
  }
  if (length.next + length.value !== bytes.length)
    throw deserializeFailure('The serialized arguments to constructor contained extra data')
  return text
}

/** An argument given as JSON text (ViewJSON; movevm crates/json/src/json_to_move.rs): a JSON string either way. */
function jsonArg(param: MoveViewParam, text: string): string {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw deserializeFailure((error as Error).message)
  }
  if (typeof value !== 'string') throw deserializeFailure(`invalid type: expected a string, got ${text}`)
  if (param === '0x1::string::String') return value
  if (!/^(0x)?[0-9a-fA-F]{1,64}$/.test(value)) throw deserializeFailure(`invalid address: ${value}`)
  return moveAddress(
    Uint8Array.from(value.replace(/^0x/, '').padStart(64, '0').match(/../g)!, (pair) =>
      Number.parseInt(pair, 16),
    ),
  )
}

interface ViewRequest {
  address: string
  moduleName: string
  functionName: string
  typeArgs: unknown[]
  args: unknown[]
  json: boolean
}

function execute(modules: readonly MoveViewModule[], request: ViewRequest): string {
  const address = moduleAddress(request.address)
  if (address instanceof VmError) throw address
  if (!request.moduleName) throw new VmError('invalid request: empty module name', 400, 3)
  if (!request.functionName) throw new VmError('invalid request: empty function name', 400, 3)
  const module = modules.find(
    (candidate) => moduleAddress(candidate.address) === address && candidate.name === request.moduleName,
  )
  const fn = module?.functions[request.functionName]
  if (!fn)
    throw vmStatus(
      'FUNCTION_RESOLUTION_FAILURE',
      `Module or function do not exist for ${address}::${request.moduleName}::${request.functionName}`,
    )
  // the devnet's functions take no type parameters
  if (request.typeArgs.length) throw vmStatus('NUMBER_OF_TYPE_ARGUMENTS_MISMATCH')
  if (request.args.length !== fn.params.length) throw vmStatus('INVALID_MAIN_FUNCTION_SIGNATURE')
  const strings = fn.params.map((param, index) => {
    const arg = request.args[index] as string | Uint8Array
    if (typeof arg === 'string') return request.json ? jsonArg(param, arg) : arg
    return param === 'address' ? arg : bcsString(arg)
  })
  // an address argument, read as the function runs: exactly 32 bytes
  const decoded = strings.map((arg) => {
    if (typeof arg === 'string') return arg
    if (arg.length !== 32) throw deserializeFailure('[VM] failed to deserialize argument')
    return moveAddress(arg)
  })
  return JSON.stringify(fn.run(decoded))
}

const viewPath = /^\/initia\/move\/v1\/accounts\/([^/]+)\/modules\/([^/]+)\/view_functions\/([^/]+)$/

/** The view routes of a chain with these modules; `fetch` answers null for any other path. */
export function createMoveViewsDevnet(options: { modules: readonly MoveViewModule[] }) {
  return {
    async fetch(request: Request, path: string): Promise<Response | null> {
      const legacy = viewPath.exec(path)
      const json = path === '/initia/move/v1/view/json'
      if (!legacy && !json && path !== '/initia/move/v1/view') return null
      if (request.method !== 'POST') return grpcError(501, 12, 'Method Not Allowed')
      const text = await request.text()
      let body: Record<string, unknown> = {}
      try {
        // an empty body decodes to an empty request (the gateway ignores io.EOF)
        if (text.trim()) body = JSON.parse(text) as Record<string, unknown>
      } catch (error) {
        return grpcError(400, 3, (error as Error).message)
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body))
        return grpcError(400, 3, 'json: cannot unmarshal into a query request')
      const list = (value: unknown) => (value === undefined || value === null ? [] : value)
      const typeArgs = list(body.type_args)
      const rawArgs = list(body.args)
      if (
        !Array.isArray(typeArgs) ||
        !Array.isArray(rawArgs) ||
        rawArgs.some((arg) => typeof arg !== 'string')
      )
        return grpcError(400, 3, 'json: cannot unmarshal the args into a list of strings')
      let args: (string | Uint8Array)[] = rawArgs as string[]
      if (!json) {
        const decoded = (rawArgs as string[]).map(goBase64Decode)
        const corrupt = decoded.find((result) => 'corruptAt' in result)
        if (corrupt && 'corruptAt' in corrupt)
          return grpcError(400, 3, `illegal base64 data at input byte ${corrupt.corruptAt}`)
        args = decoded.map((result) => ('bytes' in result ? result.bytes : new Uint8Array()))
      }
      const field = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '')
      const view: ViewRequest = legacy
        ? {
            address: decodeURIComponent(legacy[1]!),
            moduleName: decodeURIComponent(legacy[2]!),
            functionName: decodeURIComponent(legacy[3]!),
            typeArgs,
            args,
            json: false,
          }
        : {
            address: field('address'),
            moduleName: field('module_name'),
            functionName: field('function_name'),
            typeArgs,
            args,
            json,
          }
      try {
        const data = execute(options.modules, view)
        return Response.json({ data, events: [], gas_used: String(1_000 + 16 * text.length) })
      } catch (error) {
        if (error instanceof VmError) return grpcError(error.status, error.code, error.message)
        throw error
      }
    },
  }
}
