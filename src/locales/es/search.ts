import type { SearchBoxLabels } from '../../components/SearchBox/labels.ts'
import type { UsernameProblem } from '../../names/username.ts'
import type { SearchMatch } from '../../search/searchMatch.ts'
import type { FirstWords } from '../layout.ts'
import { agoIn, integerIn, shortDenom, shortHash } from '../shared/search.ts'

const integer = integerIn('es')

const ago = agoIn('es', 'long')

const chains = (count: number) => `${integer(count)} ${count === 1 ? 'red' : 'redes'}`

const txs = (count: string) => `${integer(count)} ${count === '1' ? 'tx' : 'txs'}`

const status = (success: boolean) => (success ? 'correcta' : 'fallida')

function describe(match: SearchMatch, now: number): string {
  const on = `en ${match.chainName}`
  switch (match.kind) {
    case 'tx':
      return `Tx ${shortHash(match.hash)} ${on} · ${status(match.success)} · ${ago(match.timestamp, now)}`
    case 'evmTx':
      return `Tx EVM ${shortHash(match.hash)} ${on} · ${status(match.success)} · bloque ${integer(match.height)}`
    case 'block':
      return `Bloque ${integer(match.height)} ${on} · ${txs(match.txCount)} · ${ago(match.timestamp, now)}`
    case 'account':
      return `Cuenta${match.username ? ` ${match.username}` : ''} ${on}${match.txCount ? ` · ${txs(match.txCount)}` : ''} · última ${ago(match.timestamp, now)}`
    case 'collection':
      return `Colección ${match.name} ${on} · ${integer(match.tokens)} NFT`
    case 'chain':
      return `Red ${match.chainName} (${match.chainId})`
    case 'denom':
      return `Denom ${shortDenom(match.denom)} ${on}${match.symbol ? ` · ${match.symbol}` : ''}`
    case 'token':
      return `Token: ${match.symbol} ${on} · ${shortDenom(match.denom)}`
  }
}

const character = (text: string | undefined) =>
  text === undefined
    ? 'un carácter'
    : `«${text}» (U+${text.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`

const problemWords: Record<UsernameProblem, (at: string) => string> = {
  tooShort: () => 'Un nombre tiene al menos 3 caracteres antes de .init.',
  tooLong: () => 'Un nombre tiene como máximo 64 caracteres antes de .init.',
  lookalike: (at) => `${at} parece una letra latina, pero no lo es: escribe el nombre con letras latinas.`,
  characters: (at) => `Un nombre solo tiene letras a–z, cifras y guiones, no ${at}.`,
  hyphenEdge: () => 'Un nombre no puede empezar ni terminar con guion.',
}

const kindWords: Record<SearchMatch['kind'], string> = {
  tx: 'Tx',
  evmTx: 'Tx EVM',
  block: 'Bloque',
  account: 'Cuenta',
  collection: 'Colección',
  chain: 'Red',
  denom: 'Denom',
  token: 'Token',
}

export const searchBoxLabels: FirstWords<SearchBoxLabels, 'searchBoxLabels'> = {
  input: 'Buscar',
  placeholder: 'Hash de tx, bloque, dirección, colección o token',
  results: 'Resultados de búsqueda',
  match: describe,
  everywhere: (match, count) =>
    match.kind === 'token'
      ? `Token: ${match.symbol} en ${chains(count)}`
      : match.kind === 'account' && match.username
        ? `Cuenta ${match.username} en ${chains(count)}`
        : `${kindWords[match.kind]} en ${chains(count)}`,
  everywhereGroup: 'En varias redes',
  noMatch: (count) => `Sin resultados en ${chains(count)}`,
  loading: (chainName) => `Buscando en ${chainName}…`,
  failed: (chainName, error) => `${chainName}: ${error}`,
  notASearch:
    'Escribe un hash de tx, una altura de bloque, una dirección, un nombre (alice.init), una colección, un denom, una red o un símbolo de token.',
  nothing: 'No se encontró nada.',
  usernameFound: (username, address) => `${username} es ${address}.`,
  usernameNotFound: (username) =>
    `Nadie tiene el nombre ${username}. Revisa cómo se escribe o busca la dirección.`,
  usernameInvalid: (problem, at) => problemWords[problem](character(at)),
  usernamesOff: (username) =>
    `Aquí no se buscan nombres, así que no se puede encontrar ${username}. Busca la dirección.`,
  retry: 'Reintentar',
}
