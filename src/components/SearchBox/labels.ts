import type { UsernameProblem } from '../../names/username.ts'
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
  /** A chain still answering (or the L1 asked whose a name is: `alice.init`). */
  loading: (chainName: string) => string
  /** A chain that failed (or the L1 asked for a name: `alice.init`), with the failure in words. */
  failed: (chainName: string, error: string) => string
  /** Text that can be none of the kinds. */
  notASearch: string
  /** A search that found nothing anywhere. */
  nothing: string
  /** The account a username points at, searched on every chain. */
  usernameFound: (username: string, address: string) => string
  /** Nobody has the name. */
  usernameNotFound: (username: string) => string
  /** Text ending in `.init` that is no name, and why (`character`: the one at fault). Nothing is asked. */
  usernameInvalid: (problem: UsernameProblem, character: string | undefined) => string
  /** A name typed where names are off (`usernames={false}`, or no L1). */
  usernamesOff: (username: string) => string
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
      return `Account${match.username ? ` ${match.username}` : ''} ${on}${match.txCount ? ` · ${txs(match.txCount)}` : ''} · last ${ago(match.timestamp, now)}`
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

// the character at fault, and its code point: a Cyrillic а looks like a Latin a
const character = (text: string | undefined) =>
  text === undefined
    ? 'a character'
    : `"${text}" (U+${text.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`

const problemWords: Record<UsernameProblem, (at: string) => string> = {
  tooShort: () => 'A name has at least 3 characters before .init.',
  tooLong: () => 'A name has at most 64 characters before .init.',
  lookalike: (at) => `${at} looks like a Latin letter but is not one: type the name with Latin letters.`,
  characters: (at) => `A name has only letters a–z, digits and hyphens, not ${at}.`,
  hyphenEdge: () => 'A name cannot start or end with a hyphen.',
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
      : match.kind === 'account' && match.username
        ? `Account ${match.username} on ${chains(count)}`
        : `${kindWords[match.kind]} on ${chains(count)}`,
  everywhereGroup: 'On several chains',
  noMatch: (count) => `No match on ${chains(count)}`,
  loading: (chainName) => `Searching ${chainName}…`,
  failed: (chainName, error) => `${chainName}: ${error}`,
  notASearch:
    'Type a tx hash, a block height, an address, a name (alice.init), a collection, a denom, a chain or a token symbol.',
  nothing: 'Nothing found.',
  usernameFound: (username, address) => `${username} is ${address}.`,
  usernameNotFound: (username) =>
    `Nobody has the name ${username}. Check the spelling, or search the address instead.`,
  usernameInvalid: (problem, at) => problemWords[problem](character(at)),
  usernamesOff: (username) =>
    `Names are not looked up here, so ${username} cannot be found. Search the address instead.`,
  retry: 'Retry',
  errors: defaultErrorLabels,
}
