import type { SearchChainState } from '../../hooks/useSearch.ts'
import type { SearchMatch } from '../../search/searchMatch.ts'

/** What a person picks: one match on one chain, or the same thing on several chains (`matches`). */
export interface SearchSelection {
  /** The match picked (for a thing on several chains, its first chain's). */
  match: SearchMatch
  /** Every chain's match of it: one, or several for an account, a token, a denom found on many chains. */
  matches: readonly SearchMatch[]
  /** Where the host's `href`, else the chain's explorer (tx and account pages), links it; undefined when neither. */
  href: string | undefined
}

export interface SearchOption extends SearchSelection {
  id: string
  /** `'all'`: the one option of a thing found on several chains. */
  group: string
}

export interface SearchGroup {
  id: string
  /** The chain's registry name, or empty for the options of things found on several chains. */
  label: string
  options: SearchOption[]
}

const spread = new Set<SearchMatch['kind']>(['account', 'token', 'denom'])

/** The same thing on each chain: an account's 0x bytes, a token's symbol, a denom. */
const sameThing = (match: SearchMatch) =>
  match.kind === 'account'
    ? match.hex
    : match.kind === 'token'
      ? match.symbol
      : match.kind === 'denom'
        ? match.denom
        : ''

export function explorerHref(match: SearchMatch, chains: readonly SearchChainState[]): string | undefined {
  const explorer = chains.find((chain) => chain.chainId === match.chainId)?.explorer
  if (!explorer) return undefined
  if (match.kind === 'tx') return explorer.txUrl(match.hash)
  if (match.kind === 'evmTx') return explorer.txUrl(match.cosmosTxHash ?? match.hash)
  if (match.kind === 'account') return explorer.accountUrl(match.address)
  return undefined
}

/**
 * The results as the list shows them: first what was found on several chains (one option each, "Account on 3
 * chains"), then each chain's matches under its name, in `chains` order.
 */
export function searchGroups(
  matches: readonly SearchMatch[],
  chains: readonly SearchChainState[],
  href: (match: SearchMatch) => string | undefined,
  idPrefix: string,
): SearchGroup[] {
  const option = (
    match: SearchMatch,
    all: readonly SearchMatch[],
    group: string,
    index: number,
  ): SearchOption => ({
    id: `${idPrefix}-${group}-${index}`,
    group,
    match,
    matches: all,
    href: href(match),
  })
  const groups: SearchGroup[] = []
  const together = new Map<string, SearchMatch[]>()
  for (const match of matches)
    if (spread.has(match.kind)) {
      const key = `${match.kind}:${sameThing(match)}`
      together.set(key, [...(together.get(key) ?? []), match])
    }
  const several = [...together.values()].filter((all) => all.length > 1)
  if (several.length > 0)
    groups.push({
      id: `${idPrefix}-all`,
      label: '',
      options: several.map((all, i) => option(all[0]!, all, 'all', i)),
    })
  chains.forEach((chain, chainIndex) => {
    const own = matches.filter((match) => match.chainId === chain.chainId)
    if (own.length > 0)
      groups.push({
        id: `${idPrefix}-g${chainIndex}`,
        label: chain.name,
        options: own.map((match, i) => option(match, [match], `c${chainIndex}`, i)),
      })
  })
  return groups
}
