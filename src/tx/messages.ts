import type { EncodeObject } from '@cosmjs/proto-signing'
import { toInitiaBech32 } from '../router/initiaAddress.ts'
import type { TxRequest } from './types.ts'

export const msgCallTypeUrl = '/minievm.evm.v1.MsgCall'

/**
 * The request's messages as the chain executes them. An EVM call is minievm's `MsgCall` (minievm
 * proto/minievm/evm/v1/tx.proto): the sender in bech32, the contract as 0x, the input as 0x-prefixed hex
 * (x/evm/keeper/msg_server.go decodes it with hexutil.Decode, which needs the prefix) and the value in wei as a
 * decimal string.
 */
export function requestMessages(request: TxRequest, signer: string): EncodeObject[] {
  if ('messages' in request) return request.messages.map(({ typeUrl, value }) => ({ typeUrl, value }))
  const { to, data, value } = request.evm
  return [
    {
      typeUrl: msgCallTypeUrl,
      value: {
        sender: toInitiaBech32(signer, 'init') ?? signer,
        contractAddr: to,
        input: data ?? '0x',
        value: (value ?? 0n).toString(),
        accessList: [],
        authList: [],
      },
    },
  ]
}

/** The request's memo (an EVM call has none). */
export const requestMemo = (request: TxRequest) => ('messages' in request ? (request.memo ?? '') : '')
