// The one message registry of both wallet adapters: the router's `{msg_type_url, msg}` as cosmjs EncodeObjects,
// the protobuf codecs that encode them and the amino converters that sign them. Initia's messages use the codecs
// Initia publishes (@initia/initia.proto, @initia/opinit.proto), loaded on first use, so an app pays for the
// Move, EVM and OPinit codecs only when its users meet those messages.

import { toUtf8 } from '@cosmjs/encoding'
import { type EncodeObject, type GeneratedType, Registry } from '@cosmjs/proto-signing'
import {
  type AminoConverters,
  AminoTypes,
  createDefaultAminoConverters,
  defaultRegistryTypes,
} from '@cosmjs/stargate'
import { MsgExecuteContract } from 'cosmjs-types/cosmwasm/wasm/v1/tx'
import { UnsupportedMessageError } from '../../errors/wallet.ts'
import type { RouterMsg } from '../../router/schemas.ts'
import { initiaAminoConverters } from './aminoConverters.ts'
import { MsgDepositForBurn, MsgDepositForBurnWithCaller } from './cctp.ts'
import { parseRouterJson, rawJsonField } from './routerJson.ts'

type CodecLoader = () => Promise<GeneratedType>

const move = () => import('@initia/initia.proto/initia/move/v1/tx.js')
const ophost = () => import('@initia/opinit.proto/opinit/ophost/v1/tx.js')

/** Codecs that are not in cosmjs's default registry, by type URL. */
const lazyCodecs: Record<string, CodecLoader> = {
  '/initia.move.v1.MsgExecute': async () => (await move()).MsgExecute,
  '/initia.move.v1.MsgExecuteJSON': async () => (await move()).MsgExecuteJSON,
  '/minievm.evm.v1.MsgCall': async () => (await import('@initia/initia.proto/minievm/evm/v1/tx.js')).MsgCall,
  '/opinit.ophost.v1.MsgInitiateTokenDeposit': async () => (await ophost()).MsgInitiateTokenDeposit,
  '/opinit.ophost.v1.MsgFinalizeTokenWithdrawal': async () => (await ophost()).MsgFinalizeTokenWithdrawal,
  '/opinit.opchild.v1.MsgInitiateTokenWithdrawal': async () =>
    (await import('@initia/opinit.proto/opinit/opchild/v1/tx.js')).MsgInitiateTokenWithdrawal,
}

const eagerCodecs: [string, GeneratedType][] = [
  ['/cosmwasm.wasm.v1.MsgExecuteContract', MsgExecuteContract],
  [MsgDepositForBurn.typeUrl, MsgDepositForBurn],
  [MsgDepositForBurnWithCaller.typeUrl, MsgDepositForBurnWithCaller],
]

const aminoConverters: AminoConverters = { ...createDefaultAminoConverters(), ...initiaAminoConverters }

/** Every message type URL the adapters can sign. */
export const supportedMessageTypes: readonly string[] = Object.keys(aminoConverters)

/** cosmjs's default types (bank, IBC, staking, ...), CosmWasm execute and CCTP; Initia's are added by `loadMessageTypes`. */
export const createCosmosRegistry = () => new Registry([...defaultRegistryTypes, ...eagerCodecs])

export const createCosmosAminoTypes = () => new AminoTypes(aminoConverters)

/** Which wallet adapter is encoding, named in an `UnsupportedMessageError`. */
export interface EncodeOptions {
  adapter?: string | undefined
}

/** Registers the codecs of these messages that the registry does not hold yet. */
export async function loadMessageTypes(
  registry: Registry,
  typeUrls: Iterable<string>,
  options: EncodeOptions = {},
): Promise<void> {
  for (const typeUrl of new Set(typeUrls)) {
    if (registry.lookupType(typeUrl)) continue
    const load = lazyCodecs[typeUrl]
    if (!load) throw new UnsupportedMessageError(typeUrl, options.adapter)
    registry.register(typeUrl, await load())
  }
}

/** A router message as an EncodeObject; the router's JSON is the message's amino JSON (snake_case). */
export function routerMsgToEncodeObject(
  { msg_type_url, msg }: RouterMsg,
  options: EncodeOptions = {},
): EncodeObject {
  const converter = aminoConverters[msg_type_url]
  if (!converter) throw new UnsupportedMessageError(msg_type_url, options.adapter)
  const value = converter.fromAmino(parseRouterJson(msg))
  if (msg_type_url === '/cosmwasm.wasm.v1.MsgExecuteContract') {
    // the contract gets the router's JSON byte for byte: a parse round trip would round u64 values past 2^53
    const raw = rawJsonField(msg, 'msg') ?? '{}'
    value.msg = toUtf8(raw.startsWith('"') ? JSON.parse(raw) : raw)
  }
  return { typeUrl: msg_type_url, value }
}

/** The router's messages as EncodeObjects, with every codec they need registered. */
export async function routerMsgsToEncodeObjects(
  registry: Registry,
  msgs: readonly RouterMsg[],
  options: EncodeOptions = {},
) {
  const messages = msgs.map((msg) => routerMsgToEncodeObject(msg, options))
  await loadMessageTypes(
    registry,
    messages.map((message) => message.typeUrl),
    options,
  )
  return messages
}
