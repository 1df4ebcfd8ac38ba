// What a compromised or buggy router may hand out from /v2/fungible/msgs: the same response with more funds, another
// receiver, a payment to a stranger, a tx the route did not ask for, or another chain. The bridge must refuse each
// before anything is signed (MsgsMismatchError).
import { fromBech32, toBech32 } from '@cosmjs/encoding'
import { decodeFunctionData, encodeFunctionData } from 'viem'
import { withdrawalAbi } from '../../packages/devnet/src/router/msgs.ts'

export const tamperKinds = ['amount', 'receiver', 'appendSend', 'extraTx', 'chain'] as const
export type TamperKind = (typeof tamperKinds)[number]

interface RouterMsgJson {
  msg_type_url: string
  msg: string
}

interface TxJson {
  cosmos_tx?: { chain_id: string; signer_address: string; msgs: RouterMsgJson[] }
  evm_tx?: {
    chain_id: string
    data: string
    required_erc20_approvals?: { amount: string }[] | null
    signer_address: string
  }
}

export interface MsgsJson {
  txs: TxJson[]
}

/** An address of the same kind no user of the suite holds. */
function strangerOf(address: string): string {
  if (/^0x[0-9a-fA-F]{40}$/.test(address)) return `0x${'5a'.repeat(20)}`
  return toBech32(fromBech32(address, 90).prefix, new Uint8Array(20).fill(0x5a))
}

const times1000 = (amount: string) => (BigInt(amount) * 1000n).toString()

/** The body with one tampering of `kind` (one tx picked by `pick`); the input is not changed. */
export function tamperMsgs(body: MsgsJson, kind: TamperKind, pick: (count: number) => number): MsgsJson {
  const tampered = structuredClone(body)
  const { txs } = tampered
  const cosmosTxs = txs.filter((tx) => tx.cosmos_tx)
  const tx = kind === 'appendSend' ? cosmosTxs[pick(cosmosTxs.length)] : txs[pick(txs.length)]
  if (!tx) throw new Error(`no tx to tamper with (${kind})`)
  const { cosmos_tx: cosmos, evm_tx: evm } = tx
  if (kind === 'extraTx') txs.push(structuredClone(txs.at(-1)!))
  else if (kind === 'chain') {
    if (cosmos) cosmos.chain_id = 'cosmoshub-4'
    if (evm) evm.chain_id = '1'
  } else if (kind === 'appendSend' && cosmos) {
    const first = JSON.parse(cosmos.msgs[0]?.msg ?? '{}') as { token?: { denom: string; amount: string } }
    cosmos.msgs.push({
      msg_type_url: '/cosmos.bank.v1beta1.MsgSend',
      msg: JSON.stringify({
        from_address: cosmos.signer_address,
        to_address: strangerOf(cosmos.signer_address),
        amount: [{ denom: first.token?.denom ?? 'uusdc', amount: first.token?.amount ?? '1000000' }],
      }),
    })
  } else if (cosmos) {
    const msg = cosmos.msgs[0]
    if (!msg) throw new Error('a cosmos_tx without msgs')
    const fields = JSON.parse(msg.msg) as { token?: { amount: string }; receiver?: string }
    if (kind === 'amount' && fields.token) fields.token.amount = times1000(fields.token.amount)
    if (kind === 'receiver' && fields.receiver) fields.receiver = strangerOf(fields.receiver)
    msg.msg = JSON.stringify(fields)
  } else if (evm) {
    // the devnet's EVM tx is the OPinit bridge's initiateTokenWithdrawal(token, amount, to)
    const { args } = decodeFunctionData({ abi: withdrawalAbi, data: `0x${evm.data}` })
    const [token, amount, to] = args
    const data = encodeFunctionData({
      abi: withdrawalAbi,
      functionName: 'initiateTokenWithdrawal',
      args: kind === 'amount' ? [token, amount * 1000n, to] : [token, amount, strangerOf(to)],
    })
    evm.data = data.slice(2)
    // a consistent thief asks for the approval the bigger amount needs
    if (kind === 'amount')
      for (const approval of evm.required_erc20_approvals ?? []) approval.amount = times1000(approval.amount)
  }
  return tampered
}
