// What "Max" may send: the balance less what the transfer's fee will need when it is paid in the same coin. Pure.

import type { BridgeAsset, BridgeChain } from './catalogue.ts'

/**
 * The most of `balance` (base units) a transfer can send and still pay its fee.
 * - The source is a fee asset of a Cosmos chain with a gas price (the router's `fee_assets[].gas_price`, e.g.
 *   Cosmos Hub's `high: '0.03'` uatom): keep `high` (else `average`) × 250 000 gas, rounded up (a unit more is harmless), which an IBC or
 *   OPinit send stays under (7 500 uatom there).
 * - The source is an EVM chain's fee asset (its native coin): the router gives no per-gas price there (its tiers may
 *   be `"0"`) and a contract call's gas is not known before the quote, so keep 1 % of the balance.
 * - Any other asset (an ERC-20, a coin that pays no fee): the whole balance.
 */
export function maxSendable(balance: string, asset: BridgeAsset, chain: BridgeChain | undefined): string {
  const amount = BigInt(balance)
  const fee = chain?.feeAssets?.find((entry) => entry.denom === asset.denom)
  const price = Number(fee?.gas_price?.high ?? fee?.gas_price?.average)
  const reserve =
    chain?.type === 'evm'
      ? fee
        ? amount / 100n
        : 0n
      : price > 0 && price < Infinity
        ? BigInt(Math.ceil(price * 250_000))
        : 0n
  return (amount > reserve ? amount - reserve : 0n).toString()
}
