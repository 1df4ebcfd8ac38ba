import type { SearchChain } from './searchChain.ts'
import type { SearchMatch } from './searchMatch.ts'
import type { SearchTerm } from './searchTerm.ts'

/** The matches the registry alone answers (chains, denoms, tokens), on the chains among `chainIds`. */
export function registryMatches(
  terms: readonly SearchTerm[],
  chains: readonly SearchChain[],
  chainIds: ReadonlySet<string> | 'all',
): SearchMatch[] {
  const nameOf = (chainId: string) => chains.find((chain) => chain.chainId === chainId)?.name ?? chainId
  const shown = (chainId: string) => chainIds === 'all' || chainIds.has(chainId)
  return terms.flatMap((term): SearchMatch[] => {
    const on = term.chainIds.filter(shown)
    switch (term.kind) {
      case 'chain':
        return on.map((chainId) => ({ kind: 'chain', chainId, chainName: nameOf(chainId) }))
      case 'denom':
        return on.map((chainId) => ({
          kind: 'denom',
          chainId,
          chainName: nameOf(chainId),
          denom: term.denom,
          symbol: chains
            .find((chain) => chain.chainId === chainId)
            ?.denoms.find((d) => d.denom === term.denom)?.symbol,
        }))
      case 'token':
        return on.map((chainId) => ({
          kind: 'token',
          chainId,
          chainName: nameOf(chainId),
          symbol: term.symbol,
          denom: term.denoms[chainId]!,
        }))
      default:
        return []
    }
  })
}
