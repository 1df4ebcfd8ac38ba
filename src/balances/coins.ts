// Cosmos coins as events write them: `Coins.String()`, amounts and denoms joined, comma separated ("6162uinit,
// 5ibc/…"). The denom pattern is cosmos-sdk's types/coin.go `reDnmString`: [a-zA-Z][a-zA-Z0-9/:._-]{2,127}.

export interface ParsedCoin {
  denom: string
  amount: bigint
}

// an Int is at most 256 bits (78 digits); a longer figure is no amount a chain sends
const coinPattern = /^(\d{1,78})([a-zA-Z][a-zA-Z0-9/:._-]{2,127})$/

/** The coins of an event's `amount`; undefined when any part is not a coin. An empty string is no coins. */
export function parseCoins(value: string | null | undefined): ParsedCoin[] | undefined {
  if (typeof value !== 'string') return undefined
  const parts = value.split(',').filter((part) => part.trim() !== '')
  const coins: ParsedCoin[] = []
  for (const part of parts) {
    const match = coinPattern.exec(part.trim())
    if (!match) return undefined
    coins.push({ amount: BigInt(match[1]!), denom: match[2]! })
  }
  return coins
}

/** A decimal amount of a Move or EVM event (u64 or uint256 as a string), or undefined. */
export function parseAmount(value: unknown): bigint | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  return typeof value === 'string' && /^\d{1,78}$/.test(value) ? BigInt(value) : undefined
}
