import type { SearchBoxLabels } from '../../components/SearchBox/labels.ts'
import type { UsernameProblem } from '../../names/username.ts'
import type { SearchMatch } from '../../search/searchMatch.ts'
import type { FirstWords } from '../layout.ts'
import { agoIn, integerIn, shortDenom, shortHash } from '../shared/search.ts'

const integer = integerIn('fr')

const ago = agoIn('fr', 'short')

const plural = new Intl.PluralRules('fr')

const one = (count: number | string) => plural.select(Number(count)) === 'one'

const chains = (count: number) => `${integer(count)} ${one(count) ? 'chaîne' : 'chaînes'}`

const txs = (count: string) => `${integer(count)} tx`

const status = (success: boolean) => (success ? 'réussie' : 'échec')

function describe(match: SearchMatch, now: number): string {
  const on = `sur ${match.chainName}`
  switch (match.kind) {
    case 'tx':
      return `Tx ${shortHash(match.hash)} ${on} · ${status(match.success)} · ${ago(match.timestamp, now)}`
    case 'evmTx':
      return `Tx EVM ${shortHash(match.hash)} ${on} · ${status(match.success)} · bloc ${integer(match.height)}`
    case 'block':
      return `Bloc ${integer(match.height)} ${on} · ${txs(match.txCount)} · ${ago(match.timestamp, now)}`
    case 'account':
      return `Compte${match.username ? ` ${match.username}` : ''} ${on}${match.txCount ? ` · ${txs(match.txCount)}` : ''} · actif ${ago(match.timestamp, now)}`
    case 'collection':
      return `Collection ${match.name} ${on} · ${integer(match.tokens)} NFT`
    case 'chain':
      return `Chaîne ${match.chainName} (${match.chainId})`
    case 'denom':
      return `Denom ${shortDenom(match.denom)} ${on}${match.symbol ? ` · ${match.symbol}` : ''}`
    case 'token':
      return `Jeton : ${match.symbol} ${on} · ${shortDenom(match.denom)}`
  }
}

const character = (text: string | undefined) =>
  text === undefined
    ? 'un caractère'
    : `« ${text} » (U+${text.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`

const problemWords: Record<UsernameProblem, (at: string) => string> = {
  tooShort: () => 'Un nom compte au moins 3 caractères avant .init.',
  tooLong: () => 'Un nom compte au plus 64 caractères avant .init.',
  lookalike: (at) =>
    `${at} ressemble à une lettre latine sans en être une : tapez le nom en lettres latines.`,
  characters: (at) => `Un nom n’a que des lettres a–z, des chiffres et des traits d’union, pas ${at}.`,
  hyphenEdge: () => 'Un nom ne peut ni commencer ni finir par un trait d’union.',
}

const kindWords: Record<SearchMatch['kind'], string> = {
  tx: 'Tx',
  evmTx: 'Tx EVM',
  block: 'Bloc',
  account: 'Compte',
  collection: 'Collection',
  chain: 'Chaîne',
  denom: 'Denom',
  token: 'Jeton',
}

export const searchBoxLabels: FirstWords<SearchBoxLabels, 'searchBoxLabels'> = {
  input: 'Rechercher',
  placeholder: 'Hash de tx, bloc, adresse, collection ou jeton',
  results: 'Résultats',
  match: describe,
  everywhere: (match, count) =>
    match.kind === 'token'
      ? `Jeton : ${match.symbol} sur ${chains(count)}`
      : match.kind === 'account' && match.username
        ? `Compte ${match.username} sur ${chains(count)}`
        : `${kindWords[match.kind]} sur ${chains(count)}`,
  everywhereGroup: 'Sur plusieurs chaînes',
  noMatch: (count) => `Aucun résultat sur ${chains(count)}`,
  loading: (chainName) => `Recherche sur ${chainName}…`,
  failed: (chainName, error) => `${chainName} : ${error}`,
  notASearch:
    'Saisissez un hash de tx, une hauteur de bloc, une adresse, un nom (alice.init), une collection, un denom, une chaîne ou un symbole de jeton.',
  nothing: 'Aucun résultat.',
  usernameFound: (username, address) => `${username} correspond à ${address}.`,
  usernameNotFound: (username) =>
    `Personne ne porte le nom ${username}. Vérifiez l’orthographe, ou recherchez plutôt l’adresse.`,
  usernameInvalid: (problem, at) => problemWords[problem](character(at)),
  usernamesOff: (username) =>
    `Les noms ne sont pas recherchés ici : ${username} est introuvable. Recherchez plutôt l’adresse.`,
  retry: 'Réessayer',
}
