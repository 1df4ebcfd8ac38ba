import type { PortfolioLabels } from '../../components/Portfolio/labels.ts'
import type { ReceiveAddressLabels } from '../../components/ReceiveAddress/labels.ts'
import type { SendFormLabels } from '../../components/SendForm/labels.ts'
import type { SendNftFormLabels } from '../../components/SendNftForm/labels.ts'
import type { TxPreviewLabels } from '../../components/TxPreview/labels.ts'
import type { SimulationFailureReason } from '../../errors/tx.ts'
import type { FirstWords } from '../layout.ts'
import { amountProblemWords, balanceChangesLabels, recipientProblemWords } from './common.ts'

const failures: Record<SimulationFailureReason, string> = {
  insufficientFunds:
    'このトランザクションにはアカウントの残高が足りません。資金を追加するか数量を減らして、もう一度お試しください。',
  insufficientFee: 'このチェーンでは手数料が低すぎます。別の手数料トークンを選んで、もう一度お試しください。',
  wrongSequence: 'アカウントの別のトランザクションが先に処理されました。しばらくしてからお試しください。',
  unknownMessage:
    'アプリが求めたメッセージの一つをこのチェーンは認識できません。署名はしていません。アプリにお知らせください。',
  outOfGas: 'このトランザクションはチェーンの上限を超えるガスが必要です。このままでは送信できません。',
  unknownAccount: 'このチェーンにはまだアカウントがありません。先に資金を受け取ってください。',
  invalidAddress:
    'このトランザクションに、このチェーンで無効なアドレスがあります。確認してから、もう一度お試しください。',
  executionFailed:
    'コントラクトがこのトランザクションを拒否しました（失敗します）。アプリの要求を確認して、もう一度お試しください。',
  other:
    'チェーンによると、このトランザクションは失敗するため署名していません。理由は「詳細」をご覧ください。',
}

const failedOnChain: Record<SimulationFailureReason, string> = {
  insufficientFunds: 'チェーン上で失敗しました: 残高が足りませんでした。消費されたのは手数料だけです。',
  insufficientFee: 'チェーン上で失敗しました: 手数料が低すぎました。消費されたのは手数料だけです。',
  wrongSequence:
    'チェーン上で失敗しました: アカウントの別のトランザクションが先に処理されました。消費されたのは手数料だけです。',
  unknownMessage:
    'チェーン上で失敗しました: 認識できないメッセージがあります。消費されたのは手数料だけです。アプリにお知らせください。',
  outOfGas: 'チェーン上で失敗しました: ガスが不足しました。消費されたのは手数料だけです。',
  unknownAccount:
    'チェーン上で失敗しました: 指定したアカウントがそのチェーンに存在しません。消費されたのは手数料だけです。',
  invalidAddress: 'チェーン上で失敗しました: 無効なアドレスがあります。消費されたのは手数料だけです。',
  executionFailed:
    'チェーン上で失敗しました: コントラクトが拒否しました。消費されたのは手数料だけです。アプリの要求を確認してください。',
  other: 'チェーン上で失敗しました。消費されたのは手数料だけです。理由は「詳細」をご覧ください。',
}

export const sendFormLabels: FirstWords<SendFormLabels, 'sendFormLabels'> = {
  title: '送金',
  asset: 'アセット',
  amount: '数量',
  balance: (amount) => `残高: ${amount}`,
  max: '最大',
  fee: (amount) => `手数料 約 ${amount}`,
  recipient: '受取人',
  recipientHint: 'init1… か 0x… のアドレス、または name.init',
  memo: 'メモ',
  memoOptional: '（任意）',
  review: '確認',
  loading: '残高を読み込み中…',
  noAssets: (chain) => `このアカウントには ${chain} で送れるものがありません。`,
  retry: '再試行',
  amountProblem: (problem, symbol, feeWords) => {
    switch (problem.kind) {
      case 'fee':
        return problem.max === '0'
          ? `手数料（${feeWords}）分が残りません。先にこのアカウントに ${symbol} を追加してください。`
          : `手数料（${feeWords}）分が残りません。「最大」で手数料を除いた全額を送れます。`
      case 'feeBalance':
        return `手数料（${feeWords}）を支払えません。先にこのアカウントに追加してください。`
      default:
        return amountProblemWords(problem, symbol)
    }
  },
  recipientProblem: recipientProblemWords,
  memoTooLong: (max) => `メモが長すぎます。最大 ${max} バイトです。`,
  memoCheck: '取引所に送りますか？メモが必要か確認してください。',
  memoContract:
    'このアドレスはコントラクトかモジュールのアカウントです。取引所やアプリのものなら、メモが必要か確認してください。',
  otherChain: (chain) => `このアドレスは ${chain} のものです。そこへ送るにはブリッジ送金になります。`,
  bridge: 'ブリッジで送る',
  sent: '送金しました。',
  sendAnother: '続けて送金',
}

