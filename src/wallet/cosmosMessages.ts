// The router's Cosmos messages (`{msg_type_url, msg: "<amino-style JSON>"}`) as cosmjs EncodeObjects, and the
// registry and amino converters that sign them. The chain stand-in in src/devnet/cosmos verifies with the same.
import { fromUtf8, toUtf8 } from '@cosmjs/encoding'
import { type EncodeObject, Registry } from '@cosmjs/proto-signing'
import {
  type AminoConverters,
  AminoTypes,
  createDefaultAminoConverters,
  defaultRegistryTypes,
} from '@cosmjs/stargate'
import { MsgExecuteContract } from 'cosmjs-types/cosmwasm/wasm/v1/tx'
import type { RouterMsg } from '../router/schemas.ts'
import { UnsupportedMessageError } from './errors.ts'
import { MsgInitiateTokenDeposit, MsgInitiateTokenWithdrawal, opinitAminoConverters } from './opinit.ts'

const executeContractTypeUrl = '/cosmwasm.wasm.v1.MsgExecuteContract'

interface AminoMsgExecuteContract {
  sender: string
  contract: string
  msg: unknown
  funds: MsgExecuteContract['funds']
}

// as @cosmjs/cosmwasm-stargate defines it, without the dependency
const wasmAminoConverters: AminoConverters = {
  [executeContractTypeUrl]: {
    aminoType: 'wasm/MsgExecuteContract',
    toAmino: ({ sender, contract, msg, funds }: MsgExecuteContract): AminoMsgExecuteContract => ({
      sender,
      contract,
      msg: JSON.parse(fromUtf8(msg)),
      funds,
    }),
    fromAmino: ({ sender, contract, msg, funds }: AminoMsgExecuteContract) =>
      MsgExecuteContract.fromPartial({
        sender,
        contract,
        msg: toUtf8(JSON.stringify(msg)),
        funds: [...funds],
      }),
  },
}

const aminoConverters: AminoConverters = {
  ...createDefaultAminoConverters(),
  ...wasmAminoConverters,
  ...opinitAminoConverters,
}

/** cosmjs's default types plus CosmWasm execute and the OPinit deposit and withdrawal. */
export const createCosmosRegistry = () =>
  new Registry([
    ...defaultRegistryTypes,
    [executeContractTypeUrl, MsgExecuteContract],
    [MsgInitiateTokenDeposit.typeUrl, MsgInitiateTokenDeposit],
    [MsgInitiateTokenWithdrawal.typeUrl, MsgInitiateTokenWithdrawal],
  ])

export const createCosmosAminoTypes = () => new AminoTypes(aminoConverters)

/** A router message as an EncodeObject; the router's JSON is the message's amino JSON (snake_case). */
export function routerMsgToEncodeObject({ msg_type_url, msg }: RouterMsg): EncodeObject {
  const converter = aminoConverters[msg_type_url]
  if (!converter) throw new UnsupportedMessageError(msg_type_url)
  const value = converter.fromAmino(parseRouterJson(msg))
  if (msg_type_url === executeContractTypeUrl) {
    // the contract gets the router's JSON byte for byte: a parse round trip would round u64 values past 2^53
    const raw = rawJsonField(msg, 'msg') ?? '{}'
    value.msg = toUtf8(raw.startsWith('"') ? JSON.parse(raw) : raw)
  }
  return { typeUrl: msg_type_url, value }
}

const jsonTokens = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|[{}[\]:,]/g

/** JSON.parse, but integers past 2^53 (the router sends nanosecond timeouts as numbers) become strings. */
export function parseRouterJson(json: string): unknown {
  return JSON.parse(
    json.replace(jsonTokens, (token) =>
      /^-?\d+$/.test(token) && !Number.isSafeInteger(Number(token)) ? `"${token}"` : token,
    ),
  )
}

/** The source text of a top-level field of a JSON object. */
function rawJsonField(json: string, key: string): string | undefined {
  const quotedKey = JSON.stringify(key)
  let depth = 0
  let previous = ''
  let start = -1
  for (const { 0: token, index } of json.matchAll(jsonTokens)) {
    if (token === '{' || token === '[') depth++
    else if (token === '}' || token === ']') depth--
    if (start < 0 && depth === 1 && token === ':' && previous === quotedKey) start = index + 1
    else if (start >= 0 && ((depth === 1 && token === ',') || depth === 0))
      return json.slice(start, index).trim()
    previous = token
  }
  return undefined
}
