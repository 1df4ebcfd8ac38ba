// The least a swap may give: what the review and the withdrawal driver (both loaded on first use) compute. Pure.

/** `amount` (base units) less `slippagePercent` ("1", "0.5"; hundredths of a percent kept), in integers. */
export function lessSlippage(amount: string, slippagePercent: string): string {
  const [whole = '0', fraction = ''] = slippagePercent.split('.')
  const hundredths = BigInt(whole || '0') * 100n + BigInt(`${fraction}00`.slice(0, 2))
  return ((BigInt(amount) * (10_000n - hundredths)) / 10_000n).toString()
}
