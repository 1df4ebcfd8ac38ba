import type { SearchBoxLabels } from '../../components/SearchBox/labels.ts'
import type { UsernameProblem } from '../../names/username.ts'
import type { SearchMatch } from '../../search/searchMatch.ts'
import type { FirstWords } from '../layout.ts'
import { agoIn, integerIn, shortDenom, shortHash } from '../shared/search.ts'

const tag = 'ja'

const grouped = integerIn(tag)

const ago = agoIn(tag, 'long')

const chains = (count: number) => `${grouped(count)} チェーン`

const txs = (count: string) => `${grouped(count)} 件の Tx`

const status = (success: boolean) => (success ? '成功' : '失敗')

function describe(match: SearchMatch, now: number): string {
  const on = `（${match.chainName}）`
  switch (match.kind) {
    case 'tx':
      return `Tx ${shortHash(match.hash)}${on} · ${status(match.success)} · ${ago(match.timestamp, now)}`
    case 'evmTx':
      return `EVM Tx ${shortHash(match.hash)}${on} · ${status(match.success)} · ブロック ${grouped(match.height)}`
    case 'block':
      return `ブロック ${grouped(match.height)}${on} · ${txs(match.txCount)} · ${ago(match.timestamp, now)}`
    case 'account':
      return `アカウント${match.username ? ` ${match.username}` : ''}${on}${match.txCount ? ` · ${txs(match.txCount)}` : ''} · 最終取引 ${ago(match.timestamp, now)}`
    case 'collection':
      return `コレクション ${match.name}${on} · ${grouped(match.tokens)} 個の NFT`
    case 'chain':
      return `チェーン ${match.chainName}（${match.chainId}）`
    case 'denom':
      return `デノム ${shortDenom(match.denom)}${on}${match.symbol ? ` · ${match.symbol}` : ''}`
    case 'token':
      return `トークン: ${match.symbol}${on} · ${shortDenom(match.denom)}`
  }
}

const character = (text: string | undefined) =>
  text === undefined
    ? 'その文字'
    : `「${text}」（U+${text.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}）`

const problemWords: Record<UsernameProblem, (at: string) => string> = {
  tooShort: () => '名前は .init の前に 3 文字以上必要です。',
  tooLong: () => '名前は .init の前が 64 文字までです。',
  lookalike: (at) => `${at}はラテン文字に見えますが、違います。名前はラテン文字で入力してください。`,
  characters: (at) => `名前に使えるのは a–z、数字、ハイフンだけです。${at}は使えません。`,
  hyphenEdge: () => '名前の先頭と末尾にハイフンは使えません。',
}

const kindWords: Record<SearchMatch['kind'], string> = {
  tx: 'Tx',
  evmTx: 'EVM Tx',
  block: 'ブロック',
  account: 'アカウント',
  collection: 'コレクション',
  chain: 'チェーン',
  denom: 'デノム',
  token: 'トークン',
}

export const searchBoxLabels: FirstWords<SearchBoxLabels, 'searchBoxLabels'> = {
  input: '検索',
  placeholder: 'Tx ハッシュ、ブロック、アドレス、コレクション、トークン',
  results: '検索結果',
  match: describe,
  everywhere: (match, count) =>
    match.kind === 'token'
      ? `トークン: ${match.symbol}（${chains(count)}）`
      : match.kind === 'account' && match.username
        ? `アカウント ${match.username}（${chains(count)}）`
        : `${kindWords[match.kind]}（${chains(count)}）`,
  everywhereGroup: '複数のチェーン',
  noMatch: (count) => `${chains(count)}で該当なし`,
  loading: (chainName) => `${chainName} を検索中…`,
  failed: (chainName, error) => `${chainName}: ${error}`,
  notASearch:
    'Tx ハッシュ、ブロック高、アドレス、名前（alice.init）、コレクション、デノム、チェーン、トークンシンボルのいずれかを入力してください。',
  nothing: '見つかりませんでした。',
  usernameFound: (username, address) => `${username} は ${address} です。`,
  usernameNotFound: (username) =>
    `${username} という名前のアカウントはありません。綴りを確認するか、アドレスで検索してください。`,
  usernameInvalid: (problem, at) => problemWords[problem](character(at)),
  usernamesOff: (username) =>
    `ここでは名前を検索しないため、${username} は見つかりません。アドレスで検索してください。`,
  retry: '再試行',
}
