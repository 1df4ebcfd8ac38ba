import { formatAmountOrNull } from '../../bridge/amount.ts'
import { HttpError } from '../../http/errors.ts'
import type { Coin } from '../../indexer/schemas.ts'

/** How to show a denom: its symbol and decimals. Without one, amounts show in base units with the denom. */
export interface DenomDisplay {
  symbol: string
  decimals: number
}

/**
 * An RFC 3339 timestamp as `2026-03-01 00:18:28 UTC`: the same text on the server and in every browser,
 * so server-rendered markup hydrates unchanged. Pass your own through `labels.formatTime` for local time.
 */
export function formatTimestamp(timestamp: string): string {
  return timestamp.replace('T', ' ').replace(/\.\d+/, '').replace(/Z$/, ' UTC')
}

/** `6F965259…0B12A746`: the start and end of a long hash or address. */
export function shortHash(hash: string, keep = 8): string {
  return hash.length > keep * 2 + 2 ? `${hash.slice(0, keep)}…${hash.slice(-keep)}` : hash
}

/** An exact amount: `1.5 INIT` with a known denom, else `1500000 uinit`. */
export function formatCoin(coin: Coin, denoms?: Readonly<Record<string, DenomDisplay>>): string {
  const display = denoms?.[coin.denom]
  // a server's amount that is not base units is shown as sent, never thrown during render
  const amount = display ? formatAmountOrNull(coin.amount, display.decimals) : null
  return display && amount !== null ? `${amount} ${display.symbol}` : `${coin.amount} ${coin.denom}`
}

/** The indexer's own "not found" (`[NOT_FOUND] ...`), as opposed to a wrong URL's 404 (`Cannot GET ...`). */
export function isNotFound(error: unknown): boolean {
  return error instanceof HttpError && error.status === 404 && error.body.startsWith('[NOT_FOUND]')
}
