// The tx that sends a held fungible asset on its own chain. Pure.
//
// One message moves every kind of coin on every Initia chain: the bank's MsgSend, as InterwovenKit sends it
// (initia-labs/interwovenkit packages/interwovenkit-react/src/pages/wallet/txs/send/SendFields.tsx):
// - the L1 and minimove: x/bank is backed by Move's fungible asset store, so MsgSend of `uinit` or a
//   `move/<metadata>` denom runs `0x1::coin::sudo_transfer` (initia-labs/initia x/move/keeper/bank.go,
//   MoveBankKeeper.SendCoins -> SendCoin);
// - minievm: x/bank is backed by ERC-20s, so MsgSend of any bank denom (`evm/<contract>` included) runs the
//   contract's `sudoTransfer` (initia-labs/minievm x/bank/keeper/send.go EVMSendKeeper.SendCoins ->
//   x/evm/keeper/erc20.go ERC20Keeper.SendCoins). We send MsgSend there too, not an ERC-20 `transfer` EVM call:
//   one message for every chain, signed by the Cosmos key the other sends use, simulated with bank events;
// - miniwasm: the SDK's own x/bank.

/** `/cosmos.bank.v1beta1.MsgSend` as cosmjs and InterwovenKit take it (cosmjs-types' MsgSend). */
export interface MsgSendMessage {
  typeUrl: '/cosmos.bank.v1beta1.MsgSend'
  value: { fromAddress: string; toAddress: string; amount: { denom: string; amount: string }[] }
}

export interface SendRequestParameters {
  chainId: string
  /** The sender's bech32 address on `chainId`. */
  sender: string
  /** The recipient's bech32 address on `chainId` (`readRecipient`'s `bech32`). */
  recipient: string
  denom: string
  /** Base units, a positive whole number in digits. */
  amount: string
  memo?: string | undefined
}

export interface SendRequest {
  chainId: string
  messages: readonly [MsgSendMessage]
  memo?: string | undefined
}

export function sendRequest({
  chainId,
  sender,
  recipient,
  denom,
  amount,
  memo,
}: SendRequestParameters): SendRequest {
  if (!/^\d+$/.test(amount) || BigInt(amount) === 0n) throw new RangeError(`Not an amount to send: ${amount}`)
  const message: MsgSendMessage = {
    typeUrl: '/cosmos.bank.v1beta1.MsgSend',
    value: { fromAddress: sender, toAddress: recipient, amount: [{ denom, amount }] },
  }
  return { chainId, messages: [message], ...(memo ? { memo } : {}) }
}
