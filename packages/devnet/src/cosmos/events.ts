// ABCI events as the chains emit them (cosmos-sdk v0.50, which initia and the minitias run), so a simulation and
// a delivered tx list what a wallet reads its balance changes from:
// - x/bank SendCoins (initia x/bank/keeper/send.go MoveSendKeeper.SendCoins, minievm x/bank/keeper/send.go
//   EVMSendKeeper.SendCoins): coin_spent {spender, amount}, coin_received {receiver, amount}, transfer {recipient,
//   sender, amount}, message {sender} (x/bank/types/events.go NewCoinSpentEvent / NewCoinReceivedEvent);
// - the ante handler: the fee's SendCoinsFromAccountToModule to fee_collector, then tx {fee, fee_payer}
//   (x/auth/ante/fee.go checkDeductFee), tx {acc_seq: "<address>/<sequence>"} and tx {signature} (x/auth/ante/
//   sigverify.go SetPubKeyDecorator);
// - each message: message {action: <type URL>, sender: <first signer>, module: <its module>} first, then its
//   module's events, each with msg_index (baseapp/baseapp.go createEvents and runMsgs).
// A delivered tx's attributes are indexed (FinalizeBlock's MarkEventsToIndex with no index filter), a simulated
// one's are not (runTx returns them unmarked).
import { sha256 } from '@cosmjs/crypto'
import { toBech32, toUtf8 } from '@cosmjs/encoding'
import { type Coin, coinsText } from './ledger.ts'

export interface AbciEvent {
  type: string
  attributes: { key: string; value: string; index: boolean }[]
}

export const abciEvent = (type: string, attributes: readonly (readonly [string, string])[]): AbciEvent => ({
  type,
  attributes: attributes.map(([key, value]) => ({ key, value, index: false })),
})

/** x/auth/types NewModuleAddress: sha256(name)[:20]. */
export const moduleAddress = (name: string, prefix: string) =>
  toBech32(prefix, sha256(toUtf8(name)).slice(0, 20))

export function sendEvents(from: string, to: string, coins: readonly Coin[]): AbciEvent[] {
  const amount = coinsText(coins)
  return [
    abciEvent('coin_spent', [
      ['spender', from],
      ['amount', amount],
    ]),
    abciEvent('coin_received', [
      ['receiver', to],
      ['amount', amount],
    ]),
    abciEvent('transfer', [
      ['recipient', to],
      ['sender', from],
      ['amount', amount],
    ]),
    abciEvent('message', [['sender', from]]),
  ]
}

/** sdk.GetModuleNameFromTypeURL (types/events.go): the second dot-separated part ("/cosmos.bank.v1beta1.MsgSend": bank). */
export const moduleOfTypeUrl = (typeUrl: string) => typeUrl.split('.')[1] ?? ''

/** A message's events as runMsgs lists them: its own message event, then the module's, each with msg_index. */
export function messageEvents(
  typeUrl: string,
  sender: string,
  events: readonly AbciEvent[],
  index: number,
): AbciEvent[] {
  const hasModule = events.some((event) => event.attributes.some((attribute) => attribute.key === 'module'))
  const head = abciEvent('message', [
    ['action', typeUrl],
    ['sender', sender],
    ...(hasModule ? [] : [['module', moduleOfTypeUrl(typeUrl)] as const]),
  ])
  return [head, ...events].map((event) => ({
    ...event,
    attributes: [...event.attributes, { key: 'msg_index', value: String(index), index: false }],
  }))
}

/** Marks every attribute indexed, as FinalizeBlock does for a delivered tx. */
export const indexed = (events: readonly AbciEvent[]) =>
  events.map((event) => ({
    ...event,
    attributes: event.attributes.map((attribute) => ({ ...attribute, index: true })),
  }))
