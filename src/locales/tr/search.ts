import type { SearchBoxLabels } from '../../components/SearchBox/labels.ts'
import type { UsernameProblem } from '../../names/username.ts'
import type { SearchMatch } from '../../search/searchMatch.ts'
import type { FirstWords } from '../layout.ts'
import { agoIn, integerIn, shortDenom, shortHash } from '../shared/search.ts'

const integer = integerIn('tr')

const ago = agoIn('tr', 'short')

// Turkish nouns stay singular after a number; the suffix goes on the noun, never on an argument
const onChains = (count: number) => `${integer(count)} zincirde`

const status = (success: boolean) => (success ? 'başarılı' : 'başarısız')

function describe(match: SearchMatch, now: number): string {
  const on = `${match.chainName} zincirinde`
  switch (match.kind) {
    case 'tx':
      return `İşlem ${shortHash(match.hash)} ${on} · ${status(match.success)} · ${ago(match.timestamp, now)}`
    case 'evmTx':
      return `EVM işlemi ${shortHash(match.hash)} ${on} · ${status(match.success)} · blok ${integer(match.height)}`
    case 'block':
      return `Blok ${integer(match.height)} ${on} · ${integer(match.txCount)} işlem · ${ago(match.timestamp, now)}`
    case 'account':
      return `Hesap${match.username ? ` ${match.username}` : ''} ${on}${match.txCount ? ` · ${integer(match.txCount)} işlem` : ''} · son etkinlik ${ago(match.timestamp, now)}`
    case 'collection':
      return `Koleksiyon ${match.name} ${on} · ${integer(match.tokens)} NFT`
    case 'chain':
      return `Zincir ${match.chainName} (${match.chainId})`
    case 'denom':
      return `Denom ${shortDenom(match.denom)} ${on}${match.symbol ? ` · ${match.symbol}` : ''}`
    case 'token':
      return `Token: ${match.symbol} ${on} · ${shortDenom(match.denom)}`
  }
}

const character = (text: string | undefined) =>
  text === undefined
    ? 'bir karakter'
    : `“${text}” (U+${text.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`

const problemWords: Record<UsernameProblem, (at: string) => string> = {
  tooShort: () => 'Bir adda .init öncesinde en az 3 karakter olur.',
  tooLong: () => 'Bir adda .init öncesinde en fazla 64 karakter olur.',
  lookalike: (at) => `${at} Latin harfine benziyor ama değil: adı Latin harfleriyle yazın.`,
  characters: (at) => `Bir adda yalnızca a–z harfleri, rakamlar ve kısa çizgi olur; şu olamaz: ${at}.`,
  hyphenEdge: () => 'Bir ad kısa çizgiyle başlayamaz veya bitemez.',
}

const kindWords: Record<SearchMatch['kind'], string> = {
  tx: 'İşlem',
  evmTx: 'EVM işlemi',
  block: 'Blok',
  account: 'Hesap',
  collection: 'Koleksiyon',
  chain: 'Zincir',
  denom: 'Denom',
  token: 'Token',
}

export const searchBoxLabels: FirstWords<SearchBoxLabels, 'searchBoxLabels'> = {
  input: 'Ara',
  placeholder: 'İşlem hash’i, blok, adres, koleksiyon veya token',
  results: 'Arama sonuçları',
  match: describe,
  everywhere: (match, count) =>
    match.kind === 'token'
      ? `Token: ${match.symbol}, ${onChains(count)}`
      : match.kind === 'account' && match.username
        ? `Hesap ${match.username}, ${onChains(count)}`
        : `${kindWords[match.kind]}, ${onChains(count)}`,
  everywhereGroup: 'Birden çok zincirde',
  noMatch: (count) => `${onChains(count)} eşleşme yok`,
  loading: (chainName) => `Aranıyor: ${chainName}…`,
  failed: (chainName, error) => `${chainName}: ${error}`,
  notASearch:
    'İşlem hash’i, blok yüksekliği, adres, ad (alice.init), koleksiyon, denom, zincir veya token sembolü yazın.',
  nothing: 'Hiçbir şey bulunamadı.',
  usernameFound: (username, address) => `${username} adresi: ${address}.`,
  usernameNotFound: (username) =>
    `${username} adında kimse yok. Yazımı kontrol edin veya bunun yerine adresi arayın.`,
  usernameInvalid: (problem, at) => problemWords[problem](character(at)),
  usernamesOff: (username) =>
    `Adlar burada sorgulanmıyor, bu yüzden ${username} bulunamaz. Bunun yerine adresi arayın.`,
  retry: 'Tekrar dene',
}
