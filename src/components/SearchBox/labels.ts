import type { SearchMatch } from '../../search/searchMatch.ts'
import { defaultErrorLabels, type ErrorLabels } from '../shared/ErrorAlert.tsx'
import { formatInteger, formatRelativeTime, shortDenom, shortHash } from '../shared/format.ts'

export interface SearchBoxLabels {
  /** The text box's accessible name. */
  input: string
  placeholder: string
  /** The list of results' accessible name. */
  results: string
  /** What one match says, e.g. "Tx on Evm · success · 2 min ago". */
  match: (match: SearchMatch, now: number) => string
  /** The same thing found on several chains: "Account on 3 chains", "Token: USDC on 4 chains". */
  everywhere: (match: SearchMatch, chains: number) => string
  /** The name of the group of things found on several chains. */
  everywhereGroup: string
  /** Chains that answered without a match. */
  noMatch: (chains: number) => string
  /** A chain still answering. */
  loading: (chainName: string) => string
  /** A chain that failed, with the failure in words. */
  failed: (chainName: string, error: string) => string
  /** Text that can be none of the kinds. */
  notASearch: string
  /** A search that found nothing anywhere. */
  nothing: string
  retry: string
  errors: ErrorLabels
}

const chains = (count: number) => `${formatInteger(count)} ${count === 1 ? 'chain' : 'chains'}`
const txs = (count: string) => `${formatInteger(count)} ${count === '1' ? 'tx' : 'txs'}`
const status = (success: boolean) => (success ? 'success' : 'failed')
const ago = (timestamp: string, now: number) => formatRelativeTime(timestamp, now)

function describe(match: SearchMatch, now: number): string {
  const on = `on ${match.chainName}`
  switch (match.kind) {
    case 'tx':
      return `Tx ${shortHash(match.hash, 6)} ${on} · ${status(match.success)} · ${ago(match.timestamp, now)}`
    case 'evmTx':
      return `EVM tx ${shortHash(match.hash, 6)} ${on} · ${status(match.success)} · block ${formatInteger(match.height)}`
    case 'block':
      return `Block ${formatInteger(match.height)} ${on} · ${txs(match.txCount)} · ${ago(match.timestamp, now)}`
    case 'account':
      return `Account ${on}${match.txCount ? ` · ${txs(match.txCount)}` : ''} · last ${ago(match.timestamp, now)}`
    case 'collection':
      return `Collection ${match.name} ${on} · ${formatInteger(match.tokens)} NFTs`
    case 'chain':
      return `Chain ${match.chainName} (${match.chainId})`
    case 'denom':
      return `Denom ${shortDenom(match.denom)} ${on}${match.symbol ? ` · ${match.symbol}` : ''}`
    case 'token':
      return `Token: ${match.symbol} ${on} · ${shortDenom(match.denom)}`
  }
}

const kindWords: Record<SearchMatch['kind'], string> = {
  tx: 'Tx',
  evmTx: 'EVM tx',
  block: 'Block',
  account: 'Account',
  collection: 'Collection',
  chain: 'Chain',
  denom: 'Denom',
  token: 'Token',
}

export const defaultSearchBoxLabels: SearchBoxLabels = {
  input: 'Search',
  placeholder: 'Tx hash, block, address, collection or token',
  results: 'Search results',
  match: describe,
  everywhere: (match, count) =>
    match.kind === 'token'
      ? `Token: ${match.symbol} on ${chains(count)}`
      : `${kindWords[match.kind]} on ${chains(count)}`,
  everywhereGroup: 'On several chains',
  noMatch: (count) => `No match on ${chains(count)}`,
  loading: (chainName) => `Searching ${chainName}…`,
  failed: (chainName, error) => `${chainName}: ${error}`,
  notASearch: 'Type a tx hash, a block height, an address, a collection, a denom, a chain or a token symbol.',
  nothing: 'Nothing found.',
  retry: 'Retry',
  errors: defaultErrorLabels,
}
