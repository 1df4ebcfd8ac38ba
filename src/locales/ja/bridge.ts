import type { BridgeWidgetLabels } from '../../components/BridgeWidget/labels.ts'
import type { FirstWords } from '../layout.ts'
import { minutes, timeUnits } from '../shared/bridge.ts'
import { amountProblemWords } from './common.ts'

const tag = 'ja'

const inUnit = timeUnits(tag)

const linkFields: Record<string, string> = {
  sourceChain: '送金元チェーン',
  sourceAsset: '送金元アセット',
  destChain: '送金先チェーン',
  destAsset: '送金先アセット',
  amount: '数量',
  recipient: '受取アドレス',
}

export const bridgeWidgetLabels: FirstWords<BridgeWidgetLabels, 'bridgeWidgetLabels'> = {
  title: 'ブリッジ',
  from: '送金元',
  to: '送金先',
  amount: '数量',
  max: '最大',
  balance: (amount) => `残高: ${amount}`,
  flip: '送金元と送金先を入れ替え',
  flipLocked: '固定された側があるため入れ替えられません',
  chooseAsset: 'アセットを選択',
  search: 'チェーンとアセットを検索',
  noMatch: '該当なし',
  onChain: (chain) => `${chain} 上`,
  loadingAssets: 'チェーンとアセットを読み込み中…',
  walletCannotSign: (chain) =>
    `ウォレットは ${chain} から送金できません。対応するウォレットを接続するか、別の送金元を選んでください。`,
  assetsError: 'チェーンとアセットの一覧を読み込めませんでした。',
  slippage: 'スリッページ',
  slippageCustom: 'カスタムスリッページ（%）',
  slippageCustomPlaceholder: 'カスタム %',
  slippageProblem: {
    invalid: 'スリッページは数値で入力してください（例: 1、0.5）。',
    range: 'スリッページは 0.01% から 50% の間で指定してください。',
  },
  recipient: '受取アドレス',
  recipientOwn: '自分のアドレス',
  recipientEdit: '別のアドレスに送る',
  recipientUseOwn: '自分のアドレスを使う',
  recipientAtReview: '確認時に入力します',
  amountProblem: amountProblemWords,
  linkProblem: (field, problem) =>
    `リンクの${linkFields[field] ?? ` ${field} `}は${
      problem === 'unknown'
        ? 'ここでは扱えません。選び直してください。'
        : problem === 'locked'
          ? `無視しました。このページは表示中の${field.startsWith('source') ? '送金元からのみ' : '送金先へのみ'}ブリッジできます。`
          : problem === 'large'
            ? '大きすぎます。'
            : problem === 'decimals'
              ? 'このアセットの小数桁数を超えています。'
              : problem === 'zero'
                ? '0 です。'
                : '読み取れなかったため、除外しました。'
    }`,
  defaultNotOffered: (side) =>
    `このトークンは${side === 'source' ? '送金元' : '送金先'}としてブリッジできません。表示されたトークンから選んでください。`,
  lockNotOffered: (side, problem, name) =>
    `ブリッジサービスは現在${problem === 'chain' ? ` ${name} チェーン` : `このアセット（${name}）`}に対応していないため、${side === 'source' ? 'そこから' : 'そこへ'}は送金できません。後でもう一度お試しください。`,
  routePreference: 'ルート',
  routePreferences: { fastest: '最速', cheapest: '最安' },
  routeChosen: (preference, bridges) =>
    `${preference === 'fastest' ? '最速' : '最安'}ルート${bridges.length > 0 ? `（${bridges.join('、')} 経由）` : ''}`,
  youReceive: '受取数量',
  fees: '手数料',
  etaLabel: '所要時間',
  eta: (seconds) =>
    seconds < 10
      ? '数秒'
      : seconds < 90
        ? `約 ${inUnit(seconds, 'second')}`
        : `約 ${inUnit(minutes(seconds), 'minute')}`,
  priceImpact: '価格インパクト',
  updatingQuote: '見積もりを更新中…',
  showRouteAnyway: 'それでもルートを表示',
  review: '確認',
  retry: '再試行',
  details: '詳細',
  history: '最近の送金',
  otherWithdrawals: '受け取り待ちの出金',
  status: {
    idle: '数量を入力してください',
    quoting: '最適なルートを検索中…',
    quoted: '準備完了',
    preparing: 'トランザクションを準備中…',
    signingOpHook: 'ウォレットでブリッジ手順を承認してください',
    approving: 'ウォレットでトークンを承認してください',
    signing: 'ウォレットでトランザクションに署名してください',
    broadcasting: '送信中…',
    tracking: '転送中',
    confirming: 'ネットワークでトランザクションを確認中',
    actionRequired: '操作が必要です',
    finalizing: 'ロールアップから出金済み: 出金の待機期間の終了待ち',
    claimable: '送金先チェーンで受け取れます',
    claiming: '資金を受け取り中',
    completed: '完了',
    failed: '失敗',
    refunded: '失敗: 資金は返却されました',
    abandoned: '追跡を終了',
  },
}
