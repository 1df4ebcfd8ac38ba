import type { SearchBoxLabels } from '../../components/SearchBox/labels.ts'
import type { UsernameProblem } from '../../names/username.ts'
import type { SearchMatch } from '../../search/searchMatch.ts'
import type { FirstWords } from '../layout.ts'
import { agoIn, integerIn, shortDenom, shortHash } from '../shared/search.ts'

const tag = 'vi'

const grouped = integerIn(tag)

const ago = agoIn(tag, 'long')

const chains = (count: number) => `${grouped(count)} chuỗi`

const txs = (count: string) => `${grouped(count)} giao dịch`

const status = (success: boolean) => (success ? 'thành công' : 'thất bại')

function describe(match: SearchMatch, now: number): string {
  const on = `trên ${match.chainName}`
  switch (match.kind) {
    case 'tx':
      return `Tx ${shortHash(match.hash)} ${on} · ${status(match.success)} · ${ago(match.timestamp, now)}`
    case 'evmTx':
      return `Tx EVM ${shortHash(match.hash)} ${on} · ${status(match.success)} · khối ${grouped(match.height)}`
    case 'block':
      return `Khối ${grouped(match.height)} ${on} · ${txs(match.txCount)} · ${ago(match.timestamp, now)}`
    case 'account':
      return `Tài khoản${match.username ? ` ${match.username}` : ''} ${on}${match.txCount ? ` · ${txs(match.txCount)}` : ''} · gần nhất ${ago(match.timestamp, now)}`
    case 'collection':
      return `Bộ sưu tập ${match.name} ${on} · ${grouped(match.tokens)} NFT`
    case 'chain':
      return `Chuỗi ${match.chainName} (${match.chainId})`
    case 'denom':
      return `Denom ${shortDenom(match.denom)} ${on}${match.symbol ? ` · ${match.symbol}` : ''}`
    case 'token':
      return `Token: ${match.symbol} ${on} · ${shortDenom(match.denom)}`
  }
}

const character = (text: string | undefined) =>
  text === undefined
    ? 'một ký tự'
    : `"${text}" (U+${text.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`

const problemWords: Record<UsernameProblem, (at: string) => string> = {
  tooShort: () => 'Tên có ít nhất 3 ký tự trước .init.',
  tooLong: () => 'Tên có tối đa 64 ký tự trước .init.',
  lookalike: (at) => `${at} trông giống chữ Latin nhưng không phải: hãy gõ tên bằng chữ Latin.`,
  characters: (at) => `Tên chỉ gồm chữ a–z, chữ số và dấu gạch ngang, không có ${at}.`,
  hyphenEdge: () => 'Tên không được bắt đầu hoặc kết thúc bằng dấu gạch ngang.',
}

const kindWords: Record<SearchMatch['kind'], string> = {
  tx: 'Tx',
  evmTx: 'Tx EVM',
  block: 'Khối',
  account: 'Tài khoản',
  collection: 'Bộ sưu tập',
  chain: 'Chuỗi',
  denom: 'Denom',
  token: 'Token',
}

export const searchBoxLabels: FirstWords<SearchBoxLabels, 'searchBoxLabels'> = {
  input: 'Tìm kiếm',
  placeholder: 'Tx hash, khối, địa chỉ, bộ sưu tập hoặc token',
  results: 'Kết quả tìm kiếm',
  match: describe,
  everywhere: (match, count) =>
    match.kind === 'token'
      ? `Token: ${match.symbol} trên ${chains(count)}`
      : match.kind === 'account' && match.username
        ? `Tài khoản ${match.username} trên ${chains(count)}`
        : `${kindWords[match.kind]} trên ${chains(count)}`,
  everywhereGroup: 'Trên nhiều chuỗi',
  noMatch: (count) => `Không khớp trên ${chains(count)}`,
  loading: (chainName) => `Đang tìm trên ${chainName}…`,
  failed: (chainName, error) => `${chainName}: ${error}`,
  notASearch:
    'Hãy nhập tx hash, số khối, địa chỉ, tên (alice.init), bộ sưu tập, denom, chuỗi hoặc ký hiệu token.',
  nothing: 'Không tìm thấy gì.',
  usernameFound: (username, address) => `${username} là ${address}.`,
  usernameNotFound: (username) =>
    `Không ai dùng tên ${username}. Hãy kiểm tra chính tả, hoặc tìm bằng địa chỉ.`,
  usernameInvalid: (problem, at) => problemWords[problem](character(at)),
  usernamesOff: (username) => `Ở đây không tra cứu tên nên không tìm được ${username}. Hãy tìm bằng địa chỉ.`,
  retry: 'Thử lại',
}
