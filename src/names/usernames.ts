// Names and addresses through the L1's usernames module (initia-labs/usernames sources/usernames.move): its view
// functions `get_name_from_address(addr: address): Option<String>` (the name without `.init`) and
// `get_address_from_name(name: String): Option<address>` (the name without `.init`, lower-case), called as
// InterwovenKit does (src/data/username.ts, through @initia/utils `createMoveClient.viewFunction`): POST
// `/initia/move/v1/accounts/{module}/modules/usernames/view_functions/{fn}` with `{type_args: [], args: [base64 BCS]}`
// (initia-labs/initia proto/initia/move/v1/query.proto `LegacyView`). The answer is `{data, events, gas_used}`,
// `data` the result as JSON text (movevm crates/json/src/move_to_json.rs): an Option is null or its value, an
// address `to_hex_literal()` (0x, leading zeros stripped).
import { InvalidParameterError } from '../errors/http.ts'
import { UsernameAnswerError } from '../errors/names.ts'
import { loadChecker, type RequestOptions, requestJson } from '../http/request.ts'
import * as z from '../http/zodCore.ts'
import { initAddressOfKey, usernameAccountKey } from './account.ts'
import type { UsernamesClient } from './client.ts'
import { parseUsername } from './username.ts'
import { addressArgument, stringArgument } from './viewArguments.ts'

const viewSchema = /* @__PURE__ */ z.record({ data: z.string() })
const answerSchema = /* @__PURE__ */ z.nullable(z.string())
const moveAddress = /^0x[0-9a-f]{1,64}$/

async function moduleOf(client: UsernamesClient): Promise<string | undefined> {
  const address =
    typeof client.moduleAddress === 'string' ? client.moduleAddress : await client.moduleAddress()
  if (address !== undefined && !/^0x[0-9a-fA-F]{1,64}$/.test(address))
    throw new InvalidParameterError(
      'usernames module address',
      address,
      'Expected 0x and up to 64 hex digits.',
    )
  return address
}

const viewPath = (module: string, fn: string) =>
  `/initia/move/v1/accounts/${module}/modules/usernames/view_functions/${fn}`

/** The view function's answer: null, or a string (anything else is a UsernameAnswerError). */
async function view(
  client: UsernamesClient,
  module: string,
  call: { fn: string; argument: string; asked: string; expected: 'name' | 'address' },
  options: RequestOptions,
): Promise<string | null> {
  const path = viewPath(module, call.fn)
  const { data } = await requestJson(client.rest, {
    service: 'L1 REST (usernames)',
    method: 'POST',
    path,
    body: { type_args: [], args: [call.argument] },
    schema: viewSchema,
    signal: options.signal,
  })
  let value: unknown
  try {
    value = JSON.parse(data)
  } catch {
    throw new UsernameAnswerError(call.asked, data, call.expected, path)
  }
  const checked = (await loadChecker(answerSchema)).safeParse(answerSchema, value)
  if (!checked.success) throw new UsernameAnswerError(call.asked, data, call.expected, path)
  return checked.data
}

export interface GetUsernameParameters {
  /** Any form: `init1…` (20 or 32 bytes) or 0x. */
  address: string
}

/**
 * The account's name (`alice.init`), or null when it has none (or the L1 has no usernames module the kit knows).
 * Throws InvalidParameterError for no Initia address, UsernameAnswerError when the chain answers no name.
 *
 * @example
 * const name = await getUsername(usernames, { address: 'init1…' }) // 'alice.init' | null
 */
export async function getUsername(
  client: UsernamesClient,
  parameters: GetUsernameParameters,
  options: RequestOptions = {},
): Promise<string | null> {
  const key = usernameAccountKey(parameters.address)
  if (!key)
    throw new InvalidParameterError('address', parameters.address, 'Expected an init1… or 0x address.')
  const module = await moduleOf(client)
  if (module === undefined) return null
  const asked = initAddressOfKey(key)
  const expected = 'name'
  const fn = 'get_name_from_address'
  const label = await view(client, module, { fn, argument: addressArgument(key), asked, expected }, options)
  if (label === null) return null
  const parsed = parseUsername(`${label}.init`)
  if (parsed.kind !== 'username')
    throw new UsernameAnswerError(asked, JSON.stringify(label), expected, viewPath(module, fn))
  return parsed.username
}

export interface GetUsernameAddressParameters {
  /** `alice.init` (any case). */
  username: string
}

/**
 * The account (`init1…`) the name points at, or null when nobody has it (or the L1 has no usernames module the kit
 * knows). Throws InvalidParameterError, without asking, for text that is no username (`parseUsername`), and
 * UsernameAnswerError when the chain answers no address.
 *
 * @example
 * const address = await getUsernameAddress(usernames, { username: 'alice.init' }) // 'init1…' | null
 */
export async function getUsernameAddress(
  client: UsernamesClient,
  parameters: GetUsernameAddressParameters,
  options: RequestOptions = {},
): Promise<string | null> {
  const parsed = parseUsername(parameters.username)
  if (parsed.kind !== 'username')
    throw new InvalidParameterError(
      'username',
      parameters.username,
      'Expected 3 to 64 letters a–z, digits or hyphens, then .init.',
    )
  const module = await moduleOf(client)
  if (module === undefined) return null
  const call = {
    fn: 'get_address_from_name',
    argument: stringArgument(parsed.label),
    asked: parsed.username,
    expected: 'address' as const,
  }
  const address = await view(client, module, call, options)
  if (address === null) return null
  // the zero address is nobody's: sending there burns the coins
  if (!moveAddress.test(address) || /^0x0+$/.test(address))
    throw new UsernameAnswerError(
      parsed.username,
      JSON.stringify(address),
      'address',
      viewPath(module, call.fn),
    )
  return initAddressOfKey(address.slice(2).padStart(64, '0'))
}
