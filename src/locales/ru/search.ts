import type { SearchBoxLabels } from '../../components/SearchBox/labels.ts'
import type { UsernameProblem } from '../../names/username.ts'
import type { SearchMatch } from '../../search/searchMatch.ts'
import type { FirstWords } from '../layout.ts'
import { agoIn, integerIn, shortDenom, shortHash } from '../shared/search.ts'

const integer = integerIn('ru')

const ago = agoIn('ru', 'long')

const rules = new Intl.PluralRules('ru')

const plural = (count: number, one: string, few: string, many: string) => {
  const form = rules.select(count)
  return form === 'one' ? one : form === 'many' ? many : few
}

// "в 1 сети", "в 3 сетях"
const chains = (count: number) => `${integer(count)} ${plural(count, 'сети', 'сетях', 'сетях')}`

const txs = (count: string) =>
  `${integer(count)} ${plural(Number(count), 'транзакция', 'транзакции', 'транзакций')}`

const status = (success: boolean) => (success ? 'успешно' : 'ошибка')

function describe(match: SearchMatch, now: number): string {
  const on = `в сети ${match.chainName}`
  switch (match.kind) {
    case 'tx':
      return `Транзакция ${shortHash(match.hash)} ${on} · ${status(match.success)} · ${ago(match.timestamp, now)}`
    case 'evmTx':
      return `EVM-транзакция ${shortHash(match.hash)} ${on} · ${status(match.success)} · блок ${integer(match.height)}`
    case 'block':
      return `Блок ${integer(match.height)} ${on} · ${txs(match.txCount)} · ${ago(match.timestamp, now)}`
    case 'account':
      return `Аккаунт${match.username ? ` ${match.username}` : ''} ${on}${match.txCount ? ` · ${txs(match.txCount)}` : ''} · активность ${ago(match.timestamp, now)}`
    case 'collection':
      return `Коллекция ${match.name} ${on} · ${integer(match.tokens)} NFT`
    case 'chain':
      return `Сеть ${match.chainName} (${match.chainId})`
    case 'denom':
      return `Деном ${shortDenom(match.denom)} ${on}${match.symbol ? ` · ${match.symbol}` : ''}`
    case 'token':
      return `Токен: ${match.symbol} ${on} · ${shortDenom(match.denom)}`
  }
}

const character = (text: string | undefined) =>
  text === undefined
    ? 'этот символ'
    : `символ «${text}» (U+${text.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`

const problemWords: Record<UsernameProblem, (at: string) => string> = {
  tooShort: () => 'В имени не меньше 3 символов перед .init.',
  tooLong: () => 'В имени не больше 64 символов перед .init.',
  lookalike: (at) =>
    `${at.charAt(0).toUpperCase()}${at.slice(1)} похож на латинскую букву, но это не она: наберите имя латиницей.`,
  characters: (at) => `В имени допустимы только буквы a–z, цифры и дефис, а ${at} — нет.`,
  hyphenEdge: () => 'Имя не может начинаться или заканчиваться дефисом.',
}

const kindWords: Record<SearchMatch['kind'], string> = {
  tx: 'Транзакция',
  evmTx: 'EVM-транзакция',
  block: 'Блок',
  account: 'Аккаунт',
  collection: 'Коллекция',
  chain: 'Сеть',
  denom: 'Деном',
  token: 'Токен',
}

export const searchBoxLabels: FirstWords<SearchBoxLabels, 'searchBoxLabels'> = {
  input: 'Поиск',
  placeholder: 'Хеш, блок, адрес, коллекция или токен',
  results: 'Результаты поиска',
  match: describe,
  everywhere: (match, count) =>
    match.kind === 'token'
      ? `Токен: ${match.symbol} в ${chains(count)}`
      : match.kind === 'account' && match.username
        ? `Аккаунт ${match.username} в ${chains(count)}`
        : `${kindWords[match.kind]} в ${chains(count)}`,
  everywhereGroup: 'В нескольких сетях',
  noMatch: (count) => `Нет совпадений в ${chains(count)}`,
  loading: (chainName) => `Ищем в сети ${chainName}…`,
  failed: (chainName, error) => `${chainName}: ${error}`,
  notASearch:
    'Введите хеш транзакции, высоту блока, адрес, имя (alice.init), коллекцию, деном, сеть или символ токена.',
  nothing: 'Ничего не найдено.',
  usernameFound: (username, address) => `${username} — это ${address}.`,
  usernameNotFound: (username) => `Имени ${username} ни у кого нет. Проверьте написание или ищите по адресу.`,
  usernameInvalid: (problem, at) => problemWords[problem](character(at)),
  usernamesOff: (username) => `Имена здесь не ищутся, поэтому ${username} не найти. Ищите по адресу.`,
  retry: 'Повторить',
}
