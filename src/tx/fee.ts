import type { RegistryChain } from '../registry/schemas.ts'

/**
 * The gas limit asked for: the simulated gas times 1.4, InterwovenKit's `DEFAULT_GAS_ADJUSTMENT`
 * (packages/interwovenkit-react/src/public/data/constants.ts), rounded up as its `Math.ceil(simulatedGas * gasMultiplier)`
 * (src/data/tx.ts).
 */
export const gasAdjustment = { numerator: 14n, denominator: 10n }

/** The most gas a tx can ask for: the fee's gas limit is a uint64 (cosmos/tx/v1beta1/tx.proto Fee.gas_limit). */
export const maxGasLimit = 2n ** 64n - 1n

/** One way to pay the fee: a fee token of the chain and what the tx costs in it. */
export interface FeeOption {
  denom: string
  /** The token's gas price, as the registry gives it. */
  gasPrice: number
  /** ceil(gas limit × gas price), in base units. */
  amount: bigint
}

export interface TxFee {
  gasLimit: bigint
  /** One per fee token with a usable price, in the registry's order. */
  options: FeeOption[]
}

const priceScale = 10n ** 18n

/** A registry price (a JSON number, maybe `1e-7`) as an exact fraction over 10^18; undefined when it is no price. */
function scaledPrice(price: number): bigint | undefined {
  if (!Number.isFinite(price) || price < 0 || price > 1e12) return undefined
  const [whole = '0', fraction = ''] = price.toFixed(18).split('.')
  return BigInt(whole) * priceScale + BigInt(fraction.padEnd(18, '0').slice(0, 18))
}

const ceilDiv = (numerator: bigint, denominator: bigint) => (numerator + denominator - 1n) / denominator

/**
 * The chain's fee options for `gasUsed`: its `fees.fee_tokens` priced at `fixed_min_gas_price` (InterwovenKit's
 * src/data/fee.ts fetchGasPrices for rollups), else the average or low price; cosmjs's `calculateFee` rounds the
 * same way (ceil).
 */
export function txFee(chain: Pick<RegistryChain, 'fees'>, gasUsed: bigint): TxFee {
  const gasLimit = ceilDiv(gasUsed * gasAdjustment.numerator, gasAdjustment.denominator)
  const options = chain.fees.fee_tokens.flatMap((token) => {
    const gasPrice = token.fixed_min_gas_price ?? token.average_gas_price ?? token.low_gas_price
    const scaled = gasPrice === undefined ? undefined : scaledPrice(gasPrice)
    if (gasPrice === undefined || scaled === undefined) return []
    return [{ denom: token.denom, gasPrice, amount: ceilDiv(gasLimit * scaled, priceScale) }]
  })
  return { gasLimit, options }
}
