/**
 * How the registry's denoms compare: the hex of `ibc/`, `l2/` and `evm/` denoms in any case (evm/ addresses come
 * checksummed or not), and an ERC-20's 0x address as its `evm/` denom.
 */
export function denomKey(denom: string): string {
  if (/^0x[0-9a-f]{40}$/i.test(denom)) return `evm/${denom.slice(2).toLowerCase()}`
  return /^(ibc|l2|evm)\//i.test(denom) ? denom.toLowerCase() : denom
}
