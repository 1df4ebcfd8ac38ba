import type { BridgeErrorWords } from '../../components/BridgeWidget/errorWords.ts'
import type { BridgeHistoryLabels } from '../../components/BridgeWidget/FoundHistory.tsx'
import type { BridgeWidgetLabels } from '../../components/BridgeWidget/labels.ts'
import type { LaterWords } from '../layout.ts'
import { minutes, timeUnits } from '../shared/bridge.ts'
import { hopStateIn, relativeTimeIn } from '../shared/bridgeLater.ts'
import { errorWords, recipientFieldLabels, recipientNameLabels } from './common.later.ts'

const tag = 'ja'

const inUnit = timeUnits(tag)

const bridgeNames: Record<string, string> = {
  transfer: 'IBC 転送',
  ibc_transfer: 'IBC 転送',
  swap: 'スワップ',
  evm_swap: 'スワップ',
  op_init_transfer: 'OPinit ブリッジ',
  cctp_transfer: 'CCTP',
  axelar_transfer: 'Axelar',
  hyperlane_transfer: 'Hyperlane',
  go_fast_transfer: 'Go Fast',
  stargate_transfer: 'Stargate',
  layer_zero_transfer: 'LayerZero',
  eureka_transfer: 'IBC Eureka',
  bank_send: '送金',
}

export const bridgeErrorWords: BridgeErrorWords = {
  UserRejectedError: 'ウォレットでリクエストを拒否しました。何も送信されていません。',
  WalletNotConnectedError:
    'ウォレットが接続されていません。ウォレットを接続してから、もう一度お試しください。',
  ChainNotConfiguredError:
    'このサイトのウォレット設定にこのチェーンは含まれていません。別のチェーンを選んでください。',
  TxRejectedError:
    'チェーンがトランザクションを拒否したため、何も送信されていません。残高と手数料を確認してから、もう一度お試しください。',
  ReceiptTimeoutError:
    'トランザクションはまだ確認されていません。再送する前にエクスプローラーで確認してください。',
  UnsupportedMessageError:
    'ウォレットはこの種類のトランザクションに署名できません。別のルートかウォレットをお試しください。',
  UnsupportedTxError:
    'ウォレットはこの種類のトランザクションを送信できません。そのチェーン用のウォレットを接続してください。',
  SignerMismatchError:
    'ウォレットが別のアカウントに切り替わりました。元に戻すか、このアカウントで見積もりを取り直してください。',
  UnsupportedSignerError:
    'ウォレットはこのブリッジ手順に署名できません。Keplr など別のウォレットをお試しください。',
  SimulationFailedError:
    'チェーンによると、このトランザクションは失敗するため署名していません。理由は「詳細」をご覧ください。',
  AccountNotFoundError:
    'このチェーンにはまだアカウントがありません。先にこのチェーンへ資金を送ってから、もう一度お試しください。',
  BroadcastUncertainError:
    'トランザクションは送信された可能性がありますが、ネットワークで確認されていません。再署名の前にウォレットの履歴を確認してください。',
  RouterError:
    'ブリッジサービスがリクエストを処理できませんでした。もう一度試すか、別のルートを選んでください。',
  RouteNotFoundError:
    'この数量では、これらのアセット間のルートがありません。別の組み合わせか数量をお試しください。',
  BadPriceError: 'このルートは大きく目減りします。数量を減らすか、それでもルートを確認してください。',
  InvalidAmountError: 'このルートではこの数量を送れません。別の数量をお試しください。',
  TxNotFoundError:
    'ブリッジサービスはまだこのトランザクションを確認していません。しばらく待ってから、もう一度確認してください。',
  RateLimitedError: 'サービスが混み合っています。しばらく待ってから、もう一度お試しください。',
  MsgsMismatchError:
    'ブリッジサービスが用意したトランザクションが見積もりと一致しないため、署名していません。何も送信されていません。',
  SimulatedOutflowError:
    '署名前の確認で、見積もりより多くがアカウントから出ていくことが分かったため、署名していません。何も送信されていません。',
  SimulationUnavailableError:
    'チェーンがトランザクションの確認に応答しなかったため、署名していません。何も送信されていません。しばらくしてからお試しください。',
  WalletContractError:
    'ウォレットがトランザクションを送信したか分かりません。再署名の前にウォレットの履歴を確認してください。',
  TransferStorageError:
    'ブラウザにこの送金を保存できませんでした。完了するまでこのページを開いたままにしてください。',
  StorageEntryError:
    '保存済みの送金を 1 件読み取れなかったため、別に保管しました。他の送金には影響ありません。',
  RecipientEntryError:
    '保存済みの受取人を 1 件読み取れなかったため、除外しました。他の受取人には影響ありません。',
  TransferRecordError: '保存済みの送金を 1 件読み取れませんでした。他の送金には影響ありません。',
  NewerTransferRecordError:
    '保存済みの送金は、このサイトの新しいバージョンで作成されています。ページを再読み込みして開いてください。',
  BroadcastNotFoundError:
    'トランザクションがネットワークに届かなかったため、何も送信されていません。もう一度署名してください。',
  TrackTimeoutError:
    'ブリッジはまだトランザクションを確認していません。チェーンで破棄された可能性があります。エクスプローラーで確認してから、続行または削除してください。',
  SignatureRequiredError:
    '送金の一部が完了しました。続けるには、ウォレットで次のトランザクションに署名してください。',
  TransferStateUnknownError:
    'ブリッジは送金の状況を把握できません。エクスプローラーで確認してから、続行または削除してください。',
  TransferAbandonedError:
    'ブリッジは送金の追跡を停止しました。「続行」で追跡を再開するか、エクスプローラーで確認してください。',
  InterruptedSignatureError:
    'ウォレットの署名中にページが閉じられました。再署名の前にウォレットの履歴を確認してください。',
  TransferFailedError: '送金が途中で失敗しました。資金の所在をエクスプローラーで確認してください。',
  ClaimUnconfirmedError:
    '受け取りは送信しましたが、資金はまだ届いていません。エクスプローラーで確認してください。もう一度受け取っても安全です。',
  WithdrawalMismatchError:
    'ロールアップの出金記録がこの送金と一致しないため、受け取りも送信も行っていません。',
}

