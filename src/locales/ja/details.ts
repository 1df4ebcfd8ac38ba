import type { BlockDetailLabels } from '../../components/BlockDetail/BlockDetail.tsx'
import type { EvmTxDetailLabels } from '../../components/EvmTxDetail/labels.ts'
import type { MessageWords } from '../../components/TxDetail/messageWords.ts'
import type { TxDetailLabels } from '../../components/TxDetail/TxDetail.tsx'
import type { FirstWords } from '../layout.ts'
import { balanceChangesLabels } from './common.ts'
import { txTableLabels } from './lists.ts'

const grouping = /* @__PURE__ */ new Intl.NumberFormat('ja', { maximumFractionDigits: 0 })

// a decimal string grouped exactly; anything else as sent
const grouped = (value: string) => (/^-?\d+$/.test(value) ? grouping.format(BigInt(value)) : value)

const gasValue = (used: string, wanted: string) => `${grouped(used)} / ${grouped(wanted)}`

const notFound = (txHash: string) =>
  `トランザクション ${txHash} が見つかりません。まだインデックスされていない可能性があります。`

export const messageWords: MessageWords = {
  Send: '送金',
  'IBC transfer': 'IBC 転送',
  'Move call': 'Move 呼び出し',
  'Move call (JSON arguments)': 'Move 呼び出し（JSON 引数）',
  'EVM call': 'EVM 呼び出し',
  'Deposit to a rollup': 'ロールアップへの入金',
  'Withdrawal to L1': 'L1 への出金',
  'Withdrawal claim': '出金の受け取り',
  'Contract call': 'コントラクト呼び出し',
  From: '送信元',
  To: '送信先',
  Amount: '数量',
  Channel: 'チャネル',
  Memo: 'メモ',
  Function: '関数',
  Sender: '送信者',
  'Type arguments': '型引数',
  Arguments: '引数',
  Contract: 'コントラクト',
  Method: 'メソッド',
  Value: '値',
  Bridge: 'ブリッジ',
  'Claimed by': '受け取り実行者',
  'From (L2)': '送信元（L2）',
  Sequence: 'シーケンス',
  Action: 'アクション',
  Funds: '送付資金',
  Spender: '承認先',
  'Amount or token ID': '数量またはトークン ID',
  'Token ID': 'トークン ID',
}

export const blockDetailLabels: FirstWords<BlockDetailLabels, 'blockDetailLabels'> = {
  ...txTableLabels,
  blockHeight: '高さ',
  hash: 'ハッシュ',
  chain: 'チェーン',
  timestamp: '日時',
  blockTimeTerm: 'ブロック時間',
  blockTime: (milliseconds) => `前のブロックから ${milliseconds} ms`,
  proposer: 'プロポーザー',
  txCount: 'トランザクション',
  gas: '使用ガス / 要求ガス',
  gasValue,
  totalFee: '手数料合計',
  noFee: 'なし',
  txsTitle: (height) => `ブロック ${height} のトランザクション`,
  empty: 'このブロックにトランザクションはありません。',
  loadingBlock: 'ブロックを読み込み中…',
  notFound: (height) => `ブロック ${height} が見つかりません。まだインデックスされていない可能性があります。`,
}

export const txDetailLabels: FirstWords<TxDetailLabels, 'txDetailLabels'> = {
  hash: 'ハッシュ',
  evmTx: 'EVM Tx',
  status: 'ステータス',
  success: '成功',
  failed: (code, codespace) => `失敗（コード ${code}${codespace ? `、${codespace}` : ''}）`,
  rawLog: 'エラーログ',
  height: '高さ',
  time: '日時',
  gas: '使用ガス / 要求ガス',
  gasValue,
  fee: '手数料',
  noFee: 'なし',
  memo: 'メモ',
  noMemo: '—',
  signer: '署名者',
  balanceChanges: '残高の変動',
  changes: balanceChangesLabels,
  messages: (count) => `メッセージ（${count}）`,
  events: (count) => `イベント（${count}）`,
  json: 'JSON',
  loading: 'トランザクションを読み込み中…',
  notFound,
  retry: '再試行',
  copy: 'コピー',
  copied: 'コピーしました',
  formatTime: txTableLabels.formatTime,
  messageWords,
}

export const evmTxDetailLabels: FirstWords<EvmTxDetailLabels, 'evmTxDetailLabels'> = {
  hash: 'Tx ハッシュ',
  status: 'ステータス',
  success: '成功',
  failed: '失敗',
  block: 'ブロック',
  blockHash: 'ブロックハッシュ',
  index: 'ブロック内の位置',
  from: '送信元',
  to: '送信先',
  contractCreation: 'コントラクト作成',
  gasUsed: '使用ガス',
  cumulativeGasUsed: '累積使用ガス',
  gasPrice: '実効ガス価格',
  type: 'タイプ',
  balanceChanges: '残高の変動',
  changes: balanceChangesLabels,
  logs: (count) => `ログ（${count}）`,
  noLogs: 'このトランザクションはログを出力していません。',
  log: (index) => `ログ ${index}`,
  address: 'アドレス',
  topics: 'トピック',
  data: 'データ',
  erc20Transfer: 'ERC-20 転送',
  nftTransfer: 'ERC-721 転送',
  amount: '数量',
  tokenId: 'トークン ID',
  time: '日時',
  value: '値',
  fee: 'EVM 手数料',
  evmFeeHint: '使用ガス × ガス価格',
  feeCharged: '事前徴収額',
  feeChargedHint: 'ガス上限 × ガス価格。実行前に徴収',
  feePaid: '送信者の支払額',
  feePaidHint: (succeeded) =>
    succeeded ? '事前徴収額から、残ったガスの一部を返金した額' : '事前徴収額: 失敗した Tx は返金なし',
  method: 'メソッド',
  cosmosTx: 'Cosmos Tx',
  noRecipient: 'なし: Cosmos トランザクションの記録',
  loading: 'トランザクションを読み込み中…',
  empty: 'トランザクションが選択されていません。',
  notFound,
  retry: '再試行',
  copy: 'コピー',
  copied: 'コピーしました',
  messageWords,
}
