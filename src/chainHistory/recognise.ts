// Which of an account's txs start a cross-chain transfer, read from their messages as the indexers list them
// (proto-JSON with `@type`). The shapes are those of the router's msgs (MsgTransfer with a PFM or op_hook memo,
// OPinit deposits and withdrawals, CCTP burns, an EVM call to the withdrawal entry point) and of a transfer a
// person makes by hand with the same messages. Pure.
import { cosmosTxHash } from '../http/txHash.ts'
import { activityTime } from '../indexer/activityTime.ts'
import type { Tx } from '../indexer/txs.ts'

/** How a transfer leaves its chain. */
export type FoundTransferKind = 'ibc' | 'opDeposit' | 'opWithdrawal' | 'cctp' | 'evmWithdrawal'

/** A tx on `chainId` that starts a transfer, as its own messages say. */
export interface RecognisedTransfer {
  kind: FoundTransferKind
  chainId: string
  /** Upper-case hex, no 0x. */
  txHash: string
  /** When the tx was included (ms since the epoch); null when the indexer's time is unreadable. */
  time: number | null
  sender: string | undefined
  /** The receiver the message names (on the next chain), when it names one. */
  receiver: string | undefined
  /** What left the chain, when the message says it in base units. */
  amount: { denom: string; amount: string } | undefined
  /** The message's own pointer onwards: an IBC channel, an OPinit bridge id, a CCTP domain. */
  via: string | undefined
  /** The memo carries more of a route (a PFM `forward`, an `op_hook`, a `wasm` call): the router planned it. */
  routed: boolean
}

type Message = Record<string, unknown> & { '@type': string }

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)

function coinOf(value: unknown): { denom: string; amount: string } | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { denom, amount } = value as { denom?: unknown; amount?: unknown }
  return typeof denom === 'string' && typeof amount === 'string' && /^\d+$/.test(amount)
    ? { denom, amount }
    : undefined
}

/** A memo the router writes: JSON with a `forward` (packet-forward-middleware), `op_hook` or `wasm` key. */
function routedMemo(memo: unknown): boolean {
  if (typeof memo !== 'string' || !memo.startsWith('{')) return false
  try {
    const parsed = JSON.parse(memo) as unknown
    return (
      typeof parsed === 'object' &&
      parsed !== null &&
      ['forward', 'op_hook', 'wasm'].some((key) => key in parsed)
    )
  } catch {
    return false
  }
}

/**
 * `initiateTokenWithdrawal(address,uint256,string)`: the selector of the withdrawal entry point the router's
 * `evm_tx` calls (see the devnet's msgs), as a minievm `MsgCall` carries it in `input`.
 */
export const evmWithdrawalSelector = '0xb3af63e8'

type Reader = (message: Message) => Omit<RecognisedTransfer, 'chainId' | 'txHash' | 'time'> | undefined

const readers: Record<string, Reader> = {
  '/ibc.applications.transfer.v1.MsgTransfer': (message) => {
    // ICS-20 v2 sends `tokens`; v1 one `token`
    const token =
      coinOf(message.token) ?? (Array.isArray(message.tokens) ? coinOf(message.tokens[0]) : undefined)
    return {
      kind: 'ibc',
      sender: text(message.sender),
      receiver: text(message.receiver),
      amount: token,
      via: text(message.source_channel),
      routed: routedMemo(message.memo),
    }
  },
  '/opinit.ophost.v1.MsgInitiateTokenDeposit': (message) => ({
    kind: 'opDeposit',
    sender: text(message.sender),
    receiver: text(message.to),
    amount: coinOf(message.amount),
    via: message.bridge_id === undefined ? undefined : String(message.bridge_id),
    routed: false,
  }),
  '/opinit.opchild.v1.MsgInitiateTokenWithdrawal': (message) => ({
    kind: 'opWithdrawal',
    sender: text(message.sender),
    receiver: text(message.to),
    amount: coinOf(message.amount),
    via: undefined,
    routed: false,
  }),
  '/circle.cctp.v1.MsgDepositForBurn': cctp,
  '/circle.cctp.v1.MsgDepositForBurnWithCaller': cctp,
  '/minievm.evm.v1.MsgCall': (message) => {
    const input = text(message.input)?.toLowerCase()
    if (!input?.startsWith(evmWithdrawalSelector)) return undefined
    return {
      kind: 'evmWithdrawal',
      sender: text(message.sender),
      receiver: undefined,
      amount: undefined,
      via: text(message.contract_addr),
      routed: false,
    }
  },
}

function cctp(message: Message): ReturnType<Reader> {
  const amount = text(message.amount)
  const denom = text(message.burn_token)
  return {
    kind: 'cctp',
    sender: text(message.from),
    receiver: text(message.mint_recipient),
    amount: amount && denom && /^\d+$/.test(amount) ? { denom, amount } : undefined,
    via: message.destination_domain === undefined ? undefined : String(message.destination_domain),
    routed: false,
  }
}

/** When `tx` was included (ms since the epoch); null when the indexer's time is unreadable. */
export function txTime(tx: Tx): number | null {
  const time = activityTime(tx.timestamp)
  return time < 0n ? null : Number(time / 1_000_000n)
}

/**
 * The transfer `tx` starts on `chainId`, or null: a tx that failed moved nothing, and one without any of the
 * messages above is no transfer (a bank send, a swap alone, a contract call to anything else). The first such
 * message counts: the router's txs hold one, a swap before it and a fee send after it.
 */
export function recogniseTx(tx: Tx, chainId: string): RecognisedTransfer | null {
  if (tx.code !== 0) return null
  for (const message of tx.tx.body.messages as Message[]) {
    const read = readers[message['@type']]?.(message)
    if (!read) continue
    return { ...read, chainId, txHash: cosmosTxHash(tx.txhash), time: txTime(tx) }
  }
  return null
}
