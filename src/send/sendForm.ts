// What the Send form shows and whether it can go on, from what the user typed and what the chain holds. Pure.

import { formatAmount } from '../amounts/amount.ts'
import { type AmountProblem, readAmountInput } from '../amounts/amountInput.ts'
import type { RegistryChain } from '../registry/schemas.ts'
import { txFee } from '../tx/fee.ts'
import { maxSendable, type SendAmountProblem, sendAmountProblem, sendGasEstimate } from './fee.ts'
import { maxMemoBytes, memoBytes, memoWarning } from './memo.ts'
import { type RecipientChain, type RecipientResult, readRecipient } from './recipient.ts'
import { type SendRequest, sendRequest } from './sendRequest.ts'

/** A fungible asset the account holds on the sending chain. */
export interface SendAsset {
  denom: string
  symbol: string
  decimals: number
  /** Base units held. */
  balance: string
}

export interface SendFormInput {
  chainId: string
  /** The sender's bech32 address on the chain. */
  sender: string
  prefix: string
  chains: readonly RecipientChain[]
  asset: SendAsset | undefined
  /** What the account holds, base units by denom (the fee token's balance included). */
  balances: Readonly<Record<string, string>>
  /** The registry's fee token the fee is paid in (the first, or the one picked). */
  feeToken: RegistryChain['fees']['fee_tokens'][number] | undefined
  /** Gas the send is reckoned to use (a simulation's); default `sendGasEstimate`. */
  gas?: bigint | undefined
  amountText: string
  recipientText: string
  memo: string
  locale?: string | undefined
}

/** Where a recipient on another chain of the registry is handed over to the bridge. */
export interface SendHandover {
  sourceChainId: string
  denom: string
  destinationChainId: string
  recipient: string
  /** Base units, when an amount was typed. */
  amount: string | undefined
}

export interface SendFormView {
  recipient: RecipientResult
  amountProblem: AmountProblem | SendAmountProblem | undefined
  /** Base units of a readable amount (whether or not it fits). */
  amount: string | null
  /** The fee reckoned on the estimate; undefined without a usable fee token. */
  fee: { denom: string; amount: string } | undefined
  /** What Max types, in display units: the balance less a fee in the same denom. */
  max: string | undefined
  memoTooLong: boolean
  memoWarning: 'check' | 'contract' | undefined
  /** The tx, once everything is right. */
  request: SendRequest | undefined
  handover: SendHandover | undefined
}

export function sendFormView(input: SendFormInput): SendFormView {
  const { asset, feeToken, balances } = input
  const recipient = readRecipient(input.recipientText, { prefix: input.prefix, chains: input.chains })
  const option =
    feeToken && txFee({ fees: { fee_tokens: [feeToken] } }, input.gas ?? sendGasEstimate).options[0]
  const fee = option && { denom: option.denom, amount: option.amount.toString() }
  const read = asset
    ? readAmountInput(input.amountText, {
        decimals: asset.decimals,
        balance: asset.balance,
        locale: input.locale,
      })
    : { amountIn: null, problem: undefined }
  const amount = read.amountIn
  const amountProblem =
    read.problem ??
    (amount && asset ? sendAmountProblem({ amount, denom: asset.denom, balances, fee }) : undefined)
  const max = asset && formatAmount(maxSendable(asset.balance, asset.denom, fee), asset.decimals)
  const memoTooLong = memoBytes(input.memo) > maxMemoBytes
  const ready = asset && amount && !amountProblem && !memoTooLong
  return {
    recipient,
    amountProblem,
    amount,
    fee,
    max,
    memoTooLong,
    memoWarning:
      recipient.kind === 'account' ? memoWarning(input.memo, recipient.hex === undefined) : undefined,
    request:
      ready && recipient.kind === 'account'
        ? sendRequest({
            chainId: input.chainId,
            sender: input.sender,
            recipient: recipient.bech32,
            denom: asset.denom,
            amount,
            memo: input.memo.trim() ? input.memo : undefined,
          })
        : undefined,
    handover:
      asset && recipient.kind === 'otherChain'
        ? {
            sourceChainId: input.chainId,
            denom: asset.denom,
            destinationChainId: recipient.chainId,
            recipient: recipient.bech32,
            amount: amount ?? undefined,
          }
        : undefined,
  }
}
