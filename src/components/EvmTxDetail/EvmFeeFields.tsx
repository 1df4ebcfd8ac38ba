'use client'

import type { ReactNode } from 'react'
import type { BalanceChange } from '../../balances/types.ts'
import type { Coin } from '../../indexer/schemas.ts'
import { Amount } from '../shared/Amount.tsx'
import { Field } from '../shared/Field.tsx'
import { formatInteger, shortDenom } from '../shared/format.ts'
import type { EvmTxDetailLabels } from './labels.ts'

// Why an EVM tx on minievm has two fees. minievm turns the Ethereum tx into a Cosmos tx whose fee is the gas limit
// times the fee cap (x/evm/types/txutils.go ConvertEthereumTxToCosmosTx, computeGasFeeAmount); the ante handler
// takes that fee before the tx runs (app/ante/fee.go); after a successful tx the post handler gives back
// `gas_refund_ratio` (0.5 by default, x/evm/types/params.go) of the gas left at the same prices, a failed one nothing
// (app/posthandler/gasrefund.go). So the sender pays more than gas used × price: the fee on the limit, less the refund.

/**
 * The sender's fee net of its refund, per denom, from the receipt's balance changes (a receipt's accounts are the 0x
 * addresses of its Transfer logs, as its `from` is).
 */
export function feePaidBy(changes: readonly BalanceChange[] | undefined, sender: string): Coin[] {
  const payer = sender.toLowerCase()
  const net = new Map<string, bigint>()
  for (const change of changes ?? [])
    if (change.isFee && change.account.toLowerCase() === payer)
      net.set(
        change.denom,
        (net.get(change.denom) ?? 0n) + (change.direction === 'out' ? change.amount : -change.amount),
      )
  return [...net]
    .filter(([, amount]) => amount > 0n)
    .map(([denom, amount]) => ({ denom, amount: amount.toString() }))
}

/** The receipt's fee rows: the EVM fee (gas used × price), what was charged up front, and what the sender paid. */
export function EvmFeeFields({
  evmFee,
  charged,
  paid,
  succeeded,
  denom,
  labels,
  locale,
}: {
  /** The locale of its digits (none: `1,234.5`). */
  locale?: string | undefined
  /** gas used × effective gas price, drawn in the chain's native token. */
  evmFee: ReactNode
  /** The Cosmos tx's fee (gas limit × price), when its record is found. */
  charged: readonly Coin[]
  /** The sender's fee less its refund (`feePaidBy`). */
  paid: readonly Coin[]
  succeeded: boolean
  denom: (denom: string) => { symbol: string; decimals: number } | undefined
  labels: EvmTxDetailLabels
}) {
  const coins = (list: readonly Coin[]) =>
    list.map((coin, index) => {
      const display = denom(coin.denom)
      return (
        <span key={coin.denom}>
          {index > 0 && ', '}
          {display ? (
            <Amount base={coin.amount} decimals={display.decimals} symbol={display.symbol} locale={locale} />
          ) : (
            `${formatInteger(coin.amount, locale)} ${shortDenom(coin.denom)}`
          )}
        </span>
      )
    })
  return (
    <>
      <Field term={labels.fee}>
        {evmFee} <small className="rs-fee-hint">{labels.evmFeeHint}</small>
      </Field>
      {charged.length > 0 && (
        <Field term={labels.feeCharged}>
          {coins(charged)} <small className="rs-fee-hint">{labels.feeChargedHint}</small>
        </Field>
      )}
      {paid.length > 0 && (
        <Field term={labels.feePaid}>
          {coins(paid)} <small className="rs-fee-hint">{labels.feePaidHint(succeeded)}</small>
        </Field>
      )}
    </>
  )
}
