// Circle CCTP on Noble, which no Initia or cosmjs package encodes: codecs in the style of cosmjs-types' generated
// code. Field numbers from circlefin/noble-cctp proto/circle/cctp/v1/tx.proto (MsgDepositForBurn 1-5,
// MsgDepositForBurnWithCaller adds destination_caller = 6); src/wallet/messages/registry.test.ts checks the bytes
// against an independent codec.
import { BinaryReader, BinaryWriter } from 'cosmjs-types/binary'

export interface MsgDepositForBurn {
  from: string
  /** cosmos.Int as a decimal string */
  amount: string
  destinationDomain: number
  mintRecipient: Uint8Array
  burnToken: string
}

export interface MsgDepositForBurnWithCaller extends MsgDepositForBurn {
  destinationCaller: Uint8Array
}

function encodeBurn(message: MsgDepositForBurn, writer: BinaryWriter) {
  if (message.from !== '') writer.uint32(10).string(message.from)
  if (message.amount !== '') writer.uint32(18).string(message.amount)
  if (message.destinationDomain !== 0) writer.uint32(24).uint32(message.destinationDomain)
  if (message.mintRecipient.length !== 0) writer.uint32(34).bytes(message.mintRecipient)
  if (message.burnToken !== '') writer.uint32(42).string(message.burnToken)
  return writer
}

function decodeBurn<T extends MsgDepositForBurn>(
  input: BinaryReader | Uint8Array,
  message: T,
  length: number | undefined,
  extra: (field: number, reader: BinaryReader) => boolean = () => false,
): T {
  const reader = input instanceof BinaryReader ? input : new BinaryReader(input)
  const end = length === undefined ? reader.len : reader.pos + length
  while (reader.pos < end) {
    const tag = reader.uint32()
    const field = tag >>> 3
    if (field === 1) message.from = reader.string()
    else if (field === 2) message.amount = reader.string()
    else if (field === 3) message.destinationDomain = reader.uint32()
    else if (field === 4) message.mintRecipient = reader.bytes()
    else if (field === 5) message.burnToken = reader.string()
    else if (!extra(field, reader)) reader.skipType(tag & 7)
  }
  return message
}

const burnDefaults = (object: Partial<MsgDepositForBurn>): MsgDepositForBurn => ({
  from: object.from ?? '',
  amount: object.amount ?? '',
  destinationDomain: object.destinationDomain ?? 0,
  mintRecipient: object.mintRecipient ?? new Uint8Array(),
  burnToken: object.burnToken ?? '',
})

export const MsgDepositForBurn = {
  typeUrl: '/circle.cctp.v1.MsgDepositForBurn',
  encode: (message: MsgDepositForBurn, writer: BinaryWriter = BinaryWriter.create()) =>
    encodeBurn(message, writer),
  decode: (input: BinaryReader | Uint8Array, length?: number): MsgDepositForBurn =>
    decodeBurn(input, burnDefaults({}), length),
  fromPartial: burnDefaults,
}

export const MsgDepositForBurnWithCaller = {
  typeUrl: '/circle.cctp.v1.MsgDepositForBurnWithCaller',
  encode(message: MsgDepositForBurnWithCaller, writer: BinaryWriter = BinaryWriter.create()) {
    encodeBurn(message, writer)
    if (message.destinationCaller.length !== 0) writer.uint32(50).bytes(message.destinationCaller)
    return writer
  },
  decode(input: BinaryReader | Uint8Array, length?: number): MsgDepositForBurnWithCaller {
    const message = MsgDepositForBurnWithCaller.fromPartial({})
    return decodeBurn(input, message, length, (field, reader) => {
      if (field !== 6) return false
      message.destinationCaller = reader.bytes()
      return true
    })
  },
  fromPartial: (object: Partial<MsgDepositForBurnWithCaller>): MsgDepositForBurnWithCaller => ({
    ...burnDefaults(object),
    destinationCaller: object.destinationCaller ?? new Uint8Array(),
  }),
}
