import type { SearchBoxLabels } from '../../components/SearchBox/labels.ts'
import type { UsernameProblem } from '../../names/username.ts'
import type { SearchMatch } from '../../search/searchMatch.ts'
import type { FirstWords } from '../layout.ts'
import { agoIn, integerIn, shortDenom, shortHash } from '../shared/search.ts'

const tag = 'zh-CN'

const grouped = integerIn(tag)

const ago = agoIn(tag, 'long')

const chains = (count: number) => `${grouped(count)} 条链`

const txs = (count: string) => `${grouped(count)} 笔交易`

const status = (success: boolean) => (success ? '成功' : '失败')

function describe(match: SearchMatch, now: number): string {
  const on = `（${match.chainName}）`
  switch (match.kind) {
    case 'tx':
      return `交易 ${shortHash(match.hash)}${on} · ${status(match.success)} · ${ago(match.timestamp, now)}`
    case 'evmTx':
      return `EVM 交易 ${shortHash(match.hash)}${on} · ${status(match.success)} · 区块 ${grouped(match.height)}`
    case 'block':
      return `区块 ${grouped(match.height)}${on} · ${txs(match.txCount)} · ${ago(match.timestamp, now)}`
    case 'account':
      return `账户${match.username ? ` ${match.username}` : ''}${on}${match.txCount ? ` · ${txs(match.txCount)}` : ''} · 最近交易 ${ago(match.timestamp, now)}`
    case 'collection':
      return `合集 ${match.name}${on} · ${grouped(match.tokens)} 个 NFT`
    case 'chain':
      return `链 ${match.chainName}（${match.chainId}）`
    case 'denom':
      return `Denom ${shortDenom(match.denom)}${on}${match.symbol ? ` · ${match.symbol}` : ''}`
    case 'token':
      return `代币：${match.symbol}${on} · ${shortDenom(match.denom)}`
  }
}

const character = (text: string | undefined) =>
  text === undefined
    ? '某个字符'
    : `“${text}”（U+${text.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}）`

const problemWords: Record<UsernameProblem, (at: string) => string> = {
  tooShort: () => '名称在 .init 之前至少需要 3 个字符。',
  tooLong: () => '名称在 .init 之前最多 64 个字符。',
  lookalike: (at) => `${at}看起来像拉丁字母，但并不是：请用拉丁字母输入名称。`,
  characters: (at) => `名称只能包含字母 a–z、数字和连字符，不能包含${at}。`,
  hyphenEdge: () => '名称不能以连字符开头或结尾。',
}

const kindWords: Record<SearchMatch['kind'], string> = {
  tx: '交易',
  evmTx: 'EVM 交易',
  block: '区块',
  account: '账户',
  collection: '合集',
  chain: '链',
  denom: 'Denom',
  token: '代币',
}

export const searchBoxLabels: FirstWords<SearchBoxLabels, 'searchBoxLabels'> = {
  input: '搜索',
  placeholder: '交易哈希、区块、地址、合集或代币',
  results: '搜索结果',
  match: describe,
  everywhere: (match, count) =>
    match.kind === 'token'
      ? `代币：${match.symbol}（${chains(count)}）`
      : match.kind === 'account' && match.username
        ? `账户 ${match.username}（${chains(count)}）`
        : `${kindWords[match.kind]}（${chains(count)}）`,
  everywhereGroup: '位于多条链',
  noMatch: (count) => `${chains(count)}上无匹配`,
  loading: (chainName) => `正在搜索 ${chainName}…`,
  failed: (chainName, error) => `${chainName}：${error}`,
  notASearch: '请输入交易哈希、区块高度、地址、名称（alice.init）、合集、denom、链或代币符号。',
  nothing: '未找到任何结果。',
  usernameFound: (username, address) => `${username} 的地址是 ${address}。`,
  usernameNotFound: (username) => `没有账户使用名称 ${username}。请检查拼写，或改为搜索地址。`,
  usernameInvalid: (problem, at) => problemWords[problem](character(at)),
  usernamesOff: (username) => `此处不查询名称，因此找不到 ${username}。请改为搜索地址。`,
  retry: '重试',
}
