import type { SearchBoxLabels } from '../../components/SearchBox/labels.ts'
import type { UsernameProblem } from '../../names/username.ts'
import type { SearchMatch } from '../../search/searchMatch.ts'
import type { FirstWords } from '../layout.ts'
import { agoIn, integerIn, shortDenom, shortHash } from '../shared/search.ts'

const integer = integerIn('pt-BR')

const ago = agoIn('pt-BR', 'long')

const chains = (count: number) => `${integer(count)} ${count === 1 ? 'rede' : 'redes'}`

const txs = (count: string) => `${integer(count)} ${count === '1' ? 'tx' : 'txs'}`

const status = (success: boolean) => (success ? 'sucesso' : 'falhou')

function describe(match: SearchMatch, now: number): string {
  const on = `na ${match.chainName}`
  switch (match.kind) {
    case 'tx':
      return `Tx ${shortHash(match.hash)} ${on} · ${status(match.success)} · ${ago(match.timestamp, now)}`
    case 'evmTx':
      return `Tx EVM ${shortHash(match.hash)} ${on} · ${status(match.success)} · bloco ${integer(match.height)}`
    case 'block':
      return `Bloco ${integer(match.height)} ${on} · ${txs(match.txCount)} · ${ago(match.timestamp, now)}`
    case 'account':
      return `Conta${match.username ? ` ${match.username}` : ''} ${on}${match.txCount ? ` · ${txs(match.txCount)}` : ''} · última ${ago(match.timestamp, now)}`
    case 'collection':
      return `Coleção ${match.name} ${on} · ${integer(match.tokens)} NFTs`
    case 'chain':
      return `Rede ${match.chainName} (${match.chainId})`
    case 'denom':
      return `Denom ${shortDenom(match.denom)} ${on}${match.symbol ? ` · ${match.symbol}` : ''}`
    case 'token':
      return `Token: ${match.symbol} ${on} · ${shortDenom(match.denom)}`
  }
}

const character = (text: string | undefined) =>
  text === undefined
    ? 'um caractere'
    : `“${text}” (U+${text.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`

const problemWords: Record<UsernameProblem, (at: string) => string> = {
  tooShort: () => 'Um nome tem pelo menos 3 caracteres antes de .init.',
  tooLong: () => 'Um nome tem no máximo 64 caracteres antes de .init.',
  lookalike: (at) => `${at} parece uma letra latina, mas não é: digite o nome com letras latinas.`,
  characters: (at) => `Um nome só tem letras a–z, números e hífens, não ${at}.`,
  hyphenEdge: () => 'Um nome não pode começar nem terminar com hífen.',
}

const kindWords: Record<SearchMatch['kind'], string> = {
  tx: 'Tx',
  evmTx: 'Tx EVM',
  block: 'Bloco',
  account: 'Conta',
  collection: 'Coleção',
  chain: 'Rede',
  denom: 'Denom',
  token: 'Token',
}

export const searchBoxLabels: FirstWords<SearchBoxLabels, 'searchBoxLabels'> = {
  input: 'Buscar',
  placeholder: 'Hash de tx, bloco, endereço, coleção ou token',
  results: 'Resultados da busca',
  match: describe,
  everywhere: (match, count) =>
    match.kind === 'token'
      ? `Token: ${match.symbol} em ${chains(count)}`
      : match.kind === 'account' && match.username
        ? `Conta ${match.username} em ${chains(count)}`
        : `${kindWords[match.kind]} em ${chains(count)}`,
  everywhereGroup: 'Em várias redes',
  noMatch: (count) => `Nenhum resultado em ${chains(count)}`,
  loading: (chainName) => `Buscando na ${chainName}…`,
  failed: (chainName, error) => `${chainName}: ${error}`,
  notASearch:
    'Digite um hash de tx, uma altura de bloco, um endereço, um nome (alice.init), uma coleção, um denom, uma rede ou um símbolo de token.',
  nothing: 'Nada encontrado.',
  usernameFound: (username, address) => `${username} é ${address}.`,
  usernameNotFound: (username) => `Ninguém tem o nome ${username}. Confira a grafia ou busque pelo endereço.`,
  usernameInvalid: (problem, at) => problemWords[problem](character(at)),
  usernamesOff: (username) =>
    `Nomes não são buscados aqui, então ${username} não pode ser encontrado. Busque pelo endereço.`,
  retry: 'Tentar de novo',
}
