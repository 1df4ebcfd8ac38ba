// Cosmos messages in words: the common kinds on Initia chains read as "Send 1.5 INIT from … to …" rather than a
// dump of fields. Field names follow the messages' proto-JSON as the indexer returns them (samples in
// ../shared/specs/samples/indexer; cosmos-sdk bank, ibc-go transfer, initia-labs/initia x/move, minievm
// x/evm, OPinit ophost/opchild, wasmd). A message of any other kind, or one missing a field, is not decoded.
import type { Coin } from '../../indexer/schemas.ts'
import { decodeCall } from './decodeCall.ts'

export type DecodedValue =
  | { kind: 'address'; value: string }
  | { kind: 'coins'; value: Coin[] }
  | { kind: 'text'; value: string }
  | { kind: 'code'; value: string }

export interface DecodedMessage {
  /** What the message does, in words: "Send", "IBC transfer", "Move call". */
  title: string
  fields: { term: string; value: DecodedValue }[]
}

type Message = Record<string, unknown>

const string = (value: unknown) => (typeof value === 'string' ? value : undefined)
const isCoin = (value: unknown): value is Coin =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Coin).denom === 'string' &&
  typeof (value as Coin).amount === 'string'
const coins = (value: unknown): Coin[] | undefined =>
  Array.isArray(value) && value.every(isCoin) ? value : isCoin(value) ? [value] : undefined

/** Builds the fields, leaving out those the message lacks; undefined when a required one is missing. */
function decoded(
  title: string,
  fields: [term: string, kind: DecodedValue['kind'], value: unknown, required?: boolean][],
): DecodedMessage | undefined {
  const out: DecodedMessage['fields'] = []
  for (const [term, kind, raw, required = true] of fields) {
    const value = kind === 'coins' ? coins(raw) : string(raw)
    if (value === undefined || value === '') {
      if (required) return undefined
      continue
    }
    out.push({ term, value: { kind, value } as DecodedValue })
  }
  return { title, fields: out }
}

/** The message in words, or undefined for a kind the kit does not know (shown as its fields instead). */
export function decodeMessage(message: Message): DecodedMessage | undefined {
  const type = string(message['@type'])?.replace(/^\/+/, '')
  const m = message
  switch (type) {
    case 'cosmos.bank.v1beta1.MsgSend':
      return decoded('Send', [
        ['From', 'address', m.from_address],
        ['To', 'address', m.to_address],
        ['Amount', 'coins', m.amount],
      ])
    case 'ibc.applications.transfer.v1.MsgTransfer':
      return decoded('IBC transfer', [
        ['From', 'address', m.sender],
        ['To', 'address', m.receiver],
        ['Amount', 'coins', m.token],
        ['Channel', 'text', `${string(m.source_port) ?? 'transfer'}/${string(m.source_channel) ?? '?'}`],
        ['Memo', 'code', m.memo, false],
      ])
    case 'initia.move.v1.MsgExecute':
    case 'initia.move.v1.MsgExecuteJSON': {
      const fn = [m.module_address, m.module_name, m.function_name].every((part) => string(part))
        ? `${m.module_address}::${m.module_name}::${m.function_name}`
        : undefined
      const list = (value: unknown) =>
        Array.isArray(value) && value.every((item) => typeof item === 'string') && value.length > 0
          ? value.join(', ')
          : undefined
      return decoded(type.endsWith('JSON') ? 'Move call (JSON arguments)' : 'Move call', [
        ['Function', 'code', fn],
        ['Sender', 'address', m.sender],
        ['Type arguments', 'code', list(m.type_args), false],
        // MsgExecute's arguments are BCS bytes in base64; MsgExecuteJSON's are JSON texts
        ['Arguments', 'code', list(m.args), false],
      ])
    }
    case 'minievm.evm.v1.MsgCall': {
      const call = typeof m.input === 'string' ? decodeCall(m.input) : undefined
      const result = decoded('EVM call', [
        ['Sender', 'address', m.sender],
        ['Contract', 'address', m.contract_addr],
        ['Method', 'code', call?.signature ?? call?.selector, false],
        ['Value', 'text', m.value !== '0' ? m.value : undefined, false],
      ])
      for (const [term, value] of call?.args ?? [])
        result?.fields.push({ term, value: { kind: value.startsWith('0x') ? 'address' : 'text', value } })
      return result
    }
    case 'opinit.ophost.v1.MsgInitiateTokenDeposit':
      return decoded('Deposit to a rollup', [
        ['From', 'address', m.sender],
        ['To', 'address', m.to],
        ['Amount', 'coins', m.amount],
        ['Bridge', 'text', m.bridge_id],
      ])
    case 'opinit.opchild.v1.MsgInitiateTokenWithdrawal':
      return decoded('Withdrawal to L1', [
        ['From', 'address', m.sender],
        ['To', 'address', m.to],
        ['Amount', 'coins', m.amount],
      ])
    case 'opinit.ophost.v1.MsgFinalizeTokenWithdrawal':
      return decoded('Withdrawal claim', [
        ['Claimed by', 'address', m.sender],
        ['From (L2)', 'address', m.from],
        ['To', 'address', m.to],
        ['Amount', 'coins', m.amount],
        ['Bridge', 'text', m.bridge_id],
        ['Sequence', 'text', m.sequence, false],
      ])
    case 'cosmwasm.wasm.v1.MsgExecuteContract': {
      const msg = m.msg
      const action =
        typeof msg === 'object' && msg !== null && !Array.isArray(msg) ? Object.keys(msg)[0] : undefined
      return decoded('Contract call', [
        ['Sender', 'address', m.sender],
        ['Contract', 'address', m.contract],
        ['Action', 'code', action, false],
        ['Funds', 'coins', Array.isArray(m.funds) && m.funds.length > 0 ? m.funds : undefined, false],
      ])
    }
    default:
      return undefined
  }
}
