import type { ErrorLabels } from '../../components/shared/ErrorAlert.tsx'
import type { ErrorWords } from '../../components/shared/errorWords.ts'
import type { RecipientFieldLabels } from '../../components/shared/recipientFieldLabels.ts'
import type { RecipientNameLabels } from '../../components/shared/recipientNameLabels.ts'

const invalidParameter = '无法查询此地址或 ID。请检查后重试。'

const jsonRpc = '链节点拒绝了请求。请重试，或确认这是一条 EVM 链。'

const moduleLoad = '页面的部分内容无法加载。请检查网络连接后重试。'

const usernameAnswer = '链返回的既不是用户名也不是地址，因此未被使用。请直接使用地址。'

const usernameChanged = '此名称现在指向的账户与显示的不同。尚未签名任何内容，请重新核对收款人。'

const usernameNotFound = '没有账户使用此名称。请检查拼写，或直接使用地址。'

const unknownChain = '此链在该网络的链注册表中未唯一列出。请检查链 ID 和网络。'

const shown = (character: string) =>
  character === ' '
    ? '空格'
    : `“${character}”（U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}）`

const alphabets = [
  ['西里尔字母', /\p{Script=Cyrillic}/u],
  ['希腊字母', /\p{Script=Greek}/u],
  ['亚美尼亚字母', /\p{Script=Armenian}/u],
] as const

const whatItIs = (character: string) => {
  const alphabet = alphabets.find(([, script]) => script.test(character))?.[0]
  if (alphabet) return `它是${alphabet}`
  return /\p{Script=Latin}/u.test(character) ? '它是全角或变体字形' : '它来自其他文字'
}

export const errorWords: ErrorWords = {
  RollscopeError: '出错了。请重试；如果问题持续，请告知网站团队。',
  InvalidParameterError: invalidParameter,
  HttpError: '服务返回了错误。请稍后重试。',
  ResponseValidationError: '服务返回了本页面无法读取的内容。请稍后再试。',
  TimeoutError: '服务响应超时。请重试。',
  NetworkError: '无法连接到服务。请检查网络连接后重试。',
  ChainNotFoundError: '此链不在该网络的链注册表中。请检查链 ID 和网络。',
  DuplicateChainIdError: '此链在链注册表中出现了两次，因此未被使用。请检查链 ID 和网络。',
  ChainServiceMissingError: '链注册表未列出此链的服务，因此无法在此显示。',
  JsonRpcError: jsonRpc,
  ModuleLoadError: moduleLoad,
  UsernameAnswerError: usernameAnswer,
  UsernameChangedError: usernameChanged,
  UsernameNotFoundError: usernameNotFound,
}

export const errorLabels: ErrorLabels = {
  RollscopeError: '无法加载。请重试。',
  InvalidParameterError: invalidParameter,
  HttpError: '无法加载。请重试。',
  TimeoutError: '索引器响应超时。请重试。',
  NetworkError: '无法连接到索引器。请检查网络连接后重试。',
  ResponseValidationError: '索引器返回了本页面无法读取的内容。请稍后再试。',
  ChainNotFoundError: unknownChain,
  DuplicateChainIdError: unknownChain,
  ChainServiceMissingError: '链注册表未列出此链的索引器，因此无法在此显示其数据。',
  JsonRpcError: jsonRpc,
  ModuleLoadError: moduleLoad,
  UsernameAnswerError: usernameAnswer,
  UsernameChangedError: usernameChanged,
  UsernameNotFoundError: usernameNotFound,
  notFound: '索引器在此地址没有数据。请检查为其配置的地址后重试。',
  busy: '索引器当前繁忙。请稍等片刻后重试。',
  server: '索引器出现问题。请稍后重试。',
  generic: '无法加载。请重试。',
  registry: '无法读取链注册表，因此此链的索引器和代币未知。请稍后重试。',
  details: '详情',
}

export const recipientFieldLabels: RecipientFieldLabels = {
  saved: '已保存',
  recent: '最近',
  addressBook: '地址簿',
  none: '此网络暂无已保存的收款人。',
  saveContact: '保存到地址簿',
  contactLabel: '名称',
  save: '保存',
  cancel: '取消',
  rename: (label) => `重命名 ${label}`,
  remove: (label) => `移除 ${label}`,
  contactProblem: (problem) =>
    problem === 'labelEmpty'
      ? '请为地址取个名称。'
      : problem === 'labelTooLong'
        ? '名称最多 40 个字符。'
        : problem === 'labelCharacters'
          ? '名称请使用纯文本：不能含 < 或 >、换行或链接。'
          : '无法保存此地址。',
  dropped: (count) => `有 ${count} 个已保存的收款人在此浏览器中无法读取，已略过。`,
  storeFailed: '无法在此浏览器中保存收款人：存储空间可能已满，或处于无痕模式。',
}

export const recipientNameLabels: RecipientNameLabels = {
  looking: (username) => `正在查询 ${username}…`,
  found: (username) => `${username} 的地址：`,
  notFound: (username) => `没有账户使用名称 ${username}。请检查拼写，或直接粘贴地址。`,
  off: (username) => `此处不查询 ${username} 这类名称，因此无法使用。请直接粘贴地址。`,
  notInitia: (chain) =>
    `名称（name.init）仅用于 Initia 链；${chain} 使用自己的地址。请粘贴 ${chain} 上的地址。`,
  invalid: (problem, character, length) => {
    switch (problem) {
      case 'lookalike':
        return `${shown(character ?? '')}只是看起来像拉丁字母：${whatItIs(character ?? '')}。名称只能包含 a–z、0–9 和连字符，请重新输入。`
      case 'tooShort':
      case 'tooLong':
        return `名称在 .init 之前应有 3 到 64 个字符；当前为 ${length} 个。`
      case 'hyphenEdge':
        return '名称不能以连字符开头或结尾。'
      default:
        return character === '.'
          ? '名称只能有一个点，即 init 前的那个（x.init.init 不是名称）。'
          : `名称不能包含${shown(character ?? '')}。名称只能包含 a–z、0–9 和连字符，后接 .init。`
    }
  },
  failed: (username, garbage) =>
    garbage
      ? `链为 ${username} 返回的不是地址，因此未被使用。请直接粘贴地址。`
      : `链无法告知 ${username} 指向何处。请重试，或直接粘贴地址。`,
  retry: '重试',
  details: '详情',
}
