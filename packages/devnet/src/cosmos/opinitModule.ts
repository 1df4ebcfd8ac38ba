// opinit.ophost.v1.MsgInitiateTokenDeposit on the L1, the coins' side of it (OPinit x/ophost/keeper/msg_server.go
// InitiateTokenDeposit): a positive amount is sent to the bridge's account (x/ophost/types/auth.go BridgeAddress:
// address.Module("ophost", bigEndian8(bridgeId)), i.e. sha256(sha256("module") || "ophost" || 0x00 || id), 32 bytes),
// then initiate_token_deposit {bridge_id, l1_sequence, from, to, l1_denom, l2_denom, amount, data}
// (x/ophost/types/event.go), l2_denom being "l2/" + hex(sha3-256(bigEndian8(bridgeId) || l1 denom)) (types L2Denom).
// The rollup's side (the executor's finalize on L2) is the router's and the OPinit stand-in's concern.
import { sha256 } from '@cosmjs/crypto'
import { toBech32, toHex, toUtf8 } from '@cosmjs/encoding'
import { sha3_256 } from '@noble/hashes/sha3.js'
import { CheckTxError } from './ante.ts'
import { abciEvent, sendEvents } from './events.ts'
import { balanceGas } from './gas.ts'
import { addressBytes, type MessageHandler } from './modules.ts'

interface MsgInitiateTokenDeposit {
  sender: string
  bridgeId: bigint
  to: string
  amount?: { denom: string; amount: string }
  data?: Uint8Array
}

const bigEndian8 = (value: bigint) => {
  const bytes = new Uint8Array(8)
  new DataView(bytes.buffer).setBigUint64(0, value)
  return bytes
}

export const bridgeAddress = (bridgeId: bigint, prefix: string) =>
  toBech32(
    prefix,
    sha256(new Uint8Array([...sha256(toUtf8('module')), ...toUtf8('ophost'), 0, ...bigEndian8(bridgeId)])),
  )

export const l2Denom = (bridgeId: bigint, l1Denom: string) =>
  `l2/${toHex(sha3_256(new Uint8Array([...bigEndian8(bridgeId), ...toUtf8(l1Denom)])))}`

/** The L1's sequence of each bridge's deposits (ophost's NextL1Sequence, from 1). */
export function initiateTokenDeposit(): MessageHandler {
  const sequences = new Map<bigint, bigint>()
  return (value, context) => {
    const message = value as MsgInitiateTokenDeposit
    const coin = message.amount
    if (!coin || !/^\d+$/.test(coin.amount))
      throw new CheckTxError(10, `${coin?.amount ?? ''}${coin?.denom ?? ''}: invalid coins`)
    const bridgeId = BigInt(message.bridgeId)
    const amount = BigInt(coin.amount)
    const sequence = sequences.get(bridgeId) ?? 1n
    context.onCommit(() => sequences.set(bridgeId, sequence + 1n))
    const bridge = bridgeAddress(bridgeId, context.bech32Prefix)
    const sent =
      amount > 0n
        ? (() => {
            const coins = [{ denom: coin.denom, amount }]
            context.consumeGas(2n * balanceGas(coin.denom, amount))
            context.bank.send(
              addressBytes(message.sender, context.bech32Prefix, 'sender'),
              addressBytes(bridge, context.bech32Prefix, 'bridge'),
              coins,
            )
            return sendEvents(message.sender, bridge, coins)
          })()
        : []
    return {
      events: [
        ...sent,
        abciEvent('initiate_token_deposit', [
          ['bridge_id', bridgeId.toString()],
          ['l1_sequence', sequence.toString()],
          ['from', message.sender],
          ['to', message.to],
          ['l1_denom', coin.denom],
          ['l2_denom', l2Denom(bridgeId, coin.denom)],
          ['amount', coin.amount],
          ['data', toHex(message.data ?? new Uint8Array())],
        ]),
      ],
      response: { typeUrl: '/opinit.ophost.v1.MsgInitiateTokenDepositResponse', value: new Uint8Array() },
    }
  }
}
