/** What one chain's indexer holds for a search term. Times are the indexer's RFC 3339 text. */
export type SearchFound =
  | { kind: 'tx'; chainId: string; hash: string; height: string; success: boolean; timestamp: string }
  | {
      kind: 'evmTx'
      chainId: string
      hash: string
      height: string
      success: boolean
      /** The Cosmos tx it was recorded in, as the chain's JSON-RPC links them; null when it cannot say. */
      cosmosTxHash: string | null
    }
  | { kind: 'block'; chainId: string; height: string; hash: string; timestamp: string; txCount: string }
  | {
      kind: 'account'
      chainId: string
      /** As this chain's indexer was sent it (the chain's bech32 prefix). */
      address: string
      hex: string
      /** The account's count of txs on the chain. */
      txCount: string
      /** Its newest tx's time. */
      timestamp: string
      /** The name it was found by (`alice.init`), when the search was a username. */
      username?: string | undefined
    }
  | { kind: 'collection'; chainId: string; address: string; name: string; tokens: number; timestamp: string }

/** What the registry alone answers: a chain, or a denom or token one chain lists. */
export type SearchRegistryFound =
  | { kind: 'chain'; chainId: string }
  | { kind: 'denom'; chainId: string; denom: string; symbol: string | undefined }
  | { kind: 'token'; chainId: string; symbol: string; denom: string }

/** One thing found on one chain, with the chain's registry name. */
export type SearchMatch = (SearchFound | SearchRegistryFound) & { chainName: string }

const timeOf = (match: SearchMatch) => ('timestamp' in match ? Date.parse(match.timestamp) || 0 : 0)

/** Newest first (by the indexer's time); what has no time keeps its order, after what has. */
export function newestFirst(matches: readonly SearchMatch[]): SearchMatch[] {
  return matches
    .map((match, index) => ({ match, index, time: timeOf(match) }))
    .sort((a, b) => b.time - a.time || a.index - b.index)
    .map(({ match }) => match)
}
