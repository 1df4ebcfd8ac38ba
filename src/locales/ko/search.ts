import type { SearchBoxLabels } from '../../components/SearchBox/labels.ts'
import type { UsernameProblem } from '../../names/username.ts'
import type { SearchMatch } from '../../search/searchMatch.ts'
import type { FirstWords } from '../layout.ts'
import { agoIn, integerIn, shortDenom, shortHash } from '../shared/search.ts'

const tag = 'ko'

const grouped = integerIn(tag)

const ago = agoIn(tag, 'long')

const chains = (count: number) => `체인 ${grouped(count)}개`

const txs = (count: string) => `트랜잭션 ${grouped(count)}개`

const status = (success: boolean) => (success ? '성공' : '실패')

function describe(match: SearchMatch, now: number): string {
  const on = `(${match.chainName})`
  switch (match.kind) {
    case 'tx':
      return `트랜잭션 ${shortHash(match.hash)} ${on} · ${status(match.success)} · ${ago(match.timestamp, now)}`
    case 'evmTx':
      return `EVM 트랜잭션 ${shortHash(match.hash)} ${on} · ${status(match.success)} · 블록 ${grouped(match.height)}`
    case 'block':
      return `블록 ${grouped(match.height)} ${on} · ${txs(match.txCount)} · ${ago(match.timestamp, now)}`
    case 'account':
      return `계정${match.username ? ` ${match.username}` : ''} ${on}${match.txCount ? ` · ${txs(match.txCount)}` : ''} · 최근 활동 ${ago(match.timestamp, now)}`
    case 'collection':
      return `컬렉션 ${match.name} ${on} · NFT ${grouped(match.tokens)}개`
    case 'chain':
      return `체인 ${match.chainName} (${match.chainId})`
    case 'denom':
      return `디놈 ${shortDenom(match.denom)} ${on}${match.symbol ? ` · ${match.symbol}` : ''}`
    case 'token':
      return `토큰: ${match.symbol} ${on} · ${shortDenom(match.denom)}`
  }
}

const character = (text: string | undefined) =>
  text === undefined
    ? '이 문자'
    : `"${text}"(U+${text.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`

const problemWords: Record<UsernameProblem, (at: string) => string> = {
  tooShort: () => '이름은 .init 앞이 3자 이상이어야 합니다.',
  tooLong: () => '이름은 .init 앞이 64자 이하여야 합니다.',
  lookalike: (at) => `${at}은(는) 라틴 문자처럼 보이지만 아닙니다. 이름을 라틴 문자로 입력하세요.`,
  characters: (at) => `이름에는 a–z, 숫자, 하이픈만 쓸 수 있습니다. ${at}은(는) 쓸 수 없습니다.`,
  hyphenEdge: () => '이름은 하이픈으로 시작하거나 끝날 수 없습니다.',
}

const kindWords: Record<SearchMatch['kind'], string> = {
  tx: '트랜잭션',
  evmTx: 'EVM 트랜잭션',
  block: '블록',
  account: '계정',
  collection: '컬렉션',
  chain: '체인',
  denom: '디놈',
  token: '토큰',
}

export const searchBoxLabels: FirstWords<SearchBoxLabels, 'searchBoxLabels'> = {
  input: '검색',
  placeholder: '트랜잭션 해시, 블록, 주소, 컬렉션 또는 토큰',
  results: '검색 결과',
  match: describe,
  everywhere: (match, count) =>
    match.kind === 'token'
      ? `토큰: ${match.symbol} (${chains(count)})`
      : match.kind === 'account' && match.username
        ? `계정 ${match.username} (${chains(count)})`
        : `${kindWords[match.kind]} (${chains(count)})`,
  everywhereGroup: '여러 체인',
  noMatch: (count) => `${chains(count)}에서 일치 항목 없음`,
  loading: (chainName) => `${chainName} 검색 중…`,
  failed: (chainName, error) => `${chainName}: ${error}`,
  notASearch:
    '트랜잭션 해시, 블록 높이, 주소, 이름(alice.init), 컬렉션, 디놈, 체인 또는 토큰 심볼을 입력하세요.',
  nothing: '찾은 항목이 없습니다.',
  usernameFound: (username, address) => `${username}의 주소는 ${address}입니다.`,
  usernameNotFound: (username) =>
    `${username} 이름을 가진 계정이 없습니다. 철자를 확인하거나 주소로 검색하세요.`,
  usernameInvalid: (problem, at) => problemWords[problem](character(at)),
  usernamesOff: (username) =>
    `여기서는 이름을 조회하지 않아 ${username}을(를) 찾을 수 없습니다. 주소로 검색하세요.`,
  retry: '다시 시도',
}