export const sendNftFormLabels: FirstWords<SendNftFormLabels, 'sendNftFormLabels'> = {
  title: (name) => `${name} を送る`,
  recipient: '受取人',
  recipientHint: 'このチェーンの init1… か 0x… のアドレス',
  recipientProblem: recipientProblemWords,
  contractRecipient: 'このアドレスはコントラクトです。送る前に、NFT を保有・転送できるか確認してください。',
  unsupported: 'このチェーンでは NFT を移動できません。VM が Move、EVM、Wasm のいずれでもありません。',
  review: '確認',
  cancel: 'キャンセル',
  loading: '読み込み中…',
  retry: '再試行',
}

export const receiveAddressLabels: FirstWords<ReceiveAddressLabels, 'receiveAddressLabels'> = {
  heading: '受け取る',
  bech32: 'Initia アドレス',
  hex: 'EVM アドレス',
  copyBech32: 'Initia アドレスをコピー',
  copyHex: 'EVM アドレスをコピー',
  copied: 'コピーしました',
  qrOf: 'QR コードの内容',
  qrCode: (address) => `${address} の QR コード`,
  qrLoading: 'QR コードを作成中…',
  noHex: 'なし: コントラクトまたはモジュールのアカウントです。',
  invalid:
    'アカウントのアドレスではないため、受け取り先がありません。ウォレットを接続するか、アドレスを渡してください。',
  retry: '再試行',
}

export const portfolioLabels: FirstWords<PortfolioLabels, 'portfolioLabels'> = {
  title: 'ポートフォリオ',
  total: '合計額',
  unpriced: '価格のないトークンは合計に含まれていません。',
  assets: 'アセット',
  loading: '残高を読み込み中…',
  empty: 'これらのチェーンにはまだトークンがありません。',
  retry: '再試行',
  chainError: (chain, text) => `${chain}: ${text}`,
  retryChain: (chain) => `${chain} を再試行`,
  chainsLoading: (chains) => `読み込み中: ${chains.join('、')}`,
  chainCount: (count) => `${count} チェーン`,
  onChain: (chain) => `${chain} 上`,
  noPrice: '価格なし',
  showSmall: (count) => `少額の残高を表示（${count}）`,
  hideSmall: '少額の残高を隠す',
  unlisted: (count) => `未登録のトークン（${count}）`,
  baseUnits: '数量は最小単位です。チェーンレジストリにこれらのトークンの情報がありません。',
}

export const txPreviewLabels: FirstWords<TxPreviewLabels, 'txPreviewLabels'> = {
  title: 'トランザクションの確認',
  loading: 'トランザクションをシミュレーション中…',
  actions: '実行内容',
  message: (name, detail) => (detail ? `${name}: ${detail}` : name),
  evmCall: (to) => `コントラクト ${to} を呼び出し`,
  memo: 'メモ',
  recipient: '受取人',
  gas: 'ガス',
  fee: '手数料',
  feeToken: '手数料の支払い',
  evmFee: 'EVM ウォレットで支払い',
  changes: '残高の変動',
  simulated: '署名前にチェーンでシミュレーションした結果です。',
  confirm: '確認',
  cancel: 'キャンセル',
  retry: '再試行',
  details: '詳細',
  cannotPay: (symbol) =>
    `アカウントはこの手数料を ${symbol} で支払えません。別の手数料トークンを選ぶか、資金を追加してください。`,
  failures,
  notAnswering:
    'チェーンが応答しないため、トランザクションを確認できませんでした。しばらくしてからお試しください。',
  previewFailed: 'このトランザクションを確認できないため、ここでは署名できません。「詳細」をご覧ください。',
  declined: 'ウォレットでリクエストを拒否しました。何も送信されていません。',
  sendFailed:
    'トランザクションを送信できませんでした。二重に署名されたものはありません。「詳細」を確認して、もう一度お試しください。',
  signing: 'ウォレットでトランザクションを承認してください…',
  broadcasting: 'トランザクションを送信中…',
  confirming: 'トランザクションがブロックに含まれるのを待っています…',
  confirmed: 'トランザクションが確定しました。',
  dropped: 'アカウントの別のトランザクションがこのトランザクションに置き換わったため、取り込まれません。',
  failedOnChain,
  notFoundYet: '送信しましたが、まだブロックにありません。再送する前にエクスプローラーで確認してください。',
  alreadySigned: 'このトランザクションは署名済みのため、再署名しません。',
  hash: 'トランザクション',
  explorer: 'エクスプローラーで表示',
  balanceChanges: balanceChangesLabels,
}
