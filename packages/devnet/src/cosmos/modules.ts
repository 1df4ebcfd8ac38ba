// The messages the chain stand-ins execute themselves, with their module's checks, events and responses. A message
// with no handler here runs as a no-op that only emits its message event (the devnet models its effect elsewhere,
// or not at all: an IBC transfer, a swap).
import { fromBech32, toHex } from '@cosmjs/encoding'
import { type MsgSend, MsgSendResponse } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { CheckTxError } from './ante.ts'
import { type AbciEvent, sendEvents } from './events.ts'
import { balanceGas } from './gas.ts'
import type { Coin, LedgerDraft } from './ledger.ts'

export interface MessageContext {
  bank: LedgerDraft
  bech32Prefix: string
  signer: string
  consumeGas(amount: bigint): void
  /** Gives an address an account, as x/bank's SendCoins does for a new recipient (when the tx is committed). */
  fund(address: string): void
  /** A change outside the ledger (an NFT's owner), made when the tx is committed: never for a simulation. */
  onCommit(effect: () => void): void
}

export interface MessageResult {
  events: AbciEvent[]
  /** The Msg service's response: an Any in the tx's msg_responses. */
  response: { typeUrl: string; value: Uint8Array }
}

export type MessageHandler = (value: unknown, context: MessageContext) => MessageResult

/** A bech32 address's 0x bytes, or ErrInvalidAddress (code 7) as the address codec's failure reads. */
export function addressBytes(address: string, prefix: string, field: string): string {
  let decoded: { prefix: string; data: Uint8Array }
  try {
    decoded = fromBech32(address, 90)
  } catch (error) {
    throw new CheckTxError(
      7,
      `invalid ${field} address: decoding bech32 failed: ${(error as Error).message}: invalid address`,
    )
  }
  if (decoded.prefix !== prefix)
    throw new CheckTxError(
      7,
      `invalid ${field} address: invalid Bech32 prefix; expected ${prefix}, got ${decoded.prefix}: invalid address`,
    )
  if (decoded.data.length !== 20 && decoded.data.length !== 32)
    throw new CheckTxError(
      7,
      `invalid ${field} address: address length must be 20 or 32 bytes, got ${decoded.data.length}: invalid address`,
    )
  return `0x${toHex(decoded.data)}`
}

/** sdk.Coins validity as MsgSend checks it (IsValid, IsAllPositive): else ErrInvalidCoins (code 10). */
function validCoins(amount: readonly { denom: string; amount: string }[]): Coin[] {
  const coins = amount.map((coin) => ({
    denom: coin.denom,
    amount: /^\d+$/.test(coin.amount) ? BigInt(coin.amount) : -1n,
  }))
  const sorted = coins.every((coin, i) => i === 0 || coins[i - 1]!.denom < coin.denom)
  const denomsValid = coins.every((coin) => /^[a-zA-Z][a-zA-Z0-9/:._-]{2,127}$/.test(coin.denom))
  if (!coins.length || !sorted || !denomsValid || coins.some((coin) => coin.amount <= 0n))
    throw new CheckTxError(
      10,
      `${amount.map((coin) => `${coin.amount}${coin.denom}`).join(',')}: invalid coins`,
    )
  return coins
}

/**
 * cosmos.bank.v1beta1.MsgSend: cosmos-sdk x/bank/keeper/msg_server.go Send (v0.50; initia's x/bank msg_server and
 * minievm's keep it): both addresses through the address codec, the coins valid and positive, then SendCoins, which
 * on initia and minimove moves Move fungible assets (initia x/move/keeper/bank.go SendCoin: 0x1::coin::sudo_transfer)
 * and on minievm ERC-20s (minievm x/evm/keeper/erc20.go SendCoins: the token's sudoTransfer). Here every denom is a
 * balance of the ledger, whichever VM would hold it.
 */
export const msgSend: MessageHandler = (value, context) => {
  const message = value as MsgSend
  const from = addressBytes(message.fromAddress, context.bech32Prefix, 'from')
  const to = addressBytes(message.toAddress, context.bech32Prefix, 'to')
  const coins = validCoins(message.amount)
  for (const coin of coins) context.consumeGas(2n * balanceGas(coin.denom, coin.amount))
  context.bank.send(from, to, coins)
  context.fund(message.toAddress)
  return {
    events: sendEvents(message.fromAddress, message.toAddress, coins),
    response: { typeUrl: '/cosmos.bank.v1beta1.MsgSendResponse', value: MsgSendResponse.encode({}).finish() },
  }
}

export const bankModule: Record<string, MessageHandler> = { '/cosmos.bank.v1beta1.MsgSend': msgSend }
