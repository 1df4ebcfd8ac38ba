import type { ErrorLabels } from '../../components/shared/ErrorAlert.tsx'
import type { ErrorWords } from '../../components/shared/errorWords.ts'
import type { RecipientFieldLabels } from '../../components/shared/recipientFieldLabels.ts'
import type { RecipientNameLabels } from '../../components/shared/recipientNameLabels.ts'

const invalidParameter = 'このアドレスまたは ID は照会できません。確認してから、もう一度お試しください。'

const jsonRpc = 'チェーンのノードがリクエストを拒否しました。もう一度試すか、EVM チェーンか確認してください。'

const moduleLoad = 'ページの一部を読み込めませんでした。接続を確認してから、もう一度お試しください。'

const usernameAnswer =
  'チェーンからユーザー名でもアドレスでもない値が返されたため、使用しません。アドレスを直接使ってください。'

const usernameChanged =
  'この名前は、表示中とは別のアカウントを指すようになりました。署名はされていません。受取人を確認し直してください。'

const usernameNotFound =
  'この名前を持つアカウントはありません。綴りを確認するか、アドレスを直接使ってください。'

const unknownChain =
  'このチェーンは、このネットワークのチェーンレジストリに一度だけ登録されていません。チェーン ID とネットワークを確認してください。'

const shown = (character: string) =>
  character === ' '
    ? 'スペース'
    : `「${character}」（U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}）`

const alphabets = [
  ['キリル文字', /\p{Script=Cyrillic}/u],
  ['ギリシャ文字', /\p{Script=Greek}/u],
  ['アルメニア文字', /\p{Script=Armenian}/u],
] as const

const whatItIs = (character: string) => {
  const alphabet = alphabets.find(([, script]) => script.test(character))?.[0]
  if (alphabet) return `${alphabet}です`
  return /\p{Script=Latin}/u.test(character) ? '全角または装飾された字形です' : '別の文字体系の文字です'
}

export const errorWords: ErrorWords = {
  RollscopeError: '問題が発生しました。もう一度お試しください。続く場合はサイトの運営者にお知らせください。',
  InvalidParameterError: invalidParameter,
  HttpError: 'サービスがエラーを返しました。しばらくしてから、もう一度お試しください。',
  ResponseValidationError: 'サービスから、このページで読めない応答が届きました。後でもう一度お試しください。',
  TimeoutError: 'サービスの応答に時間がかかりすぎました。もう一度お試しください。',
  NetworkError: 'サービスに接続できませんでした。接続を確認してから、もう一度お試しください。',
  ChainNotFoundError:
    'このチェーンはこのネットワークのチェーンレジストリにありません。チェーン ID とネットワークを確認してください。',
  DuplicateChainIdError:
    'このチェーンはチェーンレジストリに二重に登録されているため、使用しません。チェーン ID とネットワークを確認してください。',
  ChainServiceMissingError:
    'チェーンレジストリにこのチェーンのサービスが登録されていないため、ここには表示できません。',
  JsonRpcError: jsonRpc,
  ModuleLoadError: moduleLoad,
  UsernameAnswerError: usernameAnswer,
  UsernameChangedError: usernameChanged,
  UsernameNotFoundError: usernameNotFound,
}

export const errorLabels: ErrorLabels = {
  RollscopeError: '読み込めませんでした。もう一度お試しください。',
  InvalidParameterError: invalidParameter,
  HttpError: '読み込めませんでした。もう一度お試しください。',
  TimeoutError: 'インデクサーの応答に時間がかかりすぎました。もう一度お試しください。',
  NetworkError: 'インデクサーに接続できませんでした。接続を確認してから、もう一度お試しください。',
  ResponseValidationError:
    'インデクサーから、このページで読めない応答が届きました。後でもう一度お試しください。',
  ChainNotFoundError: unknownChain,
  DuplicateChainIdError: unknownChain,
  ChainServiceMissingError:
    'チェーンレジストリにこのチェーンのインデクサーが登録されていないため、データを表示できません。',
  JsonRpcError: jsonRpc,
  ModuleLoadError: moduleLoad,
  UsernameAnswerError: usernameAnswer,
  UsernameChangedError: usernameChanged,
  UsernameNotFoundError: usernameNotFound,
  notFound:
    'インデクサーのこのアドレスにはデータがありません。インデクサーに指定したアドレスを確認して、もう一度お試しください。',
  busy: 'インデクサーが混み合っています。しばらく待ってから、もう一度お試しください。',
  server: 'インデクサーで問題が発生しました。しばらくしてから、もう一度お試しください。',
  generic: '読み込めませんでした。もう一度お試しください。',
  registry:
    'チェーンレジストリを読み込めなかったため、このチェーンのインデクサーとトークンが不明です。しばらくしてから、もう一度お試しください。',
  details: '詳細',
}

export const recipientFieldLabels: RecipientFieldLabels = {
  saved: '保存済み',
  recent: '最近',
  addressBook: 'アドレス帳',
  none: 'このネットワークの保存済み受取人はまだありません。',
  saveContact: 'アドレス帳に保存',
  contactLabel: '名前',
  save: '保存',
  cancel: 'キャンセル',
  rename: (label) => `${label} の名前を変更`,
  remove: (label) => `${label} を削除`,
  contactProblem: (problem) =>
    problem === 'labelEmpty'
      ? 'アドレスに名前を付けてください。'
      : problem === 'labelTooLong'
        ? '名前は 40 文字以内にしてください。'
        : problem === 'labelCharacters'
          ? '名前はプレーンテキストにしてください。< や >、改行、リンクは使えません。'
          : 'このアドレスは保存できません。',
  dropped: (count) => `保存済みの受取人 ${count} 件をこのブラウザで読み取れなかったため、除外しました。`,
  storeFailed:
    '保存済みの受取人をこのブラウザに保存できませんでした。容量不足か、プライベートモードの可能性があります。',
}

export const recipientNameLabels: RecipientNameLabels = {
  looking: (username) => `${username} を検索中…`,
  found: (username) => `${username} のアドレス:`,
  notFound: (username) =>
    `${username} という名前のアカウントはありません。綴りを確認するか、アドレスを直接貼り付けてください。`,
  off: (username) =>
    `ここでは ${username} のような名前を検索しないため、使えません。アドレスを直接貼り付けてください。`,
  notInitia: (chain) =>
    `名前（name.init）は Initia チェーン用です。${chain} は独自のアドレスを使います。${chain} のアドレスを貼り付けてください。`,
  invalid: (problem, character, length) => {
    switch (problem) {
      case 'lookalike':
        return `${shown(character ?? '')}はラテン文字に見えますが、${whatItIs(character ?? '')}。名前に使えるのは a–z、0–9、ハイフンだけです。入力し直してください。`
      case 'tooShort':
      case 'tooLong':
        return `名前は .init の前が 3〜64 文字です。この名前は ${length} 文字です。`
      case 'hyphenEdge':
        return '名前の先頭と末尾にハイフンは使えません。'
      default:
        return character === '.'
          ? '名前に使えるドットは init の前の 1 つだけです（x.init.init は名前ではありません）。'
          : `名前に${shown(character ?? '')}は使えません。a–z、0–9、ハイフンの後に .init を付けてください。`
    }
  },
  failed: (username, garbage) =>
    garbage
      ? `チェーンから ${username} のアドレスではない値が返されたため、使用しません。アドレスを直接貼り付けてください。`
      : `${username} の指す先をチェーンから取得できませんでした。もう一度試すか、アドレスを直接貼り付けてください。`,
  retry: '再試行',
  details: '詳細',
}
