// Initia's OPinit bridge messages, which no registry package encodes cheaply: protobuf codecs in the style
// of cosmjs-types' generated code, field numbers from opinit/ophost/v1/tx.proto and opinit/opchild/v1/tx.proto.

import { fromBase64, toBase64 } from '@cosmjs/encoding'
import type { AminoConverters } from '@cosmjs/stargate'
import { BinaryReader, BinaryWriter } from 'cosmjs-types/binary'
import { Coin } from 'cosmjs-types/cosmos/base/v1beta1/coin'

/** `/opinit.ophost.v1.MsgInitiateTokenDeposit`: L1 -> L2 deposit over an OPinit bridge. */
export interface MsgInitiateTokenDeposit {
  sender: string
  bridgeId: bigint
  to: string
  amount: Coin | undefined
  data: Uint8Array
}

/** `/opinit.opchild.v1.MsgInitiateTokenWithdrawal`: L2 -> L1 withdrawal. */
export interface MsgInitiateTokenWithdrawal {
  sender: string
  to: string
  amount: Coin | undefined
}

const readerOf = (input: BinaryReader | Uint8Array) =>
  input instanceof BinaryReader ? input : new BinaryReader(input)

export const MsgInitiateTokenDeposit = {
  typeUrl: '/opinit.ophost.v1.MsgInitiateTokenDeposit',
  encode(message: MsgInitiateTokenDeposit, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.sender !== '') writer.uint32(10).string(message.sender)
    if (message.bridgeId !== 0n) writer.uint32(16).uint64(message.bridgeId)
    if (message.to !== '') writer.uint32(26).string(message.to)
    if (message.amount !== undefined) Coin.encode(message.amount, writer.uint32(34).fork()).ldelim()
    if (message.data.length !== 0) writer.uint32(42).bytes(message.data)
    return writer
  },
  decode(input: BinaryReader | Uint8Array, length?: number): MsgInitiateTokenDeposit {
    const reader = readerOf(input)
    const end = length === undefined ? reader.len : reader.pos + length
    const message = MsgInitiateTokenDeposit.fromPartial({})
    while (reader.pos < end) {
      const tag = reader.uint32()
      switch (tag >>> 3) {
        case 1:
          message.sender = reader.string()
          break
        case 2:
          message.bridgeId = reader.uint64()
          break
        case 3:
          message.to = reader.string()
          break
        case 4:
          message.amount = Coin.decode(reader, reader.uint32())
          break
        case 5:
          message.data = reader.bytes()
          break
        default:
          reader.skipType(tag & 7)
      }
    }
    return message
  },
  fromPartial(object: Partial<MsgInitiateTokenDeposit>): MsgInitiateTokenDeposit {
    return {
      sender: object.sender ?? '',
      bridgeId: BigInt(object.bridgeId ?? 0),
      to: object.to ?? '',
      amount: object.amount ? Coin.fromPartial(object.amount) : undefined,
      data: object.data ?? new Uint8Array(),
    }
  },
}

export const MsgInitiateTokenWithdrawal = {
  typeUrl: '/opinit.opchild.v1.MsgInitiateTokenWithdrawal',
  encode(message: MsgInitiateTokenWithdrawal, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.sender !== '') writer.uint32(10).string(message.sender)
    if (message.to !== '') writer.uint32(18).string(message.to)
    if (message.amount !== undefined) Coin.encode(message.amount, writer.uint32(26).fork()).ldelim()
    return writer
  },
  decode(input: BinaryReader | Uint8Array, length?: number): MsgInitiateTokenWithdrawal {
    const reader = readerOf(input)
    const end = length === undefined ? reader.len : reader.pos + length
    const message = MsgInitiateTokenWithdrawal.fromPartial({})
    while (reader.pos < end) {
      const tag = reader.uint32()
      switch (tag >>> 3) {
        case 1:
          message.sender = reader.string()
          break
        case 2:
          message.to = reader.string()
          break
        case 3:
          message.amount = Coin.decode(reader, reader.uint32())
          break
        default:
          reader.skipType(tag & 7)
      }
    }
    return message
  },
  fromPartial(object: Partial<MsgInitiateTokenWithdrawal>): MsgInitiateTokenWithdrawal {
    return {
      sender: object.sender ?? '',
      to: object.to ?? '',
      amount: object.amount ? Coin.fromPartial(object.amount) : undefined,
    }
  },
}

interface AminoCoin {
  denom: string
  amount: string
}

interface AminoMsgInitiateTokenDeposit {
  sender?: string
  bridge_id?: string
  to?: string
  amount: AminoCoin
  data?: string
}

interface AminoMsgInitiateTokenWithdrawal {
  sender?: string
  to?: string
  amount: AminoCoin
}

const emptyToUndefined = (value: string) => (value === '' ? undefined : value)
const aminoCoin = (amount: Coin | undefined): AminoCoin => ({
  denom: amount?.denom ?? '',
  amount: amount?.amount ?? '0',
})

/** Amino JSON as Initia's chains sign it (`ophost/...`, `opchild/...`; empty fields omitted). */
export const opinitAminoConverters: AminoConverters = {
  [MsgInitiateTokenDeposit.typeUrl]: {
    aminoType: 'ophost/MsgInitiateTokenDeposit',
    toAmino: (message: MsgInitiateTokenDeposit): AminoMsgInitiateTokenDeposit => ({
      sender: emptyToUndefined(message.sender),
      bridge_id: message.bridgeId === 0n ? undefined : message.bridgeId.toString(),
      to: emptyToUndefined(message.to),
      amount: aminoCoin(message.amount),
      data: message.data.length ? toBase64(message.data) : undefined,
    }),
    fromAmino: (amino: AminoMsgInitiateTokenDeposit): MsgInitiateTokenDeposit =>
      MsgInitiateTokenDeposit.fromPartial({
        sender: amino.sender,
        bridgeId: BigInt(amino.bridge_id ?? 0),
        to: amino.to,
        amount: amino.amount,
        data: amino.data ? fromBase64(amino.data) : undefined,
      }),
  },
  [MsgInitiateTokenWithdrawal.typeUrl]: {
    aminoType: 'opchild/MsgInitiateTokenWithdrawal',
    toAmino: (message: MsgInitiateTokenWithdrawal): AminoMsgInitiateTokenWithdrawal => ({
      sender: emptyToUndefined(message.sender),
      to: emptyToUndefined(message.to),
      amount: aminoCoin(message.amount),
    }),
    fromAmino: (amino: AminoMsgInitiateTokenWithdrawal): MsgInitiateTokenWithdrawal =>
      MsgInitiateTokenWithdrawal.fromPartial(amino),
  },
}