export const bridgeHistoryLabels: BridgeHistoryLabels = {
  foundOnChain: 'チェーン上で検出',
  trackAgain: '再追跡',
  state: {
    success: '完了',
    error: '失敗',
    abandoned: '停止',
    pending: '進行中',
    unknown: '不明',
    finalizing: '受け取り待ち',
    claimable: '受け取り可能',
    claimed: '受け取り済み',
    notFollowed: '未追跡',
  },
  chainFailed: (chain) => `${chain} の履歴を読み込めませんでした`,
}

export const bridgeWidgetLabels: LaterWords<BridgeWidgetLabels, 'bridgeWidgetLabels'> = {
  connectToSend: (chain) => `送金するには ${chain} で署名できるウォレットを接続してください。`,
  enterRecipient: (chain) => `受け取るには ${chain} のアドレスを入力してください。`,
  savedRecipients: recipientFieldLabels,
  recipientName: recipientNameLabels,
  recipientProblem: (problem, chain) =>
    problem === 'empty'
      ? `${chain} で資金を受け取るアドレスを入力してください。`
      : problem === 'prefix'
        ? `${chain} のアドレスではありません。先頭の文字を確認してください。`
        : `${chain} のアドレスではありません。`,
  minimumReceived: '最低受取数量',
  feesDeducted: '数量から差し引き',
  feesAdditional: '別途支払い',
  sender: '送金元アドレス',
  signatures: (count) =>
    count === 1 ? 'ウォレットで 1 回署名します。' : `ウォレットで ${count} 回署名します。`,
  mayApprove: 'ウォレットで先にトークンの承認を求められる場合があります。',
  claimLater: (chain) =>
    `これは出金です。待機期間が終わったら、${chain} でもう一度署名して資金を受け取ります。`,
  steps: 'ルート',
  step: (kind, from, to) =>
    from === to ? `${from} で${bridgeNames[kind] ?? kind}` : `${bridgeNames[kind] ?? kind}: ${from} → ${to}`,
  riskAcknowledge: '送る額より大幅に少なく受け取る可能性があることを理解しました',
  highPriceImpact: (percent) => `このスワップは価格を ${percent}% 動かします。受取額が大幅に減ります。`,
  badPriceWarning: '送る価値より大幅に少ない価値しか受け取れません。',
  reviewTitle: '送金内容の確認',
  balanceChanges: 'あなたの残高',
  changesOn: (chain) => `${chain}:`,
  simulatedChanges: '署名前にチェーンでシミュレーション',
  simulatedTx: (tx, chain) => `${chain} のトランザクション ${tx}:`,
  simulatedGas: (gas) => `ガス ${gas}`,
  notSimulated: '未シミュレーション（このチェーンのアドレスが不明）。見積もりとのみ照合',
  confirm: '確認して署名',
  back: '戻る',
  newTransfer: '新しい送金',
  signAgain: '再署名',
  resume: '続行',
  dismiss: '削除',
  view: '表示',
  claim: '受け取る',
  claimOn: (chain) => `${chain} で受け取る`,
  claimIn: (seconds) =>
    `約 ${
      seconds < 60
        ? inUnit(Math.max(1, Math.ceil(seconds)), 'second')
        : seconds < 2 * 3600
          ? inUnit(minutes(seconds), 'minute')
          : seconds < 2 * 86_400
            ? inUnit(Math.round(seconds / 3600), 'hour')
            : inUnit(Math.round(seconds / 86_400), 'day')
    }後に受け取れます`,
  waitingForOutput: (chain) => `ロールアップが ${chain} に出金を報告するのを待っています`,
  timeLeft: (seconds) =>
    `残り約 ${
      seconds < 60 ? inUnit(Math.max(1, Math.ceil(seconds)), 'second') : inUnit(minutes(seconds), 'minute')
    }`,
  overdue: '予定より時間がかかっています',
  received: (amount, chain) => `${chain} で ${amount} を受け取りました。`,
  explorerTx: (chain, role) =>
    role === 'send'
      ? `${chain} で送信`
      : role === 'receive'
        ? `${chain} で受信`
        : role === 'acknowledge'
          ? `${chain} で確認`
          : `${chain} のトランザクション`,
  progressTitle: '送金',
  routeProgress: 'ルートの進行状況',
  relativeTime: relativeTimeIn('ja', 'たった今'),
  hopState: hopStateIn({ waiting: '待機中', done: '完了', failed: '失敗', active: '進行中' }),
  gasOnDestination: (chain) => `${chain} のガス`,
  gasWhy: (symbol) => `受取アドレスに手数料を払う ${symbol} がありません。`,
  gasBring: (symbol) => `手数料用の ${symbol} も送る`,
  gasCost: (cost, amount) => `${cost} で ${amount}`,
  gasSignedApart: (count) =>
    count === 1 ? '送金後にもう 1 回署名します。' : `送金後にさらに ${count} 回署名します。`,
  gasSignaturesToBring: (count) =>
    count === 1 ? 'ウォレットで 1 回署名します。' : `ウォレットで ${count} 回署名します。`,
  gasUnavailable: '手数料用のガスを追加できませんでした。送金はガスなしで行えます。',
  gasProgress: {
    waiting: (amount) => `手数料用の ${amount}: 送金の送信後に開始`,
    signing: (amount) => `手数料用の ${amount}: ウォレットで署名してください`,
    sending: (amount) => `手数料用の ${amount}: 送信中`,
    arrived: (amount) => `手数料用の ${amount} が届きました`,
    failed: (amount) => `手数料用の ${amount} を送れませんでした。送金には影響ありません。`,
    notSent: (amount) =>
      `手数料用の ${amount} は送られていません。署名の前にページが閉じられました。送金には影響ありません。`,
  },
  errors: {
    ...errorWords,
    ...bridgeErrorWords,
    UserRejectedError: 'ウォレットで署名を拒否しました。何も送信されていません。',
    RateLimitedError: 'ブリッジサービスが混み合っています。しばらく待ってから、もう一度お試しください。',
    TimeoutError: 'ブリッジサービスが時間内に応答しませんでした。もう一度お試しください。',
    NetworkError: 'ブリッジサービスに接続できませんでした。接続を確認してから、もう一度お試しください。',
    HttpError: 'ブリッジサービスがエラーを返しました。しばらくしてから、もう一度お試しください。',
    ResponseValidationError:
      'ブリッジサービスから、このページで読めない応答が届きました。後でもう一度お試しください。',
    generic: '問題が発生しました。もう一度お試しください。',
  },
}
