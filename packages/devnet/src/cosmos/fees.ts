// The ante handler's fee check, at the chain's minimum gas prices (the registry's fees.fee_tokens[].
// fixed_min_gas_price): cosmos-sdk x/auth/ante/validator_tx_fee.go CheckTxFeeWithValidatorMinGasPrices, which
// the minitias use, and initia's x/dynamic-fee/ante/fee.go, which also converts each fee coin to the base denom:
// the required fee of a token is ceil(gas × its price), and a fee passes when any of its coins covers the
// required amount of its own token (sdk.Coins.IsAnyGTE). Failing: sdkerrors.ErrInsufficientFee, code 13.
import { CheckTxError } from './ante.ts'

export interface FeeToken {
  denom: string
  /** The registry's fixed_min_gas_price: the least a unit of gas costs in this token. */
  fixedMinGasPrice: number
}

/** ceil(gas × price), exactly for the decimal price the registry writes. */
export function requiredFee(token: FeeToken, gas: bigint): bigint {
  const [whole = '0', fraction = ''] = token.fixedMinGasPrice.toFixed(18).split('.')
  const scaled = BigInt(whole + fraction.padEnd(18, '0'))
  const scale = 10n ** 18n
  return (gas * scaled + scale - 1n) / scale
}

export function requireFee(
  tokens: readonly FeeToken[],
  fee: readonly { denom: string; amount: string }[],
  gas: bigint,
): void {
  const covered = fee.some((coin) => {
    const token = tokens.find((candidate) => candidate.denom === coin.denom)
    if (!token || !/^\d+$/.test(coin.amount)) return false
    const required = requiredFee(token, gas)
    return BigInt(coin.amount) >= (required > 0n ? required : 1n)
  })
  if (covered) return
  const required = tokens.map((token) => {
    const amount = requiredFee(token, gas)
    return amount > 0n ? `${amount}${token.denom}` : `a fee in ${token.denom}`
  })
  throw new CheckTxError(
    13,
    `insufficient fees; got: ${fee.map((coin) => coin.amount + coin.denom).join(',') || '0'} required: ${required.join(',')}: insufficient fee`,
  )
}
