import { formatAmountOrNull } from '../../amounts/amount.ts'
import { formatLocaleAmount } from '../../amounts/localeAmount.ts'

/** Base units as `1,234.5 USDC` in the locale; raw units with the denom when the asset is unknown. */
export function displayAmount(
  base: string | null | undefined,
  asset: { symbol: string; decimals: number } | undefined,
  locale?: string,
) {
  if (!base) return '—'
  const plain = asset ? formatAmountOrNull(base, asset.decimals) : null
  // a figure that is not base units (or absurd decimals) shows as a dash, never as a wrong amount
  if (plain === null || !asset) return asset ? `— ${asset.symbol}` : base
  return `${formatLocaleAmount(plain, locale)} ${asset.symbol}`
}
