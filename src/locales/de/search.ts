import type { SearchBoxLabels } from '../../components/SearchBox/labels.ts'
import type { UsernameProblem } from '../../names/username.ts'
import type { SearchMatch } from '../../search/searchMatch.ts'
import type { FirstWords } from '../layout.ts'
import { agoIn, integerIn, shortDenom, shortHash } from '../shared/search.ts'

const integer = integerIn('de')

const ago = agoIn('de', 'short')

const plural = new Intl.PluralRules('de')

const one = (count: number | string) => plural.select(Number(count)) === 'one'

const chains = (count: number) => `${integer(count)} ${one(count) ? 'Chain' : 'Chains'}`

const txs = (count: string) => `${integer(count)} ${one(count) ? 'Tx' : 'Txs'}`

const status = (success: boolean) => (success ? 'erfolgreich' : 'fehlgeschlagen')

function describe(match: SearchMatch, now: number): string {
  const on = `auf ${match.chainName}`
  switch (match.kind) {
    case 'tx':
      return `Tx ${shortHash(match.hash)} ${on} · ${status(match.success)} · ${ago(match.timestamp, now)}`
    case 'evmTx':
      return `EVM-Tx ${shortHash(match.hash)} ${on} · ${status(match.success)} · Block ${integer(match.height)}`
    case 'block':
      return `Block ${integer(match.height)} ${on} · ${txs(match.txCount)} · ${ago(match.timestamp, now)}`
    case 'account':
      return `Konto${match.username ? ` ${match.username}` : ''} ${on}${match.txCount ? ` · ${txs(match.txCount)}` : ''} · zuletzt ${ago(match.timestamp, now)}`
    case 'collection':
      return `Kollektion ${match.name} ${on} · ${integer(match.tokens)} NFTs`
    case 'chain':
      return `Chain ${match.chainName} (${match.chainId})`
    case 'denom':
      return `Denom ${shortDenom(match.denom)} ${on}${match.symbol ? ` · ${match.symbol}` : ''}`
    case 'token':
      return `Token: ${match.symbol} ${on} · ${shortDenom(match.denom)}`
  }
}

const character = (text: string | undefined) =>
  text === undefined
    ? 'ein Zeichen'
    : `„${text}“ (U+${text.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`

const problemWords: Record<UsernameProblem, (at: string) => string> = {
  tooShort: () => 'Ein Name hat mindestens 3 Zeichen vor .init.',
  tooLong: () => 'Ein Name hat höchstens 64 Zeichen vor .init.',
  lookalike: (at) =>
    `${at} sieht aus wie ein lateinischer Buchstabe, ist aber keiner: Den Namen mit lateinischen Buchstaben tippen.`,
  characters: (at) => `Ein Name hat nur Buchstaben a–z, Ziffern und Bindestriche, nicht ${at}.`,
  hyphenEdge: () => 'Ein Name darf nicht mit einem Bindestrich beginnen oder enden.',
}

const kindWords: Record<SearchMatch['kind'], string> = {
  tx: 'Tx',
  evmTx: 'EVM-Tx',
  block: 'Block',
  account: 'Konto',
  collection: 'Kollektion',
  chain: 'Chain',
  denom: 'Denom',
  token: 'Token',
}

export const searchBoxLabels: FirstWords<SearchBoxLabels, 'searchBoxLabels'> = {
  input: 'Suchen',
  placeholder: 'Tx-Hash, Block, Adresse, Kollektion oder Token',
  results: 'Suchergebnisse',
  match: describe,
  everywhere: (match, count) =>
    match.kind === 'token'
      ? `Token: ${match.symbol} auf ${chains(count)}`
      : match.kind === 'account' && match.username
        ? `Konto ${match.username} auf ${chains(count)}`
        : `${kindWords[match.kind]} auf ${chains(count)}`,
  everywhereGroup: 'Auf mehreren Chains',
  noMatch: (count) => `Kein Treffer auf ${chains(count)}`,
  loading: (chainName) => `${chainName} wird durchsucht…`,
  failed: (chainName, error) => `${chainName}: ${error}`,
  notASearch:
    'Tx-Hash, Blockhöhe, Adresse, Namen (alice.init), Kollektion, Denom, Chain oder Token-Symbol eingeben.',
  nothing: 'Nichts gefunden.',
  usernameFound: (username, address) => `${username} ist ${address}.`,
  usernameNotFound: (username) =>
    `Niemand hat den Namen ${username}. Schreibweise prüfen oder stattdessen die Adresse suchen.`,
  usernameInvalid: (problem, at) => problemWords[problem](character(at)),
  usernamesOff: (username) =>
    `Namen werden hier nicht aufgelöst, daher ist ${username} nicht auffindbar. Stattdessen die Adresse suchen.`,
  retry: 'Wiederholen',
}
