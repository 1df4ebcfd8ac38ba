// ibc.applications.transfer.v1.MsgTransfer, the coins' side of it (ibc-go modules/apps/transfer/keeper/relay.go
// sendTransfer): a denom the chain is the source of is escrowed, SendCoins to the channel's escrow address
// (types.GetEscrowAddress: sha256("ics20-1" + 0x00 + "<port>/<channel>")[:20]); a voucher going back (an ibc/
// denom: the devnet's are all vouchers of the channel they came in on) is sent to the transfer module and burned
// (x/bank BurnCoins: coin_spent by the module, burn {burner, amount}). Then ibc_transfer {sender, receiver, amount,
// denom, memo} (ibc-go transfer/keeper/events.go EmitTransferEvent). The packet itself is the router's concern.
import { sha256 } from '@cosmjs/crypto'
import { toBech32, toUtf8 } from '@cosmjs/encoding'
import { CheckTxError } from './ante.ts'
import { abciEvent, moduleAddress, sendEvents } from './events.ts'
import { balanceGas } from './gas.ts'
import { addressBytes, type MessageHandler } from './modules.ts'

interface MsgTransfer {
  sourcePort: string
  sourceChannel: string
  token?: { denom: string; amount: string }
  sender: string
  receiver: string
  memo?: string
}

export const escrowAddress = (port: string, channel: string, prefix: string) =>
  toBech32(
    prefix,
    sha256(new Uint8Array([...toUtf8('ics20-1'), 0, ...toUtf8(`${port}/${channel}`)])).slice(0, 20),
  )

export const msgTransfer: MessageHandler = (value, context) => {
  const message = value as MsgTransfer
  const { token } = message
  if (!token || !/^\d+$/.test(token.amount) || BigInt(token.amount) <= 0n)
    // MsgTransfer.ValidateBasic: sdkerrors.ErrInvalidCoins
    throw new CheckTxError(10, `${token?.amount ?? ''}${token?.denom ?? ''}: invalid coins`)
  if (!message.receiver.trim()) throw new CheckTxError(7, 'missing recipient address: invalid address')
  const coins = [{ denom: token.denom, amount: BigInt(token.amount) }]
  const from = addressBytes(message.sender, context.bech32Prefix, 'sender')
  const prefix = context.bech32Prefix
  const voucher = token.denom.startsWith('ibc/')
  const to = voucher
    ? moduleAddress('transfer', prefix)
    : escrowAddress(message.sourcePort, message.sourceChannel, prefix)
  context.consumeGas(2n * balanceGas(token.denom, coins[0]!.amount))
  const toHexBytes = addressBytes(to, prefix, 'escrow')
  context.bank.send(from, toHexBytes, coins)
  const burned = voucher
    ? (() => {
        // the module's balance is burned at once
        context.bank.set(
          toHexBytes,
          token.denom,
          context.bank.balance(toHexBytes, token.denom) - coins[0]!.amount,
        )
        return [
          abciEvent('coin_spent', [
            ['spender', to],
            ['amount', `${token.amount}${token.denom}`],
          ]),
          abciEvent('burn', [
            ['burner', to],
            ['amount', `${token.amount}${token.denom}`],
          ]),
        ]
      })()
    : []
  return {
    events: [
      ...sendEvents(message.sender, to, coins),
      ...burned,
      abciEvent('ibc_transfer', [
        ['sender', message.sender],
        ['receiver', message.receiver],
        ['amount', token.amount],
        ['denom', token.denom],
        ['memo', message.memo ?? ''],
      ]),
    ],
    response: { typeUrl: '/ibc.applications.transfer.v1.MsgTransferResponse', value: new Uint8Array() },
  }
}
